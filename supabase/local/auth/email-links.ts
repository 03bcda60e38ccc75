import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/index.ts';
import { deliverLocalMail } from '../mail/index.ts';
import { escapeHtml } from '../mail/page.ts';
import { readJsonObject, str, type JsonObject } from './body.ts';
import type { AuthContext } from './context.ts';
import { consumeEmailChange, prepareEmailChange, SINGLE_CONFIRMATION_ACCEPTED } from './email-change.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import type { HtmlAnswer } from './oauth.ts';
import { invalidOtp, isExpired, MAIL_FROM, newOtp, PKCE_PREFIX, tokenHash } from './otp.ts';
import { resolveRedirect } from './redirects.ts';
import { issueSession } from './tokens.ts';
import { findUserByEmail } from './users.ts';
import { parseChallengeMethod, validateEmail, validatePkceParams } from './validation.ts';

// The auth e-mails GoTrue sends, delivered to the local mailbox:
//   POST /recover {email}       -> 200 {} whether or not the address is known; a known one gets a
//                                  'Reset Your Password' e-mail with a link and a 6-digit code.
//   sign-up with confirmations  -> a 'Confirm Your Signup' e-mail (see signup.ts); POST /resend
//                                  {type: 'signup', email} sends a fresh one while unconfirmed.
//   GET  /verify?token&type=... -> the link: signs the user in and redirects to redirect_to with the
//                                  session in the fragment (implicit) or ?code= (PKCE).
//   POST /verify {type, email, token} or {type, token_hash} -> the session as JSON (verifyOtp).
//   type=email_change           -> the links of an e-mail change (email-change.ts).
// The stored token is GoTrue's token hash, sha224(email + code), so the link, the code and
// token_hash all name the same secret; it is single-use and expires with the OTP expiry.
// Every e-mail passes max_frequency and the e-mail limit first (rate-limits.ts); wrong codes are
// counted per address (verify-attempts.ts).

type LinkType = 'recovery' | 'signup';
/** auth.users columns per link type; fixed strings, never from input. */
const COLUMNS: Record<LinkType, { token: string; sentAt: string }> = {
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
};
const MAILS: Record<LinkType, { subject: string; heading: string; lead: string; action: string }> = {
  recovery: {
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    lead: 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  signup: {
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    lead: 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
};

/** verifyOtp's type → the link it checks ('email' is GoTrue's name for the sign-up code). */
function linkType(type: string): LinkType | 'email_change' | null {
  if (type === 'recovery') return 'recovery';
  if (type === 'signup' || type === 'email') return 'signup';
  if (type === 'email_change') return 'email_change';
  return null;
}

/**
 * Stores a fresh token for the user (in the caller's transaction) and returns the e-mail to send
 * once it has committed: PGlite runs one transaction at a time, so the mailbox write must wait.
 */
export async function prepareLinkMail(
  ctx: AuthContext,
  tx: Queryable,
  type: LinkType,
  user: { id: string; email: string },
  opts: { redirectTo: string | null; pkce?: { method: string; challenge: string } },
): Promise<() => Promise<void>> {
  const otp = newOtp();
  const hash = tokenHash(user.email, otp);
  const col = COLUMNS[type];
  await tx.query(`update auth.users set ${col.token} = $2, ${col.sentAt} = now(), updated_at = now() where id = $1`, [user.id, hash]);
  if (opts.pkce) {
    // GoTrue keeps the challenge in a flow state until the link is followed.
    await tx.query(`delete from auth.flow_state where user_id = $1 and authentication_method = $2`, [user.id, type]);
    await tx.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
         created_at, updated_at, authentication_method)
       values ($1, $2, $3, $4::auth.code_challenge_method, $5, 'email', now(), now(), $6)`,
      [randomUUID(), user.id, randomUUID(), parseChallengeMethod(opts.pkce.method), opts.pkce.challenge, type],
    );
  }
  const link = new URL(`${ctx.config.apiUrl}/auth/v1/verify`);
  link.searchParams.set('token', opts.pkce ? `${PKCE_PREFIX}${hash}` : hash);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', resolveRedirect(ctx.config, opts.redirectTo));
  const m = MAILS[type];
  return async () => {
    await deliverLocalMail(ctx, {
      from: MAIL_FROM,
      to: user.email,
      subject: m.subject,
      text: `${m.lead}\n${link.href}\n\nAlternatively, enter the code: ${otp}\n`,
      html: `<h2>${m.heading}</h2><p>${m.lead}</p>` + `<p><a href="${escapeHtml(link.href)}">${m.action}</a></p><p>Alternatively, enter the code: ${otp}</p>`,
    });
  };
}

/** POST /recover: never says whether the address has an account. */
export async function recover(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<JsonObject> {
  const body = await readJsonObject(req);
  const email = validateEmail(str(body, 'email'));
  const challenge = str(body, 'code_challenge');
  const method = str(body, 'code_challenge_method');
  validatePkceParams(method, challenge);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !user.email) return {};
  ctx.limits.admitEmail(req, user.recovery_sent_at);
  const send = await ctx.db.transaction((tx) =>
    prepareLinkMail(
      ctx,
      tx,
      'recovery',
      { id: user.id, email: user.email! },
      {
        redirectTo: url.searchParams.get('redirect_to'),
        pkce: challenge ? { method, challenge } : undefined,
      },
    ),
  );
  await send();
  return {};
}

/**
 * POST /resend (auth.resend): a fresh sign-up confirmation e-mail, or the e-mails of a pending
 * e-mail change (to the address the account has now). As GoTrue, it answers 200 {} for an unknown
 * address or one with nothing to confirm, so it never says which addresses have accounts.
 */
export async function resend(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<JsonObject> {
  const body = await readJsonObject(req);
  const type = str(body, 'type');
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  const challenge = str(body, 'code_challenge');
  const method = str(body, 'code_challenge_method');
  if (type === 'signup' || type === 'email_change') validatePkceParams(method, challenge);
  if (type === 'signup' && !email) throw badRequest('validation_failed', 'Type provided requires an email address');
  if (email && phone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
  if (phone || type === 'sms' || type === 'phone_change') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw badRequest('validation_failed', 'Missing email address or phone number');
  const address = validateEmail(email);
  const user = await findUserByEmail(ctx.db, address);
  if (!user || !user.email) return {};
  const redirectTo = url.searchParams.get('redirect_to');
  const pkce = challenge ? { method, challenge } : undefined;
  let send: () => Promise<void>;
  if (type === 'signup') {
    if (user.email_confirmed_at) return {};
    ctx.limits.admitEmail(req, user.confirmation_sent_at);
    send = await ctx.db.transaction((tx) => prepareLinkMail(ctx, tx, 'signup', { id: user.id, email: user.email! }, { redirectTo, pkce }));
  } else {
    if (!user.email_change) return {};
    ctx.limits.admitEmail(req, user.email_change_sent_at);
    send = await ctx.db.transaction((tx) => prepareEmailChange(ctx, tx, user, user.email_change!, { redirectTo, pkce }));
  }
  await send();
  return {};
}

/** Clears the matching token (single use), confirms the address, and answers its user; else otp_expired. */
async function consume(tx: Queryable, type: LinkType, where: { hash: string; email?: string }): Promise<string> {
  const col = COLUMNS[type];
  const r = await tx.query<{ id: string; sent_at: Date | null; banned: boolean }>(
    `update auth.users set ${col.token} = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where ${col.token} = $1 and ${col.token} <> '' and ($2::text is null or lower(email) = lower($2))
      returning id, ${col.sentAt} as sent_at, coalesce(banned_until > now(), false) as banned`,
    [where.hash, where.email ?? null],
  );
  const row = r.rows[0];
  if (!row || isExpired(row.sent_at)) throw invalidOtp();
  if (row.banned) throw forbidden('user_banned', 'User is banned');
  if (type === 'signup') {
    // GoTrue's user.Confirm() records the verification in user_metadata.
    await tx.query(`update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb where id = $1`, [
      row.id,
    ]);
  }
  return row.id;
}

/** Any of the three kinds; `applied` is false only for the first link of a double-confirmed change. */
async function verifyToken(
  ctx: AuthContext,
  tx: Queryable,
  type: LinkType | 'email_change',
  where: { hash: string; email?: string },
): Promise<{ userId: string; applied: boolean }> {
  if (type === 'email_change') return consumeEmailChange(ctx, tx, where);
  return { userId: await consume(tx, type, where), applied: true };
}

/** After too many wrong codes for an address: every code outstanding for it stops working. */
async function burnCodes(q: Queryable, email: string): Promise<void> {
  await q.query(`update auth.users set recovery_token = '', confirmation_token = '', email_change_token_current = '' where lower(email) = lower($1)`, [email]);
  await q.query(`update auth.users set email_change_token_new = '' where lower(email_change) = lower($1)`, [email]);
}

/** POST /verify (verifyOtp): {type, email, token} or {type, token_hash}. */
export async function verifyPost(ctx: AuthContext, req: IncomingMessage): Promise<JsonObject> {
  const body = await readJsonObject(req);
  const rawType = str(body, 'type');
  const token = str(body, 'token');
  const hashParam = str(body, 'token_hash');
  const email = str(body, 'email');
  if (!rawType) throw badRequest('validation_failed', 'Verify requires a verification type');
  const type = linkType(rawType);
  if (!type) throw badRequest('validation_failed', `Verification type ${rawType} is not supported by the local stack`);
  if (str(body, 'phone')) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  let hash: string;
  let forEmail: string | undefined;
  if (hashParam) hash = hashParam;
  else if (token) {
    if (!email) throw badRequest('validation_failed', 'Verify requires an email address with a token');
    forEmail = validateEmail(email);
    hash = tokenHash(forEmail, token.trim());
  } else throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  try {
    const answer = await ctx.db.transaction(async (tx): Promise<JsonObject> => {
      const { userId, applied } = await verifyToken(ctx, tx, type, { hash, email: forEmail });
      // GoTrue's single-confirmation answer: no session until the other address confirms too.
      if (!applied) return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' };
      return issueSession(ctx, tx, req, userId, type === 'recovery' ? 'recovery' : 'otp');
    });
    if (forEmail) ctx.verifyAttempts.reset(forEmail);
    return answer;
  } catch (e) {
    if (forEmail && e instanceof AuthError && e.code === 'otp_expired' && ctx.verifyAttempts.fail(forEmail)) {
      await burnCodes(ctx.db, forEmail);
    }
    throw e;
  }
}

const redirect = (location: string): HtmlAnswer => ({
  status: 303,
  body: null,
  headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
});

/** GET /verify: the e-mail link. Failures go back to the app as GoTrue sends them, in the URL. */
export async function verifyGet(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<HtmlAnswer> {
  const target = resolveRedirect(ctx.config, url.searchParams.get('redirect_to'));
  const raw = url.searchParams.get('token') ?? '';
  const pkce = raw.startsWith(PKCE_PREFIX);
  const fail = (code: string, description: string) => {
    const p = new URLSearchParams({ error: 'access_denied', error_code: code, error_description: description });
    if (!pkce) return redirect(`${target}#${p.toString()}`);
    const u = new URL(target);
    p.forEach((v, k) => u.searchParams.set(k, v));
    return redirect(u.href);
  };
  const rawType = url.searchParams.get('type') ?? '';
  const type = linkType(rawType);
  if (!type || !raw) return fail('validation_failed', 'Verify requires a token and a supported type');
  const hash = pkce ? raw.slice(PKCE_PREFIX.length) : raw;
  try {
    return await ctx.db.transaction(async (tx) => {
      const { userId, applied } = await verifyToken(ctx, tx, type, { hash });
      if (!applied) {
        // GoTrue's prepRedirectURL: the message in the fragment (and the query for PKCE).
        const u = new URL(target);
        if (pkce) u.searchParams.set('message', SINGLE_CONFIRMATION_ACCEPTED);
        u.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }).toString();
        return redirect(u.href);
      }
      if (pkce) {
        const r = await tx.query<{ auth_code: string }>(
          `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
            where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                         order by created_at desc limit 1)
            returning auth_code`,
          [userId, type],
        );
        if (!r.rows[0]) throw invalidOtp();
        const u = new URL(target);
        u.searchParams.set('code', r.rows[0].auth_code);
        return redirect(u.href);
      }
      const session = await issueSession(ctx, tx, req, userId, type === 'recovery' ? 'recovery' : 'otp');
      // GoTrue's implicit-flow redirect, keys sorted as Go's url.Values.Encode sorts them.
      const p = new URLSearchParams([
        ['access_token', String(session.access_token)],
        ['expires_at', String(session.expires_at)],
        ['expires_in', String(session.expires_in)],
        ['refresh_token', String(session.refresh_token)],
        ['token_type', 'bearer'],
        ['type', rawType],
      ]);
      return redirect(`${target}#${p.toString()}`);
    });
  } catch (e) {
    if (e instanceof AuthError && e.status < 500) {
      return fail(e.code, e.code === 'otp_expired' ? 'Email link is invalid or has expired' : e.message);
    }
    throw e;
  }
}
