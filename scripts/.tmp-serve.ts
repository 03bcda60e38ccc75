import fs from 'node:fs';
import { startBenchApp } from './lib/bench-app.ts';
const app = await startBenchApp('cli');
fs.writeFileSync('/tmp/cli/app.json', JSON.stringify({ app: app.app, publicPartyId: app.publicPartyId }));
console.log('ready');
process.on('SIGTERM', async () => { await app.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
