import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { readBody } from '../http.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import type { Queryable } from '../db/index.ts';
import type { JsonObject } from './body.ts';
import type { AuthContext } from './context.ts';
import { AuthError, badRequest } from './errors.ts';
import { createFlowState } from './flow-state.ts';
import { pageHeaders, renderPage } from './oauth-page.ts';
import { resolveRedirect } from './redirects.ts';
import { KNOWN_PROVIDERS } from './settings.ts';
import { issueSession } from './tokens.ts';
import { findUserByEmail, findUserById, insertIdentity, insertUser, isBanned, mergeMetadata, setUserMetadata } from './users.ts';
import { parseChallengeMethod, validateEmail, validatePkceParams } from './validation.ts';

export interface HtmlAnswer {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

const STATE_TTL_S = 10 * 60;
/** The state is signed with a key derived from the JWT secret, so it can never pass as an API token. */
const stateKey = (ctx: AuthContext) => `${ctx.config.jwtSecret}:local-oauth-state`;

interface OAuthState {
  provider: string;
  redirect_to: string;
  code_challenge: string;
  code_challenge_method: string;
}

function checkProvider(ctx: AuthContext, provider: string): void {
  if (provider === 'google' && ctx.config.googleStandIn) return;
  if (KNOWN_PROVIDERS.has(provider)) throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
  throw badRequest('validation_failed', `Unsupported provider: Provider ${provider} could not be found`);
}

function page(status: number, state: string, st: OAuthState, extra: { error?: string; email?: string; name?: string } = {}): HtmlAnswer {
  const origin = new URL(st.redirect_to).origin;
  const cancelUrl = errorRedirect(st, 'access_denied', 'access_denied', 'The user cancelled the sign-in');
  return { status, body: renderPage({ state, returnOrigin: origin, cancelUrl, ...extra }), headers: pageHeaders(origin) };
}

/** GET /authorize?provider=google&redirect_to=...[&code_challenge=...&code_challenge_method=...] */
export async function authorize(ctx: AuthContext, url: URL): Promise<HtmlAnswer> {
  const q = url.searchParams;
  const provider = q.get('provider') ?? '';
  checkProvider(ctx, provider);
  const challenge = q.get('code_challenge') ?? '';
  const method = q.get('code_challenge_method') ?? '';
  validatePkceParams(method, challenge);
  const st: OAuthState = {
    provider,
    redirect_to: resolveRedirect(ctx.config, q.get('redirect_to')),
    code_challenge: challenge,
    code_challenge_method: challenge ? parseChallengeMethod(method) : '',
  };
  const now = Math.floor(Date.now() / 1000);
  const state = await signJwt({ role: 'oauth_state', ...st, iat: now, exp: now + STATE_TTL_S, nonce: randomBytes(12).toString('hex') }, stateKey(ctx));
  return page(200, state, st);
}

/**
 * identity_data.iss of the stand-in's identities, so nothing mistakes them for Google's
 * (https://accounts.google.com) and the stand-in never answers for a real Google identity.
 */
export const STAND_IN_ISSUER = 'urn:supabase-local:google-stand-in';

/** A stable Google-like numeric subject per e-mail, so the same address maps to the same identity. */
function googleSubject(email: string): string {
  const n = BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 16)}`) % 10n ** 20n;
  return `1${n.toString().padStart(20, '0')}`;
}

/**
 * Signs in or creates a stand-in Google identity, and nothing else: this page asks for no password,
 * so it must never reach an account someone made another way (GoTrue would link a verified Google
 * address to it). An identity counts as the stand-in's when it is marked so, or, made before the
 * mark, when its user has no password and no other identity (only ever reachable through here).
 */
async function findOrCreateStandInUser(q: Queryable, email: string, name: string): Promise<string> {
  const sub = googleSubject(email);
  const claims: JsonObject = {
    iss: STAND_IN_ISSUER,
    sub,
    name,
    email,
    full_name: name,
    provider_id: sub,
    email_verified: true,
    phone_verified: false,
  };
  const now = new Date();
  const found = await q.query<{ user_id: string; iss: string | null; password: string | null; identities: number }>(
    `select i.user_id, i.identity_data->>'iss' as iss, u.encrypted_password as password,
            (select count(*)::int from auth.identities o where o.user_id = i.user_id) as identities
       from auth.identities i join auth.users u on u.id = i.user_id
      where i.provider = 'google' and i.provider_id = $1`,
    [sub],
  );
  const identity = found.rows[0];
  if (identity) {
    const standIn = identity.iss === STAND_IN_ISSUER || (!identity.password && identity.identities === 1);
    if (!standIn) throw new AccountExists();
    await q.query(
      `update auth.identities set identity_data = $2::jsonb, last_sign_in_at = $3, updated_at = $3 where provider = 'google' and provider_id = $1`,
      [sub, JSON.stringify(claims), now],
    );
    const user = await findUserById(q, identity.user_id);
    if (user && isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
    await setUserMetadata(q, identity.user_id, mergeMetadata(user?.raw_user_meta_data ?? null, claims));
    return identity.user_id;
  }
  if (await findUserByEmail(q, email)) throw new AccountExists();
  const userId = await insertUser(
    q,
    { email, passwordHash: null, emailConfirmed: true, appMetadata: { provider: 'google', providers: ['google'] }, userMetadata: claims },
    now,
  );
  await insertIdentity(q, { userId, provider: 'google', providerId: sub, data: claims }, now);
  return userId;
}

class AccountExists extends Error {
  constructor() {
    super(
      'An account with this e-mail address already exists, and this stand-in for Google only signs in to accounts it created. ' +
        "Cancel and sign in with that account's password (or reset it) instead, or use another address here.",
    );
  }
}

/** GoTrue sends callback errors back to the app: in the query for PKCE, in the fragment for implicit. */
function errorRedirect(st: OAuthState, error: string, code: string, description: string): string {
  const p = new URLSearchParams({ error, error_code: code, error_description: description });
  if (st.code_challenge) {
    const u = new URL(st.redirect_to);
    p.forEach((v, k) => u.searchParams.set(k, v));
    return u.href;
  }
  return `${st.redirect_to}#${p.toString()}`;
}

const redirect = (location: string): HtmlAnswer => ({
  status: 302,
  body: null,
  headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
});

/** POST /callback from the stand-in page: sign the account in and return to the app as GoTrue would. */
export async function callback(ctx: AuthContext, req: IncomingMessage): Promise<HtmlAnswer> {
  const form = new URLSearchParams((await readBody(req)).toString('utf8'));
  const verified = await verifyJwt(form.get('state') ?? '', stateKey(ctx));
  if (!verified.ok || verified.claims.role !== 'oauth_state') throw badRequest('bad_oauth_state', 'OAuth callback with invalid state');
  const c = verified.claims;
  const st: OAuthState = {
    provider: String(c.provider),
    redirect_to: resolveRedirect(ctx.config, String(c.redirect_to)),
    code_challenge: String(c.code_challenge ?? ''),
    code_challenge_method: String(c.code_challenge_method ?? ''),
  };
  checkProvider(ctx, st.provider);
  const rawEmail = (form.get('email') ?? '').trim();
  const name = (form.get('name') ?? '').trim().slice(0, 200);
  let email: string;
  try {
    email = validateEmail(rawEmail);
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    return page(400, form.get('state') ?? '', st, { error: e.message, email: rawEmail, name });
  }
  const displayName = name || email.split('@')[0];
  const providerToken = `local-google-${randomBytes(24).toString('base64url')}`;
  try {
    return await ctx.db.transaction(async (tx) => {
      const userId = await findOrCreateStandInUser(tx, email, displayName);
      if (st.code_challenge) {
        const code = await createFlowState(tx, {
          userId,
          method: parseChallengeMethod(st.code_challenge_method),
          challenge: st.code_challenge,
          provider: st.provider,
          providerToken,
        });
        const u = new URL(st.redirect_to);
        u.searchParams.set('code', code);
        return redirect(u.href);
      }
      const session = await issueSession(ctx, tx, req, userId, 'oauth');
      // Same parameters as GoTrue's implicit-flow redirect, sorted as Go's url.Values.Encode sorts them.
      const p = new URLSearchParams([
        ['access_token', String(session.access_token)],
        ['expires_at', String(session.expires_at)],
        ['expires_in', String(session.expires_in)],
        ['provider_token', providerToken],
        ['refresh_token', String(session.refresh_token)],
        ['token_type', 'bearer'],
      ]);
      return redirect(`${st.redirect_to}#${p.toString()}`);
    });
  } catch (e) {
    if (e instanceof AccountExists) return page(409, form.get('state') ?? '', st, { error: e.message, email, name });
    if (e instanceof AuthError && e.code === 'user_banned') return redirect(errorRedirect(st, 'access_denied', e.code, e.message));
    throw e;
  }
}
