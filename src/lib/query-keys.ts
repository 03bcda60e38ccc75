// Every TanStack Query key of the app, one factory per feature. Features invalidate each other's
// data (saving a plan refreshes My Parties, answering an invitation refreshes the invited list), so
// the factories live here rather than inside a feature another would then have to import.

export const partyKeys = {
  all: ['party-plans'] as const,
  mine: (userId: string) => [...partyKeys.all, 'mine', userId] as const,
  detail: (id: string, forcePublic: boolean, userId: string | null) => [...partyKeys.all, 'detail', id, forcePublic, userId] as const,
  /** What visitors read: Public Parties and Trending. */
  public: ['public-party-plans'] as const,
  publicList: () => [...partyKeys.public, 'all'] as const,
  trending: () => [...partyKeys.public, 'trending'] as const,
  vendors: (partyId: string) => ['party-vendors', partyId] as const,
  products: (partyId: string) => ['party-products', partyId] as const,
  photo: (partyId: string | null) => ['party-photo', partyId] as const,
};

export const templateKeys = {
  all: ['party-templates'] as const,
};

export const invitationKeys = {
  all: ['party-invitations'] as const,
  mine: (userId: string) => [...invitationKeys.all, 'mine', userId] as const,
  party: (partyId: string) => [...invitationKeys.all, 'party', partyId] as const,
  byToken: (token: string) => ['invitation', token] as const,
  /** The signed-in invitee's own answer for a party (the party page's 'Your RSVP'). */
  myRsvp: (partyId: string, userId: string) => [...invitationKeys.all, 'my-rsvp', partyId, userId] as const,
  members: (partyId: string) => ['party-members', partyId] as const,
};

export const chatKeys = {
  messages: (partyId: string) => ['chat-messages', partyId] as const,
};

/**
 * A party's owner and members (get_party_people): the chat's names, the checklist's owners and the
 * budget's payers read one answer, so a party page asks once.
 */
export const peopleKeys = {
  party: (partyId: string) => ['party-people', partyId] as const,
};

export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: string) => [...profileKeys.all, userId] as const,
};

export const tshirtKeys = {
  savedDesigns: (userId: string, partyId: string) => ['tshirt-designs', userId, partyId] as const,
};

/** The signed-in user's AI generations left today (my_ai_allowance): one query for every counter. */
export const aiAllowanceKeys = {
  all: ['ai-allowance'] as const,
  mine: (userId: string) => [...aiAllowanceKeys.all, userId] as const,
  /** The free plan's daily number, the same for everyone (free_ai_allowance). */
  free: ['ai-allowance-free'] as const,
};

export const checkoutKeys = {
  order: (sessionId: string, userId: string | null) => ['checkout-order', sessionId, userId] as const,
  /** My Orders and one order's page; every key starts with 'orders' so a paid checkout refreshes them all. */
  orders: ['orders'] as const,
  myOrders: (userId: string) => ['orders', 'mine', userId] as const,
  orderById: (orderId: string, userId: string) => ['orders', 'one', orderId, userId] as const,
  subscription: (userId: string) => ['subscription', userId] as const,
};

export const designToolKeys = {
  connection: (userId: string) => ['canva-connection', userId] as const,
  connections: ['canva-connection'] as const,
  configured: ['canva-configured'] as const,
};

/** The guest list (get_party_guests) and the calendar data (get_party_calendar) of a party. */
export const guestKeys = {
  all: ['party-guests'] as const,
  list: (partyId: string) => [...guestKeys.all, 'list', partyId] as const,
  calendar: (partyId: string) => [...guestKeys.all, 'calendar', partyId] as const,
};

/** The party's budget and checklist (planning), and the signed-in user's open tasks. */
export const planningKeys = {
  expenses: (partyId: string) => ['party-expenses', partyId] as const,
  totals: (partyId: string) => ['party-budget-totals', partyId] as const,
  tasks: (partyId: string) => ['party-tasks', partyId] as const,
  myTasksAll: ['my-tasks'] as const,
  myTasks: (userId: string) => ['my-tasks', userId] as const,
  print: (partyId: string) => ['party-print', partyId] as const,
  vendors: (partyId: string) => ['planning-vendors', partyId] as const,
};
