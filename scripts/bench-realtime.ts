// `npm run bench:realtime`: postgres_changes delivery latency on a fresh local stack.
// 50 distinct signed-in members of one party each subscribe (own supabase-js client and socket) to
// the party's chat; the owner posts 200 messages one after another through supabase-js (REST), and
// every delivery is timed. Prints p50/p95/p99 and how many of the 50 × 200 deliveries were lost.
//   send → callback:   from just before the insert request (timestamp in the message text)
//   commit → callback: from the change's commit_timestamp (same machine clock, ms precision)
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '../tests/integration/setup-websocket.ts';
import { DEFAULT_JWT_SECRET } from '../supabase/local/config.ts';
import { wellKnownKeys } from '../supabase/local/jwt.ts';
import { startStackProcess } from '../tests/integration/stack-process.ts';
import type { Database } from '../src/lib/database.types.ts';

const PORT = Number(process.env.BENCH_PORT ?? 24771);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 50);
const INSERTS = Number(process.env.BENCH_INSERTS ?? 200);
const PASSWORD = 'Correct-Horse-Battery-9';

type Client = SupabaseClient<Database>;

async function user(url: string, anonKey: string, i: number): Promise<{ client: Client; userId: string }> {
  const client = createClient<Database>(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const email = `bench-rt-${Date.now().toString(36)}-${i}@example.test`;
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: `Member ${i}` } } });
  if (error) throw error;
  if (!data.session) {
    const s = await client.auth.signInWithPassword({ email, password: PASSWORD });
    if (s.error) throw s.error;
  }
  return { client, userId: data.user!.id };
}

async function inBatches<T>(n: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, k) => fn(i + k)))));
  return out;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-bench-rt-'));
const stack = await startStackProcess({ port: PORT, dataDir, env: { SUPABASE_LOCAL_SEED: 'false' } });
const clients: Client[] = [];
try {
  const { anonKey } = await wellKnownKeys(DEFAULT_JWT_SECRET);
  const owner = await user(stack.url, anonKey, 0);
  clients.push(owner.client);
  const members = await inBatches(SUBSCRIBERS, 10, (i) => user(stack.url, anonKey, i + 1));
  clients.push(...members.map((m) => m.client));

  const { data: party, error } = await owner.client
    .from('party_plans')
    .insert({ user_id: owner.userId, party_type: 'Birthday Party', location: 'Bench City', guest_count: SUBSCRIBERS, is_public: false })
    .select('id')
    .single();
  if (error) throw error;
  const added = await owner.client
    .from('party_members')
    .insert(members.map((m) => ({ party_id: party.id, user_id: m.userId, permission_level: 'view_only' as const })));
  if (added.error) throw added.error;

  const sendToCallback: number[] = [];
  const commitToCallback: number[] = [];
  const received = members.map(() => new Set<number>());
  await Promise.all(
    members.map(
      (m, idx) =>
        new Promise<void>((resolve, reject) => {
          m.client
            .channel(`party-chat-${party.id}`)
            .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'party_chat_messages', filter: `party_id=eq.${party.id}` }, (p) => {
              const now = Date.now();
              const match = /^bench (\d+) (\d+)$/.exec(String(p.new.message));
              if (!match) return;
              received[idx].add(Number(match[1]));
              sendToCallback.push(now - Number(match[2]));
              commitToCallback.push(now - Date.parse(p.commit_timestamp));
            })
            .subscribe((status, err) => {
              if (status === 'SUBSCRIBED') resolve();
              else if (status !== 'CLOSED') reject(err ?? new Error(status));
            });
        }),
    ),
  );
  console.log(`${members.length} members subscribed (one socket each); posting ${INSERTS} messages…`);

  const t0 = Date.now();
  for (let i = 0; i < INSERTS; i++) {
    const r = await owner.client
      .from('party_chat_messages')
      .insert({ party_id: party.id, user_id: owner.userId, message: `bench ${i} ${Date.now()}`, message_type: 'text' });
    if (r.error) throw r.error;
  }
  const insertMs = Date.now() - t0;
  const expected = INSERTS * members.length;
  const deadline = Date.now() + 10_000;
  while (sendToCallback.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const lost = expected - received.reduce((n, s) => n + s.size, 0);

  const fmt = (xs: number[]) => `p50 ${pct(xs, 50)} ms, p95 ${pct(xs, 95)} ms, p99 ${pct(xs, 99)} ms, max ${Math.max(...xs)} ms`;
  console.log(`inserts: ${INSERTS} in ${insertMs} ms (${Math.round((INSERTS / insertMs) * 1000)}/s), deliveries expected ${expected}`);
  console.log(`send → callback:   ${fmt(sendToCallback)}`);
  console.log(`commit → callback: ${fmt(commitToCallback)}`);
  console.log(`lost: ${lost}`);
  const ok = pct(sendToCallback, 95) < 100 && lost === 0;
  console.log(ok ? 'target met (p95 < 100 ms, none lost)' : 'target NOT met (p95 < 100 ms, none lost)');
  process.exitCode = ok ? 0 : 1;
} finally {
  if (process.env.BENCH_DEBUG) console.log(stack.output().split('\n').slice(-40).join('\n'));
  await Promise.all(clients.map((c) => c.removeAllChannels().catch(() => undefined)));
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
