// A desktop Chrome that has just started is busy for a second or two with work of its own: it
// builds hidden pages of its interface (the address bar's pop-ups) and sets up its profile. On a
// 2-core machine that work took both cores, and a page measured at once shared them with it,
// which made its tasks look two to three times longer than the page's own work
// (docs/benchmarks.md#lighthouse). A phone opening a page is not starting its browser, so the
// benches wait for the browser to go quiet first.
import fs from 'node:fs';

const WINDOW_MS = 250;
/** CPU time (all of the browser's processes) under which a window counts as quiet. */
const QUIET_CPU_MS = 25;
const QUIET_WINDOWS = 2;
const MAX_WAIT_MS = 15_000;

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (100 on Linux). */
const TICK_MS = 10;

type Stat = { ppid: number; cpuMs: number };

function readStats(): Map<number, Stat> {
  const stats = new Map<number, Stat>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command name, which is in parentheses and may hold spaces.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS });
    } catch {
      // The process ended while the list was read.
    }
  }
  return stats;
}

/** CPU time used so far by `root` and every process below it. */
function treeCpuMs(root: number): number {
  const stats = readStats();
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += stats.get(pid)?.cpuMs ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The browser this process started (as Playwright does), if any: a child whose command line names Chrome or Chromium. */
export function childBrowser(): number | undefined {
  for (const [pid, { ppid }] of readStats()) {
    if (ppid !== process.pid) continue;
    try {
      if (/chrom/i.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) return pid;
    } catch {
      // The process ended while the list was read.
    }
  }
  return undefined;
}

/**
 * Resolves once the browser whose main process is `pid` has used under 25 ms of CPU in each of two
 * consecutive quarter-seconds (or after 15 s, with a warning). Where /proc is missing (not Linux),
 * waits a fixed 3 s instead.
 */
export async function browserSettled(pid: number): Promise<void> {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  if (!fs.existsSync('/proc/self/stat')) return sleep(3000);
  const started = Date.now();
  let last = treeCpuMs(pid);
  let quiet = 0;
  while (quiet < QUIET_WINDOWS) {
    if (Date.now() - started > MAX_WAIT_MS) {
      console.warn(`[bench] the browser was still busy after ${MAX_WAIT_MS / 1000} s; measuring anyway`);
      return;
    }
    await sleep(WINDOW_MS);
    const now = treeCpuMs(pid);
    quiet = now - last < QUIET_CPU_MS ? quiet + 1 : 0;
    last = now;
  }
}
