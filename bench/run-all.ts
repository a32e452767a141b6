// `npm run bench`: runs every goal bench of issue #19 one after the other and prints the table of their
// RESULT lines (figure, ratio to the baseline measured in the same run, goal, PASS/FAIL, load).
// BENCH_DATABASE_URL runs the database benches on the PostgreSQL server too. BENCH_ONLY=ern,quiz picks some.
import { spawnSync } from 'node:child_process';
import { load } from './report';

const server = process.env.BENCH_DATABASE_URL;
const runs: { name: string; args: string[]; env?: Record<string, string> }[] = [
  { name: 'ern', args: ['bench/ern.ts'] },
  {
    name: 'earnings',
    args: ['bench/earnings.ts', server ? '1000000' : '100000'],
    env: server ? { DATABASE_URL: server } : {},
  },
  { name: 'command-stats', args: ['bench/command-stats.ts'] },
  { name: 'quiz', args: ['bench/quiz.ts'], env: server ? { BENCH_DATABASE_URL: server } : {} },
  { name: 'retrieval', args: ['bench/retrieval.ts'] },
  ...(server ? [{ name: 'retrieval', args: ['bench/retrieval.ts'], env: { DATABASE_URL: server } }] : []),
  // The queue and the simulator's inbox need the server (a scratch database is created on it).
  ...(server
    ? [
        {
          name: 'distribution-delivery',
          args: ['bench/distribution-delivery.ts', '1000', '10'],
          env: { DATABASE_URL: server },
        },
      ]
    : []),
  // Needs the production build; both database modes (the server one on BENCH_DATABASE_URL).
  {
    name: 'http',
    args: ['bench/http.ts'],
    env: server ? { DATABASE_URL: server, BENCH_MODES: 'embedded,server' } : { BENCH_MODES: 'embedded' },
  },
  // Needs the production build and Debian's Chromium; the embedded default.
  { name: 'lighthouse', args: ['bench/lighthouse.ts'] },
];
const only = process.env.BENCH_ONLY?.split(',');

type Row = { bench: string; what: string; figure: string; ratio?: string; goal: string; pass: boolean; load: string };
const rows: Row[] = [];
let failed = false;
for (const r of runs) {
  if (only && !only.includes(r.name)) continue;
  console.log(`\n== ${r.name}: npx tsx ${r.args.join(' ')} (load ${load()})`);
  const env = { ...process.env, ...r.env };
  delete env.BENCH_DATABASE_URL;
  if (r.env?.BENCH_DATABASE_URL) env.BENCH_DATABASE_URL = r.env.BENCH_DATABASE_URL;
  if (!r.env?.DATABASE_URL) delete env.DATABASE_URL;
  const out = spawnSync('npx', ['tsx', ...r.args], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const text = `${out.stdout}${out.stderr}`;
  const results = text
    .split('\n')
    .filter((l) => l.startsWith('RESULT '))
    .map((l) => JSON.parse(l.slice(7)) as Row);
  for (const l of text.split('\n')) if (/^(PASS|FAIL) /.test(l)) console.log(l);
  if (results.length === 0) {
    failed = true;
    console.log(`FAIL ${r.name}: no result (exit ${out.status})\n${text.slice(-2000)}`);
  }
  for (const res of results) {
    rows.push(res);
    if (!res.pass) failed = true;
  }
}
console.log('\n| what | figure | ratio (same run) | goal | verdict | load |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of rows)
  console.log(`| ${r.what} | ${r.figure} | ${r.ratio ?? ''} | ${r.goal} | ${r.pass ? 'PASS' : 'FAIL'} | ${r.load} |`);
process.exitCode = failed ? 1 : 0;
