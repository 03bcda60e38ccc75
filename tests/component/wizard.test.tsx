import { useLayoutEffect } from 'react';
import { http, HttpResponse } from 'msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, makeQueryClient } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { WIZARD_STORAGE_KEY } from '@/features/wizard/lib/storage';
import { editNavigationState } from '@/lib/wizard-navigation';
import { partyRow } from './support/party-rows';
import { planParty } from '../../supabase/functions/_shared/planner/index.ts';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';

startMswServer();

const CHICAGO = {
  place_id: 'geonames:4887398',
  description: 'Chicago, Illinois, United States',
  structured_formatting: { main_text: 'Chicago', secondary_text: 'Illinois, United States' },
};
const CHICO = {
  place_id: 'geonames:5336477',
  description: 'Chico, California, United States',
  structured_formatting: { main_text: 'Chico', secondary_text: 'California, United States' },
};

let geocodeQueries: string[] = [];
/** While set, the answer for 'Chic' waits for it: the slow answer that the next keystroke overtakes. */
let chicHeld: Promise<void> | null = null;
/** Whether the request for 'Chic' had been cancelled by the time it was answered. */
let chicAborted: boolean | undefined;

/**
 * The debounce's clock, moved by the test instead of waited for: setTimeout is faked, and Testing
 * Library is told so (it drives fake timers through a `jest` global, which vitest does not define).
 */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  return {
    user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    restore() {
      delete (globalThis as { jest?: unknown }).jest;
      vi.useRealTimers();
    },
  };
}

/** Renders the real app at a path with navigation state, and mirrors the location for assertions. */
function renderAt(pathname: string, state?: unknown) {
  const seen: { location?: Location } = {};
  function Probe() {
    const location = useLocation();
    useLayoutEffect(() => {
      seen.location = location;
    }, [location]);
    return null;
  }
  const queryClient = makeQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[{ pathname, state }]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, seen };
}

beforeEach(() => {
  sessionStorage.clear();
  signInAs();
  geocodeQueries = [];
  chicHeld = null;
  chicAborted = undefined;
  server.use(
    http.get(`${API}/rest/v1/profiles`, () => HttpResponse.json({ id: TEST_USER.id, full_name: null, email: TEST_USER.email, bio: null, avatar_url: null })),
    http.post(`${API}/functions/v1/geocode-location`, async ({ request }) => {
      const { query } = (await request.json()) as { query: string };
      geocodeQueries.push(query);
      if (query === 'Chic' && chicHeld) {
        await chicHeld;
        chicAborted = request.signal.aborted;
      }
      if (query.startsWith('Zzz')) return HttpResponse.json({ predictions: [], source: 'gazetteer' });
      if (query.startsWith('Fail')) return HttpResponse.json({ error: 'boom' }, { status: 500 });
      return HttpResponse.json({ predictions: query.startsWith('Chica') ? [CHICAGO] : [CHICAGO, CHICO], source: 'gazetteer' });
    }),
  );
});

/** The first render loads the lazy route: give it time. */
async function locationBox() {
  return screen.findByRole('combobox', { name: /Location/ }, { timeout: 5000 });
}

// Toasts live in sonner's module-level store: a new test's toaster must not replay the last test's.
afterEach(() => {
  toast.dismiss();
});

describe('location autocomplete (docs/product.md#wizard-validation, #wizard-constants)', () => {
  it('asks only from 3 trimmed characters, once per 300 ms pause, and shows only the latest answer', async () => {
    renderAt('/party-planning');
    const box = await locationBox();
    const clock = fakeClock();
    try {
      const { user } = clock;
      // Two letters (spaces trimmed) put no lookup on the clock.
      const pending = vi.getTimerCount();
      await user.type(box, '  Ch ');
      expect(vi.getTimerCount()).toBe(pending);

      await user.clear(box);
      await user.type(box, 'Chi');
      await user.type(box, 'c');
      let release!: () => void;
      chicHeld = new Promise((r) => (release = r));
      vi.advanceTimersByTime(300);
      // 'Chi' was typed too quickly to be asked for: only the pause after 'Chic' counts.
      await waitFor(() => expect(geocodeQueries).toEqual(['Chic']));
      // While 'Chic' is still on its way, one more letter: the slow answer must never show.
      await user.type(box, 'a');
      vi.advanceTimersByTime(300);
      await waitFor(() => expect(geocodeQueries).toEqual(['Chic', 'Chica']));
      const list = await screen.findByRole('listbox', { name: 'Location suggestions' });
      await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
      // The overtaken request was cancelled, so its answer, now sent, is never read.
      release();
      await waitFor(() => expect(chicAborted).toBeDefined());
      expect(chicAborted).toBe(true);
      expect(within(list).getAllByRole('option')).toHaveLength(1);
    } finally {
      clock.restore();
    }
  });

  it('supports the keyboard: arrows move with wrap-around, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    renderAt('/party-planning');
    const box = await locationBox();
    await user.type(box, 'Chi');
    await screen.findByRole('option', { name: /Chico/ });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Chicago/ }).id);
    expect(screen.getByRole('option', { name: /Chicago/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Chicago/ }).id);
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Chico/ }).id);

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Chi');
    // Reopens with the arrows, and Enter picks without submitting the step.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Chicago, Illinois, United States');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('keeps the option moved to when a newer answer still has it, so Enter picks it', async () => {
    const user = userEvent.setup();
    renderAt('/party-planning');
    const box = await locationBox();
    await user.type(box, 'Chi');
    await screen.findByRole('option', { name: /Chico/ });
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Chicago/ }).id);
    // One more letter: its answer arrives while Chicago is the option moved to.
    await user.type(box, 'c');
    await waitFor(() => expect(geocodeQueries).toEqual(['Chi', 'Chic']));
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Chicago/ }).id));
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Chicago, Illinois, United States');
  });

  it("says 'No locations found.' for none, and empties silently when the lookup fails", async () => {
    const user = userEvent.setup();
    renderAt('/party-planning');
    const box = await locationBox();
    await user.type(box, 'Zzzq');
    expect(await screen.findByText('No locations found.')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'Chi');
    await screen.findByRole('option', { name: /Chico/ });
    await user.clear(box);
    await user.type(box, 'Fail');
    await waitFor(() => expect(geocodeQueries.at(-1)).toBe('Fail'));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.queryByText('No locations found.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('wizard state', () => {
  it('starts from a template prefill, gates step 1, and survives a remount (reload) from session storage', async () => {
    const user = userEvent.setup();
    const prefill = {
      prefill: { party_type: 'Graduation', location: null, guest_count: 35, budget: 'moderate', ideas: 'Open house with a slideshow', party_for: 'Leo' },
    };
    const { unmount: unmountFirst } = renderAt('/party-planning', prefill);
    expect(await screen.findByRole('radio', { name: /Graduation/ }, { timeout: 5000 })).toBeChecked();
    expect(screen.getByLabelText('Who is the party for?')).toHaveValue('Leo');
    expect(screen.getByLabelText(/Number of guests/)).toHaveValue(35);
    expect(screen.getByLabelText('Budget range')).toHaveValue('moderate');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Graduation level'), 'College/University');
    await user.type(await locationBox(), 'Evanston, IL');
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText(/^Date/), '2027-05-20');
    expect(next).toBeEnabled();
    // Changing the type clears the graduation level; changing back shows it empty.
    await user.click(screen.getByRole('radio', { name: /Birthday Party/ }));
    expect(screen.queryByLabelText('Graduation level')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Graduation/ }));
    expect(screen.getByLabelText('Graduation level')).toHaveValue('');
    await user.click(next);
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Your party vision')).toHaveValue('Open house with a slideshow');

    const stored = JSON.parse(sessionStorage.getItem(WIZARD_STORAGE_KEY)!);
    expect(stored).toMatchObject({ userId: TEST_USER.id, state: { step: 2, form: { partyType: 'Graduation', location: 'Evanston, IL', date: '2027-05-20' } } });

    // A reload of the same navigation entry: the progress wins over the prefill.
    unmountFirst();
    renderAt('/party-planning', prefill);
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await locationBox()).toHaveValue('Evanston, IL');
  });

  it('step 3 generates on its own, reports a failure with the product text, and tries again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const plan = planParty({ partyType: 'Birthday Party', ideas: 'dinosaurs', date: '2027-01-10', guestCount: '12' }, { seed: 'x', now: '2026-11-22' });
    server.use(
      http.post(`${API}/functions/v1/generate-party-suggestions`, async ({ request }) => {
        calls += 1;
        const body = (await request.json()) as { partyData: Record<string, string>; seed: string };
        expect(body.partyData).toMatchObject({ partyType: 'Birthday Party', location: 'Chicago', guestCount: '12', birthdayAge: '6' });
        expect(body.seed).toEqual(expect.any(String));
        if (calls === 1) return HttpResponse.json({ error: 'Something went wrong on our side. Please try again.' }, { status: 500 });
        return HttpResponse.json({ suggestions: plan, source: 'builtin', fellBack: true, fallbackReason: 'The AI service timed out' });
      }),
    );
    sessionStorage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({
        v: 1,
        userId: TEST_USER.id,
        origin: null,
        state: {
          step: 2,
          form: { partyType: 'Birthday Party', birthdayAge: '6', location: 'Chicago', date: '2027-01-10', guestCount: '12' },
          seed: 's1',
          selections: {},
        },
      }),
    );
    renderAt('/party-planning');
    await user.click(await screen.findByRole('button', { name: 'Generate AI Suggestions' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate AI suggestions. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Themes' })).toBeInTheDocument();
    expect(calls).toBe(2);
    // #8: stored labels are relative; the wizard shows the date beside them, from the party date.
    const preParty = screen.getByRole('group', { name: /Pre-Party/ });
    expect(within(preParty).getAllByText('Day of · Jan 10').length).toBeGreaterThan(0);
    expect(within(preParty).queryByText(/\([A-Z][a-z]{2} \d/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/The AI service was unavailable \(the AI service timed out\), so Confetti's built-in planner made these ideas/),
    ).toBeInTheDocument();
  });
});

describe('step 3 when the daily AI allowance is used up (docs/product.md#ai-allowance)', () => {
  it("shows the server's message with 'Upgrade to Pro' to the Pro plan, and the counter with the cards", async () => {
    const user = userEvent.setup();
    const exhausted =
      "You've used all 3 of today's free AI generations. Upgrade to Pro for unlimited generations, or come back tomorrow (the allowance resets at midnight UTC).";
    let allowed = false;
    const plan = planParty({ partyType: 'Birthday Party', ideas: 'dinosaurs', date: '2027-01-10', guestCount: '12' }, { seed: 'x', now: '2026-11-22' });
    server.use(
      http.post(`${API}/functions/v1/generate-party-suggestions`, () =>
        allowed
          ? HttpResponse.json({ suggestions: plan, source: 'builtin' })
          : HttpResponse.json({ error: exhausted, details: { code: 'ai_allowance_exhausted', limit: 3, used: 3, remaining: 0 } }, { status: 429 }),
      ),
      http.post(`${API}/rest/v1/rpc/my_ai_allowance`, () =>
        HttpResponse.json({ pro: false, limit: 3, used: allowed ? 1 : 3, remaining: allowed ? 2 : 0, resets_at: '2031-01-02T00:00:00Z' }),
      ),
    );
    sessionStorage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({
        v: 1,
        userId: TEST_USER.id,
        origin: null,
        state: {
          step: 2,
          form: { partyType: 'Birthday Party', birthdayAge: '6', location: 'Chicago', date: '2027-01-10', guestCount: '12' },
          seed: 's1',
          selections: {},
        },
      }),
    );
    renderAt('/party-planning');
    await user.click(await screen.findByRole('button', { name: 'Generate AI Suggestions' }, { timeout: 5000 }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(exhausted);
    expect(within(alert).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing#pro');
    expect(screen.queryByText('Failed to generate AI suggestions. Please try again.', { selector: '[role=alert] p' })).not.toBeInTheDocument();

    // The next day (or after upgrading): Try Again works, and the cards come with the counter.
    allowed = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Themes' })).toBeInTheDocument();
    expect(await screen.findByText('2 of 3 AI generations left today')).toBeInTheDocument();
  });
});

describe('step 1 fields (docs/product.md#wizard, #wizard-constants)', () => {
  // The product's lists, verbatim.
  const SPEC = {
    types: ['Birthday Party', 'Corporate Event', 'Wedding/Engagement', 'Graduation', 'Housewarming', 'Holiday Party', 'Baby Shower', 'Casual Get-together'],
    holidays: [
      'Christmas',
      "New Year's",
      'Halloween',
      'Thanksgiving',
      "Valentine's Day",
      '4th of July',
      'Easter',
      "St. Patrick's Day",
      "Mother's Day",
      "Father's Day",
      'Memorial Day',
      'Labor Day',
      'Cinco de Mayo',
      'Mardi Gras',
    ],
    wedding: ['Engagement Party', 'Wedding Ceremony', 'Wedding Reception', 'Bridal Shower', 'Bachelor/Bachelorette Party', 'Rehearsal Dinner'],
    corporate: [
      'Team Building',
      'Product Launch',
      'Holiday Party',
      'Retirement Party',
      'Promotion Celebration',
      'Company Anniversary',
      'Award Ceremony',
      'Conference',
    ],
    graduation: ['High School', 'College/University', 'Graduate School (Masters)', 'Graduate School (PhD)', 'Professional Certification', 'Trade School'],
    shower: ['Traditional', 'Co-ed', 'Virtual', 'Gender Reveal Party', 'Sip and See', 'Diaper Party'],
    budgets: ['Under $500', '$500 - $1,000', '$1,000 - $2,500', '$2,500 - $5,000', 'Over $5,000'],
  };
  /** The choices of a select, without its placeholder. */
  const choices = (label: string | RegExp) =>
    within(screen.getByLabelText(label))
      .getAllByRole('option')
      .filter((o) => (o as HTMLOptionElement).value !== '')
      .map((o) => o.textContent);

  it("offers the eight party types, each with its own fields and the product's choices", async () => {
    const user = userEvent.setup();
    renderAt('/party-planning');
    await locationBox();
    const group = screen.getByRole('group', { name: /Party type/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(SPEC.types);
    expect(choices('Budget range')).toEqual(SPEC.budgets);
    expect(screen.getByLabelText('Who is the party for?')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Time/)).toHaveAttribute('type', 'time');

    const own = async (type: string) => {
      await user.click(screen.getByRole('radio', { name: new RegExp(`^${type.replace(/[/]/g, '\\/')}$`) }));
      const box = screen.queryByRole('group', { name: `${type} details` });
      return box
        ? within(box)
            .getAllByLabelText(/./)
            // eslint-disable-next-line testing-library/no-node-access -- the label's own text, without the hint inside it, is what the user reads
            .map((el) => el.id && document.querySelector(`label[for="${el.id}"]`)?.textContent)
        : [];
    };
    expect(await own('Holiday Party')).toEqual(['Which holiday?']);
    expect(choices('Which holiday?')).toEqual(SPEC.holidays);
    expect(await own('Wedding/Engagement')).toEqual(['Type of celebration', 'Partner 1 name', 'Partner 2 name']);
    expect(choices('Type of celebration')).toEqual(SPEC.wedding);
    expect(await own('Birthday Party')).toEqual(['Age they are turning']);
    expect(await own('Corporate Event')).toEqual(['Company name', 'Corporate event type']);
    expect(choices('Corporate event type')).toEqual(SPEC.corporate);
    expect(await own('Graduation')).toEqual(['Graduation level', "Graduate's name"]);
    expect(choices('Graduation level')).toEqual(SPEC.graduation);
    expect(await own('Baby Shower')).toEqual(['Baby shower type']);
    expect(choices('Baby shower type')).toEqual(SPEC.shower);
    expect(await own('Housewarming')).toEqual([]);
    expect(await own('Casual Get-together')).toEqual([]);
  });
});

describe('step 3 (docs/product.md#wizard, #wizard-states, #plan-messages)', () => {
  const form = {
    partyType: 'Birthday Party',
    birthdayAge: '6',
    partyFor: 'Maya',
    partyName: 'Maya Birthday Party',
    location: 'Chicago',
    date: '2027-01-10',
    guestCount: '12',
    ideas: 'dinosaurs',
  };
  const plan = planParty({ ...form }, { seed: 'x', now: '2026-11-22' });

  it('shows the loading screen, then the cards as soon as they arrive; failed More Ideas and Save lose nothing', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${API}/functions/v1/generate-party-suggestions`, async () => {
        await answered; // until the test has seen the loading screen
        return HttpResponse.json({ suggestions: plan, source: 'builtin' });
      }),
      http.post(`${API}/functions/v1/generate-section-suggestions`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
      http.post(`${API}/rest/v1/party_plans`, () => HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 })),
    );
    sessionStorage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ v: 1, userId: TEST_USER.id, origin: null, state: { step: 2, form, seed: 's1', selections: {} } }),
    );
    const { seen } = renderAt('/party-planning');
    await user.click(await screen.findByRole('button', { name: 'Generate AI Suggestions' }, { timeout: 5000 }));

    // The first of the four messages, and how long it usually takes.
    const status = await screen.findByText('Analyzing your party details...');
    // eslint-disable-next-line testing-library/no-node-access -- the status region holds the text around the spinner
    expect(status.closest('[role="status"]')).toHaveTextContent('This usually takes 15-30 seconds.');
    expect(screen.getByRole('progressbar', { name: 'Generating suggestions' })).toBeInTheDocument();
    answer();
    // Well before the 9 s the four messages take, the cards replace the loading screen.
    const themes = await screen.findByRole('group', { name: 'Themes' }, { timeout: 1500 });
    expect(screen.queryByText('Analyzing your party details...')).toBeNull();
    // The toast of docs/product.md#plan-messages, with the honest source as its description.
    expect(screen.getByText('AI suggestions generated successfully!')).toBeInTheDocument();
    expect(screen.getByText("Made by Confetti's built-in planner.")).toBeInTheDocument();

    const names = screen.getByRole('group', { name: 'Party Names' });
    expect(within(names).getByText('Maya Birthday Party', { selector: 'strong' })).toBeInTheDocument();
    expect(within(names).getByText('Default')).toBeInTheDocument();
    await user.click(within(names).getAllByRole('checkbox')[0]!);
    expect(within(names).getByText(plan.partyNames[0]!, { selector: 'strong' })).toBeInTheDocument();
    expect(within(names).getByText('Chosen suggestion')).toBeInTheDocument();
    await user.click(within(themes).getAllByRole('checkbox')[0]!);

    const games = screen.getByRole('group', { name: 'Games & Activities' });
    const gameCount = within(games).getAllByRole('checkbox').length;
    await user.click(within(games).getByRole('button', { name: 'More Ideas' }));
    expect(await screen.findByText('Failed to generate new games & activities')).toBeInTheDocument();
    expect(within(games).getAllByRole('checkbox')).toHaveLength(gameCount);

    await user.click(screen.getByRole('button', { name: 'Save My Party Plan' }));
    expect(await screen.findByText('Failed to save party plan. Please try again.')).toBeInTheDocument();
    // Still on step 3 with everything chosen, in this tab's storage too.
    expect(seen.location?.pathname).toBe('/party-planning');
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(within(themes).getAllByRole('checkbox')[0]).toBeChecked();
    const stored = JSON.parse(sessionStorage.getItem(WIZARD_STORAGE_KEY)!);
    expect(stored.state.selections).toMatchObject({ partyNames: [plan.partyNames[0]], themes: [plan.themes[0]] });
    expect(stored.state.form.partyName).toBe(plan.partyNames[0]);
  });
});

describe('/party-results (docs/product.md#results)', () => {
  const party = {
    id: 'c0ffee00-0000-4000-8000-000000000042',
    user_id: TEST_USER.id,
    party_name: 'Leo’s Grad Bash',
    party_type: 'Graduation',
    party_for: 'Leo',
    location: 'Chicago, IL',
    date: '2027-06-01',
    guest_count: 35,
    budget: 'moderate',
    ideas: 'Open house',
    special_requests: null,
    selected_suggestions: {
      themes: ['School Colors'],
      timeline: { preParty: [{ task: 'Book the food truck', timeframe: '1 month before' }], duringParty: [], afterParty: [] },
    },
    ai_suggestions: null,
  };
  const editState = {
    formData: {
      partyType: 'Graduation',
      partyName: 'Leo’s Grad Bash',
      partyFor: 'Leo',
      location: 'Chicago, IL',
      date: '2027-06-01',
      guestCount: '35',
      budget: 'moderate',
      ideas: 'Open house',
    },
    partyId: party.id,
    editingParty: party,
    selectedSuggestions: party.selected_suggestions,
  };

  it('edits a saved party: the descriptive budgets are offered, and Update Party saves and opens the party', async () => {
    const user = userEvent.setup();
    let patch: Record<string, unknown> | undefined;
    server.use(
      http.patch(`${API}/rest/v1/party_plans`, async ({ request }) => {
        expect(new URL(request.url).searchParams.get('id')).toBe(`eq.${party.id}`);
        patch = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json([{ id: party.id }]);
      }),
      http.get(`${API}/rest/v1/party_plans`, () => HttpResponse.json(null)),
      http.post(`${API}/rest/v1/rpc/:fn`, () => HttpResponse.json(null)),
    );
    const { seen } = renderAt('/party-results', editState);
    expect(await screen.findByRole('heading', { name: 'Edit your party plan' }, { timeout: 5000 })).toBeInTheDocument();
    const budget = screen.getByLabelText('Budget');
    expect(
      within(budget)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a budget',
      'As cheap as I can make it',
      'We want to spend some money',
      'All out bash',
      'Under $500',
      '$500 - $1,000',
      '$1,000 - $2,500',
      '$2,500 - $5,000',
      'Over $5,000',
    ]);
    expect(screen.getByText('School Colors')).toBeInTheDocument();
    expect(screen.getByText(/Book the food truck/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Number of guests/));
    await user.type(screen.getByLabelText(/Number of guests/), '40');
    await user.selectOptions(budget, 'expensive');
    await user.click(screen.getByRole('button', { name: 'Update Party' }));
    await waitFor(() => expect(seen.location?.pathname).toBe(`/party/${party.id}`));
    expect(patch).toMatchObject({ guest_count: 40, budget: 'expensive', party_name: 'Leo’s Grad Bash', location: 'Chicago, IL' });
    expect(await screen.findByText('Party plan updated successfully!')).toBeInTheDocument();
  });

  it("Edit brings back the start time and the type's answers, and Update Party saves them", async () => {
    const user = userEvent.setup();
    let patch: Record<string, unknown> | undefined;
    server.use(
      http.patch(`${API}/rest/v1/party_plans`, async ({ request }) => {
        patch = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json([{ id: party.id }]);
      }),
      http.get(`${API}/rest/v1/party_plans`, () => HttpResponse.json(null)),
      http.post(`${API}/rest/v1/rpc/:fn`, () => HttpResponse.json(null)),
    );
    const saved = partyRow({ ...party, time_of_day: '18:30:00', details: { graduationLevel: 'College/University', graduateName: 'Leo Park' } });
    renderAt('/party-results', editNavigationState(saved));
    expect(await screen.findByRole('heading', { name: 'Edit your party plan' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Time')).toHaveValue('18:30');
    expect(screen.getByLabelText('Graduation level')).toHaveValue('College/University');
    expect(screen.getByLabelText("Graduate's name")).toHaveValue('Leo Park');
    await user.clear(screen.getByLabelText("Graduate's name"));
    await user.type(screen.getByLabelText("Graduate's name"), 'Leo M. Park');
    await user.selectOptions(screen.getByLabelText('Graduation level'), 'Graduate School (Masters)');
    await user.click(screen.getByRole('button', { name: 'Update Party' }));
    await waitFor(() => expect(patch).toBeDefined());
    expect(patch).toMatchObject({ time_of_day: '18:30', details: { graduationLevel: 'Graduate School (Masters)', graduateName: 'Leo M. Park' } });
  });

  it('says so when the update fails', async () => {
    const user = userEvent.setup();
    server.use(http.patch(`${API}/rest/v1/party_plans`, () => HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 })));
    renderAt('/party-results', editState);
    await user.click(await screen.findByRole('button', { name: 'Update Party' }, { timeout: 5000 }));
    expect(await screen.findByText('Failed to update party plan. Please try again.')).toBeInTheDocument();
  });

  it('says so when saving a new plan fails, and keeps the details', async () => {
    const user = userEvent.setup();
    server.use(http.post(`${API}/rest/v1/party_plans`, () => HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 })));
    const { seen } = renderAt('/party-results', { formData: { partyType: 'Housewarming', location: 'Austin', date: '2027-02-02', guestCount: '20' } });
    await user.click(await screen.findByRole('button', { name: 'Save Party Plan' }, { timeout: 5000 }));
    expect(await screen.findByText('Failed to save party plan. Please try again.')).toBeInTheDocument();
    expect(seen.location?.pathname).toBe('/party-results');
    expect(screen.getByLabelText(/Number of guests/)).toHaveValue(20);
    expect(screen.getByRole('combobox', { name: /Location/ })).toHaveValue('Austin');
  });

  it("saves new form data with 'Save Party Plan', and without form data goes to /party-planning", async () => {
    const user = userEvent.setup();
    let insert: Record<string, unknown> | undefined;
    server.use(
      http.post(`${API}/rest/v1/party_plans`, async ({ request }) => {
        insert = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 'new-id' }, { status: 201 });
      }),
      http.get(`${API}/rest/v1/party_plans`, () => HttpResponse.json(null)),
      http.post(`${API}/rest/v1/rpc/:fn`, () => HttpResponse.json(null)),
    );
    const { seen, unmount } = renderAt('/party-results', { formData: { partyType: 'Housewarming', location: 'Austin', date: '2027-02-02', guestCount: '20' } });
    await user.click(await screen.findByRole('button', { name: 'Save Party Plan' }, { timeout: 5000 }));
    await waitFor(() => expect(seen.location?.pathname).toBe('/party/new-id'));
    expect(insert).toMatchObject({ user_id: TEST_USER.id, party_type: 'Housewarming', guest_count: 20, is_public: false, party_name: 'Housewarming' });
    expect(await screen.findByText('Party plan saved successfully!')).toBeInTheDocument();
    unmount();

    const { seen: seenAgain } = renderAt('/party-results');
    await waitFor(() => expect(seenAgain.location?.pathname).toBe('/party-planning'));
  });
});
