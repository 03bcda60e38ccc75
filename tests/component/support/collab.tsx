import type { ReactNode } from 'react';
import { http, HttpResponse, ws } from 'msw';
import type { PartySectionProps } from '@/lib/party-section';
import type { Tables } from '@/lib/database.types';
import { partyRow } from './party-rows';
import { renderWithProviders } from './providers';
import { API } from './server';

export const PARTY_ID = '7d9f3c1e-5a2b-4c8d-9e0f-1a2b3c4d5e6f';
export const FRIEND = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', full_name: 'Sam Rivera' };

export function party(overrides: Partial<Tables<'party_plans'>> = {}): Tables<'party_plans'> {
  return partyRow({
    id: PARTY_ID,
    party_for: 'Maya',
    location: 'Chicago, IL',
    date: '2027-03-14',
    guest_count: 18,
    ideas: 'Dinosaurs',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  });
}

/** One row of the `get_party_people` answer. */
export function person(
  userId: string,
  fields: { member_id?: string | null; permission_level?: string; full_name?: string | null; email?: string | null; avatar_url?: string | null } = {},
) {
  return {
    user_id: userId,
    member_id: null,
    permission_level: 'owner',
    full_name: null,
    avatar_url: null,
    email: null,
    joined_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

/** Answers `get_party_people` for PARTY_ID with `people` (any other party: an empty list). */
export function partyPeopleHandler(people: ReturnType<typeof person>[]) {
  return http.post(`${API}/rest/v1/rpc/get_party_people`, async ({ request }) => {
    const body = (await request.json()) as { p_party_id?: string };
    return HttpResponse.json(body.p_party_id === PARTY_ID ? people : []);
  });
}

export function sectionProps(overrides: Partial<PartySectionProps> = {}): PartySectionProps {
  return { party: party(), isPublicView: false, canView: true, canEdit: true, canInvite: true, ...overrides };
}

/** Renders a party section with the app's providers (session, query cache, toasts). */
export function renderSection(ui: ReactNode) {
  return renderWithProviders(ui);
}

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

/**
 * The realtime socket (Phoenix protocol, serializer 2.0.0). Answers joins and heartbeats, and lets
 * a test push a row INSERT or a presence state to every joined channel.
 */
export function fakeRealtime() {
  const link = ws.link(`${API.replace('http', 'ws')}/realtime/v1/websocket`);
  const joined: Array<{ send: (frame: Frame) => void; topic: string; ids: number[] }> = [];
  const tracked: Array<Record<string, unknown>> = [];
  const configs: Array<Record<string, unknown>> = [];
  const handler = link.addEventListener('connection', ({ client }) => {
    const send = (frame: Frame) => client.send(JSON.stringify(frame));
    client.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      const [joinRef, ref, topic, name, payload] = JSON.parse(event.data) as Frame;
      if (name === 'heartbeat' || name === 'phx_leave' || name === 'access_token') {
        return send([null, ref, topic, 'phx_reply', { status: 'ok', response: {} }]);
      }
      if (name === 'presence') {
        tracked.push(payload);
        return send([joinRef, ref, topic, 'phx_reply', { status: 'ok', response: {} }]);
      }
      if (name !== 'phx_join') return;
      const config = (payload.config ?? {}) as { postgres_changes?: Array<Record<string, string>> };
      configs.push({ topic, ...config });
      const changes = (config.postgres_changes ?? []).map((c, i) => ({ ...c, id: 200 + i }));
      send([joinRef, ref, topic, 'phx_reply', { status: 'ok', response: { postgres_changes: changes } }]);
      joined.push({ send, topic, ids: changes.map((c) => c.id) });
    });
  });
  function change(type: string, table: string, record: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    for (const j of joined) {
      j.send([
        null,
        null,
        j.topic,
        'postgres_changes',
        { ids: j.ids, data: { type, schema: 'public', table, commit_timestamp: new Date().toISOString(), record, columns: [], errors: null, ...extra } },
      ]);
    }
  }
  return {
    handler,
    tracked,
    /** Each join's topic and config, as the client sent them. */
    configs,
    get joined() {
      return joined.length;
    },
    insert(table: string, record: Record<string, unknown>) {
      change('INSERT', table, record);
    },
    update(table: string, record: Record<string, unknown>) {
      change('UPDATE', table, record, { old_record: { id: record.id } });
    },
    presence(state: Record<string, Array<Record<string, unknown>>>) {
      const withRefs = Object.fromEntries(Object.entries(state).map(([k, metas]) => [k, { metas: metas.map((m, i) => ({ ...m, phx_ref: `ref-${k}-${i}` })) }]));
      for (const j of joined) j.send([null, null, j.topic, 'presence_state', withRefs]);
    },
  };
}
