/* eslint-disable testing-library/no-node-access -- section anchors have no role. */
// Vendors (looked up, found, added by hand) and products on the party page.
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { partyRow } from './support/party-rows';
import { API } from './support/server';
import { TEST_USER } from './support/session';
import { ai, freshId, ownerPage, product, selected, vendor, setupPartyDetailTests } from './support/party-detail';

setupPartyDetailTests();

describe('party detail: vendors', () => {
  const found = (placeId: string, name: string) => ({
    name,
    category: 'Catering',
    address: '2 Side St',
    phone: null,
    website: null,
    rating: 4.2,
    reviewCount: 40,
    priceLevel: '$$',
    businessStatus: 'OPERATIONAL',
    photoUrl: null,
    placeId,
  });

  it('are looked up once automatically when none are stored, and stored as google_places', async () => {
    const searches: unknown[] = [];
    const inserts: unknown[] = [];
    const row = partyRow({ id: freshId(), party_name: 'Vendorless', photo_url: 'https://example.test/p.png' });
    await ownerPage(row, {
      vendors: [],
      handlers: [
        http.post(`${API}/functions/v1/search-local-vendors`, async ({ request }) => {
          searches.push(await request.json());
          return HttpResponse.json({ vendors: [found('place-a', 'Taco Truck'), found('place-b', 'Pie Shop')], duplicates: 0, source: 'google_places' });
        }),
        http.post(`${API}/rest/v1/party_vendors`, async ({ request }) => {
          const body = (await request.json()) as Array<Record<string, unknown>>;
          inserts.push(body);
          return HttpResponse.json(
            body.map((r, i) => ({ ...vendor, ...r, id: `new-${i}` })),
            { status: 201 },
          );
        }),
      ],
    });
    expect(await screen.findByText('Found 2 vendors for your party!')).toBeInTheDocument();
    expect(searches).toEqual([{ location: 'Austin, TX', partyType: 'Birthday Party', budget: '500-1000', excludePlaceIds: [] }]);
    const rows = inserts[0] as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.google_place_id, r.source, r.party_id, r.created_by])).toEqual([
      ['place-a', 'google_places', row.id, TEST_USER.id],
      ['place-b', 'google_places', row.id, TEST_USER.id],
    ]);
  });

  it("'Find More Vendors' stores only new places and says which of the product's outcomes happened", async () => {
    const user = userEvent.setup();
    const answers = [
      { vendors: [found('place-1', 'Galaxy Face Paint'), found('place-2', 'Moon Bakery')], duplicates: 0, source: 'google_places' },
      { vendors: [found('place-1', 'Galaxy Face Paint')], duplicates: 0, source: 'google_places' },
      { vendors: [], duplicates: 0, source: 'none', message: "Automatic vendor search isn't set up on this server." },
    ];
    const inserts: Array<Array<Record<string, unknown>>> = [];
    const searches: Array<{ excludePlaceIds: string[] }> = [];
    const row = partyRow({
      id: freshId(),
      party_name: 'More vendors',
      photo_url: 'https://example.test/p.png',
      ai_suggestions: ai,
      selected_suggestions: selected,
    });
    await ownerPage(row, {
      vendors: [{ ...vendor, party_id: row.id, source: 'google_places', google_place_id: 'place-1' }],
      handlers: [
        http.post(`${API}/functions/v1/search-local-vendors`, async ({ request }) => {
          searches.push((await request.json()) as { excludePlaceIds: string[] });
          return HttpResponse.json(answers.shift());
        }),
        http.post(`${API}/rest/v1/party_vendors`, async ({ request }) => {
          const body = (await request.json()) as Array<Record<string, unknown>>;
          inserts.push(body);
          return HttpResponse.json(
            body.map((r, i) => ({ ...vendor, ...r, id: `new-${i}` })),
            { status: 201 },
          );
        }),
      ],
    });
    const find = await screen.findByRole('button', { name: 'Find More Vendors' });
    await user.click(find);
    expect(await screen.findByText('Found 1 new vendors!')).toBeInTheDocument();
    expect(searches[0]!.excludePlaceIds).toEqual(['place-1']);
    expect(inserts).toHaveLength(1);
    expect(inserts[0]!.map((r) => r.google_place_id)).toEqual(['place-2']);

    await user.click(await screen.findByRole('button', { name: 'Find More Vendors' }));
    expect(await screen.findByText('No new unique vendors found')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Find More Vendors' }));
    expect(await screen.findByText('No additional vendors found in your area')).toBeInTheDocument();
    expect(inserts).toHaveLength(1);
  });

  it("'Add New Vendor' checks name, category, rating and price level, stores a user_added vendor, and keeps the input on failure", async () => {
    const user = userEvent.setup();
    const inserts: Array<Record<string, unknown>> = [];
    let fail = true;
    const row = partyRow({
      id: freshId(),
      party_name: 'Add vendor',
      photo_url: 'https://example.test/p.png',
      ai_suggestions: ai,
      selected_suggestions: selected,
    });
    await ownerPage(row, {
      handlers: [
        http.post(`${API}/rest/v1/party_vendors`, async ({ request }) => {
          if (fail) return HttpResponse.json({ message: 'nope', code: '42501' }, { status: 403 });
          inserts.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json({ ...vendor, id: 'v2' }, { status: 201 });
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add New Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Vendor' });
    const submit = within(dialog).getByRole('button', { name: 'Add Vendor' });
    await user.click(submit);
    expect(within(dialog).getByText('Vendor name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a category', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Vendor Name *')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Vendor Name *'), '   ');
    await user.click(submit);
    expect(within(dialog).getByText('Vendor name is required')).toBeInTheDocument(); // blanks are no name

    const categories = within(within(dialog).getByLabelText('Category *'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(categories.slice(1)).toEqual([
      'Catering',
      'Photography',
      'DJ/Music',
      'Venue',
      'Decorations',
      'Flowers',
      'Entertainment',
      'Transportation',
      'Equipment Rental',
      'Bakery/Cakes',
      'Bar Service',
      'Event Planning',
      'Other',
    ]);
    const prices = within(within(dialog).getByLabelText('Price Level'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(prices.slice(1)).toEqual(['$', '$$', '$$$', '$$$$']);

    await user.clear(within(dialog).getByLabelText('Vendor Name *'));
    await user.type(within(dialog).getByLabelText('Vendor Name *'), 'Moon Bakery');
    await user.selectOptions(within(dialog).getByLabelText('Category *'), 'Bakery/Cakes');
    const rating = within(dialog).getByLabelText('Rating (1–5)');
    await user.type(rating, '6');
    await user.click(submit);
    expect(within(dialog).getByText('Rating must be between 1 and 5')).toBeInTheDocument();
    await user.clear(rating);
    await user.type(rating, '4.55');
    await user.click(submit);
    expect(within(dialog).getByText('Rating goes in steps of 0.1')).toBeInTheDocument();
    await user.clear(rating);
    await user.type(rating, '4.5');
    await user.selectOptions(within(dialog).getByLabelText('Price Level'), '$$');

    await user.click(submit);
    expect(await screen.findByText('Failed to add vendor')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Vendor Name *')).toHaveValue('Moon Bakery');
    expect(within(dialog).getByLabelText('Category *')).toHaveValue('Bakery/Cakes');
    expect(rating).toHaveValue(4.5);

    fail = false;
    await user.click(submit);
    expect(await screen.findByText('Vendor added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Vendor' })).not.toBeInTheDocument());
    expect(inserts).toEqual([
      {
        party_id: row.id,
        name: 'Moon Bakery',
        category: 'Bakery/Cakes',
        address: null,
        phone: null,
        website: null,
        rating: 4.5,
        price_level: '$$',
        source: 'user_added',
        business_status: 'OPERATIONAL',
        created_by: TEST_USER.id,
      },
    ]);
  });
});

describe('party detail: products', () => {
  const item = (i: number, name: string) => ({ ...product, id: `p-${name}-${i}`, product_name: name, title: `${name} ${i}` });

  it("ticking a product without products finds them ('Loaded {n} products for {item}!'), with the affiliate disclosure", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let stored = [item(1, 'Glow sticks')];
    const row = partyRow({
      id: freshId(),
      party_name: 'Products party',
      photo_url: 'https://example.test/p.png',
      ai_suggestions: { ...ai, products: ['Glow sticks', 'Party hats'] },
      selected_suggestions: selected,
    });
    const { queryClient } = await ownerPage(row, {
      products: () => stored,
      handlers: [
        http.post(`${API}/functions/v1/generate-amazon-products`, async ({ request }) => {
          bodies.push(await request.json());
          const found = [item(1, 'Party hats'), item(2, 'Party hats')];
          stored = [...found, ...stored];
          // The configured catalogue failed: store searches stand in, and the user is told.
          return HttpResponse.json({
            products: found,
            cached: false,
            source: 'search_links',
            notice: 'The product catalogue is unavailable right now, so these are store searches instead.',
          });
        }),
      ],
    });
    const section = screen.getByRole('region', { name: 'Products to Purchase' });
    expect(within(section).getByText(/earns from qualifying purchases/)).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Party hats' }));
    expect(await screen.findByText('Loaded 2 products for Party hats!')).toBeInTheDocument();
    expect(screen.getByText('The product catalogue is unavailable right now, so these are store searches instead.')).toBeInTheDocument();
    expect(bodies).toEqual([{ searchQuery: 'Party hats', context: 'Birthday Party Space', partyId: row.id, forceRegenerate: false }]);
    expect(await within(section).findByText('Party hats 2')).toBeInTheDocument();

    // Unticking and ticking again does not search again: the item has products now.
    await user.click(screen.getByRole('checkbox', { name: 'Party hats' }));
    await user.click(screen.getByRole('checkbox', { name: 'Party hats' }));
    expect(bodies).toHaveLength(1);

    // What was looked up is not read from the mutation cache: a listener there would be told, in a
    // timer task each, of every render of every mutation hook on the page.
    expect(queryClient.getMutationCache().hasListeners()).toBe(false);
  });

  it('shows a carousel only above 3 products for an item', async () => {
    const three = [1, 2, 3].map((i) => item(i, 'Glow sticks'));
    const row = partyRow({ id: freshId(), party_name: 'Three', photo_url: 'https://example.test/p.png', ai_suggestions: ai, selected_suggestions: selected });
    const { unmount } = await ownerPage(row, { products: () => three });
    await screen.findByText('Glow sticks 3');
    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    unmount();

    const four = [1, 2, 3, 4].map((i) => item(i, 'Glow sticks'));
    await ownerPage({ ...row, id: freshId() }, { products: () => four });
    const carousel = await screen.findByRole('region', { name: 'Products for Glow sticks' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getByRole('button', { name: 'Next products for Glow sticks' })).toBeInTheDocument();
  });
});
