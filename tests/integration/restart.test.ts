import { createClient } from '@supabase/supabase-js';
import fs from 'node:fs';
import { afterAll, expect, test } from 'vitest';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';
import { wellKnownKeys } from '../../supabase/local/jwt.ts';
import type { Database } from '../../src/lib/database.types.ts';
import { PASSWORD, uniqueEmail } from './clients.ts';
import { startStackProcess, type StackProcess, testStackPort } from './stack-process.ts';

// Its own stack process and data directory, so killing it cannot disturb the shared one.
const PORT = testStackPort(10);
let stack: StackProcess | undefined;

afterAll(async () => {
  await stack?.stop('SIGKILL');
  if (stack) fs.rmSync(stack.dataDir, { recursive: true, force: true });
});

async function client(url: string) {
  const { anonKey } = await wellKnownKeys(DEFAULT_JWT_SECRET);
  return createClient<Database>(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

test('data acknowledged before a restart or a SIGKILL is there after', async () => {
  stack = await startStackProcess({ port: PORT, env: { SUPABASE_LOCAL_SEED: 'false' } });
  const email = uniqueEmail('restart');
  let c = await client(stack.url);
  const signUp = await c.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: 'Restart Tester' } } });
  expect(signUp.error).toBeNull();
  const userId = signUp.data.user!.id;

  const first = await c
    .from('party_plans')
    .insert({ user_id: userId, party_type: 'Birthday Party', location: 'Chicago, IL', guest_count: 12, is_public: false })
    .select('id')
    .single();
  expect(first.error).toBeNull();

  // Graceful restart.
  await stack.stop('SIGTERM');
  stack = await startStackProcess({ port: PORT, dataDir: stack.dataDir, env: { SUPABASE_LOCAL_SEED: 'false' } });
  c = await client(stack.url);
  expect((await c.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  const second = await c
    .from('party_plans')
    .insert({ user_id: userId, party_type: 'Wedding/Engagement', location: 'Austin, TX', guest_count: 80, is_public: false })
    .select('id')
    .single();
  expect(second.error).toBeNull();

  // Killed without warning right after the write was acknowledged.
  await stack.stop('SIGKILL');
  stack = await startStackProcess({ port: PORT, dataDir: stack.dataDir, env: { SUPABASE_LOCAL_SEED: 'false' } });
  c = await client(stack.url);
  expect((await c.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  const { data, error } = await c.from('party_plans').select('id, party_type, location').order('created_at');
  expect(error).toBeNull();
  expect(data).toEqual([
    { id: first.data!.id, party_type: 'Birthday Party', location: 'Chicago, IL' },
    { id: second.data!.id, party_type: 'Wedding/Engagement', location: 'Austin, TX' },
  ]);
}, 120_000);
