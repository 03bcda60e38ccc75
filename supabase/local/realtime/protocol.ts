// Phoenix channel frames as @supabase/realtime-js 2.119 (lib/serializer.ts, @supabase/phoenix)
// speaks them.
//   vsn 1.0.0: text frames, JSON objects {join_ref, ref, topic, event, payload}.
//   vsn 2.0.0 (realtime-js default): text frames, JSON arrays [join_ref, ref, topic, event, payload];
//     plus binary frames for user broadcasts: the client sends kind 3 ("user broadcast push") and
//     receives kind 4 ("user broadcast").

export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A broadcast the client sent as a binary kind-3 frame; the user payload stays encoded. */
export interface UserBroadcast {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  userEvent: string;
  /** 0 = binary, 1 = JSON. */
  encoding: number;
  body: Buffer;
  metadata: string;
}

export class FrameError extends Error {}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
export const ENCODING_BINARY = 0;
export const ENCODING_JSON = 1;

function str(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  throw new FrameError('ref fields must be strings');
}

/** Decodes one text frame; throws FrameError on anything that is not a well-formed message. */
export function decodeText(text: string, vsn: Vsn): Frame {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new FrameError('frame is not JSON');
  }
  let parts: unknown[];
  if (vsn === '2.0.0') {
    if (!Array.isArray(raw) || raw.length !== 5) throw new FrameError('expected [join_ref, ref, topic, event, payload]');
    parts = raw;
  } else {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new FrameError('expected a message object');
    const o = raw as Record<string, unknown>;
    parts = [o.join_ref, o.ref, o.topic, o.event, o.payload];
  }
  const [joinRef, ref, topic, event, payload] = parts;
  if (typeof topic !== 'string' || typeof event !== 'string') throw new FrameError('topic and event must be strings');
  return { join_ref: str(joinRef), ref: str(ref), topic, event, payload: payload ?? {} };
}

/** Decodes a binary kind-3 frame (see Serializer._encodeUserBroadcastPush in realtime-js). */
export function decodeBinary(buf: Buffer): UserBroadcast {
  if (buf.length < 7 || buf[0] !== KIND_USER_BROADCAST_PUSH) throw new FrameError('unsupported binary frame');
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [buf[1], buf[2], buf[3], buf[4], buf[5], buf[6]];
  let offset = 7;
  const take = (n: number) => {
    if (offset + n > buf.length) throw new FrameError('truncated binary frame');
    const s = buf.subarray(offset, offset + n).toString('utf8');
    offset += n;
    return s;
  };
  const joinRef = take(joinRefLen);
  const ref = take(refLen);
  const topic = take(topicLen);
  const userEvent = take(eventLen);
  const metadata = take(metaLen);
  if (encoding !== ENCODING_BINARY && encoding !== ENCODING_JSON) throw new FrameError('unknown payload encoding');
  const body = buf.subarray(offset);
  if (encoding === ENCODING_JSON) {
    try {
      JSON.parse(body.toString('utf8'));
    } catch {
      throw new FrameError('broadcast payload is not JSON');
    }
  }
  return { join_ref: joinRef || null, ref: ref || null, topic, userEvent, encoding, body, metadata };
}

/** Encodes a text frame for the socket's serializer version. */
export function encode(vsn: Vsn, f: Frame): string {
  return vsn === '2.0.0'
    ? JSON.stringify([f.join_ref, f.ref, f.topic, f.event, f.payload])
    : JSON.stringify({ join_ref: f.join_ref, ref: f.ref, topic: f.topic, event: f.event, payload: f.payload });
}

/**
 * Encodes a frame whose payload is already JSON text, so one serialized change can be shared by
 * every recipient (only topic, join_ref and ids differ).
 */
export function encodeRaw(vsn: Vsn, joinRef: string | null, topic: string, event: string, payloadJson: string): string {
  const jr = JSON.stringify(joinRef);
  const t = JSON.stringify(topic);
  const e = JSON.stringify(event);
  return vsn === '2.0.0' ? `[${jr},null,${t},${e},${payloadJson}]` : `{"join_ref":${jr},"ref":null,"topic":${t},"event":${e},"payload":${payloadJson}}`;
}

/** Binary kind-4 frame (see Serializer._decodeUserBroadcast in realtime-js). */
export function encodeUserBroadcast(topic: string, userEvent: string, encoding: number, body: Buffer, metadata = ''): Buffer {
  const t = Buffer.from(topic, 'utf8');
  const e = Buffer.from(userEvent, 'utf8');
  const m = Buffer.from(metadata, 'utf8');
  if (t.length > 255 || e.length > 255 || m.length > 255) throw new FrameError('broadcast header field too long');
  const header = Buffer.from([KIND_USER_BROADCAST, t.length, e.length, m.length, encoding]);
  return Buffer.concat([header, t, e, m, body]);
}

export function reply(f: Pick<Frame, 'join_ref' | 'ref' | 'topic'>, status: 'ok' | 'error', response: unknown = {}): Frame {
  return { join_ref: f.join_ref, ref: f.ref, topic: f.topic, event: 'phx_reply', payload: { status, response } };
}
