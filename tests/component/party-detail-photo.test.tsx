// The party photo: generated once automatically, and 'Customize Party Photo'.
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { partyRow } from './support/party-rows';
import { API } from './support/server';
import { bannerSrc, freshId, OWNER_ID, ownerPage, setupPartyDetailTests } from './support/party-detail';

setupPartyDetailTests();

describe('party detail: photo', () => {
  const photoFn = (answer: (body: Record<string, unknown>) => Response, bodies: Array<Record<string, unknown>>) =>
    http.post(`${API}/functions/v1/generate-party-photo`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    });

  it('is generated once when the party has ideas and no photo; the success toast only for a new one', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    // Answered from the stored photo (cached): shown, but nothing was generated, so no toast.
    // (First in this file: sonner's toasts outlive a render, so no earlier success toast may linger.)
    const cachedRow = partyRow({ id: freshId(), party_name: 'Cached party', ideas: 'Rockets', photo_url: null });
    const cachedUrl = `${API}/storage/v1/object/public/party-photos/${cachedRow.id}/photo.png?t=3`;
    const first = await ownerPage(cachedRow, { handlers: [photoFn(() => HttpResponse.json({ imageUrl: cachedUrl, cached: true }), bodies)] });
    expect(await screen.findByRole('img', { name: 'Party photo for Cached party' })).toHaveAttribute('src', bannerSrc(cachedUrl));
    // Toasts show in the order they are made: one made now shows after any the answer made.
    const sentinel = toast('sentinel');
    await screen.findByText('sentinel');
    toast.dismiss(sentinel);
    expect(screen.queryByText('Party photo generated successfully!')).not.toBeInTheDocument();
    expect(bodies).toEqual([
      {
        partyData: { party_id: cachedRow.id, party_type: 'Birthday Party', ideas: 'Rockets', guest_count: 24, budget: '500-1000', details: {} },
        regenerate: false,
      },
    ]);
    first.unmount();

    // No ideas: nothing is generated.
    const second = await ownerPage(partyRow({ id: freshId(), party_name: 'No ideas', ideas: '   ', photo_url: null }), {
      handlers: [photoFn(() => HttpResponse.json({ error: 'x' }, { status: 500 }), bodies)],
    });
    second.unmount();

    // Newly generated: the success toast, once.
    const row = partyRow({ id: freshId(), party_name: 'Photo party', ideas: 'Rockets', photo_url: null });
    const url = `${API}/storage/v1/object/public/party-photos/${row.id}/photo.png?t=2`;
    const third = await ownerPage(row, { handlers: [photoFn(() => HttpResponse.json({ imageUrl: url, cached: false }), bodies)] });
    expect(await screen.findByText('Party photo generated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Party photo for Photo party' })).toHaveAttribute('src', bannerSrc(url));
    // The page without ideas, drawn before this one, asked for nothing.
    expect(bodies.map((b) => (b.partyData as { party_id: string }).party_id)).toEqual([cachedRow.id, row.id]);
    third.unmount();

    // A view-only member opening a party with ideas and no photo gets it made too (docs/product.md#photo-states).
    const viewed = partyRow({ id: freshId(), user_id: OWNER_ID, party_name: 'Viewed party', ideas: 'Rockets', photo_url: null });
    const viewedUrl = `${API}/storage/v1/object/public/party-photos/${viewed.id}/photo.png?t=4`;
    const fourth = await ownerPage(viewed, {
      permission: 'view_only',
      handlers: [photoFn(() => HttpResponse.json({ imageUrl: viewedUrl, cached: false }), bodies)],
    });
    expect(await screen.findByRole('img', { name: 'Party photo for Viewed party' })).toHaveAttribute('src', bannerSrc(viewedUrl));
    expect(bodies).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Customize Party Photo/ })).not.toBeInTheDocument();
    fourth.unmount();

    // An answer with an error field is a failure.
    await ownerPage(partyRow({ id: freshId(), party_name: 'Broken', ideas: 'Rockets', photo_url: null }), {
      handlers: [photoFn(() => HttpResponse.json({ error: 'Image service down' }), bodies)],
    });
    expect(await screen.findByText('Failed to generate party photo. Please try again.')).toBeInTheDocument();
    expect(bodies).toHaveLength(4);
  });

  it('Customize Party Photo needs a non-empty prompt and regenerates with it', async () => {
    const user = userEvent.setup();
    const bodies: Array<Record<string, unknown>> = [];
    const row = partyRow({ id: freshId(), party_name: 'Custom party', ideas: 'Rockets', photo_url: 'https://example.test/old.png' });
    const url = `${API}/storage/v1/object/public/party-photos/${row.id}/photo.png?t=9`;
    await ownerPage(row, { handlers: [photoFn(() => HttpResponse.json({ imageUrl: url, cached: false }), bodies)] });
    expect(bodies).toHaveLength(0); // an existing photo is never regenerated on its own
    await user.click(screen.getByRole('button', { name: 'Party actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Generate Photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize Party Photo' });
    const generate = within(dialog).getByRole('button', { name: 'Generate Photo' });
    expect(generate).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Describe your photo'), '   ');
    expect(generate).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Describe your photo'), 'Gold rockets');
    await user.click(generate);
    expect(await screen.findByText('Party photo generated successfully!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ regenerate: true, customPrompt: 'Gold rockets' });
    expect(screen.getByRole('img', { name: 'Party photo for Custom party' })).toHaveAttribute('src', bannerSrc(url));
  });
});
