import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types.ts';
import { decodeJwt } from 'jose';
import { anonClient, apiUrl, pastItsTime, serviceClient, signedInClient } from './clients.ts';

// Storage through the unmodified supabase-js against the running stack, with the buckets and
// policies of supabase/migrations/*_storage.sql.

type Client = SupabaseClient<Database>;
let alice: { client: Client; userId: string };
let bob: { client: Client; userId: string };
let carol: { client: Client; userId: string };
let service: Client;

/** Bytes that start like a PNG; content is irrelevant, the declared type is what buckets check. */
function png(size = 2048, seed = 1): Buffer {
  const b = Buffer.alloc(size, seed);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  return b;
}

async function fetchBytes(url: string, init?: RequestInit) {
  const r = await fetch(url, init);
  return { status: r.status, headers: r.headers, body: Buffer.from(await r.arrayBuffer()) };
}

/** A raw request whose path no URL parser has normalised (fetch would resolve `..` itself). */
function rawRequest(method: string, rawPath: string, body: Buffer, headers: Record<string, string>) {
  const u = new URL(apiUrl());
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(text);
        } catch {
          json = { text };
        }
        resolve({ status: res.statusCode ?? 0, json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  alice = await signedInClient('st-alice');
  bob = await signedInClient('st-bob');
  carol = await signedInClient('st-carol');
  service = serviceClient();
});

describe('avatars: upload, list, public URL, signed URL, remove', () => {
  it('serves the uploaded bytes at the public URL with their type and cache-control', async () => {
    const path = `${alice.userId}/${alice.userId}-${Date.now()}.png`;
    const bytes = png(4096, 7);
    const up = await alice.client.storage.from('avatars').upload(path, bytes, { contentType: 'image/png', cacheControl: '3600', upsert: true });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `avatars/${path}` });
    expect(up.data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const list = await alice.client.storage.from('avatars').list(alice.userId);
    expect(list.error).toBeNull();
    const entry = list.data!.find((f) => `${alice.userId}/${f.name}` === path);
    expect(entry).toBeDefined();
    expect(entry!.id).toBe(up.data!.id);
    expect(entry!.metadata).toMatchObject({ size: 4096, mimetype: 'image/png', cacheControl: 'max-age=3600' });

    const { publicUrl } = alice.client.storage.from('avatars').getPublicUrl(path).data;
    expect(publicUrl).toBe(`${apiUrl()}/storage/v1/object/public/avatars/${path}`);
    const got = await fetchBytes(publicUrl); // no apikey, no token: public bucket
    expect(got.status).toBe(200);
    expect(got.body.equals(bytes)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('cache-control')).toBe('max-age=3600');
    expect(got.headers.get('content-length')).toBe('4096');
    expect(got.headers.get('etag')).toBe(`"${crypto.createHash('md5').update(bytes).digest('hex')}"`);

    const notModified = await fetch(publicUrl, { headers: { 'if-none-match': got.headers.get('etag')! } });
    expect(notModified.status).toBe(304);

    const attach = await fetch(`${publicUrl}?download=me.png`);
    expect(attach.headers.get('content-disposition')).toContain('filename=me.png');

    const info = await alice.client.storage.from('avatars').info(path);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: path, bucketId: 'avatars', size: 4096, contentType: 'image/png' });
    expect((await alice.client.storage.from('avatars').exists(path)).data).toBe(true);
  });

  it('takes a browser-style Blob upload (multipart) and downloads it back', async () => {
    const path = `${alice.userId}/blob-${Date.now()}.webp`;
    const bytes = png(1000, 3);
    const up = await alice.client.storage.from('avatars').upload(path, new Blob([new Uint8Array(bytes)], { type: 'image/webp' }), { upsert: true });
    expect(up.error).toBeNull();
    const dl = await alice.client.storage.from('avatars').download(path);
    expect(dl.error).toBeNull();
    expect(Buffer.from(await dl.data!.arrayBuffer()).equals(bytes)).toBe(true);
    expect(dl.data!.type).toBe('image/webp');
  });

  it('signs a URL that works, then expires', async () => {
    const path = `${alice.userId}/signed-${Date.now()}.png`;
    const bytes = png(512, 9);
    expect((await alice.client.storage.from('avatars').upload(path, bytes, { contentType: 'image/png' })).error).toBeNull();
    const signed = await alice.client.storage.from('avatars').createSignedUrl(path, 1);
    expect(signed.error).toBeNull();
    expect(signed.data!.signedUrl).toContain(`/storage/v1/object/sign/avatars/${path}?token=`);
    const ok = await fetchBytes(signed.data!.signedUrl);
    expect(ok.status).toBe(200);
    expect(ok.body.equals(bytes)).toBe(true);

    // The token names one object only.
    const other = signed.data!.signedUrl.replace('signed-', 'other-');
    expect((await fetch(other)).status).toBe(400);

    const many = await alice.client.storage.from('avatars').createSignedUrls([path, `${alice.userId}/missing.png`], 60);
    expect(many.error).toBeNull();
    expect(many.data![0].signedUrl).toContain('token=');
    expect(many.data![1]).toMatchObject({ signedUrl: null, error: 'Either the object does not exist or you do not have access to it' });

    // The token ends the second asked for after it was signed; once that has passed, it is refused.
    const url = new URL(signed.data!.signedUrl);
    const token = url.searchParams.get('token')!;
    const { iat, exp } = decodeJwt(token);
    expect(exp! - iat!).toBe(1);
    url.searchParams.set('token', await pastItsTime(token));
    const expired = await fetch(url);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT', message: 'jwt expired' });
  });

  it('removes, after which the object is gone everywhere', async () => {
    const path = `${alice.userId}/gone-${Date.now()}.png`;
    expect((await alice.client.storage.from('avatars').upload(path, png(), { contentType: 'image/png' })).error).toBeNull();
    const removed = await alice.client.storage.from('avatars').remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((o) => o.name)).toEqual([path]);
    const list = await alice.client.storage.from('avatars').list(alice.userId, { search: 'gone-' });
    expect(list.data).toEqual([]);
    const pub = await fetch(alice.client.storage.from('avatars').getPublicUrl(path).data.publicUrl);
    expect(pub.status).toBe(400);
    expect(await pub.json()).toMatchObject({ statusCode: '404', error: 'not_found', message: 'Object not found' });
    const dl = await alice.client.storage.from('avatars').download(path);
    expect(dl.error).not.toBeNull();
    expect((await alice.client.storage.from('avatars').exists(path)).data).toBe(false);
  });

  it('lists folders first, then files, with limit, offset, sort and search', async () => {
    const base = `${alice.userId}/listing-${Date.now()}`;
    for (const name of ['b.png', 'a.png', 'sub/x.png', 'sub/y.png', 'c.png']) {
      expect((await alice.client.storage.from('avatars').upload(`${base}/${name}`, png(10), { contentType: 'image/png' })).error).toBeNull();
    }
    const all = await alice.client.storage.from('avatars').list(base);
    expect(all.data!.map((f) => [f.name, f.id === null])).toEqual([
      ['sub', true],
      ['a.png', false],
      ['b.png', false],
      ['c.png', false],
    ]);
    const page = await alice.client.storage.from('avatars').list(base, { limit: 2, offset: 1, sortBy: { column: 'name', order: 'desc' } });
    expect(page.data!.map((f) => f.name)).toEqual(['c.png', 'b.png']);
    const searched = await alice.client.storage.from('avatars').list(base, { search: 'B' });
    expect(searched.data!.map((f) => f.name)).toEqual(['b.png']);
    const bad = await alice.client.storage.from('avatars').list(base, { sortBy: { column: 'size; drop table x', order: 'asc' } });
    expect(bad.error).not.toBeNull();
  });
});

describe('policies decide who writes where', () => {
  it("refuses another user's write into someone's avatar folder with the RLS error", async () => {
    const path = `${alice.userId}/intruder-${Date.now()}.png`;
    const up = await bob.client.storage.from('avatars').upload(path, png(), { contentType: 'image/png' });
    expect(up.error).not.toBeNull();
    expect(up.error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
    const anonUp = await anonClient().storage.from('avatars').upload(path, png(), { contentType: 'image/png' });
    expect(anonUp.error).toMatchObject({ statusCode: '403' });
    // Nor may Bob overwrite or delete Alice's file.
    const mine = `${alice.userId}/keep-${Date.now()}.png`;
    expect((await alice.client.storage.from('avatars').upload(mine, png(), { contentType: 'image/png' })).error).toBeNull();
    expect((await bob.client.storage.from('avatars').update(mine, png(100), { contentType: 'image/png' })).error).toMatchObject({ statusCode: '403' });
    const rm = await bob.client.storage.from('avatars').remove([mine]);
    expect(rm.data).toEqual([]);
    expect((await alice.client.storage.from('avatars').exists(mine)).data).toBe(true);
  });

  it('lets party members upload chat files and refuses strangers', async () => {
    const party = await alice.client
      .from('party_plans')
      .insert({ user_id: alice.userId, party_type: 'Birthday Party', guest_count: 10, is_public: false })
      .select('id')
      .single();
    expect(party.error).toBeNull();
    const partyId = party.data!.id;
    // Memberships come from accepted invitations (the API refuses inserts); the service role stands in.
    const member = await serviceClient().from('party_members').insert({ party_id: partyId, user_id: bob.userId, permission_level: 'collaborator' });
    expect(member.error).toBeNull();

    const file = (userId: string) => `chat-files/${partyId}/${userId}/${Date.now()}_${Math.random().toString(36).slice(2)}.txt`;
    const opts = { contentType: 'text/plain', cacheControl: '3600', upsert: false };

    const stranger = await carol.client.storage.from('party-chat-files').upload(file(carol.userId), 'hello', opts);
    expect(stranger.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });

    const bobPath = file(bob.userId);
    const byMember = await bob.client.storage.from('party-chat-files').upload(bobPath, 'hello from bob', opts);
    expect(byMember.error).toBeNull();
    const byOwner = await alice.client.storage.from('party-chat-files').upload(file(alice.userId), 'hello from alice', opts);
    expect(byOwner.error).toBeNull();

    // A member writes only under their own folder; a malformed party id is a clean denial.
    expect((await bob.client.storage.from('party-chat-files').upload(file(alice.userId), 'x', opts)).error).toMatchObject({ statusCode: '403' });
    const malformed = await bob.client.storage.from('party-chat-files').upload(`chat-files/not-a-uuid/${bob.userId}/x.txt`, 'x', opts);
    expect(malformed.error).toMatchObject({ statusCode: '403' });

    // Members list the party's files; the stranger sees nothing.
    const listed = await alice.client.storage.from('party-chat-files').list(`chat-files/${partyId}/${bob.userId}`);
    expect(listed.data!.length).toBe(1);
    const hidden = await carol.client.storage.from('party-chat-files').list(`chat-files/${partyId}/${bob.userId}`);
    expect(hidden.data).toEqual([]);

    // The bucket is private: members read through a signed URL, the public URL serves nobody.
    const pub = await fetchBytes(bob.client.storage.from('party-chat-files').getPublicUrl(bobPath).data.publicUrl);
    expect(pub.status).toBe(400);
    const signed = await alice.client.storage.from('party-chat-files').createSignedUrl(bobPath, 600);
    expect(signed.error).toBeNull();
    const viaSigned = await fetchBytes(signed.data!.signedUrl);
    expect(viaSigned.status).toBe(200);
    expect(viaSigned.body.toString()).toBe('hello from bob');
  });
});

describe('bucket limits', () => {
  it('refuses a 6 MB avatar (413) and a non-image avatar (415)', async () => {
    const big = await alice.client.storage.from('avatars').upload(`${alice.userId}/big.png`, png(6 * 1024 * 1024), { contentType: 'image/png' });
    expect(big.error).toMatchObject({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const bigBlob = await alice.client.storage
      .from('avatars')
      .upload(`${alice.userId}/big2.png`, new Blob([new Uint8Array(png(6 * 1024 * 1024))], { type: 'image/png' }));
    expect(bigBlob.error).toMatchObject({ statusCode: '413' });

    const text = await alice.client.storage.from('avatars').upload(`${alice.userId}/notes.txt`, 'not an image', { contentType: 'text/plain' });
    expect(text.error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type text/plain is not supported' });
    const textBlob = await alice.client.storage.from('avatars').upload(`${alice.userId}/doc.pdf`, new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(textBlob.error).toMatchObject({ statusCode: '415' });

    const listed = await alice.client.storage.from('avatars').list(alice.userId, { search: 'big' });
    expect(listed.data).toEqual([]);
  });
});

describe('object names', () => {
  const marker = `pwned-${crypto.randomBytes(4).toString('hex')}`;

  it('refuses traversal, absolute, backslash and control-character names', async () => {
    const s = alice.client.storage.from('avatars');
    const opts = { contentType: 'image/png', upsert: true };
    for (const name of [`../${marker}`, `a/../../${marker}`, `%2e%2e/${marker}`, `${alice.userId}/../../${marker}`, `${alice.userId}/a\u0000${marker}.png`]) {
      const r = await s.upload(name, png(), opts);
      expect(r.error, name).not.toBeNull();
    }

    const token = (await alice.client.auth.getSession()).data.session!.access_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'x-upsert': 'true' };
    // Dot segments, literal or percent-encoded, are resolved by the gateway's URL parsing before
    // routing (as any HTTP stack does), so they land outside /storage/v1 or on another name.
    for (const raw of [`${alice.userId}/../../../../${marker}`, `${alice.userId}/%2e%2e/%2E%2E/%2e%2E/${marker}`]) {
      const r = await rawRequest('POST', `/storage/v1/object/avatars/${raw}`, png(), headers);
      expect(r.status, raw).toBeGreaterThanOrEqual(400);
      expect(r.status, raw).toBeLessThan(500);
    }
    // In JSON bodies they arrive as written, and are refused as names.
    for (const bad of [`${alice.userId}/../${marker}`, `../${marker}`, `/${marker}`, `${alice.userId}/a\\${marker}`]) {
      const moved = await s.move(`${alice.userId}/whatever.png`, bad);
      expect(moved.error, bad).toMatchObject({ status: 400, statusCode: '400', message: expect.stringContaining('Invalid key') });
      const copied = await s.copy(`${alice.userId}/whatever.png`, bad);
      expect(copied.error, bad).toMatchObject({ statusCode: '400' });
    }
    for (const raw of [
      `${alice.userId}/%252e%252e/${marker}`,
      `${alice.userId}/..%5c..%5c${marker}`,
      `%2Fetc%2F${marker}`,
      `/${marker}`,
      `${alice.userId}/a%00${marker}.png`,
      `${alice.userId}//${marker}`,
      `${alice.userId}/${'x'.repeat(1100)}`,
      `${alice.userId}/%E0%A4%A`,
    ]) {
      const r = await rawRequest('POST', `/storage/v1/object/avatars/${raw}`, png(), headers);
      expect(r.status, raw).toBe(400);
      expect(r.json, raw).toMatchObject({ statusCode: '400', error: 'Invalid Key' });
    }

    // Nothing anywhere carries the marker: bytes live under uuid names, never the object name.
    const found: string[] = [];
    const walk = (dir: string, depth: number) => {
      if (depth < 0) return;
      let entries: fs.Dirent[] = [];
      try {
        entries = fs.readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        if (e.name === 'node_modules' || e.name === '.git') continue;
        if (e.name.includes(marker)) found.push(path.join(dir, e.name));
        if (e.isDirectory()) walk(path.join(dir, e.name), depth - 1);
      }
    };
    walk(os.tmpdir(), 5);
    walk(path.resolve(import.meta.dirname, '../..'), 4);
    expect(found).toEqual([]);
    const rows = await service.storage.from('avatars').list(alice.userId, { search: 'a' });
    expect(rows.data!.some((f) => f.name.includes(marker))).toBe(false);
  });
});

describe('upsert, update, move and copy', () => {
  it('upsert overwrites; a plain upload of an existing name is a 409', async () => {
    const s = alice.client.storage.from('avatars');
    const path = `${alice.userId}/same-${Date.now()}.png`;
    expect((await s.upload(path, png(100, 1), { contentType: 'image/png' })).error).toBeNull();
    const dup = await s.upload(path, png(100, 2), { contentType: 'image/png' });
    expect(dup.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    expect((await s.upload(path, png(200, 3), { contentType: 'image/png', upsert: true })).error).toBeNull();
    let got = await fetchBytes(s.getPublicUrl(path).data.publicUrl);
    expect(got.body.equals(png(200, 3))).toBe(true);
    expect((await s.update(path, png(300, 4), { contentType: 'image/jpeg' })).error).toBeNull();
    got = await fetchBytes(s.getPublicUrl(path).data.publicUrl);
    expect(got.body.equals(png(300, 4))).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
  });

  it("moves and copies within the caller's folder", async () => {
    const s = alice.client.storage.from('avatars');
    const a = `${alice.userId}/move-a-${Date.now()}.png`;
    const b = a.replace('move-a', 'move-b');
    const c = a.replace('move-a', 'move-c');
    const bytes = png(321, 5);
    expect((await s.upload(a, bytes, { contentType: 'image/png' })).error).toBeNull();
    const moved = await s.move(a, b);
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual({ message: 'Successfully moved' });
    expect((await s.exists(a)).data).toBe(false);
    expect((await fetchBytes(s.getPublicUrl(b).data.publicUrl)).body.equals(bytes)).toBe(true);

    const copied = await s.copy(b, c);
    expect(copied.error).toBeNull();
    expect(copied.data).toEqual({ path: `avatars/${c}` });
    expect((await fetchBytes(s.getPublicUrl(b).data.publicUrl)).body.equals(bytes)).toBe(true);
    expect((await fetchBytes(s.getPublicUrl(c).data.publicUrl)).body.equals(bytes)).toBe(true);

    // Out of one's own folder, or onto an existing name, is refused.
    expect((await s.move(b, `${bob.userId}/stolen.png`)).error).toMatchObject({ statusCode: '403' });
    expect((await s.copy(b, c)).error).toMatchObject({ statusCode: '409' });
    expect((await s.move(`${alice.userId}/nope.png`, `${alice.userId}/nope2.png`)).error).toMatchObject({ statusCode: '404' });
  });
});

describe('buckets', () => {
  it('lets the service role manage buckets and refuses users', async () => {
    const id = `test-bucket-${Date.now()}`;
    const denied = await alice.client.storage.createBucket(id, { public: false });
    expect(denied.error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
    const avatarsAgain = await alice.client.storage.createBucket('avatars', { public: true, allowedMimeTypes: ['image/*'], fileSizeLimit: 5242880 });
    expect(avatarsAgain.error).not.toBeNull();

    const created = await service.storage.createBucket(id, { public: false, fileSizeLimit: '1MB', allowedMimeTypes: ['text/plain'] });
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ name: id });
    expect((await service.storage.createBucket(id, { public: false })).error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

    const got = await service.storage.getBucket(id);
    expect(got.data).toMatchObject({ id, name: id, public: false, file_size_limit: 1000000, allowed_mime_types: ['text/plain'] });
    const listed = await service.storage.listBuckets();
    expect(listed.data!.map((b) => b.id)).toEqual(expect.arrayContaining(['avatars', 'party-chat-files', 'tshirt-designs', 'party-photos', id]));

    // Private bucket: no public URL, no access for users without policies, service role reads.
    const up = await service.storage.from(id).upload('secret.txt', 'classified', { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    expect((await fetch(service.storage.from(id).getPublicUrl('secret.txt').data.publicUrl)).status).toBe(400);
    expect((await alice.client.storage.from(id).download('secret.txt')).error).not.toBeNull();
    expect((await alice.client.storage.from(id).createSignedUrl('secret.txt', 60)).error).not.toBeNull();
    const dl = await service.storage.from(id).download('secret.txt');
    expect(await dl.data!.text()).toBe('classified');
    const signed = await service.storage.from(id).createSignedUrl('secret.txt', 60);
    expect((await fetchBytes(signed.data!.signedUrl)).body.toString()).toBe('classified');

    expect((await service.storage.updateBucket(id, { public: true })).error).toBeNull();
    expect((await fetchBytes(service.storage.from(id).getPublicUrl('secret.txt').data.publicUrl)).status).toBe(200);

    const notEmpty = await service.storage.deleteBucket(id);
    expect(notEmpty.error).toMatchObject({ statusCode: '409' });
    expect((await service.storage.emptyBucket(id)).error).toBeNull();
    expect((await service.storage.deleteBucket(id)).error).toBeNull();
    expect((await service.storage.getBucket(id)).error).toMatchObject({ statusCode: '404' });
  });
});
