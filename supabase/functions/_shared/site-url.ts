import { notSetUp } from './http.ts';
import { siteOriginFrom } from './site-origin.ts';

/**
 * The app's own address, from the SITE_URL secret (the local stack passes its own SITE_URL). Links
 * that lead back to Confetti — payment return pages, the design tool's callback, invitation e-mails —
 * are built from it alone: a request's Origin header is the caller's to choose, and a link built
 * from it could send a buyer or an invitee to someone else's site. Without it: 503 "This isn't
 * available yet.", the setting named in the log only.
 */
export function siteOrigin(): string {
  const origin = siteOriginFrom(Deno.env.get('SITE_URL'));
  if (!origin) throw notSetUp('The app address is not configured: set SITE_URL (an http(s) address) for the functions.');
  return origin;
}
