import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ALICE, BOB, startFixture, type Fixture } from './rest-fixture.ts';

// The REST layer reuses a GET answer only while nothing was written: these reads must never be stale
// or cross callers, whichever way the write arrives.
let f: Fixture;
let alice: SupabaseClient;
let bob: SupabaseClient;

beforeAll(async () => {
  f = await startFixture();
  alice = f.client(await f.tokenFor(ALICE));
  bob = f.client(await f.tokenFor(BOB));
}, 30_000);
afterAll(async () => f?.close());

const bodies = async (c: SupabaseClient) => ((await c.from('notes').select('body').order('id')).data ?? []).map((n) => n.body);

describe('GET answers reused between writes', () => {
  it('sees a write made through REST at once', async () => {
    const before = await bodies(alice);
    expect(await bodies(alice)).toEqual(before);
    await alice.from('notes').insert({ body: 'first' });
    expect(await bodies(alice)).toEqual([...before, 'first']);
  });

  it('sees a write made with plain SQL (functions, triggers, the auth layer) at once', async () => {
    await bodies(alice);
    await f.db.query('insert into notes (owner, body) values ($1, $2)', [ALICE, 'from sql']);
    expect(await bodies(alice)).toContain('from sql');
    await f.db.query('delete from notes where body = $1', ['from sql']);
    expect(await bodies(alice)).not.toContain('from sql');
  });

  it('never hands one caller the answer cached for another', async () => {
    await alice.from('notes').insert({ body: 'alice only' });
    expect(await bodies(alice)).toContain('alice only');
    expect(await bodies(bob)).not.toContain('alice only');
    await bob.from('notes').insert({ body: 'bob only' });
    expect(await bodies(bob)).toContain('bob only');
    expect(await bodies(alice)).not.toContain('bob only');
  });

  it('keeps a read-only request from counting as a write', async () => {
    const generation = f.db.writeGeneration!;
    await bodies(alice);
    const g = generation();
    await bodies(alice);
    await bodies(bob);
    expect(generation()).toBe(g);
  });
});
