import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandIn {
  url: string;
  close(): Promise<void>;
}

export interface StandInRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes, for binary uploads. */
  raw: Buffer;
}

export interface StandInAnswer {
  status?: number;
  json?: unknown;
  body?: Buffer | string;
  headers?: Record<string, string>;
}

/** A tiny HTTP server on 127.0.0.1 answering with `handle`; what a real provider would be. */
export async function startStandIn(handle: (req: StandInRequest) => StandInAnswer | Promise<StandInAnswer>): Promise<StandIn> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        const raw = Buffer.concat(chunks);
        const answer = await handle({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: raw.toString('utf8'), raw });
        const body = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.body ?? '');
        res.writeHead(answer.status ?? 200, { ...(answer.json !== undefined ? { 'content-type': 'application/json' } : {}), ...answer.headers });
        res.end(body);
      } catch (e) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(e) } }));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
