// Shared by the benches: the machine's load, percentiles, and one verdict line per goal. Every bench
// measures a baseline in the same run and prints its figure as a ratio too, because the shared machine's
// absolute figures move with its load. `npm run bench` (bench/run-all.ts) collects the RESULT lines.
import os from 'node:os';

export const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface Verdict {
  bench: string;
  what: string;
  figure: string;
  ratio?: string;
  goal: string;
  pass: boolean;
}

/** Prints a PASS/FAIL line with the load, and a machine-readable RESULT line for bench/run-all.ts. */
export function verdict(v: Verdict): boolean {
  console.log(
    `${v.pass ? 'PASS' : 'FAIL'} ${v.what}: ${v.figure}${v.ratio ? ` (${v.ratio})` : ''}; goal ${v.goal}; load ${load()}`,
  );
  console.log(`RESULT ${JSON.stringify({ ...v, load: load() })}`);
  return v.pass;
}
