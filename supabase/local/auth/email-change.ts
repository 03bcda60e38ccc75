import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { deliverLocalMail } from '../mail/index.ts';
import { escapeHtml } from '../mail/page.ts';
import type { AuthContext } from './context.ts';
import { forbidden, unprocessable } from './errors.ts';
import { invalidOtp, isExpired, MAIL_FROM, newOtp, PKCE_PREFIX, tokenHash } from './otp.ts';
import { resolveRedirect } from './redirects.ts';
import { insertIdentity, refreshProviders } from './users.ts';
import { parseChallengeMethod } from './validation.ts';

// GoTrue's secure e-mail change (UserUpdate → sendEmailChange, Verify → emailChangeVerify):
// PUT /user {email} only records the new address in email_change (the user JSON's new_email) and
// mails a link with a code to it; with `double_confirm_changes` a second link goes to the current
// address. Each link is single use. With double confirm the first link followed answers
// SINGLE_CONFIRMATION_ACCEPTED and sets email_change_confirm_status to 1; the second applies the
// change. Without it the link to the new address applies it at once.

export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

export const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered');

/**
 * Stores the pending change and its tokens (in the caller's transaction) and returns the sending of
 * the e-mails, to run once the transaction has committed.
 */
export async function prepareEmailChange(
  ctx: AuthContext,
  tx: Queryable,
  user: { id: string; email: string | null },
  newEmail: string,
  opts: { redirectTo: string | null; pkce?: { method: string; challenge: string } },
): Promise<() => Promise<void>> {
  const otpNew = newOtp();
  const hashNew = tokenHash(newEmail, otpNew);
  const current = ctx.doubleConfirmChanges && user.email ? { email: user.email, otp: newOtp() } : null;
  const hashCurrent = current ? tokenHash(current.email, current.otp) : '';
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, newEmail, hashNew, hashCurrent],
  );
  if (opts.pkce) {
    await tx.query(`delete from auth.flow_state where user_id = $1 and authentication_method = 'email_change'`, [user.id]);
    await tx.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
         created_at, updated_at, authentication_method)
       values ($1, $2, $3, $4::auth.code_challenge_method, $5, 'email_change', now(), now(), 'email_change')`,
      [randomUUID(), user.id, randomUUID(), parseChallengeMethod(opts.pkce.method), opts.pkce.challenge],
    );
  }
  const redirectTo = resolveRedirect(ctx.config, opts.redirectTo);
  const mails = [{ to: newEmail, otp: otpNew, hash: hashNew }];
  if (current) mails.push({ to: current.email, otp: current.otp, hash: hashCurrent });
  const from = user.email ?? '';
  return async () => {
    for (const m of mails) {
      const link = new URL(`${ctx.config.apiUrl}/auth/v1/verify`);
      link.searchParams.set('token', opts.pkce ? `${PKCE_PREFIX}${m.hash}` : m.hash);
      link.searchParams.set('type', 'email_change');
      link.searchParams.set('redirect_to', redirectTo);
      const lead = `Follow this link to confirm the update of your email from ${from} to ${newEmail}:`;
      await deliverLocalMail(ctx, {
        from: MAIL_FROM,
        to: m.to,
        subject: 'Confirm Email Change',
        text: `${lead}\n${link.href}\n\nAlternatively, enter the code: ${m.otp}\n`,
        html:
          `<h2>Confirm Change of Email</h2><p>${escapeHtml(lead)}</p>` +
          `<p><a href="${escapeHtml(link.href)}">Change Email</a></p><p>Alternatively, enter the code: ${m.otp}</p>`,
      });
    }
  };
}

interface PendingChange {
  id: string;
  email: string | null;
  email_change: string;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  email_change_sent_at: Date | null;
  banned: boolean;
}

/**
 * Checks an e-mail change token (hash, and for a code the address it was sent to) in the caller's
 * transaction. 'pending' when it was the first of two links; otherwise the change is applied and
 * the user's id returned.
 */
export async function consumeEmailChange(
  ctx: AuthContext,
  tx: Queryable,
  where: { hash: string; email?: string },
): Promise<{ userId: string; applied: boolean }> {
  const r = await tx.query<PendingChange>(
    `select id, email, email_change, email_change_token_new, email_change_token_current, email_change_confirm_status,
            email_change_sent_at, coalesce(banned_until > now(), false) as banned
       from auth.users
      where coalesce(email_change, '') <> ''
        and ((email_change_token_new = $1 and ($2::text is null or lower(email_change) = lower($2)))
          or (email_change_token_current = $1 and ($2::text is null or lower(email) = lower($2))))
      limit 1
      for update`,
    [where.hash, where.email ?? null],
  );
  const u = r.rows[0];
  if (!u || isExpired(u.email_change_sent_at)) throw invalidOtp();
  if (u.banned) throw forbidden('user_banned', 'User is banned');

  if (ctx.doubleConfirmChanges && (u.email_change_confirm_status ?? 0) === 0 && u.email && u.email_change_token_current) {
    const column = u.email_change_token_current === where.hash ? 'email_change_token_current' : 'email_change_token_new';
    await tx.query(`update auth.users set ${column} = '', email_change_confirm_status = 1, updated_at = now() where id = $1`, [u.id]);
    return { userId: u.id, applied: false };
  }

  // The address may have been taken since the change was asked for.
  const taken = await tx.query(`select 1 from auth.users where lower(email) = lower($1) and id <> $2 and is_sso_user = false`, [u.email_change, u.id]);
  if (taken.rows.length) throw emailExists();
  await applyEmail(tx, u.id, u.email_change);
  await tx.query(`update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb where id = $1`, [
    u.id,
  ]);
  const identity = await tx.query(`select 1 from auth.identities where user_id = $1 and provider = 'email'`, [u.id]);
  if (!identity.rows.length) {
    await insertIdentity(tx, { userId: u.id, provider: 'email', providerId: u.id, data: { sub: u.id, email: u.email_change, email_verified: true } });
  } else {
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [u.id, u.email_change],
    );
  }
  await refreshProviders(tx, u.id);
  return { userId: u.id, applied: true };
}

/**
 * Sets the address and ends any pending change (GoTrue's ConfirmEmailChange; the admin API applies
 * an address this way at once). The email identity's identity_data.email follows; profiles.email
 * follows through the on_auth_user_email_changed trigger.
 */
export async function applyEmail(q: Queryable, userId: string, email: string): Promise<void> {
  await q.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1`,
    [userId, email],
  );
  await q.query(
    `update auth.identities set identity_data = jsonb_set(identity_data, '{email}', to_jsonb($2::text)), updated_at = now()
      where user_id = $1 and provider = 'email' and identity_data ? 'email'`,
    [userId, email],
  );
}
