// `npx tsx scripts/trace-long-tasks.ts <trace.json>...`: the main thread's long tasks in a Chrome
// trace (`BENCH_TRACE_DIR=… npm run bench:press` writes one per page visit), each with what took
// its time: script evaluation and function calls by file, style, layout, paint, garbage
// collection. For finding what to slice (docs/benchmarks.md#presses-on-a-phone).
import fs from 'node:fs';

type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: { url?: string; functionName?: string; frame?: string }; name?: string } };

const LONG_MS = 50;

function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const named = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The renderer with the most top-level work is the page's.
  let best = named[0]!;
  let most = -1;
  for (const t of named) {
    const work = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').reduce((a, e) => a + (e.dur ?? 0), 0);
    if (work > most) [best, most] = [t, work];
  }
  return { pid: best.pid, tid: best.tid };
}

const short = (url: string | undefined) => (url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') || url : '');

function label(e: TraceEvent): string | null {
  const data = e.args?.data;
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${e.name} ${short(data?.url)}`;
    case 'FunctionCall':
      return `call ${short(data?.url)}${data?.functionName ? ` ${data.functionName}` : ''}`;
    case 'ParseHTML':
    case 'UpdateLayoutTree':
    case 'Layout':
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'HitTest':
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
    case 'XHRReadyStateChange':
    case 'ResourceReceivedData':
    case 'ParseAuthorStyleSheet':
    case 'Decode Image':
      return e.name;
    default:
      return null;
  }
}

export function longTasks(trace: { traceEvents: TraceEvent[] } | TraceEvent[]): Array<{ start: number; dur: number; parts: Array<[string, number]> }> {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const navigation = own.find((e) => e.name === 'ParseHTML')?.ts ?? own[0]?.ts ?? 0;
  const tasks = own.filter((e) => e.name === 'RunTask' && e.dur! / 1000 > LONG_MS);
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    // Self time of each labelled event: its duration less its labelled children's.
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && label(e));
    const self = new Map<TraceEvent, number>(inside.map((e) => [e, e.dur!]));
    for (const e of inside) {
      const parent = inside.filter((p) => p !== e && p.ts <= e.ts && p.ts + p.dur! >= e.ts + e.dur!).sort((a, b) => a.dur! - b.dur!)[0];
      if (parent) self.set(parent, self.get(parent)! - e.dur!);
    }
    const parts = new Map<string, number>();
    for (const [e, t] of self) parts.set(label(e)!, (parts.get(label(e)!) ?? 0) + t / 1000);
    return {
      start: (task.ts - navigation) / 1000,
      dur: task.dur! / 1000,
      parts: [...parts].filter(([, t]) => t >= 2).sort((a, b) => b[1] - a[1]),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) {
    console.log(`\n${file}`);
    for (const t of longTasks(JSON.parse(fs.readFileSync(file, 'utf8')))) {
      console.log(`  ${Math.round(t.start)} ms: ${Math.round(t.dur)} ms — ${t.parts.map(([n, ms]) => `${n} ${Math.round(ms)}`).join(', ')}`);
    }
  }
}
