import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ALICE, BOB, startFixture, type Fixture } from './rest-fixture.ts';

// Unmodified supabase-js against the in-process /rest/v1 layer: what the app will send.
let f: Fixture;
let anon: SupabaseClient;
let alice: SupabaseClient;
let bob: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  f = await startFixture();
  anon = f.client();
  alice = f.client(await f.tokenFor(ALICE));
  bob = f.client(await f.tokenFor(BOB));
  service = f.client(f.serviceRoleKey);
}, 30_000);
afterAll(async () => f?.close());

describe('reads', () => {
  it('selects columns, aliases, casts and JSON paths', async () => {
    const { data, error, status } = await anon
      .from('authors')
      .select('id, label:name, id_text:id::text, country:meta->>country, hugo:meta->awards->hugo')
      .order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data![0]).toEqual({ id: 1, label: 'Ursula', id_text: '1', country: 'US', hugo: 5 });
    expect(data).toHaveLength(3);
  });

  it('renders types as PostgREST does', async () => {
    const { data } = await anon.from('books').select('price, published, tags').eq('id', 1).single();
    expect(data).toEqual({ price: 9.99, published: '1968-11-01', tags: ['fantasy', 'classic'] });
    const { data: a } = await anon.from('authors').select('created_at, meta').eq('id', 2).single();
    expect(a).toEqual({ created_at: '2024-01-01T00:00:00+00:00', meta: { country: 'UK' } });
  });

  it('embeds many-to-one, one-to-many, many-to-many and nested resources', async () => {
    const { data, error } = await anon.from('books').select('title, author:authors(name), genres(name), reviews(rating)').in('id', [1, 3]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'A Wizard of Earthsea', author: { name: 'Ursula' }, genres: [{ name: 'Fantasy' }], reviews: [{ rating: 5 }, { rating: 4 }] },
      { title: 'Guards! Guards!', author: { name: 'Terry' }, genres: [{ name: 'Fantasy' }, { name: 'Humour' }], reviews: [{ rating: 5 }] },
    ]);
    const nested = await anon.from('authors').select('name, books(title, reviews(rating))').eq('id', 3).single();
    expect(nested.data).toEqual({ name: 'Iain', books: [{ title: 'Consider Phlebas', reviews: [{ rating: 3 }] }] });
  });

  it('filters parents by an !inner embed and filters embedded rows', async () => {
    const { data } = await anon.from('authors').select('*, books!inner(title)').eq('books.title', 'Small Gods');
    expect(data).toHaveLength(1);
    expect(data![0].name).toBe('Terry');
    expect(data![0].books).toEqual([{ title: 'Small Gods' }]);
    const left = await anon.from('authors').select('name, books(title)').eq('books.title', 'Small Gods').order('id');
    expect(left.data!.map((a) => a.books.length)).toEqual([0, 1, 0]);
    const notNull = await anon.from('authors').select('name, books(title)').eq('books.title', 'Small Gods').not('books', 'is', null);
    expect(notNull.data!.map((a) => a.name)).toEqual(['Terry']);
  });

  it('orders, limits and filters embedded resources with referencedTable', async () => {
    const { data } = await anon
      .from('authors')
      .select('name, books(title)')
      .eq('id', 1)
      .order('title', { referencedTable: 'books', ascending: false })
      .limit(1, { referencedTable: 'books' })
      .single();
    expect(data).toEqual({ name: 'Ursula', books: [{ title: 'The Dispossessed' }] });
    const or = await anon
      .from('authors')
      .select('name, books(title)')
      .eq('id', 2)
      .or('title.eq.Small Gods,pages.gt.1000', { referencedTable: 'books' })
      .single();
    expect(or.data!.books).toEqual([{ title: 'Small Gods' }]);
  });

  it('orders by an embedded to-one column, with nulls first/last', async () => {
    const { data } = await anon.from('books').select('id, authors(name)').order('authors(name)', { ascending: true }).order('id');
    expect(data!.map((b) => b.id)).toEqual([5, 3, 4, 1, 2]);
    const nulls = await anon.from('books').select('id').order('price', { ascending: false, nullsFirst: true });
    expect(nulls.data!.map((b) => b.id)).toEqual([4, 2, 5, 1, 3]);
    const last = await anon.from('books').select('id').order('price', { ascending: true, nullsFirst: false });
    expect(last.data!.map((b) => b.id)).toEqual([3, 1, 5, 2, 4]);
  });

  it('supports spread, hints and reports ambiguity', async () => {
    const spread = await anon.from('books').select('title, ...authors(author_name:name)').eq('id', 5).single();
    expect(spread.data).toEqual({ title: 'Consider Phlebas', author_name: 'Iain' });
    const amb = await anon.from('authors').select('name, authors(name)');
    expect(amb.status).toBe(300);
    expect(amb.error!.code).toBe('PGRST201');
    const hinted = await anon.from('authors').select('name, mentor:authors!mentor_id(name)').eq('id', 2).single();
    expect(hinted.data).toEqual({ name: 'Terry', mentor: { name: 'Ursula' } });
    const view = await anon.from('book_summaries').select('title, authors(name)').eq('id', 3).single();
    expect(view.data).toEqual({ title: 'Guards! Guards!', authors: { name: 'Terry' } });
  });

  it('applies every filter operator supabase-js emits', async () => {
    const ids = async (q: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
      const r = await q;
      expect(r.error).toBeNull();
      return r.data!.map((x) => x.id).sort();
    };
    const b = () => anon.from('books').select('id');
    expect(await ids(b().eq('id', 2))).toEqual([2]);
    expect(await ids(b().neq('author_id', 1))).toEqual([3, 4, 5]);
    expect(await ids(b().gt('pages', 300))).toEqual([2, 5]);
    expect(await ids(b().gte('pages', 288).lt('pages', 400))).toEqual([2, 3]);
    expect(await ids(b().lte('price', 9.99))).toEqual([1, 3]);
    expect(await ids(b().like('title', '%Gods%'))).toEqual([4]);
    expect(await ids(b().ilike('title', '%earthsea'))).toEqual([1]);
    expect(await ids(b().likeAnyOf('title', ['Small%', 'The%']))).toEqual([2, 4]);
    expect(await ids(b().match({ author_id: 1, pages: 183 }))).toEqual([1]);
    // The local stack runs no client regular expression (docs/security.md #20): a PostgREST-shaped 400.
    for (const q of [b().regexMatch('title', '^[AG]'), b().regexIMatch('title', '^small')]) {
      const r = await q;
      expect(r.status).toBe(400);
      expect(r.error).toMatchObject({ code: 'PGRST193', hint: 'Use like or ilike, with * as the wildcard.' });
    }
    expect(await ids(b().is('price', null))).toEqual([4]);
    expect(await ids(b().not('published', 'is', null))).toEqual([1, 2, 3, 4]);
    expect(await ids(b().in('title', ['Small Gods', 'Guards! Guards!']))).toEqual([3, 4]);
    expect(await ids(b().in('id', []))).toEqual([]);
    expect(await ids(b().notIn('id', [1, 2, 3]))).toEqual([4, 5]);
    expect(await ids(b().contains('tags', ['classic']))).toEqual([1, 2]);
    expect(await ids(b().containedBy('tags', ['scifi', 'classic', 'x']))).toEqual([2, 5]);
    expect(await ids(b().overlaps('tags', ['humor', 'classic']))).toEqual([1, 2, 3, 4]);
    expect(await ids(b().textSearch('search', 'earthsea'))).toEqual([1]);
    expect(await ids(b().textSearch('title', 'small gods', { type: 'plain', config: 'english' }))).toEqual([4]);
    expect(await ids(b().textSearch('title', '"small gods"', { type: 'websearch' }))).toEqual([4]);
    expect(await ids(b().textSearch('title', 'guards guards', { type: 'phrase' }))).toEqual([3]);
    expect(await ids(b().or('pages.lt.200,and(author_id.eq.3,price.gt.10)'))).toEqual([1, 5]);
    expect(await ids(b().or('title.in.("Small Gods","Guards! Guards!"),id.eq.1'))).toEqual([1, 3, 4]);
    expect(await ids(b().not('id', 'in', '(1,2)').filter('pages', 'gt', '280'))).toEqual([3, 4, 5]);
    const json = await anon.from('authors').select('id').eq('meta->>country', 'UK');
    expect(json.data).toEqual([{ id: 2 }]);
    const jsonCs = await anon.from('authors').select('id').contains('meta', { country: 'US' });
    expect(jsonCs.data).toEqual([{ id: 1 }]);
    const isDistinct = await anon.from('books').select('id').isDistinct('price', null).order('id');
    expect(isDistinct.data!.map((x) => x.id)).toEqual([1, 2, 3, 5]);
  });

  it('counts, ranges and HEAD', async () => {
    const head = await anon.from('books').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(5);
    expect(head.data).toBeNull();
    expect(head.status).toBe(200);
    const page = await anon.from('books').select('id', { count: 'exact' }).order('id').range(1, 2);
    expect(page.data).toEqual([{ id: 2 }, { id: 3 }]);
    expect(page.count).toBe(5);
    expect(page.status).toBe(206);
    const none = await anon.from('books').select('id', { count: 'exact' }).eq('id', 999);
    expect(none.count).toBe(0);
    expect(none.status).toBe(200);
    const planned = await anon.from('books').select('id', { count: 'planned', head: true }).gt('id', 2);
    expect(planned.count).toBe(3);
    const raw = await fetch(`${f.url}/rest/v1/books?select=id&order=id`, {
      headers: { apikey: f.anonKey, Range: '3-', 'Range-Unit': 'items', Prefer: 'count=exact' },
    });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toBe('3-4/5');
    expect(await raw.json()).toEqual([{ id: 4 }, { id: 5 }]);
    const past = await anon.from('books').select('id', { count: 'exact' }).range(10, 12);
    expect(past.status).toBe(416);
    expect(past.error!.code).toBe('PGRST103');
  });

  it('single and maybeSingle on 0, 1 and 2 rows', async () => {
    const one = await anon.from('books').select('title').eq('id', 1).single();
    expect(one.data).toEqual({ title: 'A Wizard of Earthsea' });
    const zero = await anon.from('books').select('title').eq('id', 999).single();
    expect(zero.status).toBe(406);
    expect(zero.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    });
    const two = await anon.from('books').select('title').eq('author_id', 1).single();
    expect(two.error!.details).toBe('The result contains 2 rows');
    expect((await anon.from('books').select('title').eq('id', 999).maybeSingle()).data).toBeNull();
    expect((await anon.from('books').select('title').eq('id', 1).maybeSingle()).data).toEqual({ title: 'A Wizard of Earthsea' });
    const many = await anon.from('books').select('title').eq('author_id', 1).maybeSingle();
    expect(many.error!.code).toBe('PGRST116');
  });

  it('answers PostgREST errors for unknown names', async () => {
    const table = await anon.from('nope').select();
    expect(table.status).toBe(404);
    expect(table.error!.code).toBe('PGRST205');
    expect(table.error!.message).toBe("Could not find the table 'public.nope' in the schema cache");
    const col = await anon.from('books').select('nope');
    expect(col.status).toBe(400);
    expect(col.error!.code).toBe('42703');
    const embed = await anon.from('books').select('*, nope(*)');
    expect(embed.status).toBe(400);
    expect(embed.error!.code).toBe('PGRST200');
    const bad = await anon.from('books').select('id').filter('id', 'eqq', 1);
    expect(bad.status).toBe(400);
    expect(bad.error!.code).toBe('PGRST100');
    const typed = await anon.from('books').select('id').eq('id', 'abc');
    expect(typed.status).toBe(400);
    expect(typed.error!.code).toBe('22P02');
  });

  it('sees new tables after a migration without a restart', async () => {
    await f.db.exec('create table late_table (id int primary key); insert into late_table values (7);');
    // Reloads on a miss are rate-limited to one a second (earlier tests missed too): the clock is a second on.
    const realNow = Date.now;
    const later = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 1100);
    let answer;
    try {
      answer = await anon.from('late_table').select();
    } finally {
      later.mockRestore();
    }
    const { data, error } = answer;
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 7 }]);
  });
});

describe('row-level security and privileges', () => {
  it('hides rows the policy does not allow', async () => {
    expect((await anon.from('notes').select('body')).data).toEqual([]);
    const a = await alice.from('notes').select('body').order('id');
    expect(a.data).toEqual([{ body: 'alice 1' }, { body: 'alice 2' }]);
    expect((await bob.from('notes').select('body')).data).toEqual([{ body: 'bob 1' }]);
    expect((await service.from('notes').select('body')).data).toHaveLength(3);
    const upd = await bob.from('notes').update({ body: 'hacked' }).eq('body', 'alice 1').select();
    expect(upd.data).toEqual([]);
    expect((await alice.from('notes').select('body').eq('body', 'alice 1')).data).toHaveLength(1);
  });

  it('maps 42501 to 401 for anon and 403 for a signed-in user', async () => {
    const a = await anon.from('reviews').insert({ book_id: 1, rating: 5, user_id: ALICE });
    expect(a.status).toBe(401);
    expect(a.error!.code).toBe('42501');
    const b = await bob.from('reviews').insert({ book_id: 1, rating: 5, user_id: ALICE });
    expect(b.status).toBe(403);
    expect(b.error!.code).toBe('42501');
    const s = await bob.from('secrets').select();
    expect(s.status).toBe(403);
    const ok = await bob.from('reviews').insert({ book_id: 2, rating: 2 }).select('user_id').single();
    expect(ok.data).toEqual({ user_id: BOB });
  });

  it('refuses invalid tokens and unknown roles with 401', async () => {
    const expired = f.client(await f.tokenFor(ALICE, { exp: Math.floor(Date.now() / 1000) - 10 }));
    const e = await expired.from('books').select('id');
    expect(e.status).toBe(401);
    expect(e.error!.code).toBe('PGRST303');
    const odd = f.client(await f.tokenFor(ALICE, { role: 'postgres' }));
    expect((await odd.from('books').select('id')).status).toBe(401);
  });
});

describe('writes', () => {
  it('inserts one row, bulk rows, with representation and minimal', async () => {
    const minimal = await service.from('authors').insert({ name: 'Octavia' });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    const rep = await service
      .from('authors')
      .insert({ name: 'Ann', meta: { a: [1, 2] } })
      .select('name, meta, bio')
      .single();
    expect(rep.status).toBe(201);
    expect(rep.data).toEqual({ name: 'Ann', meta: { a: [1, 2] }, bio: null });
    const bulk = await service
      .from('authors')
      .insert([{ name: 'B1', bio: 'x' }, { name: 'B2' }])
      .select('name, bio');
    expect(bulk.data).toEqual([
      { name: 'B1', bio: 'x' },
      { name: 'B2', bio: null },
    ]);
    const counted = await service.from('genres').insert(
      [
        { id: 10, name: 'G10' },
        { id: 11, name: 'G11' },
      ],
      { count: 'exact' },
    );
    expect(counted.count).toBe(2);
  });

  it('keeps column defaults with defaultToNull: false (missing=default)', async () => {
    const { data } = await service
      .from('authors')
      .insert([{ name: 'D1', meta: { x: 1 } }, { name: 'D2' }], { defaultToNull: false })
      .select('name, meta, created_at');
    expect(data).toEqual([
      { name: 'D1', meta: { x: 1 }, created_at: '2024-01-01T00:00:00+00:00' },
      { name: 'D2', meta: {}, created_at: '2024-01-01T00:00:00+00:00' },
    ]);
    const nulls = await service
      .from('authors')
      .insert([{ name: 'D3', meta: {} }, { name: 'D4' }])
      .select();
    expect(nulls.error!.code).toBe('23502');
    expect(nulls.status).toBe(400);
  });

  it('upserts with onConflict, merge and ignoreDuplicates', async () => {
    const merged = await service.from('genres').upsert({ id: 1, name: 'Fantasy!' }).select().single();
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual({ id: 1, name: 'Fantasy!' });
    const created = await service.from('genres').upsert({ id: 20, name: 'New' }).select().single();
    expect(created.status).toBe(201);
    const byName = await service.from('genres').upsert({ id: 99, name: 'New' }, { onConflict: 'name' }).select();
    expect(byName.data).toEqual([{ id: 99, name: 'New' }]);
    const ignored = await service
      .from('genres')
      .upsert(
        [
          { id: 2, name: 'ignored' },
          { id: 21, name: 'Fresh' },
        ],
        { ignoreDuplicates: true },
      )
      .select();
    expect(ignored.data).toEqual([{ id: 21, name: 'Fresh' }]);
    expect((await service.from('genres').select('name').eq('id', 2).single()).data).toEqual({ name: 'Science fiction' });
  });

  it('maps constraint violations: 23505, 23503, 23514', async () => {
    const dup = await service.from('authors').insert({ name: 'Ursula' });
    expect(dup.status).toBe(409);
    expect(dup.error!.code).toBe('23505');
    expect(dup.error!.details).toContain('already exists');
    const fk = await service.from('books').insert({ author_id: 999, title: 'x' });
    expect(fk.status).toBe(409);
    expect(fk.error!.code).toBe('23503');
    const check = await service.from('books').insert({ author_id: 1, title: 'x', pages: -1 });
    expect(check.status).toBe(400);
    expect(check.error!.code).toBe('23514');
    const col = await service.from('books').insert({ author_id: 1, title: 'x', nope: 1 });
    expect(col.status).toBe(400);
    expect(col.error!.code).toBe('PGRST204');
  });

  it('updates and deletes with filters', async () => {
    const upd = await service.from('books').update({ price: 20 }).eq('author_id', 2).select('id, price').order('id');
    expect(upd.status).toBe(200);
    expect(upd.data).toEqual([
      { id: 3, price: 20 },
      { id: 4, price: 20 },
    ]);
    const minimal = await service.from('books').update({ pages: 300 }).eq('id', 4);
    expect(minimal.status).toBe(204);
    const counted = await service.from('books').update({ pages: 301 }, { count: 'exact' }).eq('author_id', 2);
    expect(counted.count).toBe(2);
    const ins = await service.from('books').insert({ author_id: 3, title: 'Doomed' }).select('id').single();
    const del = await service.from('books').delete().eq('id', ins.data!.id).select('title');
    expect(del.data).toEqual([{ title: 'Doomed' }]);
    const delMin = await service.from('books').delete().eq('id', 12345);
    expect(delMin.status).toBe(204);
  });

  it('rolls back a single-object write that touches other than one row', async () => {
    const r = await service.from('books').update({ pages: 1 }).eq('author_id', 1).select().single();
    expect(r.status).toBe(406);
    expect(r.error!.code).toBe('PGRST116');
    const { data } = await service.from('books').select('pages').eq('author_id', 1).order('id');
    expect(data).toEqual([{ pages: 183 }, { pages: 387 }]);
  });

  it('returns the representation with embeds', async () => {
    const { data } = await service.from('books').insert({ author_id: 1, title: 'Tehanu' }).select('title, authors(name)').single();
    expect(data).toEqual({ title: 'Tehanu', authors: { name: 'Ursula' } });
  });
});

describe('rpc', () => {
  it('calls scalar, setof, table and composite functions', async () => {
    expect((await anon.rpc('add_them', { a: 2, b: 3 })).data).toBe(5);
    expect((await anon.rpc('add_them', { a: 2, b: 3 }, { get: true })).data).toBe(5);
    // 'Tehanu' was inserted by the writes above.
    const setof = await anon.rpc('books_by_author', { author: 1 }).select('title').order('id', { ascending: false });
    expect(setof.data).toEqual([{ title: 'Tehanu' }, { title: 'The Dispossessed' }, { title: 'A Wizard of Earthsea' }]);
    const filtered = await anon.rpc('books_by_author', { author: 2 }).eq('id', 3).select('id, authors(name)');
    expect(filtered.data).toEqual([{ id: 3, authors: { name: 'Terry' } }]);
    const table = await anon.rpc('search_titles', { q: 'gods' }).gt('id', 3);
    expect(table.data).toEqual([{ id: 4, title: 'Small Gods' }]);
    const limited = await anon.rpc('search_titles', { q: '' }, { count: 'exact' }).range(0, 1);
    expect(limited.data).toHaveLength(2);
    expect(limited.count).toBeGreaterThanOrEqual(5);
    const single = await anon.rpc('search_titles', { q: 'Phlebas' }).single();
    expect(single.data).toEqual({ id: 5, title: 'Consider Phlebas' });
    expect((await anon.rpc('top_author')).data).toMatchObject({ id: 1, name: 'Ursula' });
    expect((await anon.rpc('author_count')).data).toBeGreaterThanOrEqual(3);
    expect((await anon.rpc('echo_json', { any: { nested: [1] } } as never)).data).toEqual({ any: { nested: [1] } });
  });

  it('runs void functions (204) and uses the caller identity', async () => {
    const v = await anon.rpc('hit', { counter: 'a' });
    expect(v.status).toBe(204);
    expect(v.error).toBeNull();
    expect((await alice.rpc('whoami')).data).toBe(ALICE);
    expect((await anon.rpc('whoami')).data).toBe('nobody');
  });

  it('maps function errors: raise → 400, unknown → 404, writes under GET → 405', async () => {
    const raised = await anon.rpc('fail_with', { msg: 'nope' });
    expect(raised.status).toBe(400);
    expect(raised.error).toEqual({ code: 'P0001', message: 'nope', details: null, hint: null });
    const missing = await anon.rpc('no_such_fn', { a: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error!.code).toBe('PGRST202');
    const wrongArgs = await anon.rpc('add_them', { a: 1 });
    expect(wrongArgs.status).toBe(404);
    const get = await anon.rpc('bump', { counter: 'b' }, { get: true });
    expect(get.status).toBe(405);
    expect(get.error!.code).toBe('25006');
    expect((await anon.rpc('bump', { counter: 'b' })).data).toBe(1);
  });
});

describe('speed', () => {
  it('answers a simple read in well under 5 ms', async () => {
    const url = `${f.url}/rest/v1/books?select=id,title&id=eq.1`;
    const headers = { apikey: f.anonKey };
    for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).text();
    // The median, so a parallel test file competing for the CPU does not decide the outcome.
    const samples: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t = performance.now();
      await (await fetch(url, { headers })).text();
      samples.push(performance.now() - t);
    }
    samples.sort((a, b) => a - b);
    expect(samples[50]).toBeLessThan(5);
  });
});
