/**
 * The demo seed: it loads on a fresh database with working demo accounts and data.
 */
import { describe, expect, it } from 'vitest';
import type { JwtClaims } from '../../supabase/local/jwt.ts';
import { claimsOf, db, rowsOf, run, seedResult, setUpPolicyFixture } from './db-policies-fixture.ts';

setUpPolicyFixture();

describe('seed', () => {
  const DANA = '11111111-1111-4111-8111-111111111111';
  const SAM = '22222222-2222-4222-8222-222222222222';
  const ALEX = '33333333-3333-4333-8333-333333333333';
  const SHARED = 'c0ffee00-0000-4000-8000-000000000013';
  const asSeed = (sub: string, email: string): JwtClaims => ({ role: 'authenticated', sub, email });

  it('loads on a fresh database', () => {
    expect(seedResult.seeded).toBe(true);
    expect(seedResult.applied.length).toBeGreaterThanOrEqual(1);
  });

  it('has the demo users with working passwords, identities and profiles', async () => {
    const rows = await db.query<{ email: string; ok: boolean; full_name: string; identities: number }>(
      `select u.email, u.encrypted_password = extensions.crypt('ConfettiDemo!2026', u.encrypted_password) as ok, p.full_name,
              (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email') as identities
         from auth.users u join public.profiles p on p.id = u.id
        where u.email like '%@confetti.test' order by u.email`,
    );
    expect(rows.rows).toEqual([
      { email: 'alex@confetti.test', ok: true, full_name: 'Alex Chen', identities: 1 },
      { email: 'demo@confetti.test', ok: true, full_name: 'Dana Demo', identities: 1 },
      { email: 'sam@confetti.test', ok: true, full_name: 'Sam Rivera', identities: 1 },
    ]);
  });

  it('has a dozen public plans across all 8 party types, and templates', async () => {
    const types = rowsOf(
      await run<{ party_type: string }>(claimsOf('anonymous'), `select distinct party_type from public.public_party_plans where user_id = any($1::uuid[])`, [
        [DANA, SAM, ALEX],
      ]),
    );
    expect(types).toHaveLength(8);
    const n = rowsOf(
      await run<{ n: number }>(claimsOf('anonymous'), `select count(*)::int as n from public.public_party_plans where user_id = any($1::uuid[])`, [
        [DANA, SAM, ALEX],
      ]),
    );
    expect(n[0].n).toBe(12);
    const tpl = rowsOf(await run<{ n: number }>(claimsOf('anonymous'), `select count(*)::int as n from public.party_templates`));
    expect(tpl[0].n).toBeGreaterThanOrEqual(3);
  });

  it("Dana's shared party: Sam collaborates, Alex views, both chat; Sam's invitation is accepted, one is pending", async () => {
    const perm = async (sub: string, email: string) =>
      rowsOf(await run<{ p: string }>(asSeed(sub, email), `select public.get_user_party_permission($1, $2) as p`, [SHARED, sub]))[0].p;
    expect(await perm(DANA, 'demo@confetti.test')).toBe('owner');
    expect(await perm(SAM, 'sam@confetti.test')).toBe('collaborator');
    expect(await perm(ALEX, 'alex@confetti.test')).toBe('view_only');
    const chat = rowsOf(
      await run(asSeed(ALEX, 'alex@confetti.test'), `select message from public.party_chat_messages where party_id = $1 order by created_at`, [SHARED]),
    );
    expect(chat.length).toBeGreaterThanOrEqual(3);
    const inv = rowsOf(
      await run<{ invited_email: string; status: string }>(
        asSeed(DANA, 'demo@confetti.test'),
        `select invited_email, status from public.party_invitations where party_id = $1 order by invited_email`,
        [SHARED],
      ),
    );
    expect(inv).toEqual([
      { invited_email: 'newfriend@example.test', status: 'pending' },
      { invited_email: 'sam@confetti.test', status: 'accepted' },
    ]);
    // The shared party is private: not in the public view, invisible to a stranger.
    expect(rowsOf(await run(claimsOf('stranger'), `select id from public.public_party_plans where id = $1`, [SHARED]))).toEqual([]);
  });
});
