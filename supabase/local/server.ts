import http from 'node:http';
import type { StackConfig } from './config.ts';
import type { Database } from './db/index.ts';
import { HttpError, send, sendJson, withoutCors } from './http.ts';

/**
 * A service mounted under a path prefix; it answers the request or throws HttpError. `isDocument`
 * names its HTML pages and form posts, which are answered (preflights and errors too) without CORS;
 * `headers` go on every answer of the service, preflights and errors included.
 */
export type Route = ((req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<void>) & {
  isDocument?: (req: http.IncomingMessage, url: URL) => boolean;
  headers?: Record<string, string>;
};

export interface StackContext {
  config: StackConfig;
  db: Database;
  anonKey: string;
  serviceRoleKey: string;
}

export function createGateway(routes: Record<string, Route>): http.Server {
  const prefixes = Object.keys(routes).sort((a, b) => b.length - a.length);
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      const prefix = prefixes.find((p) => url.pathname === p || url.pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
      if (prefix && routes[prefix].isDocument?.(req, url)) withoutCors(res);
      for (const [name, value] of Object.entries((prefix && routes[prefix].headers) || {})) res.setHeader(name, value);
      if (req.method === 'OPTIONS') {
        send(res, 204, null);
        return;
      }
      if (!prefix) {
        sendJson(res, 404, { message: 'no Route matched with those values' });
        return;
      }
      await routes[prefix](req, res, url);
    } catch (e) {
      if (e instanceof HttpError) {
        sendJson(res, e.status, e.body, e.headers);
        return;
      }
      console.error(`[gateway] ${req.method} ${url.pathname}:`, e);
      sendJson(res, 500, { message: 'Internal server error' });
    }
  });
  // Node closes an idle kept-alive connection after 5 s, and a client that reuses it at that
  // moment gets ECONNRESET. Hosted Supabase keeps them open far longer; clients' pools (browsers,
  // undici, Playwright) expect that. close() still ends idle connections at once.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
