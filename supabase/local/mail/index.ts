import http from 'node:http';
import type { StackContext } from '../server.ts';
import { HttpError, readBody } from '../http.ts';
import { PAGE_CSP, renderInbox, renderMessage, renderNotFound } from './page.ts';
import { deleteMessages, ensureMailSchema, getMessage, insertMessage, listMessages, type MailMessage, type OutgoingMail } from './store.ts';

export type { MailMessage, OutgoingMail } from './store.ts';

export interface Mailbox {
  url: string;
  close(): Promise<void>;
}

const MAX_BYTES = 1024 * 1024;

/** Thrown for a message the mailbox refuses; `message` says what to fix. */
export class InvalidMailError extends Error {}

/** Checks the shape the mailbox API documents; returns a clean copy. */
export function validateMail(input: unknown): OutgoingMail {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new InvalidMailError('Body must be a JSON object');
  const m = input as Record<string, unknown>;
  const str = (v: unknown, field: string, max: number, required: boolean): string | null => {
    if (v === undefined || v === null) {
      if (required) throw new InvalidMailError(`"${field}" is required`);
      return null;
    }
    if (typeof v !== 'string') throw new InvalidMailError(`"${field}" must be a string`);
    if (required && !v.trim()) throw new InvalidMailError(`"${field}" must not be empty`);
    if (v.length > max) throw new InvalidMailError(`"${field}" is longer than ${max} characters`);
    return v;
  };
  const toList = Array.isArray(m.to) ? m.to : [m.to];
  if (toList.length === 0 || toList.length > 50) throw new InvalidMailError('"to" must list 1 to 50 recipients');
  const to = toList.map((t) => str(t, 'to', 320, true)!.trim());
  const files = m.attachments ?? [];
  if (!Array.isArray(files) || files.length > 10) throw new InvalidMailError('"attachments" must list at most 10 files');
  const attachments = files.map((f: unknown) => {
    if (!f || typeof f !== 'object') throw new InvalidMailError('Each attachment must be an object');
    const a = f as Record<string, unknown>;
    const content = str(a.content, 'attachments.content', MAX_BYTES, true)!;
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content)) throw new InvalidMailError('"attachments.content" must be base64');
    return {
      filename: str(a.filename, 'attachments.filename', 255, true)!.trim(),
      content,
      content_type: str(a.content_type, 'attachments.content_type', 255, false),
    };
  });
  return {
    from: str(m.from, 'from', 320, true)!.trim(),
    to,
    reply_to: str(m.reply_to, 'reply_to', 320, false)?.trim() || null,
    subject: str(m.subject, 'subject', 998, false) ?? '',
    text: str(m.text, 'text', MAX_BYTES, false),
    html: str(m.html, 'html', MAX_BYTES, false),
    attachments,
  };
}

const schemaReady = new WeakMap<object, Promise<void>>();

/** Creates the mailbox table once per database, however many callers race for it. */
function ensureSchemaOnce(ctx: Pick<StackContext, 'db'>): Promise<void> {
  let ready = schemaReady.get(ctx.db);
  if (!ready) schemaReady.set(ctx.db, (ready = ensureMailSchema(ctx.db)));
  return ready;
}

/** Stores a message without going through HTTP (the auth service's e-mails use this). */
export async function deliverLocalMail(ctx: Pick<StackContext, 'db'>, msg: OutgoingMail): Promise<MailMessage> {
  const clean = validateMail(msg);
  await ensureSchemaOnce(ctx);
  const stored = await insertMessage(ctx.db, clean);
  console.log(`[mail] ${stored.subject || '(no subject)'} → ${stored.to.join(', ')}`);
  return stored;
}

/** The local mailbox on 127.0.0.1:config.mailPort: a small page plus a JSON API for tests. */
export async function startMailbox(ctx: StackContext): Promise<Mailbox> {
  await ensureSchemaOnce(ctx);
  const port = ctx.config.mailPort;
  const server = http.createServer((req, res) => {
    handle(ctx, req, res).catch((e: unknown) => {
      if (e instanceof HttpError) return json(res, e.status, { error: e.message });
      if (e instanceof InvalidMailError) return json(res, 400, { error: e.message });
      console.error('[mail]', e);
      json(res, 500, { error: 'Internal error' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  console.log(`[mail] local mailbox at http://127.0.0.1:${port}`);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function handle(ctx: StackContext, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  // Only loopback host names: a DNS-rebinding page must not be able to read reset links.
  if (!/^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i.test(req.headers.host ?? '')) return json(res, 421, { error: 'Use 127.0.0.1 or localhost' });
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const method = req.method ?? 'GET';
  const apiId = /^\/api\/messages\/([^/]+)$/.exec(url.pathname)?.[1];
  const pageId = /^\/messages\/([^/]+)$/.exec(url.pathname)?.[1];

  if (url.pathname === '/api/messages') {
    if (method === 'GET') {
      const limit = Number(url.searchParams.get('limit') ?? 100) || 100;
      return json(res, 200, { messages: await listMessages(ctx.db, { to: url.searchParams.get('to') ?? undefined, limit }) });
    }
    if (method === 'POST') {
      // JSON only: a cross-site form post cannot send it without a CORS preflight, which we never grant.
      if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return json(res, 415, { error: 'Send application/json' });
      let body: unknown;
      try {
        body = JSON.parse((await readBody(req, MAX_BYTES)).toString('utf8'));
      } catch (e) {
        if (e instanceof HttpError) throw e;
        return json(res, 400, { error: 'Body is not valid JSON' });
      }
      return json(res, 201, await deliverLocalMail(ctx, body as OutgoingMail));
    }
    if (method === 'DELETE') return json(res, 200, { deleted: await deleteMessages(ctx.db) });
    return json(res, 405, { error: 'Method not allowed' });
  }
  if (apiId) {
    if (method === 'GET') {
      const m = await getMessage(ctx.db, apiId);
      return m ? json(res, 200, m) : json(res, 404, { error: 'Message not found' });
    }
    if (method === 'DELETE') {
      const n = await deleteMessages(ctx.db, apiId);
      return n ? json(res, 200, { deleted: n }) : json(res, 404, { error: 'Message not found' });
    }
    return json(res, 405, { error: 'Method not allowed' });
  }
  if (method !== 'GET' && method !== 'HEAD') return json(res, 405, { error: 'Method not allowed' });
  if (url.pathname === '/')
    return page(res, 200, renderInbox(await listMessages(ctx.db, { to: url.searchParams.get('to') ?? undefined }), url.searchParams.get('to') ?? undefined));
  if (pageId) {
    const m = await getMessage(ctx.db, pageId);
    return m ? page(res, 200, renderMessage(m)) : page(res, 404, renderNotFound());
  }
  return json(res, 404, { error: 'Not found' });
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function page(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': PAGE_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  });
  res.end(html);
}
