import type { Tables } from '@/lib/database.types';
import { TEST_USER } from './session';

type PartyRow = Tables<'party_plans'>;

/** A party_plans row as the REST API returns it; tests override what they look at. */
export function partyRow(overrides: Partial<PartyRow> = {}): PartyRow {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    user_id: TEST_USER.id,
    party_name: null,
    party_type: 'Birthday Party',
    party_for: null,
    location: 'Austin, TX',
    date: '2031-05-01',
    guest_count: 24,
    budget: '500-1000',
    ideas: null,
    special_requests: null,
    ai_suggestions: null,
    selected_suggestions: null,
    party_timeline: null,
    photo_url: null,
    is_public: false,
    created_at: '2026-01-02T10:00:00Z',
    updated_at: '2026-01-02T10:00:00Z',
    time_of_day: null,
    details: {},
    ...overrides,
  };
}

/** A public_party_plans row: the view leaves out location, date, time of day and special requests. */
export function publicPartyRow(overrides: Partial<PartyRow> = {}): Omit<PartyRow, 'location' | 'date' | 'special_requests' | 'time_of_day'> {
  const { location: _location, date: _date, special_requests: _requests, time_of_day: _time, ...rest } = partyRow({ is_public: true, ...overrides });
  return rest;
}
