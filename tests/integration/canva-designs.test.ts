import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/lib/database.types.ts';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';
import { wellKnownKeys } from '../../supabase/local/jwt.ts';
import { PASSWORD, uniqueEmail } from './clients.ts';
import { startConfiguredStack } from './configured-stack.ts';
import { type StackProcess, testStackPort } from './stack-process.ts';
import { CANVA_CLIENT_ID, CANVA_CLIENT_SECRET, startFakeCanva } from './stand-ins/canva.ts';
import { rgbaPng } from './stand-ins/png.ts';

// 'Edit in Canva' (canva-edit-design) against a stand-in for Canva Connect on 127.0.0.1 speaking
// its protocol: the asset upload job and its polling, design creation from the asset, and the
// token refresh. The functions run on a stack of our own whose .env points CANVA_API_URL there.

type Client = SupabaseClient<Database>;
const PORT = testStackPort(160);
const APP_ORIGIN = 'http://app.confetti.test';

let stack: StackProcess & { cleanup(): Promise<void> };
let canva: Awaited<ReturnType<typeof startFakeCanva>>;
let keys: { anonKey: string; serviceRoleKey: string };
const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const service = (): Client => createClient<Database>(stack.url, keys.serviceRoleKey, options);

interface User {
  client: Client;
  id: string;
  token: string;
  email: string;
}

async function user(tag: string): Promise<User> {
  const email = uniqueEmail(tag);
  const client = createClient<Database>(stack.url, keys.anonKey, options);
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  return { client, id: data.user!.id, token: data.session!.access_token, email };
}

async function call(token: string, body: unknown, base = stack.url, anonKey = keys.anonKey) {
  const res = await fetch(`${base}/functions/v1/canva-edit-design`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: APP_ORIGIN },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { details?: Record<string, unknown> } };
}

/** A connection as canva-auth stores it; `expiresIn` seconds from now (negative: already expired). */
async function connect(u: User, opts: { scope?: string; expiresIn?: number } = {}) {
  const tokens = canva.issue(opts.scope);
  const { error } = await service()
    .from('canva_integrations')
    .upsert(
      {
        user_id: u.id,
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        expires_at: new Date(Date.now() + (opts.expiresIn ?? 3600) * 1000).toISOString(),
        scope: opts.scope ?? null,
      },
      { onConflict: 'user_id' },
    );
  if (error) throw error;
  return tokens;
}

async function invite(owner: User, partyId: string, member: User, level: 'view_only' | 'collaborator' | 'co_admin') {
  const inv = await owner.client
    .from('party_invitations')
    .insert({ party_id: partyId, invited_email: member.email, permission_level: level, response_type: 'collaboration' })
    .select('invitation_token')
    .single();
  if (inv.error) throw inv.error;
  const answer = await member.client.rpc('respond_to_invitation', { p_token: inv.data.invitation_token, p_response: 'accepted' });
  if (answer.error) throw answer.error;
}

const PHOTO = rgbaPng(300, 200, (x) => [x % 255, 80, 160, 255]);
const DESIGN = rgbaPng(64, 64, (x, y) => [(x * y) % 255, 0, 0, 255]);

let owner: User;
let partyId: string;
let designPath: string;

beforeAll(async () => {
  keys = await wellKnownKeys(DEFAULT_JWT_SECRET);
  canva = await startFakeCanva();
  stack = await startConfiguredStack({
    port: PORT,
    functions: { 'canva-edit-design': { verifyJwt: true } },
    env: { CANVA_CLIENT_ID, CANVA_CLIENT_SECRET, CANVA_API_URL: canva.url, SITE_URL: APP_ORIGIN },
  });
  owner = await user('canva-owner');
  const { data, error } = await owner.client
    .from('party_plans')
    .insert({
      user_id: owner.id,
      party_type: 'Birthday Party',
      party_name: "Robin's Space Birthday",
      guest_count: 12,
      budget: '500-1000',
      location: 'Austin, TX',
    })
    .select('id')
    .single();
  if (error) throw error;
  partyId = data.id;
  const photo = await service().storage.from('party-photos').upload(`${partyId}/photo.png`, PHOTO, { contentType: 'image/png' });
  if (photo.error) throw photo.error;
  designPath = `${owner.id}/${partyId}_design_1764000000000.png`;
  const design = await owner.client.storage.from('tshirt-designs').upload(designPath, DESIGN, { contentType: 'image/png' });
  if (design.error) throw design.error;
}, 120_000);

afterAll(async () => {
  await stack?.cleanup();
  await canva?.close();
});

describe('Edit in Canva', () => {
  it('uploads a saved T-shirt design as an asset, follows the job, makes a design of its size and answers its edit URL', async () => {
    const tokens = await connect(owner);
    const res = await call(owner.token, { source: 'tshirt_design', filePath: designPath });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const upload = canva.uploads.at(-1)!;
    expect(upload.bytes.equals(DESIGN)).toBe(true);
    expect(upload.name).toBe('Confetti T-shirt design');
    expect(upload.token).toBe(tokens.access_token);
    expect(upload.polls).toBeGreaterThanOrEqual(2);
    const design = canva.designs.at(-1)!;
    expect(design.body).toEqual({
      design_type: { type: 'custom', width: 64, height: 64 },
      asset_id: upload.assetId,
      title: "T-shirt design: Robin's Space Birthday",
    });
    expect(res.json).toEqual({ designId: design.id, editUrl: `https://www.canva.test/api/design/${design.id}/edit?token=x` });
  });

  it('sends the party photo for the party’s editors only', async () => {
    const co = await user('canva-co');
    const viewer = await user('canva-viewer');
    const stranger = await user('canva-stranger');
    await invite(owner, partyId, co, 'collaborator');
    await invite(owner, partyId, viewer, 'view_only');
    for (const u of [co, viewer, stranger]) await connect(u);

    const mine = await call(owner.token, { source: 'party_photo', partyId });
    expect(mine.status, JSON.stringify(mine.json)).toBe(200);
    expect(canva.uploads.at(-1)!.bytes.equals(PHOTO)).toBe(true);
    expect(canva.designs.at(-1)!.body).toMatchObject({
      design_type: { type: 'custom', width: 300, height: 200 },
      title: "Party photo: Robin's Space Birthday",
    });

    const collaborator = await call(co.token, { source: 'party_photo', partyId });
    expect(collaborator.status).toBe(200);
    // The collaborator's image goes to the collaborator's own Canva.
    expect(canva.uploads.at(-1)!.token).not.toBe(canva.uploads.at(-2)!.token);

    const uploads = canva.uploads.length;
    expect((await call(viewer.token, { source: 'party_photo', partyId })).status).toBe(403);
    expect((await call(stranger.token, { source: 'party_photo', partyId })).status).toBe(404);
    expect((await call(stranger.token, { source: 'party_photo', partyId: crypto.randomUUID() })).status).toBe(404);
    // A saved design: its owner and the party's editors; not a viewer, not a stranger.
    expect((await call(co.token, { source: 'tshirt_design', filePath: designPath })).status).toBe(200);
    expect((await call(viewer.token, { source: 'tshirt_design', filePath: designPath })).status).toBe(403);
    expect((await call(stranger.token, { source: 'tshirt_design', filePath: designPath })).status).toBe(403);
    expect(canva.uploads.length).toBe(uploads + 1);
  });

  it('refreshes an expired token first, and a rejected one once; stores the new single-use pair', async () => {
    const u = await user('canva-refresh');
    const { data } = await u.client
      .from('party_plans')
      .insert({ user_id: u.id, party_type: 'Graduation', guest_count: 30, budget: '500-1000' })
      .select('id')
      .single();
    await service().storage.from('party-photos').upload(`${data!.id}/photo.png`, PHOTO, { contentType: 'image/png' });

    const old = await connect(u, { expiresIn: -60 });
    const before = canva.tokenRequests.length;
    const first = await call(u.token, { source: 'party_photo', partyId: data!.id });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(canva.tokenRequests.slice(before)).toEqual([{ grant_type: 'refresh_token', refresh_token: old.refresh_token }]);
    const stored = (await service().from('canva_integrations').select('access_token, refresh_token, expires_at').eq('user_id', u.id).single()).data!;
    expect(stored.access_token).not.toBe(old.access_token);
    expect(stored.refresh_token).not.toBe(old.refresh_token);
    expect(new Date(stored.expires_at!).getTime()).toBeGreaterThan(Date.now() + 3600_000);
    expect(canva.uploads.at(-1)!.token).toBe(stored.access_token);

    // Canva stops accepting the access token before its time: one refresh, then it works.
    canva.expire(stored.access_token);
    const second = await call(u.token, { source: 'party_photo', partyId: data!.id });
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    expect(canva.tokenRequests.at(-1)).toEqual({ grant_type: 'refresh_token', refresh_token: stored.refresh_token });

    // A refresh token Canva no longer knows: connect again.
    await service()
      .from('canva_integrations')
      .update({ refresh_token: 'canva-refresh-revoked', expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('user_id', u.id);
    const gone = await call(u.token, { source: 'party_photo', partyId: data!.id });
    expect(gone).toMatchObject({ status: 409, json: { details: { code: 'canva_reconnect' } } });
  });

  it('asks to connect (or reconnect, for a connection without the asset scopes) and refuses bad input with 400', async () => {
    const u = await user('canva-none');
    const { data } = await u.client
      .from('party_plans')
      .insert({ user_id: u.id, party_type: 'Graduation', guest_count: 30, budget: '500-1000' })
      .select('id')
      .single();
    await service().storage.from('party-photos').upload(`${data!.id}/photo.png`, PHOTO, { contentType: 'image/png' });
    expect(await call(u.token, { source: 'party_photo', partyId: data!.id })).toMatchObject({
      status: 409,
      json: { error: 'Connect Canva from your profile first.', details: { code: 'canva_not_connected' } },
    });
    await connect(u, { scope: 'design:content:read design:content:write design:meta:read' });
    expect(await call(u.token, { source: 'party_photo', partyId: data!.id })).toMatchObject({ status: 409, json: { details: { code: 'canva_reconnect' } } });

    expect((await call(u.token, { source: 'tshirt_design', filePath: '../../etc/passwd' })).status).toBe(400);
    expect((await call(u.token, { source: 'somewhere' })).status).toBe(400);
    expect((await call(u.token, { source: 'party_photo', partyId: 'nope' })).status).toBe(400);
    const { data: empty } = await u.client
      .from('party_plans')
      .insert({ user_id: u.id, party_type: 'Graduation', guest_count: 3, budget: '500-1000' })
      .select('id')
      .single();
    await connect(u);
    expect(await call(u.token, { source: 'party_photo', partyId: empty!.id })).toMatchObject({ status: 400, json: { error: 'This party has no photo yet.' } });
    expect((await call(u.token, { source: 'tshirt_design', filePath: `${u.id}/${data!.id}_design_1.png` })).status).toBe(400);
  });

  it('says so when this server has no Canva credentials (the shared stack)', async () => {
    const base = inject('apiUrl');
    const anon = createClient<Database>(base, keys.anonKey, options);
    const { data, error } = await anon.auth.signUp({ email: uniqueEmail('canva-unset'), password: PASSWORD });
    if (error) throw error;
    const res = await call(data.session!.access_token, { source: 'party_photo', partyId: crypto.randomUUID() }, base);
    expect(res).toMatchObject({ status: 503, json: { details: { code: 'not_configured' } } });
  });
});
