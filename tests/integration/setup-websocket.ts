import WebSocket from 'ws';

// Node 20 has no global WebSocket (Node 22 does) and supabase-js builds its realtime client inside createClient.
const g = globalThis as { WebSocket?: unknown };
g.WebSocket ??= WebSocket;
