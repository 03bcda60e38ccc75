import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/jwt.ts';
import { ALICE, startFixture, type Fixture } from './rest-fixture.ts';

// Malformed and hostile raw requests: none may answer 5xx, and none may change the fixture data.
let f: Fixture;
let before: string;

interface Case {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Statuses this case may legitimately answer besides any 4xx. */
  ok?: number[];
}

const TABLES = ['authors', 'books', 'reviews', 'genres', 'book_genres', 'notes', 'secrets', 'counters'];

async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const t of TABLES) {
    const r = await f.db.query<{ n: string; sum: string | null }>(
      `select count(*)::text as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as sum from public.${t} x`,
    );
    parts.push(`${t}:${r.rows[0].n}:${r.rows[0].sum}`);
  }
  return parts.join('\n');
}

function request(c: Case): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(f.url);
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: c.path.replace(/[^\x21-\x7e]/gu, (ch) => encodeURIComponent(ch)),
        method: c.method ?? 'GET',
        headers: { apikey: f.anonKey, ...c.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    if (c.body !== undefined) req.end(c.body);
    else req.end();
  });
}

/** A deterministic generator so failures reproduce. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

async function buildCases(): Promise<Case[]> {
  const enc = encodeURIComponent;
  const get = (q: string, ok: number[] = []): Case => ({ name: q, path: `/rest/v1/${q}`, ok });
  const cases: Case[] = [];
  // Broken filters.
  for (const q of [
    'books?id=eq',
    'books?id=',
    'books?id=eq.',
    'books?id=foo.1',
    'books?id=not.',
    'books?id=not.eqq.1',
    'books?id=in.1,2',
    'books?id=in.(1,2',
    'books?id=in.((1)',
    'books?id=is.maybe',
    'books?tags=cs.{1',
    'books?title=fts(bad config).x',
    `books?title=fts(${enc('english;drop table books')}).x`,
    'books?id=eq(any).1',
    'books?title=like(some).{a}',
    'books?id=gt.abc',
    'books?published=lt.yesterday',
    'books?price=eq.1e999999',
    'books?id=eq.99999999999999999999999',
    'books?tags=ov.notanarray',
    'books?id=adj.[1,2)',
    'books?nope=eq.1',
    `books?${enc('id;drop table books')}=eq.1`,
    `books?${enc('"id"--')}=eq.1`,
    `books?id=eq.${enc('1; delete from books')}`,
    `books?id=eq.${enc("1' or '1'='1")}`,
    `books?title=eq.${enc("x'); drop table books; --")}`,
    'books?meta->a=eq.1',
    `authors?${enc("meta->>a';drop")}=eq.1`,
    'authors?meta->>country=gt.',
    'books?books.id=eq.1',
    'books?authors.name=eq.x',
  ])
    cases.push(get(q, [200]));
  // Logic trees.
  for (const q of [
    'books?or=',
    'books?or=()',
    'books?or=(id.eq.1',
    'books?or=id.eq.1',
    'books?or=(id.eq.1,)',
    'books?or=(and())',
    'books?or=(not.id)',
    'books?or=(id)',
    'books?or=(id.eq.1))',
    'books?or=(nope.eq.1)',
    'books?and=(id.eq.1,id.eqq.2)',
    `books?or=(${enc('id.eq.1);drop table books;--')})`,
    'books?or=(title.eq."unterminated)',
    'books?not.or=(id.eq.1,id.eq.2)',
    `books?or=${'('.repeat(200)}id.eq.1${')'.repeat(200)}`,
    `books?or=(${'and('.repeat(60)}id.eq.1${')'.repeat(60)})`,
    'books?nope.or=(id.eq.1)',
    'books?or=(id.in.(1,2),id.cs.{1})',
  ])
    cases.push(get(q, [200]));
  // Select.
  for (const q of [
    'books?select=',
    'books?select=*,',
    'books?select=,',
    `books?select=${enc('id;drop table authors')}`,
    'books?select=id,(title)',
    'books?select=authors(',
    'books?select=authors()',
    'books?select=nope(*)',
    'books?select=a:b:c',
    `books?select=${enc('id::text;drop')}`,
    `books?select=${enc('id::"text"')}`,
    'books?select=id::int[]',
    `books?select=${enc('"id"')}`,
    `books?select=${enc('"id""--"')}`,
    'books?select=id--',
    `books?select=${enc('col"--')}`,
    'books?select=*,authors!nonexistent_hint(*)',
    'books?select=count()',
    'books?select=id.sum()',
    'authors?select=...books(title)',
    `books?select=${enc('🙂')}`,
    `books?select=${enc('ünï')}`,
    `books?select=${'authors(books('.repeat(40)}id${'))'.repeat(40)}`,
    'books?select=id::nosuchtype',
    'books?select=*,*,*',
    `books?select=${enc('title->>0')}`,
    'books?select=authors!inner!left(id)',
    'books?select=authors!a!b(id)',
    `books?select=${enc('id as x')}`,
    'books?select=!(id)',
    'books?select=...id',
    'books?select=:id',
    'books?select=id:',
  ])
    cases.push(get(q, [200]));
  // Order, limit, offset.
  for (const q of [
    `books?order=${enc('id;delete from books')}`,
    'books?order=id.sideways',
    'books?order=',
    'books?order=nope',
    'books?order=authors(name)',
    'books?order=id.desc.nullsfirst.extra',
    'books?order=(id)',
    'books?order=id.desc,',
    'books?select=*,reviews(*)&order=reviews(rating)',
    'books?limit=-1',
    'books?limit=abc',
    'books?limit=1e99',
    'books?limit=99999999999999999999',
    'books?offset=-5',
    'books?limit=9223372036854775807',
    'books?offset=9223372036854775807',
    'books?limit=0',
    'books?nope.limit=1',
    'books?authors.order=name',
  ])
    cases.push(get(q, [200, 206]));
  // Paths.
  for (const p of [
    'nope',
    'authors;drop',
    '%22authors%22',
    'pg_catalog.pg_class',
    'authors/1',
    '%E0%A4%A',
    'rpc/',
    'rpc/nope',
    'rpc/add_them?a=x&b=1',
    'rpc/pg_sleep?seconds=10',
    'rpc/add_them?a=1',
    'rpc/add_them?a=1&b=2&c=3',
    'rpc/bump?counter=x',
    'rpc/fail_with?msg=x',
    'rpc/books_by_author?author=1&select=nope',
    'rpc/books_by_author?author=abc',
    'rpc/search_titles?q=a&order=nope',
    'rpc/add_them/extra',
    '%00',
    'books%00',
    'authors?select=id&id=eq.%00',
    'books?title=eq.%F0%9F%98%80',
    'auth.users',
  ])
    cases.push(get(p, [200, 204]));
  // Headers.
  const alg = (h: object) => Buffer.from(JSON.stringify(h)).toString('base64url');
  const none = `${alg({ alg: 'none', typ: 'JWT' })}.${alg({ role: 'service_role' })}.`;
  const wrongSecret = await signJwt({ role: 'service_role' }, 'x'.repeat(40));
  const expired = await signJwt({ role: 'authenticated', sub: ALICE, exp: 1 }, f.secret);
  const pgRole = await signJwt({ role: 'postgres' }, f.secret);
  const admin = await signJwt({ role: 'supabase_admin' }, f.secret);
  const noRole = await signJwt({ sub: ALICE } as never, f.secret);
  for (const [n, headers] of Object.entries<Record<string, string>>({
    'range neg': { Range: '-5' },
    'range backwards': { Range: '5-1' },
    'range junk': { Range: 'abc' },
    'range huge': { Range: '0-99999999999999999999999' },
    csv: { Accept: 'text/csv' },
    xml: { Accept: 'application/xml' },
    'profile auth': { 'Accept-Profile': 'auth' },
    'profile sql': { 'Accept-Profile': "public'; drop" },
    'count weird': { Prefer: 'count=weird' },
    garbage: { Authorization: 'Bearer garbage' },
    'alg none': { Authorization: `Bearer ${none}` },
    'wrong secret': { Authorization: `Bearer ${wrongSecret}` },
    expired: { Authorization: `Bearer ${expired}` },
    'empty bearer': { Authorization: 'Bearer ' },
    basic: { Authorization: 'Basic eHl6' },
    'role postgres': { Authorization: `Bearer ${pgRole}` },
    'role admin': { Authorization: `Bearer ${admin}` },
    'no role': { Authorization: `Bearer ${noRole}` },
    'apikey junk': { apikey: 'junk' },
    'prefer junk': { Prefer: 'return=everything, count=, ;;;' },
  }))
    cases.push({ name: `header ${n}`, path: '/rest/v1/books?select=id', headers, ok: [200, 206] });
  // Writes that must all fail or touch nothing.
  const post = (name: string, body: string | Buffer, headers: Record<string, string> = {}, q = ''): Case => ({
    name,
    method: 'POST',
    path: `/rest/v1/authors${q}`,
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
  cases.push(
    post('not json', 'not json'),
    post('open brace', '{'),
    post('numbers', '[1,2]'),
    post('string', '"str"'),
    post('null', 'null'),
    post('empty', ''),
    post('mixed keys', '[{"name":"m1"},{"bio":"b"}]'),
    post('unknown col', '{"nope":1}'),
    post('null name', '{"name":null}'),
    post('bad id', '{"id":"abc","name":"x"}'),
    post('nul in value', '{"name":"x\\u0000y"}'),
    post('2MB', Buffer.alloc(2 * 1024 * 1024, 'a')),
    post('text/plain', '{"name":"tp"}', { 'content-type': 'text/plain' }),
    post('xml', '<a/>', { 'content-type': 'application/xml' }),
    post('columns sql', '{"name":"c"}', {}, `?columns=${enc('name;drop table authors')}`),
    post('on_conflict bad', '{"name":"oc"}', { Prefer: 'resolution=merge-duplicates' }, '?on_conflict=nope'),
    post('duplicate', '{"id":1,"name":"Ursula"}'),
    post('dup in batch', '[{"name":"z1"},{"name":"z1"}]'),
    post('deep json', `{"name":"d","meta":${'['.repeat(5000)}${']'.repeat(5000)}}`),
    post('single many', '[{"name":"s1"},{"name":"s2"}]', { Accept: 'application/vnd.pgrst.object+json', Prefer: 'return=representation' }),
    post('single zero', '[]', { Accept: 'application/vnd.pgrst.object+json' }),
    post('select bad', '{"name":"sb"}', { Prefer: 'return=representation' }, '?select=nope'),
    post('big array', JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ name: `x${i}`, id: 'bad' })))),
    { name: 'patch array', method: 'PATCH', path: '/rest/v1/authors?id=eq.1', body: '[]', headers: { 'content-type': 'application/json' } },
    { name: 'patch bad type', method: 'PATCH', path: '/rest/v1/authors?id=eq.1', body: '{"id":"x"}', headers: { 'content-type': 'application/json' } },
    {
      name: 'patch sql filter',
      method: 'PATCH',
      path: `/rest/v1/authors?id=eq.${enc('1;drop table authors')}`,
      body: '{"bio":"p"}',
      headers: { 'content-type': 'application/json' },
    },
    { name: 'patch unique', method: 'PATCH', path: '/rest/v1/authors?id=eq.1', body: '{"name":"Terry"}', headers: { 'content-type': 'application/json' } },
    { name: 'patch unknown', method: 'PATCH', path: '/rest/v1/authors?id=eq.1', body: '{"nope":"x"}', headers: { 'content-type': 'application/json' } },
    { name: 'patch broken or', method: 'PATCH', path: '/rest/v1/authors?or=(id.eq.1', body: '{"bio":"x"}', headers: { 'content-type': 'application/json' } },
    {
      name: 'patch single many',
      method: 'PATCH',
      path: '/rest/v1/books?author_id=eq.1',
      body: '{"pages":1}',
      headers: { 'content-type': 'application/json', Accept: 'application/vnd.pgrst.object+json' },
    },
    { name: 'delete bad', method: 'DELETE', path: '/rest/v1/authors?id=eq.abc' },
    { name: 'delete secrets', method: 'DELETE', path: '/rest/v1/secrets' },
    { name: 'delete notes anon', method: 'DELETE', path: '/rest/v1/notes', ok: [204] },
    { name: 'delete broken or', method: 'DELETE', path: '/rest/v1/books?or=(id.eq.1' },
    { name: 'delete fk', method: 'DELETE', path: '/rest/v1/books?id=eq.1&select=nope', headers: { Prefer: 'return=representation' } },
    {
      name: 'delete single many',
      method: 'DELETE',
      path: '/rest/v1/reviews?book_id=eq.1',
      headers: { Accept: 'application/vnd.pgrst.object+json' },
      ok: [204],
    },
    { name: 'put', method: 'PUT', path: '/rest/v1/authors?id=eq.1', body: '{"id":1,"name":"x"}', headers: { 'content-type': 'application/json' } },
    { name: 'propfind', method: 'PROPFIND', path: '/rest/v1/authors' },
    { name: 'rpc array body', method: 'POST', path: '/rest/v1/rpc/add_them', body: '[1]', headers: { 'content-type': 'application/json' } },
    { name: 'rpc bad arg', method: 'POST', path: '/rest/v1/rpc/add_them', body: '{"a":"x","b":1}', headers: { 'content-type': 'application/json' } },
    { name: 'rpc extra arg', method: 'POST', path: '/rest/v1/rpc/add_them', body: '{"a":1,"b":2,"c":3}', headers: { 'content-type': 'application/json' } },
    { name: 'rpc broken json', method: 'POST', path: '/rest/v1/rpc/add_them', body: '{"a":', headers: { 'content-type': 'application/json' } },
    {
      name: 'rpc sql name',
      method: 'POST',
      path: `/rest/v1/rpc/${enc('add_them(1,2);drop table books;--')}`,
      body: '{}',
      headers: { 'content-type': 'application/json' },
    },
    { name: 'rpc patch', method: 'PATCH', path: '/rest/v1/rpc/add_them', body: '{}', headers: { 'content-type': 'application/json' } },
    { name: 'rpc overflow', method: 'POST', path: '/rest/v1/rpc/add_them', body: '{"a":2147483647,"b":1}', headers: { 'content-type': 'application/json' } },
    { name: 'rpc raise', method: 'POST', path: '/rest/v1/rpc/fail_with', body: '{"msg":"boom"}', headers: { 'content-type': 'application/json' } },
    { name: 'head bad', method: 'HEAD', path: '/rest/v1/books?select=nope' },
    { name: 'head ok', method: 'HEAD', path: '/rest/v1/books?select=id', ok: [200] },
  );
  // Seeded fuzz of query syntax positions.
  const rand = rng(42);
  const alphabet = [
    ',',
    '(',
    ')',
    '.',
    ':',
    '!',
    '*',
    '"',
    "'",
    '\\',
    ';',
    '-',
    '>',
    ' ',
    '{',
    '}',
    '[',
    ']',
    '%',
    '_',
    'a',
    'id',
    'eq',
    'or',
    'not',
    'é',
    '😀',
    'title',
    '::',
    '->>',
  ];
  const fuzz = () => Array.from({ length: 1 + Math.floor(rand() * 12) }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
  for (let i = 0; cases.length < 230; i++) {
    const slot = i % 4;
    const v = enc(fuzz());
    const q = slot === 0 ? `select=${v}` : slot === 1 ? `order=${v}` : slot === 2 ? `id=${v}` : `or=(${v})`;
    cases.push(get(`books?${q}`, [200, 206]));
  }
  return cases;
}

beforeAll(async () => {
  f = await startFixture();
  before = await snapshot();
}, 30_000);
afterAll(async () => f?.close());

describe('hostile requests', () => {
  it('never answer 5xx, answer 4xx unless legitimately valid, and change nothing', async () => {
    const cases = await buildCases();
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const bad: string[] = [];
    for (const c of cases) {
      const r = await request(c);
      if (process.env.REST_HOSTILE_LOG) console.log(r.status, c.method ?? 'GET', c.path.slice(0, 100), r.body.slice(0, 140));
      const allowed = (r.status >= 400 && r.status < 500) || (c.ok ?? []).includes(r.status);
      if (!allowed) bad.push(`${c.method ?? 'GET'} ${c.path.slice(0, 120)} → ${r.status} ${r.body.slice(0, 200)}`);
      if (r.status >= 400 && c.method !== 'HEAD') {
        const body = JSON.parse(r.body) as Record<string, unknown>;
        if (typeof body.message !== 'string' || !('code' in body || r.status === 404)) bad.push(`${c.name}: error shape ${r.body.slice(0, 200)}`);
      }
    }
    expect(bad).toEqual([]);
    expect(await snapshot()).toBe(before);
  }, 60_000);

  it('still serves normal requests afterwards', async () => {
    const r = await request({ name: 'ok', path: '/rest/v1/books?select=id&order=id' });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toHaveLength(5);
  });
});
