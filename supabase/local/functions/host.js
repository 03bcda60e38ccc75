/* global Deno */
// Runs one edge function under Deno the way the hosted edge runtime does. The function module
// calls `Deno.serve(handler)`; we capture that handler instead of letting it bind port 8000,
// then serve it ourselves on an ephemeral loopback port that the stack proxies to.
// Plain JS (not TS) so the Node-side tsc and this Deno-side file never see each other's globals.

const READY_MARKER = '__edge_host_ready__';
const entry = Deno.args[0];
if (!entry) {
  console.error('usage: host.js <file:// URL of the function entrypoint>');
  Deno.exit(2);
}

/** @type {{ handler: (req: Request, info: unknown) => Response | Promise<Response>, onError?: (e: unknown) => Response | Promise<Response> } | undefined} */
let registered;
const realServe = Deno.serve.bind(Deno);

// Accepts every call shape of Deno.serve: (handler), (options, handler), ({ handler, ...options }).
Deno.serve = (a, b) => {
  const options = typeof a === 'function' ? {} : (a ?? {});
  const handler = typeof a === 'function' ? a : typeof b === 'function' ? b : options.handler;
  if (typeof handler !== 'function') throw new TypeError('Deno.serve needs a handler function');
  registered = { handler, onError: options.onError };
  // A stand-in for Deno.HttpServer: the real listener belongs to this host.
  const finished = new Promise(() => undefined);
  return {
    finished,
    addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
    shutdown: async () => undefined,
    ref() {},
    unref() {},
    [Symbol.asyncDispose]: async () => undefined,
  };
};

// The hosted runtime's global for background work after the response (e.g. sending an e-mail).
if (!('EdgeRuntime' in globalThis)) {
  globalThis.EdgeRuntime = {
    waitUntil(promise) {
      Promise.resolve(promise).catch((e) => console.error('EdgeRuntime.waitUntil task failed:', e));
    },
  };
}

let mod;
try {
  mod = await import(entry);
} catch (e) {
  console.error('Worker failed to boot:', e);
  Deno.exit(1);
}
// `export default { fetch }` (the `deno serve` style) works too.
if (!registered && typeof mod?.default?.fetch === 'function') registered = { handler: (req, info) => mod.default.fetch(req, info) };
if (!registered) {
  console.error('The function module did not call Deno.serve(handler).');
  Deno.exit(1);
}

const workerError = () =>
  Response.json(
    { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
    { status: 500, headers: { 'sb-error-code': 'WORKER_ERROR' } },
  );

realServe(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => console.log(`${READY_MARKER}${port}`),
  },
  async (req, info) => {
    try {
      const res = await registered.handler(req, info);
      if (!(res instanceof Response)) throw new TypeError('The handler did not return a Response');
      return res;
    } catch (e) {
      // Logged for the developer; the caller only sees a generic message, never the stack.
      console.error('Uncaught error in the function:', e);
      if (registered.onError) {
        try {
          return await registered.onError(e);
        } catch (e2) {
          console.error('onError failed too:', e2);
        }
      }
      return workerError();
    }
  },
);

// The stack holds our stdin open; when it goes away (even killed with SIGKILL) stdin ends and so do we.
(async () => {
  try {
    for await (const _chunk of Deno.stdin.readable) {
      // ignore input; we only wait for end of file
    }
  } finally {
    Deno.exit(0);
  }
})();
