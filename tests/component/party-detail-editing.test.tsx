// Editing the plan on the party page: 'Save Changes' for the ticked ideas, and 'More Ideas'.
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { partyRow } from './support/party-rows';
import { API } from './support/server';
import { ai, freshId, openPage, ownerPage, patches, selected, setupPartyDetailTests } from './support/party-detail';

setupPartyDetailTests();

describe("party detail: 'Save Changes'", () => {
  it('appears only when the ticks really differ from the saved selection, and saves them', async () => {
    const user = userEvent.setup();
    await openPage('owner');
    const alienLimbo = await screen.findByRole('checkbox', { name: 'Alien limbo' });
    const rocketRelay = screen.getByRole('checkbox', { name: 'Rocket relay' });
    expect(rocketRelay).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    await user.click(alienLimbo);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    await user.click(alienLimbo); // back to the saved selection
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    // Untick and re-tick: the order changes, the selection does not.
    await user.click(rocketRelay);
    await user.click(rocketRelay);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Under the Sea' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Suggestions updated successfully!')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect((patches[0]!.selected_suggestions as typeof selected).themes).toEqual(['Space', 'Under the Sea']);
    expect(patches[0]!.party_timeline).toEqual(selected.timeline);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Under the Sea' })).toBeChecked();
  });
});

describe("party detail: 'More Ideas'", () => {
  it('adds the new ideas and keeps them with the plan; says so when they cannot be made or saved', async () => {
    const user = userEvent.setup();
    let answer: () => Response = () => HttpResponse.json({ suggestions: ['Rocket relay', 'Moon walk', 'Star hunt'], source: 'builtin' });
    let saved: () => Response = () => HttpResponse.json([{ id: 'x' }]);
    const stored: Record<string, unknown>[] = [];
    const row = partyRow({
      id: freshId(),
      party_name: 'More ideas',
      photo_url: 'https://example.test/p.png',
      ai_suggestions: ai,
      selected_suggestions: selected,
    });
    await ownerPage(row, {
      handlers: [
        http.post(`${API}/functions/v1/generate-section-suggestions`, () => answer()),
        http.patch(`${API}/rest/v1/party_plans`, async ({ request }) => {
          stored.push((await request.json()) as Record<string, unknown>);
          return saved();
        }),
      ],
    });
    const games = screen.getByRole('group', { name: 'Games & Activities' });
    await user.click(within(games).getByRole('button', { name: /More Ideas/ }));
    expect(await screen.findByText('New games & activities suggestions added!')).toBeInTheDocument();
    // Only the ideas not offered already, stored with the plan's AI suggestions.
    expect(within(games).getByText('Moon walk')).toBeInTheDocument();
    expect((stored[0].ai_suggestions as { games: string[] }).games).toEqual(['Rocket relay', 'Alien limbo', 'Moon walk', 'Star hunt']);

    answer = () => HttpResponse.json({ error: 'The AI service is busy' }, { status: 500 });
    await user.click(within(games).getByRole('button', { name: /More Ideas/ }));
    expect(await screen.findByText('Failed to generate new games & activities')).toBeInTheDocument();

    // Row-level security refused the write (no row back): not reported as added.
    answer = () => HttpResponse.json({ suggestions: ['Comet catch'], source: 'builtin' });
    saved = () => HttpResponse.json([]);
    const themes = screen.getByRole('group', { name: 'Themes' });
    await user.click(within(themes).getByRole('button', { name: /More Ideas/ }));
    expect(await screen.findByText('Failed to generate new themes')).toBeInTheDocument();
    expect(screen.queryByText('New themes suggestions added!')).not.toBeInTheDocument();
  });
});
