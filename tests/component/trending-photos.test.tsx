/* eslint-disable testing-library/no-node-access -- which photo each slide shows is its img's src; the imgs are decorative (alt=""), so they have no role */
import { http, HttpResponse } from 'msw';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicPartyRow } from './support/party-rows';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';

startMswServer();
// Whole-app renders on a busy machine: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

const plan = (i: number, extra: Record<string, unknown>) => ({
  ...publicPartyRow({
    id: `00000000-0000-4000-8000-00000000010${i}`,
    user_id: 'u',
    party_name: `Trending ${i}`,
    guest_count: 12,
    budget: 'cheap',
    ideas: 'Balloons',
    created_at: new Date(2024, 0, 10 - i).toISOString(),
    updated_at: new Date().toISOString(),
  }),
  ...extra,
});

describe('Trending cards', () => {
  it('show stored photos, generate missing ones only for parties with ideas, with the anon key and no SDK', async () => {
    const asked: Array<{ body: { partyData: { party_id: string } }; auth: string | null }> = [];
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, () =>
        HttpResponse.json([
          plan(1, { photo_url: `${API}/storage/v1/object/public/party-photos/one/photo.png` }),
          plan(2, {}),
          plan(3, { ideas: '   ' }),
          plan(4, { ideas: null }),
        ]),
      ),
      http.post(`${API}/functions/v1/generate-party-photo`, async ({ request }) => {
        const body = (await request.json()) as { partyData: { party_id: string } };
        asked.push({ body, auth: request.headers.get('authorization') });
        return HttpResponse.json({ imageUrl: `${API}/storage/v1/object/public/party-photos/${body.partyData.party_id}/photo.png?t=1`, cached: false });
      }),
    );
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: /Trending parties/ }, { timeout: 5000 });
    await waitFor(() => expect(carousel.querySelectorAll('img')).toHaveLength(2), { timeout: 5000 });
    expect(asked.map((a) => a.body.partyData.party_id)).toEqual([plan(2, {}).id]);
    expect(asked[0]!.auth).toMatch(/^Bearer ey/);
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides[0]!.querySelector('img')!.getAttribute('src')).toContain('/party-photos/one/photo.png');
    expect(slides[1]!.querySelector('img')!.getAttribute('src')).toContain(`/party-photos/${plan(2, {}).id}/photo.png?t=1`);
    expect(slides[2]!.querySelector('img')).toBeNull();
    expect(slides[3]!.querySelector('img')).toBeNull();
  });
});
