// One WebSocket connection (Session) and the frames it exchanges, following
// supabase/realtime lib/realtime_web/channels/realtime_channel.ex for what the server sends:
//   join   -> phx_reply {status:'ok', response:{postgres_changes:[{...params, id}]}}, then
//             system {extension:'postgres_changes', status:'ok', message:'Subscribed to PostgreSQL', channel}
//             and presence_state when presence is enabled;
//             errors -> phx_reply {status:'error', response:{reason:'Code: message'}}
//   access_token -> no reply; a bad or expired token shuts the channel down: system
//             {extension:'system', status:'error', message, channel} then phx_close.
//   broadcast -> to the other members of the topic (self only with config.broadcast.self);
//             phx_reply ok only with config.broadcast.ack.
//   presence track/untrack -> phx_reply ok; presence_diff to the topic.
//   heartbeat on topic 'phoenix' -> phx_reply ok.

import crypto from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Database } from '../db/index.ts';
import { authorize, canJoin, topicAccess } from './authorization.ts';
import type { ChangeEvent, ChangeFeed, PgSubscription } from './changes.ts';
import { Channel, isObj } from './channel.ts';
import { FilterError, parseFilter } from './filters.ts';
import type { PresenceDiff, PresenceRegistry } from './presence.ts';
import {
  decodeBinary,
  decodeText,
  encode,
  encodeRaw,
  encodeUserBroadcast,
  ENCODING_JSON,
  FrameError,
  reply,
  type Frame,
  type UserBroadcast,
  type Vsn,
} from './protocol.ts';

/** State shared by every connection of one server. */
export interface Hub {
  secret: string;
  /** For private channels' authorization (policies on realtime.messages). */
  db: Database;
  feed: ChangeFeed;
  presence: PresenceRegistry<Channel>;
  /** Joined channels per broadcast/presence topic (private and public topics are distinct). */
  topics: Map<string, Set<Channel>>;
}

/** Supabase's postgres_changes ids are :erlang.phash2(params): a stable small integer per params map. */
function paramsId(params: Record<string, unknown>): number {
  const canon = JSON.stringify(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k]]),
  );
  return crypto.createHash('sha1').update(canon).digest().readUInt32BE(0) & 0x7ffffff;
}

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

export class Session {
  readonly channels = new Map<string, Channel>();
  lastSeen = Date.now();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    readonly hub: Hub,
    readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The connection's apikey: the token of joins that bring no access_token. */
    readonly apikey: string,
  ) {}

  sendText(text: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(text);
  }

  send(frame: Frame): void {
    this.sendText(encode(this.vsn, frame));
  }

  /** Frames are handled one at a time, in order, as a Phoenix socket does (joins are async). */
  receive(data: Buffer, isBinary: boolean): void {
    this.lastSeen = Date.now();
    this.queue = this.queue
      .then(() => this.handle(data, isBinary))
      .catch((e) => {
        if (e instanceof FrameError) {
          // A client that sends garbage gets disconnected rather than a guessed answer.
          this.ws.close(1007, e.message.slice(0, 120));
        } else {
          console.error('[realtime] frame handling failed:', e);
        }
      });
  }

  private async handle(data: Buffer, isBinary: boolean): Promise<void> {
    if (this.closed) return;
    if (isBinary) {
      this.handleUserBroadcast(decodeBinary(data));
      return;
    }
    const f = decodeText(data.toString('utf8'), this.vsn);
    if (f.topic === 'phoenix') {
      if (f.event === 'heartbeat') this.send(reply(f, 'ok'));
      return;
    }
    if (f.event === 'phx_join') {
      await this.join(f);
      return;
    }
    const ch = this.channels.get(f.topic);
    // Phoenix answers pushes to a topic the socket has not joined (or joined with another ref) this way.
    if (!ch || (f.join_ref !== null && ch.joinRef !== null && f.join_ref !== ch.joinRef)) {
      if (f.ref !== null) this.send(reply(f, 'error', { reason: 'unmatched topic' }));
      return;
    }
    const payload = isObj(f.payload) ? f.payload : {};
    switch (f.event) {
      case 'phx_leave':
        this.send(reply(f, 'ok'));
        this.closeChannel(ch, false);
        return;
      case 'access_token':
        if (typeof payload.access_token === 'string' && !payload.access_token.startsWith('sb_')) await ch.updateToken(payload.access_token);
        return;
      case 'broadcast':
        this.broadcastJson(ch, f, payload);
        return;
      case 'presence':
        this.presence(ch, f, payload);
        return;
      default:
        // Supabase ignores unknown events on a joined channel.
        return;
    }
  }

  private async join(f: Frame): Promise<void> {
    if (!f.topic.startsWith('realtime:')) {
      this.send(reply(f, 'error', { reason: 'unmatched topic' }));
      return;
    }
    if (f.topic === 'realtime:') {
      this.send(reply(f, 'error', { reason: 'TopicNameRequired: You must provide a topic name' }));
      return;
    }
    const old = this.channels.get(f.topic);
    // A second join of a topic replaces the first, as Phoenix does (the old one gets phx_close).
    if (old) this.closeChannel(old, true);

    const payload = isObj(f.payload) ? f.payload : {};
    const config = isObj(payload.config) ? payload.config : {};
    const given = typeof payload.access_token === 'string' ? payload.access_token : typeof payload.user_token === 'string' ? payload.user_token : undefined;
    const token = given && !given.startsWith('sb_') ? given : this.apikey;
    const auth = await authorize(token, this.hub.secret);
    if (!auth.ok) {
      this.send(reply(f, 'error', { reason: auth.reason }));
      return;
    }
    const isPrivate = config.private === true;
    // Private topics are decided by the policies on realtime.messages, checked as the joiner.
    const access = isPrivate ? await topicAccess(this.hub.db, f.topic.slice('realtime:'.length), auth.claims) : null;
    if (access && !canJoin(access)) {
      this.send(reply(f, 'error', { reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${f.topic.slice(9)}` }));
      return;
    }
    if (this.closed) return;

    const ch = new Channel(this, f.topic, f.join_ref, isPrivate, config, token, auth.claims, access);
    const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes.filter(isObj) : [];
    const errors: string[] = [];
    let malformed: string | undefined;
    const echo: Record<string, unknown>[] = [];
    for (const params of requested) {
      const id = paramsId(params);
      echo.push({ ...params, id });
      try {
        const sub = await this.subscription(ch, params, id);
        ch.pgSubs.push(sub);
      } catch (e) {
        if (e instanceof FilterError) malformed ??= e.message;
        errors.push(e instanceof Error ? e.message : String(e));
      }
    }
    // Like Supabase, a malformed filter is reported alone, in Realtime's own words.
    if (malformed) ch.pgSubs = [];
    if (this.closed) {
      ch.dispose();
      return;
    }
    this.channels.set(f.topic, ch);
    let members = this.hub.topics.get(ch.tenantTopic);
    if (!members) this.hub.topics.set(ch.tenantTopic, (members = new Set()));
    members.add(ch);
    for (const s of ch.pgSubs) this.hub.feed.add(s);

    this.send(reply(f, 'ok', { postgres_changes: echo }));
    if (requested.length) {
      if (malformed) ch.system('postgres_changes', 'error', malformed);
      else if (errors.length) ch.system('postgres_changes', 'error', `Unable to subscribe to changes with given parameters: ${errors.join('; ')}`);
      else ch.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    }
    if (ch.presenceEnabled) ch.push('presence_state', this.hub.presence.state(ch.tenantTopic));
  }

  /** Validates one postgres_changes entry against the catalog; throws a client-facing message. */
  private async subscription(ch: Channel, params: Record<string, unknown>, id: number): Promise<PgSubscription> {
    const event = typeof params.event === 'string' ? params.event.toUpperCase() : '';
    if (!EVENTS.has(event)) throw new Error(`invalid event ${JSON.stringify(params.event)}`);
    const schema = typeof params.schema === 'string' && params.schema ? params.schema : 'public';
    const table = typeof params.table === 'string' && params.table ? params.table : '*';
    const filter = typeof params.filter === 'string' && params.filter ? params.filter : undefined;
    const select = Array.isArray(params.select) ? params.select.filter((c): c is string => typeof c === 'string') : undefined;
    const conds = filter ? parseFilter(filter) : [];
    if (schema !== '*' && !(await this.hub.feed.catalog.schemaExists(schema))) throw new Error(`schema ${schema} does not exist`);
    if (table !== '*') {
      if (schema === '*') throw new Error('a table needs a schema');
      const info = await this.hub.feed.catalog.get(schema, table);
      if (!info) throw new Error(`table ${schema}.${table} does not exist`);
      for (const c of conds) if (!info.types.has(c.column)) throw new Error(`invalid column for filter ${c.column}`);
      for (const c of select ?? []) if (!info.types.has(c)) throw new Error(`invalid column for select ${c}`);
    } else if (conds.length) {
      throw new Error('filters need a table');
    }
    return { id, event: event as ChangeEvent | '*', schema, table, conds, select, subscriber: ch };
  }

  private broadcastJson(ch: Channel, f: Frame, payload: Record<string, unknown>): void {
    if (ch.access && !ch.access.broadcast.write) {
      if (ch.ackBroadcast && f.ref !== null)
        this.send(reply(f, 'error', { reason: `Unauthorized: You do not have permissions to write to this Channel topic: ${ch.subTopic}` }));
      return;
    }
    const json = JSON.stringify(payload);
    for (const other of this.hub.topics.get(ch.tenantTopic) ?? []) {
      if (other === ch && !ch.selfBroadcast) continue;
      other.session.sendText(encodeRaw(other.session.vsn, other.joinRef, other.topic, 'broadcast', json));
    }
    if (ch.ackBroadcast && f.ref !== null) this.send(reply(f, 'ok'));
  }

  private handleUserBroadcast(b: UserBroadcast): void {
    const ch = this.channels.get(b.topic);
    if (!ch) {
      if (b.ref) this.send(reply({ join_ref: b.join_ref, ref: b.ref, topic: b.topic }, 'error', { reason: 'unmatched topic' }));
      return;
    }
    if (ch.access && !ch.access.broadcast.write) {
      if (b.ref)
        this.send(
          reply({ join_ref: b.join_ref, ref: b.ref, topic: b.topic }, 'error', {
            reason: `Unauthorized: You do not have permissions to write to this Channel topic: ${ch.subTopic}`,
          }),
        );
      return;
    }
    for (const other of this.hub.topics.get(ch.tenantTopic) ?? []) {
      if (other === ch && !ch.selfBroadcast) continue;
      if (other.session.vsn === '2.0.0') {
        if (other.session.ws.readyState === other.session.ws.OPEN) {
          other.session.ws.send(encodeUserBroadcast(other.topic, b.userEvent, b.encoding, b.body));
        }
      } else if (b.encoding === ENCODING_JSON) {
        // 1.0.0 sockets cannot carry binary payloads; JSON ones are re-sent as a plain broadcast.
        const payload = `{"type":"broadcast","event":${JSON.stringify(b.userEvent)},"payload":${b.body.toString('utf8')}}`;
        other.session.sendText(encodeRaw(other.session.vsn, other.joinRef, other.topic, 'broadcast', payload));
      }
    }
    if (ch.ackBroadcast && b.ref) this.send(reply({ join_ref: b.join_ref, ref: b.ref, topic: b.topic }, 'ok'));
  }

  private presence(ch: Channel, f: Frame, payload: Record<string, unknown>): void {
    const event = typeof payload.event === 'string' ? payload.event.toLowerCase() : '';
    const reg = this.hub.presence;
    if (event === 'track') {
      if (ch.access && !ch.access.presence.write) {
        this.send(reply(f, 'error', { reason: `Unauthorized: You do not have permissions to write to this Channel topic: ${ch.subTopic}` }));
        return;
      }
      const meta = payload.payload ?? {};
      if (!isObj(meta)) {
        this.send(reply(f, 'error', { reason: 'Presence track payload must be a map' }));
        return;
      }
      const prev = reg.tracked(ch.tenantTopic, ch);
      if (!prev || JSON.stringify(prev) !== JSON.stringify(meta)) {
        const newlyEnabled = !ch.presenceEnabled;
        ch.presenceEnabled = true;
        this.send(reply(f, 'ok'));
        this.presenceDiff(ch.tenantTopic, reg.track(ch.tenantTopic, ch, ch.presenceKey, meta));
        // Tracking turns presence on for this channel; it never got presence_state at join.
        if (newlyEnabled) ch.push('presence_state', reg.state(ch.tenantTopic));
        return;
      }
    } else if (event === 'untrack') {
      const diff = reg.untrack(ch.tenantTopic, ch);
      this.send(reply(f, 'ok'));
      if (diff) this.presenceDiff(ch.tenantTopic, diff);
      return;
    } else {
      this.send(reply(f, 'error', { reason: `unknown presence event ${event}` }));
      return;
    }
    this.send(reply(f, 'ok'));
  }

  private presenceDiff(tenantTopic: string, diff: PresenceDiff): void {
    const json = JSON.stringify(diff);
    for (const other of this.hub.topics.get(tenantTopic) ?? []) {
      if (!other.presenceEnabled) continue;
      other.session.sendText(encodeRaw(other.session.vsn, other.joinRef, other.topic, 'presence_diff', json));
    }
  }

  /** Removes a channel: its subscriptions, its presence (others get the leave), its topic membership. */
  closeChannel(ch: Channel, notifyClient: boolean): void {
    if (this.channels.get(ch.topic) !== ch) return;
    this.channels.delete(ch.topic);
    ch.dispose();
    for (const s of ch.pgSubs) this.hub.feed.remove(s);
    const members = this.hub.topics.get(ch.tenantTopic);
    members?.delete(ch);
    if (members && !members.size) this.hub.topics.delete(ch.tenantTopic);
    const diff = this.hub.presence.untrack(ch.tenantTopic, ch);
    if (diff) this.presenceDiff(ch.tenantTopic, diff);
    if (notifyClient) ch.push('phx_close', {});
  }

  /** The connection is gone (closed, errored or timed out): drop everything it held. */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const ch of [...this.channels.values()]) this.closeChannel(ch, false);
  }
}
