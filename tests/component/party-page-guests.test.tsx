// Where the party page hands the guest list's head-count to the budget (src/app/routes/party-page.tsx):
// per head divides by the people going once someone said Going, else by the plan's guest count.
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BudgetWithGuests as BudgetWithGuestsType } from '@/app/routes/party-page';
import { PARTY_ID, partyPeopleHandler, person, renderSection, sectionProps } from './support/collab';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';

startMswServer();

// Imported once MSW listens (the Supabase client picks its WebSocket class when it is created).
let BudgetWithGuests: typeof BudgetWithGuestsType;
beforeAll(async () => {
  ({ BudgetWithGuests } = await import('@/app/routes/party-page'));
});

const T = { timeout: 5000 };

const guest = (answer: string, head_count: number) => ({
  id: crypto.randomUUID(),
  name: `Guest ${head_count}`,
  answer,
  head_count,
  plus_one_names: [],
  responded_at: null,
  source: 'invitation',
  is_me: false,
});

let guests: ReturnType<typeof guest>[] = [];

beforeEach(() => {
  signInAs();
  guests = [];
  server.use(
    partyPeopleHandler([person(TEST_USER.id, { full_name: 'Dana Demo' })]),
    http.get(`${API}/rest/v1/party_vendors`, () => HttpResponse.json([])),
    http.get(`${API}/rest/v1/party_expenses`, () =>
      HttpResponse.json([
        {
          id: 'e1',
          party_id: PARTY_ID,
          description: 'Cake',
          category: 'Bakery/Cakes',
          estimated_cents: 36_000,
          actual_cents: null,
          currency: 'USD',
          paid: false,
          paid_by: null,
          paid_by_other: false,
          vendor_id: null,
          created_by: TEST_USER.id,
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        },
      ]),
    ),
    http.post(`${API}/rest/v1/rpc/get_party_guests`, () => HttpResponse.json({ can_manage: true, plus_ones_allowed: 1, planned_guests: 18, guests })),
  );
});

describe("the party page's budget and the guest list", () => {
  it('divides by the people going once guests said Going', async () => {
    guests = [guest('accepted', 3), guest('accepted', 1), guest('maybe', 2), guest('declined', 1)];
    renderSection(<BudgetWithGuests {...sectionProps()} />);
    expect(await screen.findByText('$90.00 (4 attending)', {}, T)).toBeInTheDocument();
  });

  it("uses the plan's guest count while nobody is going yet", async () => {
    guests = [guest('pending', 1), guest('declined', 2)];
    renderSection(<BudgetWithGuests {...sectionProps()} />);
    expect(await screen.findByText('$20.00 (18 guests planned)', {}, T)).toBeInTheDocument();
  });
});
