import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, serviceClient } from '../clients.ts';
import { makeParty, makeTeam, type Client, type Team } from '../fixtures.ts';

// Who can read, list and sign what in the storage buckets, and what the stack serves back:
// visitors (anon key), a signed-in stranger, a removed member and the party's members.

const CHAT = 'party-chat-files';
let team: Team;
let partyId: string;

function png(size = 1024, seed = 7): Buffer {
  const b = Buffer.alloc(size, seed);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  return b;
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>';

async function get(url: string, init?: RequestInit) {
  const r = await fetch(url, init);
  return { status: r.status, headers: r.headers, text: Buffer.from(await r.arrayBuffer()).toString('utf8') };
}

const chatPath = (userId: string, ext = 'txt') => `chat-files/${partyId}/${userId}/${Date.now()}_${Math.random().toString(36).slice(2, 8)}.${ext}`;

async function uploadChatFile(client: Client, userId: string, body = 'the guest list') {
  const path = chatPath(userId);
  const up = await client.storage.from(CHAT).upload(path, body, { contentType: 'text/plain', cacheControl: '3600' });
  expect(up.error).toBeNull();
  return path;
}

beforeAll(async () => {
  team = await makeTeam('sec-storage');
  partyId = await makeParty(team);
});

describe('#9 chat files are private to the party', () => {
  it('#9 the public URL serves nobody; every member level signs a URL for that one file', async () => {
    const path = await uploadChatFile(team.clients.collaborator, team.ids.collaborator);
    const publicUrl = team.clients.collaborator.storage.from(CHAT).getPublicUrl(path).data.publicUrl;
    for (const headers of [
      {} as Record<string, string>,
      { authorization: `Bearer ${(await team.clients.stranger.auth.getSession()).data.session!.access_token}` },
    ]) {
      const r = await get(publicUrl, { headers });
      expect(r.status).toBe(400);
      expect(JSON.parse(r.text)).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
    }
    expect((await get(publicUrl)).text).not.toContain('the guest list');
    const bucket = await serviceClient().storage.getBucket(CHAT);
    expect(bucket.data?.public).toBe(false);

    // Every member level reads through a signed URL, made for one file only.
    const notes = await uploadChatFile(team.clients.owner, team.ids.owner, 'owner notes');
    for (const who of ['owner', 'co_admin', 'collaborator', 'view_only'] as const) {
      const many = await team.clients[who].storage.from(CHAT).createSignedUrls([notes], 600);
      expect(many.error).toBeNull();
      const url = many.data![0].signedUrl!;
      expect(url).toContain(`/storage/v1/object/sign/${CHAT}/${notes}?token=`);
      const r = await get(url);
      expect(r.status).toBe(200);
      expect(r.text).toBe('owner notes');
      // The token names one object: swapping the path does not open another file.
      const other = await uploadChatFile(team.clients.owner, team.ids.owner, 'another');
      const swapped = await get(url.replace(notes, other));
      expect(swapped.status).toBe(400);
      expect(swapped.text).not.toContain('another');
    }
  });

  it('#9 a visitor and a stranger can neither download, list, sign nor add a chat file', async () => {
    const path = await uploadChatFile(team.clients.view_only, team.ids.view_only);
    for (const who of ['anonymous', 'stranger'] as const) {
      const client = team.clients[who];
      const dl = await client.storage.from(CHAT).download(path);
      expect(dl.data).toBeNull();
      const listed = await client.storage.from(CHAT).list(`chat-files/${partyId}/${team.ids.view_only}`);
      expect(listed.data ?? []).toEqual([]);
      const root = await client.storage.from(CHAT).list(`chat-files/${partyId}`);
      expect(root.data ?? []).toEqual([]);
      const signed = await client.storage.from(CHAT).createSignedUrl(path, 600);
      expect(signed.data).toBeNull();
      const many = await client.storage.from(CHAT).createSignedUrls([path], 600);
      expect(many.data?.[0]?.signedUrl ?? null).toBeNull();
    }

    // Writing: only a member, only into their own folder.
    const opts = { contentType: 'text/plain' };
    const intoOther = await team.clients.collaborator.storage.from(CHAT).upload(chatPath(team.ids.owner), 'x', opts);
    expect(intoOther.error).toMatchObject({ statusCode: '403' });
    const stranger = await team.clients.stranger.storage.from(CHAT).upload(chatPath(team.ids.stranger), 'x', opts);
    expect(stranger.error).toMatchObject({ statusCode: '403' });
    const anon = await team.clients.anonymous.storage.from(CHAT).upload(chatPath(team.ids.owner), 'x', opts);
    expect(anon.error).not.toBeNull();
  });

  it('#9 a removed member loses the files: the old public URL, listing and re-signing all fail', async () => {
    const removed = await makeTeam('sec-storage-rm');
    const ownParty = await makeParty(removed);
    const path = `chat-files/${ownParty}/${removed.ids.view_only}/${Date.now()}_rm.txt`;
    const up = await removed.clients.view_only.storage.from(CHAT).upload(path, 'before removal', { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    const client = removed.clients.view_only;
    const before = await client.storage.from(CHAT).createSignedUrl(path, 600);
    expect(before.error).toBeNull();
    expect((await get(before.data!.signedUrl)).text).toBe('before removal');

    const kick = await removed.clients.owner.from('party_members').delete().eq('party_id', ownParty).eq('user_id', removed.ids.view_only);
    expect(kick.error).toBeNull();

    expect((await get(client.storage.from(CHAT).getPublicUrl(path).data.publicUrl)).status).toBe(400);
    expect((await client.storage.from(CHAT).download(path)).data).toBeNull();
    expect((await client.storage.from(CHAT).list(`chat-files/${ownParty}/${removed.ids.view_only}`)).data ?? []).toEqual([]);
    expect((await client.storage.from(CHAT).createSignedUrl(path, 600)).data).toBeNull();
    const many = await client.storage.from(CHAT).createSignedUrls([path], 600);
    expect(many.data?.[0]).toMatchObject({ signedUrl: null, error: 'Either the object does not exist or you do not have access to it' });
    // Nor may they add files to the party any more.
    const again = await client.storage.from(CHAT).upload(`chat-files/${ownParty}/${removed.ids.view_only}/late.txt`, 'x', { contentType: 'text/plain' });
    expect(again.error).toMatchObject({ statusCode: '403' });
  });
});

describe('#10 visitors cannot list the folders of public buckets', () => {
  let avatarPath: string;
  let designPath: string;
  let photoPath: string;

  beforeAll(async () => {
    avatarPath = `${team.ids.owner}/${team.ids.owner}-${Date.now()}.png`;
    expect((await team.clients.owner.storage.from('avatars').upload(avatarPath, png(), { contentType: 'image/png', upsert: true })).error).toBeNull();
    designPath = `${team.ids.owner}/${partyId}_design_${Date.now()}.png`;
    expect((await team.clients.owner.storage.from('tshirt-designs').upload(designPath, png(), { contentType: 'image/png' })).error).toBeNull();
    photoPath = `${partyId}/upload-${Date.now()}.png`;
    expect((await team.clients.collaborator.storage.from('party-photos').upload(photoPath, png(), { contentType: 'image/png' })).error).toBeNull();
  });

  it('#10 a visitor lists nothing in avatars, tshirt-designs or party-photos, and still downloads by public URL', async () => {
    const anon = team.clients.anonymous;
    for (const [bucket, folder] of [
      ['avatars', team.ids.owner],
      ['tshirt-designs', team.ids.owner],
      ['party-photos', partyId],
    ] as const) {
      const root = await anon.storage.from(bucket).list();
      expect(root.error).toBeNull();
      expect(root.data).toEqual([]);
      const inside = await anon.storage.from(bucket).list(folder);
      expect(inside.data).toEqual([]);
      const searched = await anon.storage.from(bucket).list('', { search: team.ids.owner.slice(0, 4) });
      expect(searched.data).toEqual([]);
    }

    // Files are still served by their public URL to anyone.
    for (const [bucket, path] of [
      ['avatars', avatarPath],
      ['tshirt-designs', designPath],
      ['party-photos', photoPath],
    ] as const) {
      const r = await fetch(team.clients.anonymous.storage.from(bucket).getPublicUrl(path).data.publicUrl);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
    }
  });

  it("#10 a signed-in stranger lists nothing of another user's or a private party's folder; its owners still do", async () => {
    const s = team.clients.stranger;
    expect((await s.storage.from('avatars').list()).data).toEqual([]);
    expect((await s.storage.from('avatars').list(team.ids.owner)).data).toEqual([]);
    expect((await s.storage.from('tshirt-designs').list(team.ids.owner)).data).toEqual([]);
    expect((await s.storage.from('party-photos').list()).data).toEqual([]);
    expect((await s.storage.from('party-photos').list(partyId)).data).toEqual([]);
    // A view-only member does not write the party's photos, so does not list them either.
    expect((await team.clients.view_only.storage.from('party-photos').list(partyId)).data).toEqual([]);
    // Nor can a stranger sign someone else's file.
    expect((await s.storage.from('avatars').createSignedUrl(avatarPath, 60)).data).toBeNull();

    // The folder's owners still list it: the user, and the party's editors.
    const mine = await team.clients.owner.storage.from('avatars').list(team.ids.owner);
    expect(mine.data!.map((f) => f.name)).toContain(avatarPath.split('/')[1]);
    const designs = await team.clients.owner.storage.from('tshirt-designs').list(team.ids.owner, { search: `${partyId}_design_` });
    expect(designs.data!.map((f) => f.name)).toContain(designPath.split('/')[1]);
    for (const who of ['owner', 'co_admin', 'collaborator'] as const) {
      const photos = await team.clients[who].storage.from('party-photos').list(partyId);
      expect(photos.data!.map((f) => f.name)).toContain(photoPath.split('/')[1]);
    }
  });
});

describe('#13 no script from the storage origin; copy and move keep bucket limits', () => {
  it('#13 SVG is refused in every image bucket, declared or disguised as PNG', async () => {
    const cases: Array<[Client, string, string]> = [
      [team.clients.owner, 'avatars', `${team.ids.owner}/evil-${Date.now()}`],
      [team.clients.owner, 'tshirt-designs', `${team.ids.owner}/${partyId}_design_${Date.now()}`],
      [team.clients.owner, 'party-photos', `${partyId}/evil-${Date.now()}`],
      [team.clients.owner, CHAT, `chat-files/${partyId}/${team.ids.owner}/${Date.now()}_evil`],
    ];
    for (const [client, bucket, base] of cases) {
      const declared = await client.storage.from(bucket).upload(`${base}.svg`, SVG, { contentType: 'image/svg+xml' });
      expect(declared.error, bucket).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
      const blob = await client.storage.from(bucket).upload(`${base}-b.svg`, new Blob([SVG], { type: 'image/svg+xml' }));
      expect(blob.error, bucket).toMatchObject({ statusCode: '415' });
      const disguised = await client.storage.from(bucket).upload(`${base}.png`, `\n  ${SVG}`, { contentType: 'image/png' });
      expect(disguised.error, bucket).toMatchObject({ statusCode: '415', code: 'InvalidMimeType', message: 'mime type image/svg+xml is not supported' });
      const disguisedBlob = await client.storage.from(bucket).upload(`${base}-b.png`, new Blob([SVG], { type: 'image/png' }));
      expect(disguisedBlob.error, bucket).toMatchObject({ statusCode: '415' });
    }
    const rows = await serviceClient().storage.from('avatars').list(team.ids.owner, { search: 'evil' });
    expect(rows.data).toEqual([]);
  });

  it('#13 every download carries nosniff: public, authenticated and signed', async () => {
    const path = `${team.ids.owner}/nosniff-${Date.now()}.png`;
    const s = team.clients.owner.storage.from('avatars');
    expect((await s.upload(path, png(), { contentType: 'image/png' })).error).toBeNull();
    const token = (await team.clients.owner.auth.getSession()).data.session!.access_token;
    const signed = (await s.createSignedUrl(path, 60)).data!.signedUrl;
    const urls = [
      s.getPublicUrl(path).data.publicUrl,
      `${apiUrl()}/storage/v1/object/authenticated/avatars/${path}`,
      `${apiUrl()}/storage/v1/object/avatars/${path}`,
      signed,
    ];
    for (const url of urls) {
      const r = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(r.status, url).toBe(200);
      expect(r.headers.get('x-content-type-options'), url).toBe('nosniff');
    }
    const chat = await uploadChatFile(team.clients.owner, team.ids.owner);
    const chatSigned = (await team.clients.owner.storage.from(CHAT).createSignedUrl(chat, 60)).data!.signedUrl;
    expect((await fetch(chatSigned)).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('#13 an SVG in a bucket that allows it is served sandboxed', async () => {
    const service = serviceClient();
    const id = `svg-test-${Date.now()}`;
    expect((await service.storage.createBucket(id, { public: true })).error).toBeNull();
    expect((await service.storage.from(id).upload('logo.svg', SVG, { contentType: 'image/svg+xml' })).error).toBeNull();
    const r = await fetch(service.storage.from(id).getPublicUrl('logo.svg').data.publicUrl);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-security-policy')).toBe('sandbox');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    await service.storage.emptyBucket(id);
    await service.storage.deleteBucket(id);
  });

  it('#13 copy and move into another bucket meet its size and type limits', async () => {
    const owner = team.clients.owner;
    // 6 MB of PNG in tshirt-designs (10 MB limit) may not become an avatar (5 MB limit).
    const big = `${team.ids.owner}/${partyId}_design_${Date.now()}.png`;
    expect((await owner.storage.from('tshirt-designs').upload(big, png(6 * 1024 * 1024), { contentType: 'image/png' })).error).toBeNull();
    const copied = await owner.storage.from('tshirt-designs').copy(big, `${team.ids.owner}/big-copy.png`, { destinationBucket: 'avatars' });
    expect(copied.error).toMatchObject({ statusCode: '413', code: 'EntityTooLarge', message: 'The object exceeded the maximum allowed size' });
    const moved = await owner.storage.from('tshirt-designs').move(big, `${team.ids.owner}/big-move.png`, { destinationBucket: 'avatars' });
    expect(moved.error).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    // The body hosted's error handler renders for an upload over the limit.
    const token = (await owner.auth.getSession()).data.session!.access_token;
    const raw = await fetch(`${apiUrl()}/storage/v1/object/copy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bucketId: 'tshirt-designs', sourceKey: big, destinationBucket: 'avatars', destinationKey: `${team.ids.owner}/raw.png` }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    expect((await owner.storage.from('tshirt-designs').exists(big)).data).toBe(true);

    // A PDF from the chat may not land in avatars, where it would be served from an image URL.
    const pdf = `chat-files/${partyId}/${team.ids.owner}/${Date.now()}_menu.pdf`;
    expect((await owner.storage.from(CHAT).upload(pdf, '%PDF-1.4 menu', { contentType: 'application/pdf' })).error).toBeNull();
    const pdfCopy = await owner.storage.from(CHAT).copy(pdf, `${team.ids.owner}/menu.png`, { destinationBucket: 'avatars' });
    expect(pdfCopy.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType', message: 'mime type application/pdf is not supported' });
    expect((await serviceClient().storage.from(CHAT).exists(pdf)).data).toBe(true);
    // A GIF avatar may not move into tshirt-designs, which takes PNG, JPEG and WebP only.
    const gif = `${team.ids.owner}/anim-${Date.now()}.gif`;
    expect((await owner.storage.from('avatars').upload(gif, Buffer.from('GIF89a....'), { contentType: 'image/gif' })).error).toBeNull();
    const gifMove = await owner.storage.from('avatars').move(gif, `${team.ids.owner}/${partyId}_design_1.gif`, { destinationBucket: 'tshirt-designs' });
    expect(gifMove.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType', message: 'mime type image/gif is not supported' });
    expect((await owner.storage.from('avatars').exists(gif)).data).toBe(true);
    const avatars = await owner.storage.from('avatars').list(team.ids.owner, { search: 'big-' });
    expect(avatars.data).toEqual([]);

    // Within the limits a copy across buckets still works.
    const small = `${team.ids.owner}/${partyId}_design_${Date.now()}-s.png`;
    expect((await owner.storage.from('tshirt-designs').upload(small, png(), { contentType: 'image/png' })).error).toBeNull();
    const ok = await owner.storage.from('tshirt-designs').copy(small, `${team.ids.owner}/from-design-${Date.now()}.png`, { destinationBucket: 'avatars' });
    expect(ok.error).toBeNull();
  });
});

describe('#19 a chat file cannot smuggle script through its content type', () => {
  const upload = async (contentType: string, body: string, ext = 'mp4') => {
    const token = (await team.clients.owner.auth.getSession()).data.session!.access_token;
    const path = chatPath(team.ids.owner, ext);
    const r = await fetch(`${apiUrl()}/storage/v1/object/${CHAT}/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body,
    });
    return { path, status: r.status, headers: r.headers, body: (await r.json()) as Record<string, unknown> };
  };

  it('#19 `video/mp4;a=b, image/svg+xml` (and XHTML) is refused as a malformed type; nothing is stored', async () => {
    const xhtml = '<html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(document.domain)</script></body></html>';
    for (const [type, body] of [
      ['video/mp4;a=b, image/svg+xml', SVG],
      ['video/mp4;a=b, application/xhtml+xml', xhtml],
      ['video/mp4, image/svg+xml', SVG],
      ['application/xhtml+xml', xhtml],
      ['video', SVG],
    ] as const) {
      const r = await upload(type, body);
      expect(r.status, type).toBe(400);
      expect(r.body, type).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
      expect((await serviceClient().storage.from(CHAT).exists(r.path)).data, type).toBe(false);
    }
    // Through supabase-js too: as text the header is refused as above.
    const path = chatPath(team.ids.owner, 'mp4');
    const text = await team.clients.owner.storage.from(CHAT).upload(path, SVG, { contentType: 'video/mp4;a=b, image/svg+xml' });
    expect(text.error).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    // As a Blob the type travels in the multipart part, read by busboy as hosted Storage reads it: a
    // type that does not parse is plain text there, so the file is stored and served as text.
    const blob = await team.clients.owner.storage.from(CHAT).upload(path, new Blob([SVG], { type: 'video/mp4;a=b, image/svg+xml' }));
    expect(blob.error).toBeNull();
    expect((await team.clients.owner.storage.from(CHAT).info(path)).data?.contentType).toBe('text/plain');
    const served = await fetch((await team.clients.owner.storage.from(CHAT).createSignedUrl(path, 60)).data!.signedUrl);
    expect(served.headers.get('content-type')).toBe('text/plain');
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
  });

  it('#19 a well-formed type is stored as parsed and served as that type only, sandboxed', async () => {
    const r = await upload('Video/MP4; codecs=avc1', SVG);
    expect(r.status).toBe(200);
    const signed = (await team.clients.owner.storage.from(CHAT).createSignedUrl(r.path, 60)).data!.signedUrl;
    const got = await fetch(signed);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('video/mp4');
    expect(got.headers.get('content-security-policy')).toBe('sandbox');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    const info = await team.clients.owner.storage.from(CHAT).info(r.path);
    expect(info.data?.contentType).toBe('video/mp4');
  });

  it('#19 every storage answer carries the sandbox and nosniff: files, JSON, errors, lists, preflights', async () => {
    const path = await uploadChatFile(team.clients.owner, team.ids.owner);
    const token = (await team.clients.owner.auth.getSession()).data.session!.access_token;
    const auth = { authorization: `Bearer ${token}` };
    const signed = (await team.clients.owner.storage.from(CHAT).createSignedUrl(path, 60)).data!.signedUrl;
    const answers = await Promise.all([
      fetch(signed),
      fetch(`${apiUrl()}/storage/v1/object/authenticated/${CHAT}/${path}`, { headers: auth }),
      fetch(`${apiUrl()}/storage/v1/object/info/${CHAT}/${path}`, { headers: auth }),
      fetch(`${apiUrl()}/storage/v1/object/list/${CHAT}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ prefix: `chat-files/${partyId}` }),
      }),
      fetch(`${apiUrl()}/storage/v1/bucket`, { headers: auth }),
      fetch(`${apiUrl()}/storage/v1/object/public/${CHAT}/${path}`),
      fetch(`${apiUrl()}/storage/v1/nowhere`),
      fetch(`${apiUrl()}/storage/v1/object/${CHAT}/x`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
      }),
    ]);
    for (const r of answers) {
      expect(r.headers.get('content-security-policy'), r.url).toBe('sandbox');
      expect(r.headers.get('x-content-type-options'), r.url).toBe('nosniff');
    }
  });
});
