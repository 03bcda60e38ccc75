import crypto from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { apiUrl, pastItsTime, serviceClient, signedInClient } from './clients.ts';
import { makeParty, makeTeam, type Client, type Team } from './fixtures.ts';
import { send } from './send.ts';

// /storage/v1/render/image/{public|authenticated|sign}/... through the unmodified supabase-js
// (getPublicUrl / createSignedUrl / download with `transform`) and plain fetch, plus the
// cache headers downloads and renders carry.

const CHAT = 'party-chat-files'; // private: members read through the select policy
let alice: { client: Client; userId: string };
let team: Team;
let partyId: string;

async function image(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 255, g: 128, b: 0 } } });
  return format === 'png' ? base.png().toBuffer() : base.jpeg().toBuffer();
}

async function get(url: string, init?: RequestInit) {
  const r = await fetch(url, init);
  return { status: r.status, headers: r.headers, body: Buffer.from(await r.arrayBuffer()) };
}

async function sizeOf(body: Buffer) {
  const m = await sharp(body).metadata();
  return { width: m.width, height: m.height, format: m.format };
}

async function uploadAvatar(bytes: Buffer, opts: { contentType?: string; cacheControl?: string; name?: string } = {}) {
  const path = `${alice.userId}/${opts.name ?? `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.png`}`;
  const up = await alice.client.storage
    .from('avatars')
    .upload(path, bytes, { contentType: opts.contentType ?? 'image/png', ...(opts.cacheControl ? { cacheControl: opts.cacheControl } : {}) });
  expect(up.error).toBeNull();
  return path;
}

async function uploadChatImage(): Promise<string> {
  const path = `chat-files/${partyId}/${team.ids.owner}/${Date.now()}_${Math.random().toString(36).slice(2, 8)}.png`;
  const up = await team.clients.owner.storage.from(CHAT).upload(path, await image(400, 300), { contentType: 'image/png' });
  expect(up.error).toBeNull();
  return path;
}

const bearer = async (c: Client) => ({ authorization: `Bearer ${(await c.auth.getSession()).data.session!.access_token}` });

beforeAll(async () => {
  alice = await signedInClient('render-alice');
  team = await makeTeam('render');
  partyId = await makeParty(team);
});

describe('render/image: size and format', () => {
  it('resizes through getPublicUrl with transform, keeping the aspect ratio for a width alone', async () => {
    const path = await uploadAvatar(await image(400, 300), { name: `été ${Date.now()}.png` });
    const { publicUrl } = alice.client.storage.from('avatars').getPublicUrl(path, { transform: { width: 100 } }).data;
    expect(publicUrl).toBe(`${apiUrl()}/storage/v1/render/image/public/avatars/${encodeURI(path)}?width=100`);
    const r = await get(publicUrl);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await sizeOf(r.body)).toEqual({ width: 100, height: 75, format: 'png' });
  });

  it('cover crops to the box, contain fits inside it, fill stretches', async () => {
    const path = await uploadAvatar(await image(400, 300));
    const url = (resize: 'cover' | 'contain' | 'fill') =>
      alice.client.storage.from('avatars').getPublicUrl(path, { transform: { width: 100, height: 100, resize } }).data.publicUrl;
    expect(await sizeOf((await get(url('cover'))).body)).toMatchObject({ width: 100, height: 100 });
    expect(await sizeOf((await get(url('contain'))).body)).toMatchObject({ width: 100, height: 75 });
    expect(await sizeOf((await get(url('fill'))).body)).toMatchObject({ width: 100, height: 100 });
    // Default is cover.
    const plain = `${apiUrl()}/storage/v1/render/image/public/avatars/${path}?width=100&height=100`;
    expect(await sizeOf((await get(plain)).body)).toMatchObject({ width: 100, height: 100 });
  });

  it('answers WebP to a browser that accepts it, the source format otherwise or with format=origin', async () => {
    const path = await uploadAvatar(await image(300, 200, 'jpeg'), { contentType: 'image/jpeg' });
    const base = `${apiUrl()}/storage/v1/render/image/public/avatars/${path}?width=150`;
    const webp = await get(base, { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    expect(await sizeOf(webp.body)).toEqual({ width: 150, height: 100, format: 'webp' });

    const noWebp = await get(base, { headers: { accept: 'image/png,*/*' } });
    expect(noWebp.headers.get('content-type')).toBe('image/jpeg');
    expect((await sizeOf(noWebp.body)).format).toBe('jpeg');

    const origin = await get(`${base}&format=origin`, { headers: { accept: 'image/webp' } });
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
    expect(origin.headers.get('vary')).toBeNull();

    // Lower quality, smaller file (on a photo-like image; a flat one compresses to nothing either way).
    const noisy = await sharp(crypto.randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    const noisyPath = await uploadAvatar(noisy, { contentType: 'image/jpeg' });
    const q20 = await get(`${apiUrl()}/storage/v1/render/image/public/avatars/${noisyPath}?quality=20&format=webp`);
    const q100 = await get(`${apiUrl()}/storage/v1/render/image/public/avatars/${noisyPath}?quality=100&format=webp`);
    expect(q20.headers.get('content-type')).toBe('image/webp');
    expect(q20.body.length).toBeLessThan(q100.body.length);
  });

  it('never enlarges and clamps sizes to 2500', async () => {
    const path = await uploadAvatar(await image(120, 80));
    const big = await get(`${apiUrl()}/storage/v1/render/image/public/avatars/${path}?width=99999`);
    expect(big.status).toBe(200);
    expect(await sizeOf(big.body)).toMatchObject({ width: 120, height: 80 });
  });

  it('keeps answering other requests while large renders run', async () => {
    const path = await uploadAvatar(await image(3000, 3000));
    const finished: string[] = [];
    const started = [1, 2, 3].map((i) => send(`${apiUrl()}/storage/v1/render/image/public/avatars/${path}?width=${1500 + i}&format=webp`, { headers: {} }));
    const renders = started.map(async ({ answer }, i) => {
      expect((await answer).status).toBe(200);
      finished.push(`render ${i + 1}`);
    });
    await Promise.all(started.map(({ sent }) => sent));
    const cheap = await get(`${apiUrl()}/storage/v1/object/public/avatars/${path}`, { method: 'HEAD' });
    expect(cheap.status).toBe(200);
    finished.push('cheap');
    await Promise.all(renders);
    expect(finished[0]).toBe('cheap');
  });

  it('refuses bad parameters with a 400 in Storage shape', async () => {
    const path = await uploadAvatar(await image(50, 50));
    const base = `${apiUrl()}/storage/v1/render/image/public/avatars/${path}`;
    for (const [q, message] of [
      ['width=abc', 'querystring/width must be integer'],
      ['width=-5', 'querystring/width must be >= 0'],
      ['quality=10', 'querystring/quality must be >= 20'],
      ['quality=101', 'querystring/quality must be <= 100'],
      ['resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
      ['format=gif', 'querystring/format must be equal to one of the allowed values'],
    ]) {
      const r = await get(`${base}?${q}`);
      expect(r.status, q).toBe(400);
      expect(JSON.parse(r.body.toString()), q).toMatchObject({ statusCode: '400', code: 'InvalidRequest', message });
    }
  });

  it('refuses SVG, non-images and bytes that are not what they claim; a missing object is a 404', async () => {
    const service = serviceClient();
    const bucket = `render-open-${Date.now()}`;
    expect((await service.storage.createBucket(bucket, { public: true })).error).toBeNull();
    try {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
      expect((await service.storage.from(bucket).upload('x.svg', Buffer.from(svg), { contentType: 'image/svg+xml' })).error).toBeNull();
      expect((await service.storage.from(bucket).upload('x.txt', Buffer.from('hello'), { contentType: 'text/plain' })).error).toBeNull();
      for (const name of ['x.svg', 'x.txt']) {
        const r = await get(`${apiUrl()}/storage/v1/render/image/public/${bucket}/${name}?width=10`);
        expect(r.status, name).toBe(400);
        expect(JSON.parse(r.body.toString()), name).toMatchObject({ statusCode: '400', message: 'The source image is invalid or unsupported for rendering' });
        expect(r.body.toString()).not.toContain('<script>');
      }
    } finally {
      await service.storage.emptyBucket(bucket);
      await service.storage.deleteBucket(bucket);
    }

    const gifPath = await uploadAvatar(Buffer.from('GIF89a not really'), { contentType: 'image/gif', name: `g-${Date.now()}.gif` });
    const gif = await get(`${apiUrl()}/storage/v1/render/image/public/avatars/${gifPath}?width=10`);
    expect(gif.status).toBe(400);

    const missing = await get(`${apiUrl()}/storage/v1/render/image/public/avatars/${alice.userId}/nope.png?width=10`);
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.body.toString())).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});

describe('cache headers', () => {
  it('downloads and renders carry the upload cacheControl (default 3600) with ETag, Last-Modified and 304', async () => {
    const dflt = await uploadAvatar(await image(64, 64));
    const custom = await uploadAvatar(await image(64, 64), { cacheControl: '31536000' });
    const blobPath = `${alice.userId}/blob-${Date.now()}.png`;
    const blob = new Blob([new Uint8Array(await image(64, 64))], { type: 'image/png' });
    expect((await alice.client.storage.from('avatars').upload(blobPath, blob, { cacheControl: '60' })).error).toBeNull();

    for (const [path, cc] of [
      [dflt, 'max-age=3600'],
      [custom, 'max-age=31536000'],
      [blobPath, 'max-age=60'],
    ]) {
      const download = await get(alice.client.storage.from('avatars').getPublicUrl(path).data.publicUrl);
      expect(download.headers.get('cache-control'), path).toBe(cc);
      const rendered = await get(alice.client.storage.from('avatars').getPublicUrl(path, { transform: { width: 32 } }).data.publicUrl);
      expect(rendered.status).toBe(200);
      expect(rendered.headers.get('cache-control'), path).toBe(cc);
      expect(rendered.headers.get('etag')).toBe(download.headers.get('etag'));
      expect(rendered.headers.get('last-modified')).toBe(download.headers.get('last-modified'));
    }

    const url = alice.client.storage.from('avatars').getPublicUrl(custom, { transform: { width: 32 } }).data.publicUrl;
    const first = await get(url);
    const again = await fetch(url, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('max-age=31536000');
    const etag = `"${crypto.createHash('md5').update(Buffer.from('x')).digest('hex')}"`;
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(200);
  });

  it('authenticated downloads carry it too; signed ones carry Expires instead, as hosted', async () => {
    const path = await uploadChatImage();
    const auth = await get(`${apiUrl()}/storage/v1/object/authenticated/${CHAT}/${path}`, { headers: await bearer(team.clients.owner) });
    expect(auth.status).toBe(200);
    expect(auth.headers.get('cache-control')).toBe('max-age=3600');
    expect(auth.headers.get('x-content-type-options')).toBe('nosniff');
    const signed = await team.clients.owner.storage.from(CHAT).createSignedUrl(path, 600);
    const s = await get(signed.data!.signedUrl);
    expect(s.status).toBe(200);
    expect(s.headers.get('cache-control')).toBeNull();
    expect(new Date(s.headers.get('expires')!).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('render/image: who may read', () => {
  it('a private object is not served through the public render route', async () => {
    const path = await uploadChatImage();
    const url = team.clients.owner.storage.from(CHAT).getPublicUrl(path, { transform: { width: 50 } }).data.publicUrl;
    for (const headers of [{}, await bearer(team.clients.owner)]) {
      const r = await get(url, { headers });
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body.toString())).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
    }
  });

  it('authenticated render goes through the select policy', async () => {
    const path = await uploadChatImage();
    const url = `${apiUrl()}/storage/v1/render/image/authenticated/${CHAT}/${path}?width=40`;
    const member = await get(url, { headers: await bearer(team.clients.view_only) });
    expect(member.status).toBe(200);
    expect(await sizeOf(member.body)).toMatchObject({ width: 40, height: 30 });

    // supabase-js's download with transform uses the same route.
    const dl = await team.clients.collaborator.storage.from(CHAT).download(path, { transform: { width: 40, format: 'origin' } });
    expect(dl.error).toBeNull();
    expect(await sizeOf(Buffer.from(await dl.data!.arrayBuffer()))).toEqual({ width: 40, height: 30, format: 'png' });

    const stranger = await get(url, { headers: await bearer(team.clients.stranger) });
    expect(stranger.status).toBe(400);
    expect(JSON.parse(stranger.body.toString())).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    expect((await team.clients.stranger.storage.from(CHAT).download(path, { transform: { width: 40 } })).error).not.toBeNull();

    const nobody = await get(url);
    expect(nobody.status).toBe(400);
    expect(JSON.parse(nobody.body.toString())).toMatchObject({ statusCode: '403' });
  });

  it('createSignedUrl with transform signs the options into a render URL; the query cannot change them', async () => {
    const path = await uploadChatImage();
    const signed = await team.clients.owner.storage
      .from(CHAT)
      .createSignedUrl(path, 600, { transform: { width: 80, height: 80, resize: 'cover', quality: 60 } });
    expect(signed.error).toBeNull();
    const url = signed.data!.signedUrl;
    expect(url).toContain(`/storage/v1/render/image/sign/${CHAT}/${path}?token=`);
    const r = await get(url, { headers: { accept: 'image/webp' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/webp');
    expect(r.headers.get('expires')).not.toBeNull();
    expect(await sizeOf(r.body)).toMatchObject({ width: 80, height: 80 });

    const tampered = await get(`${url}&width=400&height=300`);
    expect(await sizeOf(tampered.body)).toMatchObject({ width: 80, height: 80 });

    // A stranger cannot sign it; bad transform options are refused at signing.
    const denied = await team.clients.stranger.storage.from(CHAT).createSignedUrl(path, 600, { transform: { width: 80 } });
    expect(denied.error).not.toBeNull();
    const bad = await team.clients.owner.storage.from(CHAT).createSignedUrl(path, 600, { transform: { quality: 5 } });
    expect(bad.error?.message).toBe('body/transform/quality must be >= 20');
  });

  it('a signed render URL with a forged, foreign or expired token is refused', async () => {
    const path = await uploadChatImage();
    const other = await uploadChatImage();
    const signed = await team.clients.owner.storage.from(CHAT).createSignedUrl(path, 1, { transform: { width: 20 } });
    const url = new URL(signed.data!.signedUrl);
    const token = url.searchParams.get('token')!;

    const forged = await get(`${apiUrl()}/storage/v1/render/image/sign/${CHAT}/${path}?token=${token.slice(0, -3)}abc`);
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body.toString())).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });

    const foreign = await get(`${apiUrl()}/storage/v1/render/image/sign/${CHAT}/${other}?token=${token}`);
    expect(foreign.status).toBe(400);
    expect(JSON.parse(foreign.body.toString())).toMatchObject({ code: 'InvalidSignature' });

    const none = await get(`${apiUrl()}/storage/v1/render/image/sign/${CHAT}/${path}`);
    expect(JSON.parse(none.body.toString())).toMatchObject({ statusCode: '400', message: "querystring must have required property 'token'" });

    // An API token is not a signed URL token.
    const apiToken = (await team.clients.owner.auth.getSession()).data.session!.access_token;
    const asApi = await get(`${apiUrl()}/storage/v1/render/image/sign/${CHAT}/${path}?token=${apiToken}`);
    expect(JSON.parse(asApi.body.toString())).toMatchObject({ code: 'InvalidSignature' });

    const { iat, exp } = decodeJwt(token);
    expect(exp! - iat!).toBe(1);
    url.searchParams.set('token', await pastItsTime(token));
    const expired = await get(url.toString());
    expect(expired.status).toBe(400);
    expect(JSON.parse(expired.body.toString())).toMatchObject({ code: 'InvalidJWT', message: 'jwt expired' });
  });
});
