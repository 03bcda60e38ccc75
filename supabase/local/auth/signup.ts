import type { IncomingMessage } from 'node:http';
import { isPgError } from '../db/index.ts';
import { obj, readJsonObject, str, type JsonObject } from './body.ts';
import type { AuthContext } from './context.ts';
import { prepareLinkMail } from './email-links.ts';
import { badRequest, unprocessable } from './errors.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { issueSession } from './tokens.ts';
import { findUserByEmail, insertIdentity, insertUser, loadUserJson, mergeMetadata, setUserMetadata } from './users.ts';
import { validateEmail, validatePkceParams } from './validation.ts';

const userExists = () => unprocessable('user_already_exists', 'User already registered');

/**
 * POST /signup as GoTrue with GOTRUE_MAILER_AUTOCONFIRM=true: the user is created confirmed and the
 * answer is a session. With confirmations on (ctx.confirmEmail) the user is created unconfirmed, a
 * confirmation e-mail goes to the local mailbox and the answer is the user without a session.
 * Checks run in GoTrue's order (password, then e-mail).
 */
export async function signup(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<JsonObject> {
  const body = await readJsonObject(req);
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  const data = obj(body, 'data') ?? {};
  const challenge = str(body, 'code_challenge');
  const method = str(body, 'code_challenge_method');

  if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password, ctx.passwordPolicy);
  if (email && phone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
  if (phone && challenge) throw badRequest('validation_failed', 'PKCE not supported for phone signups');
  validatePkceParams(method, challenge);
  if (!email && phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (!email) throw badRequest('validation_failed', 'Sign up only available with email provider');
  const normalized = validateEmail(email);

  // GoTrue would confirm-and-sign-in an existing *unconfirmed* user here under autoconfirm; that hands
  // out a session without checking the password, so any existing address is refused instead.
  if (await findUserByEmail(ctx.db, normalized)) throw userExists();
  if (ctx.confirmEmail) ctx.limits.admitEmail(req, null);
  const hash = await hashPassword(password); // outside the transaction: bcrypt is slow

  try {
    const result = await ctx.db.transaction(async (tx): Promise<{ session: JsonObject } | { userId: string; send: () => Promise<void> }> => {
      const now = new Date();
      // Inserted with the sign-up data as-is so triggers on auth.users (profiles) see exactly `data`.
      const userId = await insertUser(
        tx,
        {
          email: normalized,
          passwordHash: hash,
          emailConfirmed: !ctx.confirmEmail,
          appMetadata: { provider: 'email', providers: ['email'] },
          userMetadata: data,
        },
        now,
      );
      const identityData: JsonObject = { sub: userId, email: normalized, email_verified: false, phone_verified: false };
      for (const [k, v] of Object.entries(data)) if (!(k in identityData)) identityData[k] = v;
      await insertIdentity(tx, { userId, provider: 'email', providerId: userId, data: identityData }, now);
      if (ctx.confirmEmail) {
        const send = await prepareLinkMail(
          ctx,
          tx,
          'signup',
          { id: userId, email: normalized },
          {
            redirectTo: url.searchParams.get('redirect_to'),
            pkce: challenge ? { method, challenge } : undefined,
          },
        );
        return { userId, send };
      }
      // GoTrue's user.Confirm() records the verification in user_metadata.
      await setUserMetadata(tx, userId, mergeMetadata(data, { email_verified: true }));
      return { session: await issueSession(ctx, tx, req, userId, 'password') };
    });
    if ('session' in result) return result.session;
    await result.send();
    const user = await loadUserJson(ctx.db, result.userId);
    if (!user) throw new Error('user vanished after sign-up');
    return user;
  } catch (e) {
    if (isPgError(e) && e.code === '23505') throw userExists(); // lost a race with a concurrent sign-up
    throw e;
  }
}
