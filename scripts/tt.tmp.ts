import fs from 'node:fs';
import { longTasks } from './trace-long-tasks';
for (const file of process.argv.slice(2)) {
  const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
  const ev = trace.traceEvents ?? trace;
  const parse = ev.find((e: any) => e.name === 'ParseHTML' && /^https?:/.test(e.args?.beginData?.url ?? ''));
  const { pid, tid } = parse;
  const nav = ev.filter((e: any) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'ParseHTML').sort((a: any, b: any) => a.ts - b.ts)[0].ts;
  const fcp = ev.find((e: any) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  const tasks = ev.filter((e: any) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined && e.ts >= fcp && e.tdur / 1000 * 4 > 50);
  const lt = longTasks(trace, 5);
  let total = 0;
  console.log(file);
  for (const t of tasks) {
    const start = (t.ts - nav) / 1000;
    const m = lt.find((x) => Math.abs(x.start - start) < 1);
    const blk = t.tdur / 1000 * 4 - 50; total += blk;
    console.log(`  ${Math.round(start)} tdur ${(t.tdur / 1000).toFixed(0)} blk ${blk.toFixed(0)} | ${m?.parts.slice(0, 3).map(([n, ms]) => `${n} ${Math.round(ms)}`).join(', ')} | ${m?.hot.slice(0, 4).map(([f, p]) => `${f} ${p}%`).join(' · ')}`);
  }
  console.log('  total', Math.round(total));
}
