/* eslint-disable testing-library/no-node-access, vitest/no-conditional-expect --
   one it.each covers every role's controls; section anchors have no role. */
// The party page for each role (docs/product.md#party-permissions): which controls and facts
// each viewer gets, and the pages for no access and no party.
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publicPartyRow } from './support/party-rows';
import { renderApp } from './support/render';
import { API, server } from './support/server';
import { signInAs, TEST_USER } from './support/session';
import {
  backend,
  controls,
  detailRow,
  openPage,
  otherFeatures,
  OWNER_ID,
  PARTY_ID,
  type Role,
  sectionsDrawn,
  selected,
  setupPartyDetailTests,
} from './support/party-detail';

setupPartyDetailTests();

describe('party detail: the permission matrix of docs/product.md#party-permissions', () => {
  const editor = {
    checkboxes: true,
    moreIdeas: 6,
    addVendor: true,
    findVendors: true,
    useAsTemplate: false,
    chatSection: true,
    locationShown: true,
    advancedSwitch: true,
  };
  const cases: Array<[Role | 'visitor', Awaited<ReturnType<typeof controls>>]> = [
    ['owner', { ...editor, menu: ['Generate Photo', 'Manage Team', 'Edit'], rsvpSection: true }],
    ['co_admin', { ...editor, menu: ['Generate Photo', 'Manage Team', 'Edit'], rsvpSection: true }],
    ['collaborator', { ...editor, menu: ['Generate Photo', 'Edit'], rsvpSection: true }],
    [
      'view_only',
      {
        menu: null,
        advancedSwitch: false,
        checkboxes: false,
        moreIdeas: 0,
        addVendor: false,
        findVendors: false,
        useAsTemplate: false,
        rsvpSection: true,
        chatSection: true,
        locationShown: true,
      },
    ],
    [
      'visitor',
      {
        menu: null,
        advancedSwitch: false,
        checkboxes: false,
        moreIdeas: 0,
        addVendor: false,
        findVendors: false,
        useAsTemplate: true,
        rsvpSection: false,
        chatSection: false,
        locationShown: false,
      },
    ],
  ];

  it.each(cases)('%s sees exactly the controls allowed', async (role, expected) => {
    const { container } = await openPage(role);
    // Local vendors (their addresses give the city away) are for members only.
    await screen.findByText(role === 'visitor' ? 'Rocket relay' : 'Galaxy Face Paint');
    // The RSVP slot's sections load lazily: on a busy machine they may come after the vendors.
    if (expected.rsvpSection) await waitFor(() => expect(container.querySelector('#rsvp:not(:empty)')).not.toBeNull(), { timeout: 5000 });
    expect(await controls(container)).toEqual(expected);
    if (role === 'visitor') {
      // Location, date and time of day.
      expect(screen.getAllByText('Hidden for privacy')).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'Back to Public Parties' })).toBeInTheDocument();
      expect(screen.queryByText('Galaxy Face Paint')).not.toBeInTheDocument();
    }
  });

  it('#8 a visitor never asks for the vendors of a public party', async () => {
    const asked: string[] = [];
    const onRequest = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', onRequest);
    try {
      await openPage('visitor');
      await screen.findByText('Rocket relay');
      expect((await screen.findAllByText('Glow sticks')).length).toBeGreaterThan(0);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
    expect(asked).not.toContain('/rest/v1/party_vendors');
  });

  const timeline = () => screen.getByRole('region', { name: 'Party Timeline' });

  it('#8 members see the calendar date beside each relative timeline label', async () => {
    await openPage('view_only');
    // The party is on 2031-05-01: 3 weeks before is Apr 10, 'Within a week' ends May 8.
    expect(within(timeline()).getByText('Apr 10', { exact: false })).toBeInTheDocument();
    expect(within(timeline()).getByText(/by May 8/)).toBeInTheDocument();
    expect(within(timeline()).getByText('3 PM')).toBeInTheDocument();
  });

  it('#8 visitors see the relative labels only', async () => {
    await openPage('visitor');
    expect(within(timeline()).getByText('3 weeks before')).toBeInTheDocument();
    expect(within(timeline()).queryByText(/Apr 10|May 8/)).not.toBeInTheDocument();
  });

  describe("the wizard's answers and the start time", () => {
    const withAnswers = (row: ReturnType<typeof detailRow>) => ({
      ...row,
      party_type: 'Graduation',
      time_of_day: '18:30:00',
      details: { graduationLevel: 'College/University', graduateName: 'Robin Park' },
      selected_suggestions: { ...selected, timeline: { ...selected.timeline, duringParty: [{ task: 'Caps in the air', timeframe: '1 hr in' }] } },
    });
    function answersBackend(role: Role | 'visitor') {
      backend(role);
      server.use(
        http.get(`${API}/rest/v1/party_plans`, () =>
          role === 'visitor'
            ? HttpResponse.json({ message: 'no' }, { status: 401 })
            : HttpResponse.json(withAnswers(detailRow(role === 'owner' ? TEST_USER.id : OWNER_ID))),
        ),
        http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([publicPartyRow(withAnswers(detailRow(OWNER_ID)))])),
      );
    }
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div')!;

    it('members see them in the overview under the wizard’s labels, and the clock time beside the timeline', async () => {
      signInAs();
      answersBackend('view_only');
      renderApp(`/party/${PARTY_ID}`);
      await screen.findByRole('heading', { level: 1, name: 'Robin turns 8' }, { timeout: 5000 });
      await sectionsDrawn();
      expect(within(fact('Time')).getByText('6:30 PM')).toBeInTheDocument();
      expect(within(fact('Graduation level')).getByText('College/University')).toBeInTheDocument();
      expect(within(fact("Graduate's name")).getByText('Robin Park')).toBeInTheDocument();
      expect(within(timeline()).getByText(/7:30 PM/)).toBeInTheDocument();
    });

    it('visitors see the answers but never the time', async () => {
      answersBackend('visitor');
      renderApp(`/party/${PARTY_ID}`);
      await screen.findByRole('heading', { level: 1, name: 'Robin turns 8' }, { timeout: 5000 });
      await sectionsDrawn();
      expect(within(fact('Time')).getByText('Hidden for privacy')).toBeInTheDocument();
      expect(within(fact('Graduation level')).getByText('College/University')).toBeInTheDocument();
      expect(within(fact("Graduate's name")).getByText('Robin Park')).toBeInTheDocument();
      expect(within(timeline()).getByText('1 hr in')).toBeInTheDocument();
      expect(screen.queryByText(/6:30 PM|7:30 PM/)).not.toBeInTheDocument();
    });
  });

  it('shows Access Denied to a signed-in user without access to a private party', async () => {
    signInAs();
    otherFeatures();
    server.use(
      // Row-level security hides the row: an empty answer.
      http.get(`${API}/rest/v1/party_plans`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/get_user_party_permission`, () => HttpResponse.json('none')),
      http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/party_plan_exists`, () => HttpResponse.json(true)),
    );
    renderApp(`/party/${PARTY_ID}`);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view this party.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to My Parties' })).toBeInTheDocument();
  });

  it('offers a signed-out visitor the way back to Public Parties and Sign In on a private party', async () => {
    otherFeatures();
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/party_plan_exists`, () => HttpResponse.json(true)),
    );
    const user = userEvent.setup();
    const { router } = renderApp(`/party/${PARTY_ID}`);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Public Parties' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-parties'));
  });

  it("shows the loading state, then 'Party Not Found' for a party that does not exist", async () => {
    otherFeatures();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get(`${API}/rest/v1/public_party_plans`, async () => {
        await held;
        return HttpResponse.json([]);
      }),
      http.post(`${API}/rest/v1/rpc/party_plan_exists`, () => HttpResponse.json(false)),
    );
    renderApp(`/party/${PARTY_ID}`);
    expect(await screen.findByText('Loading party details...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Party Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Loading party details...')).not.toBeInTheDocument();
  });
});
