// Presence as Phoenix.Presence shapes it for realtime-js (@supabase/phoenix presence.js):
//   presence_state: {key: {metas: [{phx_ref, ...tracked payload}]}}
//   presence_diff:  {joins: {key: {metas: [...]}}, leaves: {key: {metas: [...]}}}
// An update of an already tracked channel leaves the old meta and joins the new one, whose
// phx_ref_prev names the old ref (Phoenix.Tracker does the same).

import crypto from 'node:crypto';

export type Meta = { phx_ref: string; phx_ref_prev?: string; [k: string]: unknown };
export type PresenceMap = Record<string, { metas: Meta[] }>;
export interface PresenceDiff {
  joins: PresenceMap;
  leaves: PresenceMap;
}

interface Entry {
  key: string;
  meta: Meta;
}

/** Tracked presences per topic; one entry per tracking channel (owner). */
export class PresenceRegistry<Owner> {
  private topics = new Map<string, Map<Owner, Entry>>();

  state(topic: string): PresenceMap {
    const out: PresenceMap = {};
    for (const { key, meta } of this.topics.get(topic)?.values() ?? []) (out[key] ??= { metas: [] }).metas.push(meta);
    return out;
  }

  track(topic: string, owner: Owner, key: string, payload: Record<string, unknown>): PresenceDiff {
    let entries = this.topics.get(topic);
    if (!entries) this.topics.set(topic, (entries = new Map()));
    const prev = entries.get(owner);
    const meta: Meta = { ...payload, phx_ref: newRef() };
    if (prev) meta.phx_ref_prev = prev.meta.phx_ref;
    entries.set(owner, { key, meta });
    const diff: PresenceDiff = { joins: { [key]: { metas: [meta] } }, leaves: {} };
    if (prev) diff.leaves[prev.key] = { metas: [prev.meta] };
    return diff;
  }

  /** Removes the owner's presence; null when it had none. */
  untrack(topic: string, owner: Owner): PresenceDiff | null {
    const entries = this.topics.get(topic);
    const prev = entries?.get(owner);
    if (!entries || !prev) return null;
    entries.delete(owner);
    if (!entries.size) this.topics.delete(topic);
    return { joins: {}, leaves: { [prev.key]: { metas: [prev.meta] } } };
  }

  /** The payload the owner tracked last (to skip unchanged re-tracks, as Supabase does). */
  tracked(topic: string, owner: Owner): Record<string, unknown> | undefined {
    const e = this.topics.get(topic)?.get(owner);
    if (!e) return undefined;
    const { phx_ref: _ref, phx_ref_prev: _prev, ...payload } = e.meta;
    return payload;
  }
}

function newRef(): string {
  return crypto.randomBytes(9).toString('base64url');
}
