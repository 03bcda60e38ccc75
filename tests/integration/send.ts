import http from 'node:http';

/**
 * Sends a request; `sent` resolves once it is all written to the stack's socket, so a request made
 * after it reaches the stack second. `answer` is the response with its body.
 */
export function send(url: string, init: { method?: string; headers: Record<string, string>; body?: string }) {
  const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers });
  const sent = new Promise<void>((resolve) => req.once('finish', () => resolve()));
  const answer = new Promise<{ status: number; headers: Headers; body: string }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
        resolve({ status: res.statusCode!, headers, body });
      });
    });
  });
  req.end(init.body);
  return { sent, answer };
}
