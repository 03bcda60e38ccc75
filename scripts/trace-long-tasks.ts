// `npx tsx scripts/trace-long-tasks.ts [--over=ms] <trace.json>...`: the main thread's long tasks in a Chrome
// trace (`BENCH_TRACE_DIR=… npm run bench:press` writes one per page visit), each with what took
// its time: script evaluation and function calls by file, style, layout, paint, garbage
// collection. For finding what to slice (docs/benchmarks.md#presses-on-a-phone).
import fs from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileData = { startTime?: number; cpuProfile?: { nodes?: Array<{ id: number; callFrame: CallFrame }>; samples?: number[] }; timeDeltas?: number[] };
type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: how long the thread ran, leaving out the time it waited for a CPU. */
  tdur?: number;
  tid: number;
  pid: number;
  id?: string;
  args?: { data?: { url?: string; functionName?: string; frame?: string } & ProfileData; name?: string };
};

/** The CPU profile's samples on the page's main thread (a trace with the v8.cpu_profiler category): time and the function running. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): Array<[ts: number, frame: CallFrame]> {
  const out: Array<[number, CallFrame]> = [];
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  for (const profile of profiles) {
    const nodes = new Map<number, CallFrame>();
    let ts = profile.args?.data?.startTime ?? profile.ts;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === pid)) {
      const data = chunk.args?.data;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
      const samples = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      samples.forEach((id, i) => {
        ts += deltas[i] ?? 0;
        const frame = nodes.get(id);
        if (frame) out.push([ts, frame]);
      });
    }
  }
  return out.sort((a, b) => a[0] - b[0]);
}

const LONG_MS = 50;

/** The main thread of the renderer that parsed the page (an http(s) document), not the browser's own pages. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const parse = events.find((e) => e.name === 'ParseHTML' && /^https?:/.test((e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url ?? ''));
  if (!parse) throw new Error('no page in the trace');
  return { pid: parse.pid, tid: parse.tid };
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

export function longTasks(
  trace: { traceEvents: TraceEvent[] } | TraceEvent[],
  overMs: number = LONG_MS,
): Array<{ start: number; dur: number; parts: Array<[string, number]>; hot: Array<[string, number]> }> {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const { pid, tid } = mainThread(events);
  const samples = samplesOf(events, pid, tid);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const navigation = own.find((e) => e.name === 'ParseHTML')?.ts ?? own[0]?.ts ?? 0;
  const tasks = own.filter((e) => e.name === 'RunTask' && e.dur! / 1000 > overMs);
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
    // The functions the profile caught running in the task, by share of its samples.
    const inTask = samples.filter(([ts]) => ts >= task.ts && ts <= end);
    const hot = new Map<string, number>();
    for (const [, f] of inTask) {
      const key = `${f.functionName || '(anonymous)'} ${short(f.url)}${f.url ? `:${f.lineNumber + 1}` : ''}`;
      hot.set(key, (hot.get(key) ?? 0) + 1);
    }
    return {
      start: (task.ts - navigation) / 1000,
      dur: task.dur! / 1000,
      parts: [...parts].filter(([, t]) => t >= 2).sort((a, b) => b[1] - a[1]),
      hot: [...hot]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, n]) => [k, Math.round((100 * n) / inTask.length)]),
    };
  });
}

/**
 * The page's main-thread work as a slower phone would run it, from the thread time of each task
 * (so another process busy on the same machine does not lengthen it), times `slowdown` (as
 * Lighthouse's simulated throttling does): the tasks over 50 ms after the first contentful paint,
 * their time over 50 ms (total blocking time), the longest; and the longest without slowdown.
 */
export function threadTimeTasks(
  trace: { traceEvents: TraceEvent[] } | TraceEvent[],
  slowdown: number,
): { count: number; blocking: number; longest: number; longestUnthrottled: number } {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const { pid, tid } = mainThread(events);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined);
  const slowed = tasks.filter((t) => t.ts >= fcp).map((t) => (t.tdur! / 1000) * slowdown);
  const long = slowed.filter((ms) => ms > LONG_MS);
  return {
    count: long.length,
    blocking: long.reduce((sum, ms) => sum + ms - LONG_MS, 0),
    longest: Math.max(0, ...slowed),
    longestUnthrottled: Math.max(0, ...tasks.map((t) => t.tdur! / 1000)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--over=13`: the tasks over 13 ms, those Lighthouse's 4× slowdown makes long.
  const over = Number(process.argv.find((a) => a.startsWith('--over='))?.slice(7) ?? LONG_MS);
  for (const file of process.argv.slice(2).filter((a) => !a.startsWith('--'))) {
    console.log(`\n${file}`);
    for (const t of longTasks(JSON.parse(fs.readFileSync(file, 'utf8')), over)) {
      console.log(`  ${Math.round(t.start)} ms: ${Math.round(t.dur)} ms — ${t.parts.map(([n, ms]) => `${n} ${Math.round(ms)}`).join(', ')}`);
      if (t.hot.length) console.log(`      ${t.hot.map(([f, pct]) => `${f} ${pct}%`).join(' · ')}`);
    }
  }
}
