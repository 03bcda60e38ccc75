import { loadConfig } from './config.ts';
import { startStack } from './stack.ts';

const args = new Set(process.argv.slice(2));
const config = loadConfig();
const t0 = Date.now();

try {
  const stack = await startStack(config, { reset: args.has('--reset'), log: (m) => console.log(`[stack] ${m}`) });
  if (args.has('--exit')) {
    await stack.close();
    const where = config.databaseUrl ? 'the DATABASE_URL database' : config.dataDir;
    console.log(args.has('--reset') ? `[stack] reset and seeded ${where}` : `[stack] migrated ${where}`);
    process.exit(0);
  }
  console.log(`[stack] API ready at ${config.apiUrl} in ${Date.now() - t0} ms (data: ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await stack.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (e) {
  console.error(`[stack] failed to start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
