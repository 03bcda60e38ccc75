import { loadConfig } from './config.ts';
import { wellKnownKeys } from './jwt.ts';

// Same lines as `supabase status -o env`, so scripts written for the CLI work here.
const config = loadConfig();
const { anonKey, serviceRoleKey } = await wellKnownKeys(config.jwtSecret);
let running = false;
try {
  const r = await fetch(`${config.apiUrl}/auth/v1/health`, { signal: AbortSignal.timeout(1000) });
  running = r.ok;
} catch {
  running = false;
}
console.log(`API_URL=${config.apiUrl}`);
console.log(`REST_URL=${config.apiUrl}/rest/v1`);
console.log(`ANON_KEY=${anonKey}`);
console.log(`SERVICE_ROLE_KEY=${serviceRoleKey}`);
console.log(`JWT_SECRET=${config.jwtSecret}`);
console.log(`MAILBOX_URL=http://127.0.0.1:${config.mailPort}`);
console.log(`STATUS=${running ? 'running' : 'stopped'}`);
