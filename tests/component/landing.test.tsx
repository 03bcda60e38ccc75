import { http, HttpResponse } from 'msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publicPartyRow } from './support/party-rows';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';
import { myInvitationsQueryOptions } from '@/features/invitations/api/get-my-invitations';

startMswServer();

function plan(i: number) {
  return publicPartyRow({
    id: `00000000-0000-4000-8000-00000000000${i}`,
    user_id: 'u',
    party_name: i === 1 ? null : `Party number ${i}`,
    party_for: `Guest ${i}`,
    guest_count: 10 + i,
    ideas: 'Balloons',
    created_at: new Date(2024, 0, 10 - i).toISOString(),
    updated_at: new Date().toISOString(),
  });
}

describe('landing page', () => {
  it('shows the badge, sign-up button, Watch Demo and the four feature cards to a visitor', async () => {
    server.use(http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])));
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Sign Up to Start Planning' })).toHaveAttribute('href', '/auth?next=%2Fparty-planning');
    expect(screen.getByText('AI-Powered Party Planning')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute('href', '/watch-demo');
    for (const title of ['Smart Scheduling', 'Guest Management', 'Entertainment', 'Full Service']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const facts = screen.getByRole('list', { name: 'Confetti at a glance' });
    expect(within(facts).getByText('3 steps')).toBeInTheDocument();
    // No rating or user count that nobody measured.
    expect(screen.queryByText(/4\.9\/5|10,000\+|reviews/)).not.toBeInTheDocument();
  });

  it('loads the 6 newest public plans into the Trending carousel, browsable with the arrow keys and by swiping', async () => {
    let query = '';
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json([1, 2, 3, 4, 5, 6].map(plan));
      }),
      // Plans with ideas and no photo get one (tests/component/trending-photos.test.tsx covers it).
      http.post(`${API}/functions/v1/generate-party-photo`, () => HttpResponse.json({ imageUrl: `${API}/photo.png`, cached: true })),
    );
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByText('Loading trending parties...')).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: /Trending parties/ });
    expect(screen.getByRole('heading', { name: 'Trending Parties' })).toBeInTheDocument();
    expect(query).toContain('order=created_at.desc');
    expect(query).toContain('limit=6');
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(6);
    expect(within(slides[0]!).getByText('Birthday Party Party')).toBeInTheDocument();
    // One card per view in a narrow window: the first slide is shown, the second is not.
    expect(slides[0]).toHaveAttribute('aria-hidden', 'false');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    carousel.focus();
    await user.keyboard('{ArrowRight}');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'false');
    expect(slides[0]).toHaveAttribute('aria-hidden', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slides[5]).toHaveAttribute('aria-hidden', 'false');

    // Swipe: a leftward drag shows the next card (wrapping), a rightward one the previous; a tap does nothing.
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(carousel, { touches: [{ clientX: from, clientY: 100 }] });
      fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: to, clientY: 100 }] });
    };
    swipe(300, 100);
    expect(slides[0]).toHaveAttribute('aria-hidden', 'false');
    swipe(300, 290);
    expect(slides[0]).toHaveAttribute('aria-hidden', 'false');
    swipe(100, 300);
    expect(slides[5]).toHaveAttribute('aria-hidden', 'false');
  });

  it('hides the Trending section when there are no public plans', async () => {
    server.use(http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])));
    renderApp('/');
    await screen.findByRole('link', { name: 'Sign Up to Start Planning' });
    // The section shows its spinner until the answer is in; then, with no plans, nothing.
    await waitFor(() => expect(screen.queryByText('Loading trending parties...')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Trending Parties' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the parties they answered, coloured by status; only parties they may open are links', async () => {
    signInAs();
    let calls = 0;
    const party = { id: 'p1', party_name: null, party_type: 'Birthday Party', party_for: 'Guest 1', guest_count: 11, location: 'Chicago', date: '2025-06-01' };
    const answer = (id: string, status: string, can_view: boolean, name: string) => ({
      id,
      party_id: `p-${id}`,
      status,
      can_view,
      party: { ...party, id: `p-${id}`, party_name: name, location: can_view ? party.location : null, date: can_view ? party.date : null },
    });
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/get_my_invitations`, () => {
        calls += 1;
        return HttpResponse.json([
          answer('i1', 'accepted', true, 'Accepted one'),
          answer('i2', 'declined', false, 'Declined one'),
          answer('i3', 'maybe', true, 'Maybe one'),
        ]);
      }),
    );
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Start Planning Now' })).toHaveAttribute('href', '/party-planning');
    expect(await screen.findByRole('heading', { name: "Parties You're Invited To" })).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.getByText('Accepted')).toHaveClass('bg-green-100');
    expect(screen.getByText('Declined')).toHaveClass('bg-red-100');
    expect(screen.getByText('Maybe')).toHaveClass('bg-yellow-100');
    // eslint-disable-next-line testing-library/no-node-access -- the section has no accessible name of its own
    const section = screen.getByRole('heading', { name: "Parties You're Invited To" }).closest('section')!;
    expect(
      within(section)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/party/p-i1', '/party/p-i3']);
    // The declined party is shown without its location and date, and is not a link to 'Access Denied'.
    // eslint-disable-next-line testing-library/no-node-access -- the card is a div, not a link: that is what is checked
    const declined = within(section).getByRole('heading', { name: 'Declined one' }).closest('div')!.parentElement!;
    expect(declined.tagName).toBe('DIV');
    expect(within(declined).queryByText('Chicago')).not.toBeInTheDocument();
    expect(within(declined).getByText(/11 guests/)).toBeInTheDocument();
  });

  it('gives an empty invited list (no section) when the fetch fails', async () => {
    signInAs();
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/get_my_invitations`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const { queryClient } = renderApp('/');
    await screen.findByRole('link', { name: 'Start Planning Now' });
    // The failed read is in as an empty list, and the page has been told: React Query tells it on
    // the next turn of the event loop, which comes before the one awaited here.
    const { queryKey } = myInvitationsQueryOptions(TEST_USER.id);
    await waitFor(() => expect(queryClient.getQueryData(queryKey)).toEqual([]));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('heading', { name: "Parties You're Invited To" })).not.toBeInTheDocument();
  });
});

describe('routes', () => {
  it('shows the 404 page with a link home on an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('redirects a visitor from a signed-in-only page to /auth', async () => {
    const { router } = renderApp('/my-parties');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    // Signing in comes back to it.
    expect(router.state.location.search).toBe('?next=%2Fmy-parties');
  });

  it('serves /watch-demo as a guided walkthrough', async () => {
    const user = userEvent.setup();
    renderApp('/watch-demo');
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Share your ideas and vision' })).toBeInTheDocument();
  });
});
