import http from 'node:http';
import { sendJson } from '../http.ts';

/** Headers that describe one hop, not the message; never forwarded (RFC 9110 docs/product.md#server-calls.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-authorization']);

export function runtimeError(res: http.ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { code, message }, { 'sb-error-code': code });
}

export interface ProxyOptions {
  port: number;
  /** Path the function sees: `/<name>/rest?query`, as the hosted runtime passes it. */
  path: string;
  timeoutMs: number;
  /** Called when the function did not answer in time or its process vanished mid-request. */
  onWorkerLost: () => void;
}

/**
 * Streams the request to the worker and its answer back. The timeout covers the wait for the
 * response head (hosted's request idle timeout); a streamed body may then take as long as it needs.
 */
export function proxyToWorker(req: http.IncomingMessage, res: http.ServerResponse, opts: ProxyOptions): Promise<void> {
  return new Promise<void>((resolve) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = v;
    const forwardedFor = req.socket.remoteAddress;
    if (forwardedFor) headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${forwardedFor}` : forwardedFor;

    let settled = false;
    const finish = () => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        resolve();
      }
    };
    const upstream = http.request({ host: '127.0.0.1', port: opts.port, method: req.method, path: opts.path, headers, agent: false });
    // agent: false = a fresh loopback connection per call; a pooled socket the worker already
    // closed would otherwise surface as a spurious worker error.

    const timer = setTimeout(() => {
      upstream.destroy();
      opts.onWorkerLost();
      const limit = opts.timeoutMs >= 1000 ? `${+(opts.timeoutMs / 1000).toFixed(1)} s` : `${opts.timeoutMs} ms`;
      runtimeError(res, 504, 'WORKER_LIMIT', `Function did not respond within ${limit} (request idle timeout)`);
      finish();
    }, opts.timeoutMs);

    upstream.on('response', (up) => {
      clearTimeout(timer);
      const out: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) out[k] = v;
      // Hosted passes the function's headers through untouched (CORS is the function's job).
      res.writeHead(up.statusCode ?? 502, out);
      up.pipe(res);
      up.on('error', () => res.destroy());
    });
    upstream.on('error', (e) => {
      if (settled) return;
      if (res.headersSent) {
        res.destroy();
      } else {
        console.error(`[functions] worker connection failed: ${e.message}`);
        opts.onWorkerLost();
        runtimeError(res, 500, 'WORKER_ERROR', 'Function exited due to an error (please check logs)');
      }
      finish();
    });
    // The caller went away: stop the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
      finish();
    });
    req.pipe(upstream);
  });
}
