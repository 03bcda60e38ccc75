import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, send, sendJson } from '../http.ts';
import type { Route, StackContext } from '../server.ts';
import { adminRoute } from './admin.ts';
import { authContext, type AuthContext } from './context.ts';
import { getUser, updateUser } from './current-user.ts';
import { AuthError, toHttpError, unexpectedFailure } from './errors.ts';
import { tokenGrant } from './grants.ts';
import { logout } from './logout.ts';
import { authorize, callback, type HtmlAnswer } from './oauth.ts';
import { recover, resend, verifyGet, verifyPost } from './email-links.ts';
import { reauthenticate } from './reauthenticate.ts';
import type { Limiter } from './rate-limits.ts';
import { health, settings } from './settings.ts';
import { signup } from './signup.ts';

const PREFIX = '/auth/v1';

type Handler = (ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

const json =
  (fn: (ctx: AuthContext, req: IncomingMessage, url: URL) => unknown | Promise<unknown>): Handler =>
  async (ctx, req, res, url) =>
    sendJson(res, 200, await fn(ctx, req, url));

const html =
  (fn: (ctx: AuthContext, req: IncomingMessage, url: URL) => Promise<HtmlAnswer>): Handler =>
  async (ctx, req, res, url) => {
    const a = await fn(ctx, req, url);
    send(res, a.status, a.body, a.headers);
  };

/** Path → method → handler, GoTrue's routes that the local stack serves. */
const ROUTES: Record<string, Record<string, Handler>> = {
  '/health': { GET: json(health) },
  '/settings': { GET: json(settings) },
  '/signup': { POST: json(signup) },
  '/token': { POST: json(tokenGrant) },
  '/logout': {
    POST: async (ctx, req, res, url) => {
      await logout(ctx, req, url);
      send(res, 204, null);
    },
  },
  '/user': { GET: json((ctx, req) => getUser(ctx, req)), PUT: json(updateUser) },
  // The nonce a password change needs with secure_password_change (reauthenticate.ts).
  '/reauthenticate': { GET: json((ctx, req) => reauthenticate(ctx, req)) },
  '/authorize': { GET: html((ctx, _req, url) => authorize(ctx, url)) },
  '/callback': { POST: html((ctx, req) => callback(ctx, req)) },
  // Password recovery and sign-up confirmation; the e-mails go to the local mailbox (email-links.ts).
  '/recover': { POST: json(recover) },
  '/resend': { POST: json(resend) },
  '/verify': { GET: html(verifyGet), POST: json((ctx, req) => verifyPost(ctx, req)) },
};

/**
 * Routes GoTrue has but the local stack leaves out: magic links, SMS, MFA and SSO are not used by
 * the product. They answer 404 in GoTrue's error shape with a message that says why.
 */
const NOT_PROVIDED = new Set(['/otp', '/magiclink', '/invite', '/sso', '/factors', '/admin/generate_link']);

/** The per-IP limiter GoTrue puts in front of a route (api.go, and Token() for /token). */
function limiterFor(path: string, method: string, url: URL): Limiter | null {
  if (method === 'OPTIONS') return null;
  switch (path) {
    case '/signup':
      return 'signup';
    case '/token':
      return url.searchParams.get('grant_type') === 'refresh_token' ? 'refresh' : 'token';
    case '/recover':
      return 'recover';
    case '/resend':
      return 'resend';
    case '/verify':
      return 'verify';
    case '/user':
      return method === 'PUT' ? 'user' : null;
    default:
      return null;
  }
}

async function dispatch(ctx: AuthContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname.slice(PREFIX.length).replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';
  const route = ROUTES[path];
  if (route) {
    const handler = route[method];
    if (!handler) throw new AuthError(405, '', 'Method Not Allowed');
    const limiter = limiterFor(path, method, url);
    if (limiter) ctx.limits.enforce(limiter, req);
    return handler(ctx, req, res, url);
  }
  const admin = await adminRoute(ctx, req, url, path);
  if (admin === 'method') throw new AuthError(405, '', 'Method Not Allowed');
  if (admin) return sendJson(res, 200, admin.body, admin.headers);
  const top = `/${path.split('/')[1] ?? ''}`;
  if (NOT_PROVIDED.has(top) || NOT_PROVIDED.has(path)) {
    throw new AuthError(404, '', `Not Found: ${path} is not provided by the local stack (it needs e-mail, SMS, MFA or SSO)`);
  }
  throw new AuthError(404, '', 'Not Found');
}

/**
 * The browser-facing pages and form posts: the stand-in Google page and its form, and the e-mail
 * link. No other origin may read them (or follow their redirects in fetch), or a page the developer
 * visits could sign itself in through them; `null` means every method, preflights included. POST
 * /verify stays a CORS JSON endpoint, as supabase-js calls it from the app.
 */
const DOCUMENTS: Record<string, string | null> = { '/authorize': null, '/callback': null, '/verify': 'GET' };

function isDocument(req: IncomingMessage, url: URL): boolean {
  const path = url.pathname.slice(PREFIX.length).replace(/\/+$/, '') || '/';
  if (!Object.hasOwn(DOCUMENTS, path)) return false;
  const only = DOCUMENTS[path];
  if (only === null) return true;
  const requested = req.method === 'OPTIONS' ? req.headers['access-control-request-method'] : req.method;
  return String(requested ?? '').toUpperCase() === only;
}

/** The /auth/v1 service: GoTrue's API for what supabase-js sends; every failure in GoTrue's error shape. */
export function createAuthRoute(stack: StackContext): Route {
  const ctx = authContext(stack.config, stack.db);
  return Object.assign(
    async (req: IncomingMessage, res: ServerResponse, url: URL) => {
      try {
        await dispatch(ctx, req, res, url);
      } catch (e) {
        if (e instanceof AuthError) throw toHttpError(e, req);
        if (e instanceof HttpError && e.status === 413) {
          throw toHttpError(new AuthError(413, 'validation_failed', 'Request body too large'), req);
        }
        console.error(`[auth] ${req.method} ${url.pathname}: ${e instanceof Error ? e.message : String(e)}`);
        throw toHttpError(unexpectedFailure(), req);
      }
    },
    { isDocument },
  );
}
