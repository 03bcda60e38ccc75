// Realtime at /realtime/v1/websocket: the Phoenix channel protocol of @supabase/realtime-js
// (postgres_changes, broadcast, presence) on the gateway's own port. See session.ts for the
// message shapes and changes.ts for change capture.

import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { StackContext } from '../server.ts';
import { ChangeFeed } from './changes.ts';
import { authorize } from './authorization.ts';
import type { Channel } from './channel.ts';
import { Session, type Hub } from './session.ts';
import { PresenceRegistry } from './presence.ts';
import type { Vsn } from './protocol.ts';

export interface RealtimeOptions {
  /** A socket that sends nothing (realtime-js heartbeats every 25 s) for this long is dropped. */
  heartbeatTimeoutMs?: number;
  /** Largest accepted frame; bigger ones close the socket (1009). */
  maxFrameBytes?: number;
  /** Sweep interval for queued changes whose notification was missed. */
  sweepMs?: number;
}

const PATH = '/realtime/v1/websocket';

function envMs(name: string): number | undefined {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : undefined;
}

/** Serves /realtime/v1/websocket on the gateway's upgrade event. Returns a function that stops it. */
export async function attachRealtime(server: http.Server, ctx: StackContext, opts: RealtimeOptions = {}): Promise<() => Promise<void>> {
  const heartbeatTimeoutMs = opts.heartbeatTimeoutMs ?? envMs('SUPABASE_LOCAL_REALTIME_HEARTBEAT_TIMEOUT_MS') ?? 60_000;
  const feed = new ChangeFeed(ctx.db, { sweepMs: opts.sweepMs });
  await feed.start();
  const hub: Hub = {
    secret: ctx.config.jwtSecret,
    db: ctx.db,
    feed,
    presence: new PresenceRegistry<Channel>(),
    topics: new Map(),
  };
  const wss = new WebSocketServer({ noServer: true, maxPayload: opts.maxFrameBytes ?? 1024 * 1024 });
  const sessions = new Set<Session>();

  const refuse = (socket: Duplex, status: number, message: string) => {
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Bad Request'}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  };

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== PATH && url.pathname !== `${PATH}/`) {
        // Other upgrade paths are not ours; nobody else serves them either.
        refuse(socket, 404, 'no Route matched with those values');
        return;
      }
      const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
      if (vsnParam !== '1.0.0' && vsnParam !== '2.0.0') {
        refuse(socket, 400, `unsupported serializer version ${vsnParam}`);
        return;
      }
      const apikey = url.searchParams.get('apikey') ?? '';
      const auth = apikey ? await authorize(apikey, hub.secret) : { ok: false as const, reason: 'No apikey provided' };
      if (!auth.ok) {
        refuse(socket, 401, auth.reason);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
        const session = new Session(hub, ws, vsnParam as Vsn, apikey);
        sessions.add(session);
        ws.on('message', (data, isBinary) => {
          const buf = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
          session.receive(buf, isBinary);
        });
        const end = () => {
          sessions.delete(session);
          session.dispose();
        };
        ws.on('close', end);
        ws.on('error', () => {
          // Includes frames over maxPayload; ws closes the socket itself.
          end();
        });
      });
    })().catch((e) => {
      console.error('[realtime] upgrade failed:', e);
      socket.destroy();
    });
  };
  server.on('upgrade', onUpgrade);

  // Missed heartbeats: realtime-js sends one every 25 s, so a silent socket is a dead one.
  const reaper = setInterval(
    () => {
      const limit = Date.now() - heartbeatTimeoutMs;
      for (const s of sessions) {
        if (s.lastSeen < limit) {
          sessions.delete(s);
          s.dispose();
          s.ws.terminate();
        }
      }
    },
    Math.max(50, Math.min(5000, heartbeatTimeoutMs / 4)),
  );
  reaper.unref();

  return async () => {
    server.off('upgrade', onUpgrade);
    clearInterval(reaper);
    for (const s of sessions) {
      s.dispose();
      s.ws.terminate();
    }
    sessions.clear();
    wss.close();
    await feed.stop();
  };
}
