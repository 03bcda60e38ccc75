// `vite` (npm start) and `vite preview` (npm run preview, the e2e suite) route the share paths to
// the `share` function as a static host's rewrite does (docs/deploying.md#share-links): /i/{token}
// and /p/{id}, with or without /image.png, go to {VITE_SUPABASE_URL}/functions/v1/share/…, and its
// answer (HTML, PNG or a redirect) comes back unchanged. The request's path is never logged.
import http from 'node:http';
import https from 'node:https';
import type { Connect, Plugin } from 'vite';
import { SHARE_PATH } from '../supabase/functions/_shared/share-links.ts';

/** The app's default API address (src/lib/supabase-config.ts, which reads import.meta.env and so cannot be loaded here). */
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/** Request headers the function decides by (crawler or browser) or a proxy would pass on. */
const FORWARDED = ['user-agent', 'accept', 'accept-language', 'sec-fetch-mode', 'sec-fetch-dest', 'sec-fetch-site', 'sec-fetch-user', 'if-none-match'];
/** Response headers that describe the connection, not the answer. */
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

export function shareProxy(api: () => string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !SHARE_PATH.test(pathname)) return next();
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (req.socket.remoteAddress) headers['x-forwarded-for'] = req.socket.remoteAddress;
    // node:http, not fetch: fetch sets the Sec-Fetch-* headers itself, and the function reads them.
    const target = new URL(`${api()}/functions/v1/share${req.url}`);
    const upstream = (target.protocol === 'https:' ? https : http).request(target, { method: req.method, headers }, (answer) => {
      res.statusCode = answer.statusCode ?? 502;
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP.has(name)) res.setHeader(name, value);
      }
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.statusCode = 502;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('The local stack is not answering: start it with npm start or npm run stack.');
    });
    upstream.end();
  };
}

export function shareRoutes(): Plugin {
  let api = LOCAL_SUPABASE_URL;
  const middleware = shareProxy(() => api);
  return {
    name: 'confetti:share-routes',
    configResolved(config) {
      api = (config.env.VITE_SUPABASE_URL || process.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL).replace(/\/+$/, '');
    },
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
