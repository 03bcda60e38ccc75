import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { readBody } from '../http.ts';
import { signJwt, verifyJwt } from '../jwt.ts';
import type { Queryable } from '../db/index.ts';
import type { JsonObject } from './body.ts';
import type { AuthContext } from './context.ts';
import { AuthError, badRequest } from './errors.ts';
import { createFlowState } from './flow-state.ts';
import { pageHeaders, renderPage, type KnownAccount } from './oauth-page.ts';
import { resolveRedirect } from './redirects.ts';
import { KNOWN_PROVIDERS } from './settings.ts';
import { issueSession } from './tokens.ts';
import {
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  isBanned,
  mergeMetadata,
  refreshProviders,
  setUserMetadata,
} from './users.ts';
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

function checkProvider(provider: string): void {
  if (provider === 'google') return;
  if (KNOWN_PROVIDERS.has(provider)) throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
  throw badRequest('validation_failed', `Unsupported provider: Provider ${provider} could not be found`);
}

async function knownGoogleAccounts(q: Queryable): Promise<KnownAccount[]> {
  const r = await q.query<{ email: string | null; name: string | null }>(
    `select coalesce(i.identity_data->>'email', u.email) as email,
            coalesce(i.identity_data->>'full_name', i.identity_data->>'name', '') as name
       from auth.identities i join auth.users u on u.id = i.user_id
      where i.provider = 'google' order by i.last_sign_in_at desc nulls last limit 50`,
  );
  return r.rows.filter((a): a is KnownAccount => !!a.email).map((a) => ({ email: a.email, name: a.name ?? '' }));
}

function page(status: number, state: string, st: OAuthState, accounts: KnownAccount[], extra: { error?: string; email?: string; name?: string } = {}): HtmlAnswer {
  const origin = new URL(st.redirect_to).origin;
  const cancelUrl = errorRedirect(st, 'access_denied', 'access_denied', 'The user cancelled the sign-in');
  return { status, body: renderPage({ state, returnOrigin: origin, cancelUrl, accounts, ...extra }), headers: pageHeaders(origin) };
}

/** GET /authorize?provider=google&redirect_to=...[&code_challenge=...&code_challenge_method=...] */
export async function authorize(ctx: AuthContext, url: URL): Promise<HtmlAnswer> {
  const q = url.searchParams;
  const provider = q.get('provider') ?? '';
  checkProvider(provider);
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
  return page(200, state, st, await knownGoogleAccounts(ctx.db));
}

/** A stable Google-like numeric subject per e-mail, so the same address maps to the same identity. */
function googleSubject(email: string): string {
  const n = BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 16)}`) % 10n ** 20n;
  return `1${n.toString().padStart(20, '0')}`;
}

/**
 * GoTrue's createAccountFromExternalIdentity for a verified Google e-mail: the identity's user if it
 * exists; else link to the user with that e-mail (automatic linking of verified addresses); else a
 * new confirmed user without password. Identity claims go into user_metadata each time.
 */
async function findOrCreateGoogleUser(q: Queryable, email: string, name: string): Promise<string> {
  const sub = googleSubject(email);
  const claims: JsonObject = {
    iss: 'https://accounts.google.com',
    sub,
    name,
    email,
    full_name: name,
    provider_id: sub,
    email_verified: true,
    phone_verified: false,
  };
  const now = new Date();
  const found = await q.query<{ user_id: string }>(`select user_id from auth.identities where provider = 'google' and provider_id = $1`, [sub]);
  let userId = found.rows[0]?.user_id;
  if (userId) {
    await q.query(
      `update auth.identities set identity_data = $2::jsonb, last_sign_in_at = $3, updated_at = $3 where provider = 'google' and provider_id = $1`,
      [sub, JSON.stringify(claims), now],
    );
  } else {
    const existing = await findUserByEmail(q, email);
    if (existing) {
      userId = existing.id;
      await insertIdentity(q, { userId, provider: 'google', providerId: sub, data: claims }, now);
      await refreshProviders(q, userId);
    } else {
      userId = await insertUser(q, { email, passwordHash: null, emailConfirmed: true, appMetadata: { provider: 'google', providers: ['google'] }, userMetadata: claims }, now);
      await insertIdentity(q, { userId, provider: 'google', providerId: sub, data: claims }, now);
      return userId;
    }
  }
  const user = await findUserById(q, userId);
  if (user && isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  await q.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2) where id = $1`, [userId, now]);
  await setUserMetadata(q, userId, mergeMetadata(user?.raw_user_meta_data ?? null, claims));
  return userId;
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
  checkProvider(st.provider);
  const rawEmail = (form.get('email') ?? '').trim();
  const name = (form.get('name') ?? '').trim().slice(0, 200);
  let email: string;
  try {
    email = validateEmail(rawEmail);
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    return page(400, form.get('state') ?? '', st, await knownGoogleAccounts(ctx.db), { error: e.message, email: rawEmail, name });
  }
  const displayName = name || email.split('@')[0];
  const providerToken = `local-google-${randomBytes(24).toString('base64url')}`;
  try {
    return await ctx.db.transaction(async (tx) => {
      const userId = await findOrCreateGoogleUser(tx, email, displayName);
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
    if (e instanceof AuthError && e.code === 'user_banned') return redirect(errorRedirect(st, 'access_denied', e.code, e.message));
    throw e;
  }
}

