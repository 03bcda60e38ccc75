// `npm run bench:api`: requests/s and latency of three typical calls against a fresh, seeded local stack.
import autocannon from 'autocannon';
import { createClient } from '@supabase/supabase-js';
import '../tests/integration/setup-websocket.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_JWT_SECRET } from '../supabase/local/config.ts';
import { wellKnownKeys } from '../supabase/local/jwt.ts';
import { startStackProcess } from '../tests/integration/stack-process.ts';
import type { Database } from '../src/lib/database.types.ts';

const PORT = Number(process.env.BENCH_PORT ?? 24721);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

/** Runs autocannon and computes percentiles from every response time (autocannon itself reports p97.5, not p95). */
function measure(opts: autocannon.Options) {
  return new Promise<{ rps: number; p50: number; p95: number; p99: number; errors: number }>((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(opts, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      const pct = (p: number) => Math.round((times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0) * 10) / 10;
      resolve({
        rps: Math.round(result.requests.average),
        p50: pct(50),
        p95: pct(95),
        p99: pct(99),
        errors: result.non2xx + result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-bench-'));
const stack = await startStackProcess({ port: PORT, dataDir });
try {
  const { anonKey } = await wellKnownKeys(DEFAULT_JWT_SECRET);
  const client = createClient<Database>(stack.url, anonKey, { auth: { persistSession: false } });
  const { data: auth, error } = await client.auth.signInWithPassword({ email: 'demo@confetti.test', password: 'ConfettiDemo!2026' });
  if (error) throw error;
  const token = auth.session!.access_token;
  const userId = auth.user!.id;
  const { data: plan } = await client.from('party_plans').select('id').eq('user_id', userId).limit(1).single();
  if (!plan) throw new Error('the seed has no party for the demo user');

  const userHeaders = { apikey: anonKey, authorization: `Bearer ${token}` };
  const cases = [
    {
      name: 'public plans, 20 newest',
      method: 'GET' as const,
      path: '/rest/v1/public_party_plans?select=*&order=created_at.desc&limit=20',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    },
    {
      name: 'one plan by id (owner)',
      method: 'GET' as const,
      path: `/rest/v1/party_plans?select=*&id=eq.${plan.id}`,
      headers: { ...userHeaders, accept: 'application/vnd.pgrst.object+json' },
    },
    {
      name: 'chat insert',
      method: 'POST' as const,
      path: '/rest/v1/party_chat_messages',
      headers: { ...userHeaders, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ party_id: plan.id, user_id: userId, message: 'Benchmark message', message_type: 'text' }),
    },
  ];

  const rows: string[] = [];
  for (const c of cases) {
    for (const connections of [1, 50]) {
      const r = await measure({
        url: stack.url + c.path,
        method: c.method,
        headers: c.headers,
        body: c.body,
        connections,
        duration: DURATION,
      });
      rows.push(`| ${c.name} | ${connections} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`);
    }
  }
  console.log('| case | connections | req/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
