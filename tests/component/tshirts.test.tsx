import { http, HttpResponse } from 'msw';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SavedDesigns, TshirtDesigner } from '@/features/tshirts';
import type { PartySectionProps } from '@/lib/party-section';
import { partyRow } from './support/party-rows';
import { renderWithProviders } from './support/providers';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';

startMswServer();
// Routes load lazily; a busy machine may need more than the default second.
configure({ asyncUtilTimeout: 5000 });

const PARTY_ID = 'c0ffee00-0000-4000-8000-0000000000bb';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const SAVED_AT = 1_763_800_000_000;
const savedPath = `${TEST_USER.id}/${PARTY_ID}_design_${SAVED_AT}.png`;
const savedUrl = `${API}/storage/v1/object/public/tshirt-designs/${savedPath}`;

const party = partyRow({ id: PARTY_ID, party_name: 'Robin turns 8', party_for: 'Robin', ideas: 'Rockets' });

function renderSections(props: Partial<PartySectionProps> = {}) {
  const all: PartySectionProps = { party, isPublicView: false, canView: true, canEdit: true, canInvite: true, ...props };
  return renderWithProviders(
    <>
      <TshirtDesigner {...all} />
      <SavedDesigns {...all} />
    </>,
    `/party/${PARTY_ID}`,
  );
}

let saved: string[] = [];
let generateBodies: Array<Record<string, unknown>> = [];

beforeEach(() => {
  saved = [];
  generateBodies = [];
  sessionStorage.clear();
  server.use(
    http.post(`${API}/functions/v1/generate-tshirt-design`, async ({ request }) => {
      generateBodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ imageUrl: PNG, source: 'artwork' });
    }),
    http.post(`${API}/functions/v1/save-tshirt-design`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      expect(body).toMatchObject({ imageUrl: PNG, userId: TEST_USER.id, partyId: PARTY_ID, partyType: 'Birthday Party', partyFor: 'Robin' });
      saved.push(savedPath);
      return HttpResponse.json({ filePath: savedPath });
    }),
    http.post(`${API}/storage/v1/object/list/tshirt-designs`, () =>
      HttpResponse.json(saved.map((p) => ({ name: p.split('/')[1], id: p, created_at: new Date(SAVED_AT).toISOString(), updated_at: null, metadata: {} }))),
    ),
  );
});

const cart = () => JSON.parse(localStorage.getItem('tshirt-cart') ?? '[]');

describe('T-shirt designer', () => {
  it('generates a design, saves it, lists and selects it, and adds sizes to the cart', async () => {
    signInAs();
    const user = userEvent.setup();
    renderSections();
    expect(await screen.findByText('No saved designs yet')).toBeInTheDocument();

    await user.type(await screen.findByLabelText('Describe your design (optional)'), 'gold stars');
    await user.click(screen.getByRole('button', { name: 'Generate Design' }));
    expect((await screen.findAllByText('T-shirt design generated!')).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: /T-shirt preview/ })).toHaveAttribute('src', PNG);
    expect(generateBodies[0]).toMatchObject({
      customPrompt: 'gold stars',
      partyData: { id: PARTY_ID, party_name: 'Robin turns 8', party_type: 'Birthday Party' },
    });

    await user.click(screen.getByRole('button', { name: 'Save Design' }));
    expect(await screen.findByText('Design saved successfully!')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Saved designs' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('img')).toHaveAttribute('src', savedUrl);

    await user.click(within(card).getByRole('button', { name: /^Select / }));
    expect(await screen.findByText(/^Selected saved design: Robin turns 8 design \(/)).toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem(`selected-tshirt-design:${PARTY_ID}`)!);
    expect(stored).toMatchObject({ imageUrl: savedUrl, designName: expect.stringMatching(/^Robin turns 8 design/) });

    // No size yet.
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Please select a size')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^M \$25/ }));
    const qty = screen.getByLabelText('Quantity');
    await user.clear(qty);
    await user.type(qty, '2');
    expect(screen.getByText('2 × $25.00 = $50.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added 2 M t-shirt(s) to cart')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^XL \$27/ }));
    await user.clear(qty);
    await user.type(qty, 'abc'); // not a number: 1
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added 1 XL t-shirt(s) to cart')).toBeInTheDocument();
    expect(cart()).toEqual([
      { designUrl: savedUrl, designName: stored.designName, size: 'M', price: 25, quantity: 2 },
      { designUrl: savedUrl, designName: stored.designName, size: 'XL', price: 27, quantity: 1 },
    ]);
  });

  it('saves an unsaved design before adding it to the cart', async () => {
    signInAs();
    const user = userEvent.setup();
    renderSections();
    await user.click(await screen.findByRole('button', { name: 'Generate Design' }));
    await screen.findAllByText('T-shirt design generated!');
    await user.click(screen.getByRole('radio', { name: /^S \$25/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added 1 S t-shirt(s) to cart')).toBeInTheDocument();
    expect(saved).toEqual([savedPath]);
    expect(cart()[0]).toMatchObject({ designUrl: savedUrl, size: 'S', quantity: 1 });
  });

  it("says 'Failed to generate design' when the function fails", async () => {
    signInAs();
    server.use(http.post(`${API}/functions/v1/generate-tshirt-design`, () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    const user = userEvent.setup();
    renderSections();
    await user.click(await screen.findByRole('button', { name: 'Generate Design' }));
    expect(await screen.findByText('Failed to generate design')).toBeInTheDocument();
  });

  it("says 'Failed to save design' when saving fails, keeps the unsaved design and adds nothing to the cart", async () => {
    signInAs();
    let attempts = 0;
    server.use(
      http.post(`${API}/functions/v1/save-tshirt-design`, () => {
        attempts += 1;
        return HttpResponse.json({ error: 'down' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderSections();
    await user.click(await screen.findByRole('button', { name: 'Generate Design' }));
    await screen.findAllByText('T-shirt design generated!');
    await user.click(screen.getByRole('button', { name: 'Save Design' }));
    expect(await screen.findByText('Failed to save design')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /T-shirt preview/ })).toHaveAttribute('src', PNG);

    // Adding an unsaved design saves it first; that fails too, so nothing is added.
    await user.click(screen.getByRole('radio', { name: /^L \$25/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(attempts).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Design' })).toBeEnabled());
    expect(cart()).toEqual([]);
  });

  it('blocks generating and buying in public view with the product messages', async () => {
    const user = userEvent.setup();
    renderSections({ isPublicView: true, canEdit: false, canInvite: false });
    await user.click(await screen.findByRole('button', { name: 'Generate Design' }));
    expect(await screen.findByText('Please use this party as a template to generate designs')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^M \$25/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Please use this party as a template to purchase designs')).toBeInTheDocument();
    expect(generateBodies).toEqual([]);
    expect(localStorage.getItem('tshirt-cart')).toBeNull();
    expect(screen.getByText('Designs you save for your own parties appear here.')).toBeInTheDocument();
  });

  it("'Order for N attending' sets the quantity to the guest list's head-count; none in public view", async () => {
    signInAs();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <TshirtDesigner party={party} isPublicView={false} canView canEdit canInvite attending={14} />,
      `/party/${PARTY_ID}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Order for 14 attending' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue(14);
    unmount();
    renderWithProviders(<TshirtDesigner party={party} isPublicView canView={false} canEdit={false} canInvite={false} attending={14} />, `/party/${PARTY_ID}`);
    await screen.findByRole('button', { name: 'Add to Cart' });
    expect(screen.queryByRole('button', { name: /attending/ })).toBeNull();
  });

  it('deletes a saved design only after confirmation', async () => {
    signInAs();
    saved = [savedPath];
    let removed: unknown = null;
    server.use(
      http.delete(`${API}/storage/v1/object/tshirt-designs`, async ({ request }) => {
        removed = await request.json();
        saved = [];
        return HttpResponse.json([{ name: savedPath }]);
      }),
    );
    const user = userEvent.setup();
    renderSections();
    const list = await screen.findByRole('list', { name: 'Saved designs' });
    await user.click(within(list).getByRole('button', { name: /^Delete / }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this design?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removed).toBeNull();

    await user.click(within(list).getByRole('button', { name: /^Delete / }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Design deleted successfully')).toBeInTheDocument();
    expect(removed).toEqual({ prefixes: [savedPath] });
    expect(await screen.findByText('No saved designs yet')).toBeInTheDocument();
  });
});
