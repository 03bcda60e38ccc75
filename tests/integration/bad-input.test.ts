import { spawn } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { apiUrl, serviceClient, signedInClient } from './clients.ts';
import { makeParty, makeTeam, type Team } from './fixtures.ts';

// Bad input against the app's own schema and the running stack: answered with 4xx and
// PostgREST's error shape, never 5xx, and never a change to data it should not touch.
let team: Team;
let partyId: string;
const tokens: Record<'owner' | 'stranger', string> = { owner: '', stranger: '' };
const rest = (p: string) => `${apiUrl()}/rest/v1/${p}`;

async function accessToken(client: Team['clients']['owner']): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}

/** Everything the party's owner and its members can see about the party, read as the service role. */
async function snapshot(): Promise<string> {
  const admin = serviceClient();
  const parts = await Promise.all([
    admin.from('party_plans').select('*').eq('id', partyId).single(),
    admin.from('party_members').select('user_id, permission_level').eq('party_id', partyId).order('user_id'),
    admin.from('party_invitations').select('id, invited_email, status, invitation_token, expires_at, invited_user_id').eq('party_id', partyId).order('id'),
    admin.from('party_chat_messages').select('id, message').eq('party_id', partyId).order('id'),
    admin.from('party_vendors').select('id, name').eq('party_id', partyId).order('id'),
    admin.from('party_plans').select('id', { count: 'exact', head: true }),
    admin.from('party_invitations').select('id', { count: 'exact', head: true }),
  ]);
  for (const p of parts) expect(p.error).toBeNull();
  return JSON.stringify(parts.map((p) => [p.data, p.count]));
}

beforeAll(async () => {
  team = await makeTeam('badinput');
  partyId = await makeParty(team);
  const inv = await team.clients.owner
    .from('party_invitations')
    .insert({ party_id: partyId, invited_email: 'pending-guest@example.test', permission_level: 'collaborator', response_type: 'collaboration' });
  expect(inv.error).toBeNull();
  tokens.owner = await accessToken(team.clients.owner);
  tokens.stranger = await accessToken(team.clients.stranger);
});

describe('invitation RPCs', () => {
  test('an unknown token or invitation is 404 Invitation not found (PT404), not a server error', async () => {
    const someone = await signedInClient('lost-link');
    const read = await someone.client.rpc('get_invitation_by_token', { p_token: 'f'.repeat(64) });
    expect(read.status).toBe(404);
    expect(read.error).toMatchObject({ code: 'PT404', message: 'Invitation not found' });

    const answer = await someone.client.rpc('respond_to_invitation', { p_token: 'f'.repeat(64), p_response: 'accepted' });
    expect(answer.status).toBe(404);
    expect(answer.error).toMatchObject({ code: 'PT404', message: 'Invitation not found' });

    const resend = await team.clients.owner.rpc('resend_invitation', { p_invitation_id: '00000000-0000-4000-8000-000000000000' });
    expect(resend.status).toBe(404);
    expect(resend.error).toMatchObject({ code: 'PT404', message: 'Invitation not found' });
  });

  test('an overlong e-mail or token is a 400 check violation, not an index failure', async () => {
    const random = (n: number) => Array.from({ length: n }, () => Math.random().toString(36).slice(2, 12)).join('');
    const longEmail = await team.clients.owner
      .from('party_invitations')
      .insert({ party_id: partyId, invited_email: `${random(400)}@example.test`, permission_level: 'view_only', response_type: 'attendance' });
    expect(longEmail.status).toBe(400);
    expect(longEmail.error?.code).toBe('23514');

    const longToken = await team.clients.owner.from('party_invitations').insert({
      party_id: partyId,
      invited_email: 'token-maker@example.test',
      invitation_token: random(400),
      permission_level: 'view_only',
      response_type: 'attendance',
    });
    expect(longToken.status).toBe(400);
    expect(longToken.error?.code).toBe('23514');
  });
});

describe('PostgREST and hosted Supabase behaviour', () => {
  test('an UPDATE or DELETE without a filter is refused (pg-safeupdate, as on hosted Supabase)', async () => {
    const before = await snapshot();
    const del = await team.clients.owner.from('party_chat_messages').delete();
    expect(del.status).toBe(400);
    expect(del.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    const upd = await team.clients.owner.from('party_plans').update({ ideas: 'Everything, everywhere' });
    expect(upd.status).toBe(400);
    expect(upd.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    expect(await snapshot()).toBe(before);
    // A filter, even one the policies narrow further, is enough.
    const ok = await team.clients.owner.from('party_plans').update({ ideas: 'Dinosaur adventure' }).eq('id', partyId);
    expect(ok.error).toBeNull();
  });

  test('a body over 1 MB is 413', async () => {
    const res = await fetch(rest(`party_plans?id=eq.${partyId}`), {
      method: 'PATCH',
      headers: { apikey: inject('anonKey'), authorization: `Bearer ${tokens.owner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ideas: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PGRST413' });
  });

  test('an invalid or expired JWT is 401 with PostgREST’s code', async () => {
    const claims = JSON.parse(Buffer.from(tokens.owner.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const expired = await signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 } as never, DEFAULT_JWT_SECRET);
    const forged = await signJwt({ ...claims } as never, 'x'.repeat(40));
    for (const [token, code] of [
      [expired, 'PGRST303'],
      [forged, 'PGRST301'],
      ['not-a-jwt', 'PGRST301'],
    ] as const) {
      const res = await fetch(rest('party_plans?select=id'), { headers: { apikey: inject('anonKey'), authorization: `Bearer ${token}` } });
      expect(res.status, code).toBe(401);
      expect(await res.json()).toMatchObject({ code });
    }
  });

  test('CORS lets the app’s origin send what supabase-js sends', async () => {
    const res = await fetch(rest('party_plans'), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, apikey, content-type, prefer, x-client-info, accept-profile, content-profile',
      },
    });
    expect(res.status).toBeLessThan(300);
    const allowOrigin = res.headers.get('access-control-allow-origin');
    expect(allowOrigin === '*' || allowOrigin === 'http://localhost:5173').toBe(true);
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of ['authorization', 'apikey', 'content-type', 'prefer', 'x-client-info', 'accept-profile', 'content-profile']) expect(allowed).toContain(h);
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('content-range');
  });
});

describe('hostile requests against the app schema', () => {
  test('none answers 5xx and none changes the party', async () => {
    const before = await snapshot();
    const big = (n: number) => Array.from({ length: n }, () => Math.random().toString(36).slice(2, 12)).join('');
    const P = partyId;
    type Req = { who: 'owner' | 'stranger' | 'anon'; method: string; path: string; body?: unknown };
    const reqs: Req[] = [];
    const add = (who: Req['who'], method: string, p: string, body?: unknown) => reqs.push({ who, method, path: p, body });
    for (const who of ['owner', 'stranger', 'anon'] as const) {
      add(who, 'POST', 'rpc/get_invitation_by_token', { p_token: big(300) });
      add(who, 'POST', 'rpc/get_invitation_by_token', { p_token: null });
      add(who, 'POST', 'rpc/respond_to_invitation', { p_token: 'x', p_response: "accepted'; drop table party_members; --" });
      add(who, 'POST', 'rpc/respond_to_invitation', { p_token: null, p_response: 'accepted' });
      add(who, 'POST', 'rpc/resend_invitation', { p_invitation_id: 'not-a-uuid' });
      add(who, 'POST', 'rpc/get_user_party_permission', { party_id_param: P, user_id_param: 'x' });
      add(who, 'POST', 'rpc/share_party_as_template', { p_party_id: null });
      add(who, 'POST', 'rpc/party_plan_exists', { p_party_id: `${P}' or '1'='1` });
      add(who, 'POST', 'rpc/link_my_invitations', { unexpected: 1 });
      add(who, 'GET', 'rpc/get_invitation_by_token?p_token=abc');
      add(who, 'POST', 'rpc/pg_sleep', { seconds: 5 });
      add(who, 'POST', 'party_invitations', { party_id: P, invited_email: `${big(600)}@x.test` });
      add(who, 'POST', 'party_invitations', { party_id: P, invited_email: 'x@y.z', invitation_token: big(600) });
      add(who, 'POST', 'party_invitations', { party_id: P, invited_email: 'x@y.z', permission_level: 'owner' });
      add(who, 'POST', 'party_invitations', { party_id: P, invited_email: 'x@y.z', view_count: 1e20 });
      add(who, 'POST', 'party_plans', { party_type: 'Birthday Party', guest_count: 1e12 });
      add(who, 'POST', 'party_plans', { party_type: 'Birthday Party', guest_count: 3, date: '2027-13-45' });
      add(who, 'POST', 'party_plans', { party_type: 'Rave', guest_count: 3 });
      add(who, 'POST', 'party_vendors', { party_id: P, name: 'V', category: 'Other', rating: 99999 });
      add(who, 'POST', 'party_vendors', { party_id: P, name: 'V', category: 'Other', price_level: '$$$$$' });
      add(who, 'POST', 'party_products', { party_id: P, product_name: 'p', price: 1e30 });
      add(who, 'POST', 'party_chat_messages', { party_id: P, message: 'x'.repeat(5000) });
      add(who, 'POST', 'party_chat_messages', { party_id: P, message: 'x', message_type: 'image', file_url: 'javascript:alert(1)' });
      add(who, 'POST', 'party_templates', { original_party_id: P, party_type: 'Birthday Party', guest_count: -1 });
      add(who, 'POST', 'party_members', { party_id: P, user_id: 'x', permission_level: 'co_admin' });
      add(who, 'POST', 'party_members', { party_id: P, user_id: team.ids.stranger, permission_level: 'owner' });
      add(who, 'POST', 'profiles', { id: 'x' });
      add(who, 'PATCH', `profiles?id=eq.${team.ids.owner}`, { is_pro: true });
      add(who, 'PATCH', `party_plans?id=eq.${P}`, { user_id: team.ids.stranger });
      add(who, 'PATCH', `party_plans?id=eq.${P}`, { guest_count: 0 });
      add(who, 'PATCH', `party_plans?id=eq.${P}`, { nope: 1 });
      add(who, 'PATCH', `party_plans?id=eq.${P}';drop table party_plans;--`, { ideas: 'x' });
      add(who, 'PATCH', 'party_plans', { ideas: 'all of them' });
      add(who, 'DELETE', 'party_plans');
      add(who, 'DELETE', 'party_chat_messages?party_id=eq.not-a-uuid');
      add(who, 'DELETE', `party_invitations?or=(party_id.eq.${P}`);
      add(who, 'GET', 'party_plans?date=gt.notadate');
      add(who, 'GET', `party_plans?ideas=fts.${encodeURIComponent('a & | ! (')}`);
      add(who, 'GET', 'party_plans?ideas=phfts(nosuchconfig).x');
      add(who, 'GET', `party_plans?ideas=match.${encodeURIComponent('(')}`);
      add(who, 'GET', `party_plans?ideas=like.${encodeURIComponent('\\')}`);
      add(who, 'GET', `party_plans?created_at=gt.${encodeURIComponent('2020-01-01T00:00:00+99:99')}`);
      add(who, 'GET', 'party_plans?guest_count=eq.99999999999');
      add(who, 'GET', 'party_plans?select=ideas::int');
      add(who, 'GET', 'party_plans?select=guest_count::date');
      add(who, 'GET', `party_plans?select=${encodeURIComponent('id;select pg_sleep(5)')}`);
      add(who, 'GET', 'party_plans?select=*,nope(*)');
      add(who, 'GET', 'public_party_plans?select=location');
      add(who, 'GET', 'public_party_plans?select=*,party_plans(location)');
      add(who, 'GET', 'party_invitations?select=*,party_plans!inner(*)&invited_email=eq.x&order=nope.desc');
      add(who, 'GET', 'canva_integrations?select=access_token');
      add(who, 'GET', 'auth.users');
      add(who, 'GET', `party_plans?id=in.(${Array(200).fill(P).join(',')}`);
      add(who, 'GET', `party_plans?or=(id.eq.${P},and(guest_count.gt.1,or(ideas.is.null)))`);
      add(who, 'GET', 'party_plans?or=(((((((((((id.eq.1)))))))))))');
      add(who, 'GET', 'party_plans?not.not.not.id=eq.1');
      add(who, 'GET', 'party_plans?id=eq');
      add(who, 'GET', 'party_plans?id=');
      add(who, 'GET', 'party_plans?=eq.1');
      add(who, 'GET', 'party_plans?order=created_at.sideways');
      add(who, 'GET', 'party_plans?order=party_members(created_at).desc');
      add(who, 'GET', 'party_plans?limit=-1');
      add(who, 'GET', 'party_plans?limit=abc&offset=-5');
      add(who, 'GET', `party_plans?select=${encodeURIComponent('"id"; drop table x')}`);
      add(who, 'GET', `party_plans?${encodeURIComponent('id")) or true --')}=eq.1`);
      add(who, 'GET', 'party_plans?selected_suggestions->>themes=cs.{a,b');
      add(who, 'GET', `party_chat_messages?party_id=eq.${P}&select=*,profiles!nope(*)`);
      add(who, 'GET', 'storage.objects?select=*');
      add(who, 'POST', 'party_plans?columns=user_id,nope', { user_id: team.ids.owner, nope: 1 });
      add(who, 'POST', 'party_plans?on_conflict=nope', [{ party_type: 'Birthday Party', guest_count: 2 }]);
      add(who, 'POST', 'party_plans', [{ party_type: 'Birthday Party', guest_count: 2 }, { party_type: 'Birthday Party' }]);
      add(who, 'POST', 'party_plans', '"just a string"');
      add(who, 'POST', 'rpc/nope', {});
    }
    const bad: string[] = [];
    const leaks: string[] = [];
    for (const r of reqs) {
      const headers: Record<string, string> = { apikey: inject('anonKey'), 'content-type': 'application/json', prefer: 'return=representation' };
      if (r.who !== 'anon') headers.authorization = `Bearer ${tokens[r.who]}`;
      const res = await fetch(rest(r.path), { method: r.method, headers, body: r.body === undefined ? undefined : JSON.stringify(r.body) });
      const text = await res.text();
      if (res.status >= 500) bad.push(`${r.who} ${r.method} ${r.path.slice(0, 80)} → ${res.status} ${text.slice(0, 160)}`);
      if (res.status >= 400) {
        const body = JSON.parse(text) as Record<string, unknown>;
        if (typeof body.code !== 'string' || typeof body.message !== 'string' || !('details' in body) || !('hint' in body)) {
          bad.push(`${r.who} ${r.method} ${r.path.slice(0, 80)}: error shape ${text.slice(0, 160)}`);
        }
      }
      if (r.who !== 'owner' && text.includes('Secret Garden')) leaks.push(`${r.who} ${r.method} ${r.path.slice(0, 80)}`);
    }
    expect(reqs.length).toBeGreaterThanOrEqual(200);
    expect(bad).toEqual([]);
    expect(leaks).toEqual([]);
    expect(await snapshot()).toBe(before);
  }, 120_000);
});

describe('npm run stack:status', () => {
  test('prints the API_URL, ANON_KEY, SERVICE_ROLE_KEY and JWT_SECRET lines of the running stack', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const port = new URL(apiUrl()).port;
    const env: NodeJS.ProcessEnv = { ...process.env, SUPABASE_LOCAL_PORT: port };
    delete env.SUPABASE_LOCAL_API_URL;
    delete env.SUPABASE_LOCAL_JWT_SECRET;
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/status.ts'], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let s = '';
      child.stdout.on('data', (d) => (s += d));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(s) : reject(new Error(`status exited with ${code}`))));
    });
    const lines = new Map(
      out
        .trim()
        .split('\n')
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)] as const),
    );
    expect(lines.get('API_URL')).toBe(apiUrl());
    expect(lines.get('ANON_KEY')).toBe(inject('anonKey'));
    expect(lines.get('SERVICE_ROLE_KEY')).toBe(inject('serviceRoleKey'));
    expect(lines.get('JWT_SECRET')).toBe(DEFAULT_JWT_SECRET);
    expect(lines.get('STATUS')).toBe('running');
  }, 60_000);
});
