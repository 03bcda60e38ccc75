// The app's own main-screen requests (src/features/*/api), as supabase-js and src/lib/public-rest.ts
// send them, for the scale bench: a visitor's public pages, and a signed-in member's landing page,
// lists, party page, invitation page and the writes they make most.
import { randomUUID } from 'node:crypto';
import { PUBLIC_READS, publicPartyRead } from '../../src/lib/prefetch.ts';
import { pageAfter, type PageCursor } from '../../src/lib/public-pages.ts';

export interface BenchRequest {
  screen: string;
  name: string;
  who: 'visitor' | 'member';
  method: 'GET' | 'POST';
  /** Under /rest/v1/. */
  path: string;
  /** The JSON body; a write that changes something each time gets a fresh one per call. */
  body?: unknown;
  bodyFor?: (i: number) => unknown;
  /** Prefer: return=representation (the write answers its rows). */
  returnRows?: boolean;
}

/** What the requests point at, found in the loaded data (scripts/bench-scale/generate.ts). */
export interface BenchIds {
  userId: string;
  /** A party the member is co_admin of: the party page. */
  pageParty: string;
  /** A party the member accepted an invitation to: the RSVP they change. */
  rsvpParty: string;
  /** An open task of theirs in the page party. */
  task: string;
  /** A pending invitation to them: the invitation page. */
  token: string;
  /** A public party half-way down the list: the public party page. */
  publicParty: string;
  /** Where a page half-way down Public Parties and Public Templates starts. */
  partiesCursor: PageCursor;
  templatesCursor: PageCursor;
}

const ORDER_SELECT =
  'id,kind,status,total_cents,currency,provider,created_at,paid_at,order_items(id,design_url,design_name,size,unit_price_cents,quantity,created_at)';

export function benchRequests(ids: BenchIds): BenchRequest[] {
  const p = ids.pageParty;
  const visitor = (screen: string, name: string, path: string): BenchRequest => ({ screen, name, who: 'visitor', method: 'GET', path });
  const get = (screen: string, name: string, path: string): BenchRequest => ({ screen, name, who: 'member', method: 'GET', path });
  const rpc = (screen: string, name: string, fn: string, body: unknown = {}): BenchRequest => ({
    screen,
    name,
    who: 'member',
    method: 'POST',
    path: `rpc/${fn}`,
    body,
  });
  return [
    visitor('Landing', 'trending (6)', PUBLIC_READS.trending),
    visitor('Public Parties', 'first page', PUBLIC_READS.publicParties),
    visitor('Public Parties', 'a page half-way down', pageAfter(PUBLIC_READS.publicParties, ids.partiesCursor)),
    visitor('Public Templates', 'first page', PUBLIC_READS.templates),
    visitor('Public Templates', 'a page half-way down', pageAfter(PUBLIC_READS.templates, ids.templatesCursor)),
    visitor('Public party page', 'the plan', publicPartyRead(ids.publicParty)),
    visitor('Public party page', 'its products', `party_products?select=*&party_id=eq.${ids.publicParty}&order=created_at.desc`),

    rpc('Landing (signed in)', 'invited parties', 'get_my_invitations'),
    get(
      'Landing (signed in)',
      'My Tasks',
      `party_tasks?select=id,title,phase,timeframe,due_date,party_id,party_plans(party_name,party_type,date)&owner_id=eq.${ids.userId}&done=eq.false&limit=200`,
    ),
    get(
      'My Parties',
      'owned and joined',
      `rpc/get_my_parties?select=*,party_members(permission_level)&party_members.user_id=eq.${ids.userId}&order=created_at.desc`,
    ),
    get('My Orders', 'orders with lines', `orders?select=${ORDER_SELECT}&user_id=eq.${ids.userId}&order=created_at.desc`),

    get('Party page', 'the plan', `party_plans?select=*&id=eq.${p}`),
    rpc('Party page', 'permission', 'get_user_party_permission', { party_id_param: p, user_id_param: ids.userId }),
    rpc('Party page', 'people', 'get_party_people', { p_party_id: p }),
    rpc('Party page', 'my RSVP', 'get_my_rsvp', { p_party_id: p }),
    rpc('Party page', 'guest list', 'get_party_guests', { p_party_id: p }),
    get('Party page', 'invitations', `party_invitations?select=*&party_id=eq.${p}&order=created_at.desc`),
    get('Party page', 'chat', `party_chat_messages?select=*&party_id=eq.${p}&order=created_at.desc&limit=500`),
    get('Party page', 'checklist', `party_tasks?select=*&party_id=eq.${p}&order=phase.asc,position.asc,created_at.asc`),
    get('Party page', 'expenses', `party_expenses?select=*&party_id=eq.${p}&order=created_at.asc,id.asc`),
    rpc('Party page', 'budget totals', 'party_budget_totals', { p_party_id: p }),
    get('Party page', 'products', `party_products?select=*&party_id=eq.${p}&order=created_at.desc`),
    get('Party page', 'vendors', `party_vendors?select=*&party_id=eq.${p}&order=created_at.desc`),

    rpc('Invitation page', 'the invitation', 'get_invitation_by_token', { p_token: ids.token }),

    {
      screen: 'Writes',
      name: 'chat message',
      who: 'member',
      method: 'POST',
      path: 'party_chat_messages?select=*',
      returnRows: true,
      bodyFor: () => ({ id: randomUUID(), party_id: p, user_id: ids.userId, message: 'On my way!', message_type: 'text' }),
    },
    {
      ...rpc('Writes', 'RSVP', 'set_my_rsvp'),
      // Even calls change it, odd ones change it back: four warm-up calls leave it as it was.
      bodyFor: (i) => ({ p_party_id: ids.rsvpParty, p_response: i % 2 ? 'accepted' : 'maybe', p_head_count: 1 + (i % 2) }),
    },
    { ...rpc('Writes', 'task tick', 'set_party_task_done'), bodyFor: (i) => ({ p_task_id: ids.task, p_done: i % 2 === 0 }) },
    {
      screen: 'Writes',
      name: 'expense',
      who: 'member',
      method: 'POST',
      path: 'party_expenses',
      bodyFor: (i) => ({ party_id: p, description: `Balloons ${i}`, category: 'Decorations', estimated_cents: 2500 }),
    },
  ];
}

/** The body of call `i` of `r`. */
export const bodyOf = (r: BenchRequest, i: number): unknown => (r.bodyFor ? r.bodyFor(i) : r.body);
