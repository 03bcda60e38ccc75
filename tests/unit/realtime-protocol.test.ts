import Serializer from '@supabase/realtime-js/dist/main/lib/serializer.js';
import { describe, expect, test } from 'vitest';
import { matches, parseFilter } from '../../supabase/local/realtime/filters.ts';
import { decodeBinary, decodeText, encode, encodeRaw, encodeUserBroadcast, FrameError } from '../../supabase/local/realtime/protocol.ts';

const toArrayBuffer = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

describe('frames as realtime-js 2.119 encodes and decodes them', () => {
  const s = new Serializer();

  test('vsn 2.0.0 text frames are JSON arrays both ways', () => {
    let sent = '';
    s.encode({ join_ref: '1', ref: '2', topic: 'realtime:room', event: 'phx_join', payload: { config: {} } }, (r: unknown) => (sent = r as string));
    expect(decodeText(sent, '2.0.0')).toEqual({ join_ref: '1', ref: '2', topic: 'realtime:room', event: 'phx_join', payload: { config: {} } });
    const out = encode('2.0.0', { join_ref: '1', ref: '2', topic: 'realtime:room', event: 'phx_reply', payload: { status: 'ok', response: {} } });
    let got: unknown;
    s.decode(out, (m: unknown) => (got = m));
    expect(got).toEqual({ join_ref: '1', ref: '2', topic: 'realtime:room', event: 'phx_reply', payload: { status: 'ok', response: {} } });
    expect(JSON.parse(encodeRaw('2.0.0', '1', 't', 'postgres_changes', '{"ids":[1]}'))).toEqual(['1', null, 't', 'postgres_changes', { ids: [1] }]);
  });

  test('vsn 1.0.0 frames are JSON objects', () => {
    const f = decodeText('{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"3"}', '1.0.0');
    expect(f).toEqual({ join_ref: null, ref: '3', topic: 'phoenix', event: 'heartbeat', payload: {} });
    expect(JSON.parse(encodeRaw('1.0.0', null, 't', 'e', '{}'))).toEqual({ join_ref: null, ref: null, topic: 't', event: 'e', payload: {} });
  });

  test('binary user broadcast push (kind 3) decodes; kind 4 is what the client reads', () => {
    let frame: ArrayBuffer | undefined;
    s.encode(
      { join_ref: '4', ref: '5', topic: 'realtime:chät', event: 'broadcast', payload: { type: 'broadcast', event: 'cursor', payload: { x: 1, é: 'ü' } } },
      (r: unknown) => (frame = r as ArrayBuffer),
    );
    const b = decodeBinary(Buffer.from(frame!));
    expect(b).toMatchObject({ join_ref: '4', ref: '5', topic: 'realtime:chät', userEvent: 'cursor', encoding: 1 });
    expect(JSON.parse(b.body.toString('utf8'))).toEqual({ x: 1, é: 'ü' });

    let got: { payload?: unknown; topic?: string; event?: string } = {};
    s.decode(toArrayBuffer(encodeUserBroadcast('realtime:chät', 'cursor', 1, b.body)), (m: typeof got) => (got = m));
    expect(got).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:chät',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1, é: 'ü' } },
    });
  });

  test('malformed frames are refused, not guessed', () => {
    expect(() => decodeText('not json', '2.0.0')).toThrow(FrameError);
    expect(() => decodeText('{"topic":1}', '2.0.0')).toThrow(FrameError);
    expect(() => decodeText('[null,null,"t"]', '2.0.0')).toThrow(FrameError);
    expect(() => decodeText('[{},null,"t","e",{}]', '2.0.0')).toThrow(FrameError);
    expect(() => decodeBinary(Buffer.from([3, 200, 0, 0, 0, 0, 1]))).toThrow(FrameError);
    expect(() => decodeBinary(Buffer.from([9, 0, 0, 0, 0, 0, 1]))).toThrow(FrameError);
  });
});

describe('postgres_changes filters', () => {
  const types = new Map([
    ['n', 'int4'],
    ['name', 'text'],
    ['id', 'uuid'],
    ['at', 'timestamptz'],
    ['ok', 'bool'],
  ]);
  const row = { n: 5, name: 'Ann, B', id: 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11', at: '2026-01-01T10:00:00+00:00', ok: true, gone: null };
  const m = (f: string) => matches(parseFilter(f), row, types);

  test.each([
    ['n=eq.5', true],
    ['n=eq.05', true],
    ['n=neq.5', false],
    ['n=lt.10', true],
    ['n=lte.5', true],
    ['n=gt.5', false],
    ['n=gte.5', true],
    ['n=in.(1,5,9)', true],
    ['n=in.(1,9)', false],
    ['n=not.in.(1,9)', true],
    ['name=eq."Ann, B"', true],
    ['name=in.("Ann, B",x)', true],
    ['name=like.Ann*', true],
    ['name=ilike.ann%', true],
    ['id=eq.a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', true],
    ['at=eq.2026-01-01T10:00:00Z', true],
    ['at=gt.2025-12-31T00:00:00Z', true],
    ['ok=is.true', true],
    ['gone=is.null', true],
    ['gone=eq.1', false],
    ['gone=not.eq.1', false],
    ['gone=isdistinct.1', true],
    ['n=gt.1,n=lt.4', false],
    ['name=like.*B', true],
    ['name=like.A_n%', true],
    ['name=like.%nn%B', true],
    ['name=like.%B%nn', false],
    ['name=ilike.ANN%_', true],
    ['name=like.Ann', false],
  ])('%s → %s', (f, expected) => {
    expect(m(f)).toBe(expected);
  });

  test("bad filters are rejected in Supabase Realtime's words", () => {
    expect(() => parseFilter('n')).toThrow('Error parsing `filter` params: ["n"]');
    expect(() => parseFilter('n=foo.1')).toThrow('Error parsing `filter` params: ["foo", "1"]');
    expect(() => parseFilter('n=in.1,2')).toThrow('Error parsing `filter` params: `in` filter value must be wrapped by parentheses');
    // A client's regular expression would run on the stack's only thread.
    expect(() => parseFilter('name=match.(a+)+$')).toThrow('Error parsing `filter` params: ["match", "(a+)+$"]');
    expect(() => parseFilter('name=imatch.^ann')).toThrow('Error parsing `filter` params: ["imatch", "^ann"]');
  });

  test('like runs in linear time on a pattern that makes a backtracking regex explode', () => {
    const text = 'a'.repeat(20000);
    const t0 = performance.now();
    expect(matches(parseFilter(`name=like.${'%a'.repeat(60)}%b`), { name: text }, types)).toBe(false);
    expect(performance.now() - t0).toBeLessThan(500);
  });
});
