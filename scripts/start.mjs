// `npm start`: the local stack and the app together; only the app when VITE_SUPABASE_URL points elsewhere.
import { spawn } from 'node:child_process';

const target = process.env.VITE_SUPABASE_URL;
const useLocal = !target || /^https?:\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(target);
const children = [];

function run(cmd, args, name) {
  const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
  const prefix = (d) => d.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on('data', (d) => process.stdout.write(prefix(d)));
  child.stderr.on('data', (d) => process.stderr.write(prefix(d)));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[start] ${name} exited with ${code}; stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (useLocal) {
  const stack = run(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], 'stack');
  await new Promise((resolve) => {
    stack.stdout.on('data', (d) => {
      if (/API ready/.test(d.toString())) resolve();
    });
  });
} else {
  console.log(`[start] using the Supabase project at ${target}`);
}
run(process.execPath, ['node_modules/vite/bin/vite.js'], 'app');
