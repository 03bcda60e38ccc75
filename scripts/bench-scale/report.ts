// The scale bench's tables, its budget check and the section it keeps in docs/benchmarks.md.
import fs from 'node:fs';
import type { Size } from './generate.ts';
import type { ProbeResult } from './policies.ts';

export interface Measured {
  screen: string;
  name: string;
  who: 'visitor' | 'member';
  p50: number;
  p95: number;
  /** EXPLAIN ANALYZE execution time as the request's role, median. */
  dbMs: number;
  rows: number;
  /** Statuses of the measured calls that were not 2xx, e.g. { 500: 3 }. */
  failures: Record<number, number>;
  /** The first p95, when it was over the goal and the request was timed again (p50 and p95 are the second's). */
  firstP95?: number;
}

export interface SizeResult {
  size: Size;
  loadSeconds: number;
  measured: Measured[];
  probes: ProbeResult[];
  plans: { label: string; plan: string }[];
}

/** The goal at every size (the issue is stated at L): p95 through REST, DB time, no failure. */
export const BUDGET = { p95Ms: 50, dbMs: 20, growth: 2 };

const fmt = (n: number) => (n < 10 ? n.toFixed(1) : String(Math.round(n)));
const label = (m: Pick<Measured, 'screen' | 'name' | 'who'>) => `${m.screen}: ${m.name}${m.who === 'visitor' ? ' (visitor)' : ''}`;
const failures = (m: Measured) =>
  Object.entries(m.failures)
    .map(([s, n]) => `${n}× ${s}`)
    .join(', ');

function cell(m: Measured | undefined): string {
  if (!m) return '';
  const f = failures(m);
  const again = m.firstP95 === undefined ? '' : `; timed again after a p95 of ${fmt(m.firstP95)}`;
  return `${fmt(m.p50)} / ${fmt(m.p95)} (DB ${fmt(m.dbMs)}, ${m.rows} rows${again})${f ? ` **${f}**` : ''}`;
}

/** How much slower the largest size is than the smallest (p50; under a millisecond counts as one). */
function growth(first: Measured | undefined, last: Measured | undefined): string {
  if (!first || !last) return '';
  return `${(Math.max(1, last.p50) / Math.max(1, first.p50)).toFixed(1)}×`;
}

export function requestTable(results: SizeResult[]): string {
  const head = results.map((r) => `${r.size.name}: ${r.size.users / 1000}k users, ${r.size.parties / 1000}k parties (${r.size.publicParties} public)`);
  const grow = results.length > 1;
  const lines = [
    `| request | ${head.join(' | ')}${grow ? ` | ${results[0].size.name}→${results.at(-1)!.size.name} |` : ' |'}`,
    `|---|${head.map(() => '---|').join('')}${grow ? '---|' : ''}`,
  ];
  for (const m of results[0].measured) {
    const key = label(m);
    const row = results.map((r) => r.measured.find((x) => label(x) === key));
    lines.push(`| ${key} | ${row.map(cell).join(' | ')}${grow ? ` | ${growth(row[0], row.at(-1))} |` : ' |'}`);
  }
  return lines.join('\n');
}

export function probeTable(r: SizeResult): string {
  const lines = ['| table | query (as a member; "visitor" as anon) | DB ms | reads a big table whole |', '|---|---|---|---|'];
  for (const p of r.probes) lines.push(`| ${p.table} | ${p.what} | ${fmt(p.ms)} | ${p.seqScans.join(', ') || 'no'} |`);
  return lines.join('\n');
}

/** Every way the largest measured size misses the goal; empty when it meets it. */
export function overBudget(results: SizeResult[]): string[] {
  const out: string[] = [];
  const last = results.at(-1)!;
  for (const m of last.measured) {
    const at = `${label(m)} at ${last.size.name}`;
    if (Object.keys(m.failures).length) out.push(`${at}: ${failures(m)}`);
    if (m.p95 > BUDGET.p95Ms) out.push(`${at}: p95 ${fmt(m.p95)} ms > ${BUDGET.p95Ms} ms`);
    if (m.dbMs > BUDGET.dbMs) out.push(`${at}: DB ${fmt(m.dbMs)} ms > ${BUDGET.dbMs} ms`);
    const first = results[0].measured.find((x) => label(x) === label(m));
    if (results.length > 1 && first && Math.max(1, m.p50) > BUDGET.growth * Math.max(1, first.p50)) {
      out.push(`${at}: p50 grew ${growth(first, m)} from ${results[0].size.name}`);
    }
  }
  for (const p of last.probes) if (p.seqScans.length) out.push(`policy probe ${p.table} (${p.what}) reads ${p.seqScans.join(', ')} whole`);
  return out;
}

const START = '<!-- bench:scale:start (written by npm run bench:scale) -->';
const END = '<!-- bench:scale:end -->';

/** Replaces the bench's section of docs/benchmarks.md (between its markers) with `body`. */
export function writeDocs(file: string, body: string): void {
  const text = fs.readFileSync(file, 'utf8');
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a < 0 || b < a) throw new Error(`${file} has no ${START} … ${END} section`);
  fs.writeFileSync(file, `${text.slice(0, a + START.length)}\n${body.trim()}\n${text.slice(b)}`);
}
