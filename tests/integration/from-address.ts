import http from 'node:http';
import { inject } from 'vitest';

export interface AddressedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A request from a chosen loopback source address (all of 127.0.0.0/8 is this machine on Linux),
 * so the stack sees a client of its own: per-IP limits key on the socket's address, never on
 * headers a client writes.
 */
export function fromIp(ip: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<AddressedAnswer> {
  const u = new URL(url);
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: `${u.pathname}${u.search}`,
        method: init.method ?? 'GET',
        localAddress: ip,
        headers: { apikey: inject('anonKey'), ...(payload ? { 'content-type': 'application/json' } : {}), ...init.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = text ? JSON.parse(text) : {};
          } catch {
            body = { text };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Loopback addresses no other test file uses: a random 127.x.y block, one address per call. */
export function loopbackAddresses(): () => string {
  const block = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}`;
  let n = 0;
  return () => `${block}.${++n}`;
}
