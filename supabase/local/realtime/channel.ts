// One joined channel of a connection: its topic, token and what its policies allow, and how the
// server pushes to it (changes, system messages, a shutdown when its token ends).
import crypto from 'node:crypto';
import type { JwtClaims } from '../jwt.ts';
import { authorize, canJoin, topicAccess, type TopicAccess } from './authorization.ts';
import type { PgSubscription, Subscriber } from './changes.ts';
import { encodeRaw } from './protocol.ts';
import type { Session } from './session.ts';

export const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const MAX_TIMER_MS = 2 ** 31 - 1;

export class Channel implements Subscriber {
  readonly subTopic: string;
  readonly tenantTopic: string;
  readonly selfBroadcast: boolean;
  readonly ackBroadcast: boolean;
  readonly presenceKey: string;
  presenceEnabled: boolean;
  pgSubs: PgSubscription[] = [];
  private token: string;
  private currentClaims: JwtClaims;
  private expiryTimer?: NodeJS.Timeout;

  constructor(
    readonly session: Session,
    readonly topic: string,
    readonly joinRef: string | null,
    readonly isPrivate: boolean,
    config: Record<string, unknown>,
    token: string,
    claims: JwtClaims,
    /** What realtime.messages' policies allow on a private topic (a public one allows everything). */
    public access: TopicAccess | null,
  ) {
    this.subTopic = topic.slice('realtime:'.length);
    this.tenantTopic = `${isPrivate ? 'private' : 'public'}:${this.subTopic}`;
    const broadcast = isObj(config.broadcast) ? config.broadcast : {};
    const presence = isObj(config.presence) ? config.presence : {};
    this.selfBroadcast = broadcast.self === true;
    this.ackBroadcast = broadcast.ack === true;
    this.presenceKey = typeof presence.key === 'string' && presence.key ? presence.key : crypto.randomUUID();
    this.presenceEnabled = presence.enabled === true;
    this.token = token;
    this.currentClaims = claims;
    this.scheduleExpiry();
  }

  claims(): JwtClaims | null {
    const exp = this.currentClaims.exp;
    return typeof exp === 'number' && exp <= Date.now() / 1000 ? null : this.currentClaims;
  }

  pushChange(payloadJson: string): void {
    this.session.sendText(encodeRaw(this.session.vsn, this.joinRef, this.topic, 'postgres_changes', payloadJson));
  }

  push(event: string, payload: unknown): void {
    this.session.send({ join_ref: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  system(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  async updateToken(token: string): Promise<void> {
    if (token === this.token) return;
    const auth = await authorize(token, this.session.hub.secret);
    if (!auth.ok) {
      this.shutdown(auth.reason.replace(/^[A-Za-z]+: /, ''));
      return;
    }
    if (this.isPrivate) {
      // A new token may belong to someone whose access changed (removed from the party, say):
      // private topics are authorised again, as hosted Realtime does on a token refresh.
      const access = await topicAccess(this.session.hub.db, this.subTopic, auth.claims);
      if (!canJoin(access)) {
        this.shutdown(`You do not have permissions to read from this Channel topic: ${this.subTopic}`);
        return;
      }
      this.access = access;
    }
    this.token = token;
    this.currentClaims = auth.claims;
    this.scheduleExpiry();
  }

  /** Ends the channel from the server side, as Supabase's shutdown_response does. */
  shutdown(message: string): void {
    this.system('system', 'error', message);
    this.session.closeChannel(this, true);
  }

  private scheduleExpiry(): void {
    clearTimeout(this.expiryTimer);
    const exp = this.currentClaims.exp;
    if (typeof exp !== 'number') return;
    const ms = Math.min(MAX_TIMER_MS, Math.max(0, exp * 1000 - Date.now()));
    this.expiryTimer = setTimeout(() => {
      if (this.claims()) this.scheduleExpiry();
      else this.shutdown(`Token has expired ${Math.max(0, Math.floor(Date.now() / 1000 - exp))} seconds ago`);
    }, ms);
    this.expiryTimer.unref();
  }

  dispose(): void {
    clearTimeout(this.expiryTimer);
  }
}
