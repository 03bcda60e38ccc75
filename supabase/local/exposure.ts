import type { StackConfig } from './config.ts';
import type { Queryable } from './db/index.ts';

/** supabase/seed.sql's accounts, whose password is printed in that file. */
const DEMO_ACCOUNTS = ['demo@confetti.test', 'sam@confetti.test', 'alex@confetti.test'];
const DEMO_USER_IDS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
/** supabase/seed.sql's pending invitation, whose link is printed in that file. */
const DEMO_INVITATION_TOKEN = 'demo0000000000000000000000000000000000000000000000000000newfriend';

export const ALLOW_UNSAFE_BIND = 'SUPABASE_LOCAL_ALLOW_UNSAFE_BIND';

/**
 * What lets anyone who reaches the API sign in without knowing a secret: the password-less Google
 * stand-in, the seeded demo accounts, the seeded invitation link. Read from the database as it is
 * now, so a seed applied earlier (or by hand) counts and deleted demo data does not.
 */
export async function openDoors(config: StackConfig, db: Queryable): Promise<string[]> {
  const doors: string[] = [];
  if (config.googleStandIn) doors.push('the Google sign-in stand-in (GOOGLE_CLIENT_ID is unset)');
  const users = await db.query<{ email: string }>(
    `select coalesce(email, id::text) as email from auth.users
      where id = any($1::uuid[]) or lower(email) = any($2::text[]) order by email`,
    [DEMO_USER_IDS, DEMO_ACCOUNTS],
  );
  if (users.rows.length) doors.push(`demo accounts (${users.rows.map((u) => u.email).join(', ')})`);
  const invitation = await db.query<{ n: number }>(
    `select count(*)::int as n from public.party_invitations where invitation_token = $1 and status = 'pending'`,
    [DEMO_INVITATION_TOKEN],
  );
  if (invitation.rows[0]?.n) doors.push('the demo invitation link from supabase/seed.sql');
  return doors;
}

/** Refuses a non-loopback address while any of `openDoors` is there, unless the developer opted in. */
export function exposureRefusal(config: StackConfig, doors: string[]): string | null {
  if (!doors.length || config.allowUnsafeBind) return null;
  return (
    `Refusing to listen on ${config.host}: ${doors.join(', ')} would let anyone who reaches it sign in. ` +
    `Keep SUPABASE_LOCAL_HOST on a loopback address, or set ${ALLOW_UNSAFE_BIND}=true to expose them anyway.`
  );
}
