// Chat retrieval latency of the assistant over 10,000 memories and the platform's own code index:
// full-text + trigram search, code search, live signals and the offline responder, per question.
// Prints p50/p95 of the whole retrieval and of each part (memories, code, signals), against a bare
// `SELECT 1` round trip in the same run. Goal: p95 < 100 ms in both database modes.
// Usage: npx tsx bench/retrieval.ts   (embedded PGlite in memory; DATABASE_URL for a server)
import { performance } from 'node:perf_hooks';
import { load, percentile, verdict } from './report';
process.env.PGLITE_DIR ??= 'memory://';
process.env.LOG_LEVEL ??= 'error';

const MEMORIES = Number(process.env.BENCH_MEMORIES ?? 10_000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 300);

const TOPICS = [
  'royalty statements',
  'split sheets',
  'label payouts',
  'cover artwork',
  'ISRC codes',
  'UPC barcodes',
  'store delivery',
  'takedown requests',
  'release review',
  'school enrolment',
  'quiz grading',
  'mechanical licences',
  'sync placements',
  'playlist pitching',
  'tax forms',
  'currency conversion',
  'DDEX messages',
  'audio mastering',
  'explicit flags',
  'territory rights',
];
const VERBS = [
  'must be checked before',
  'are imported after',
  'never go out without',
  'are reviewed by an admin before',
  'depend on',
  'are paid only after',
  'are rejected when they lack',
  'need approval for',
];
const OBJECTS = [
  'the monthly close',
  'a signed contract',
  'the artist confirmation',
  'a valid ISRC',
  'the distributor invoice',
  'store acknowledgement',
  'the rights holder',
  'the finance team',
  'the release date',
  'the label manager',
];

let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
const typo = (w: string) => (w.length > 4 ? w.slice(0, 2) + w.slice(3) : w);

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const { db, closeDb } = await import('../lib/platform/db');
  const { migrate } = await import('../lib/platform/db/migrate');
  const { retrieve } = await import('../lib/brain/chat');
  const { toSessionUser } = await import('../lib/platform/auth/session');
  const { searchMemories } = await import('../lib/brain/search');
  const { searchCode } = await import('../lib/brain/code-search');
  const { composeOfflineAnswer } = await import('../lib/brain/responder');
  const { walkFiles } = await import('../lib/brain/scan/analyse');
  const { indexable, indexFile } = await import('../lib/brain/scan/code-index');

  await migrate();
  const admin = await db.user.create({
    data: { email: `bench-${Date.now()}@test.local`, name: 'Bench', role: 'super_admin' },
  });
  const t0 = performance.now();
  const titles: string[] = [];
  for (let i = 0; i < MEMORIES; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, MEMORIES - i) }, (_x, k) => {
      const topic = pick(TOPICS);
      const title = `${topic[0].toUpperCase()}${topic.slice(1)} ${pick(VERBS)} ${pick(OBJECTS)} #${i + k}`;
      titles.push(title);
      return {
        title,
        content: `${title}. ${pick(TOPICS)} ${pick(VERBS)} ${pick(OBJECTS)}; ${pick(TOPICS)} ${pick(VERBS)} ${pick(OBJECTS)}.`,
        category: pick(['rule', 'workflow', 'context', 'lesson', 'pattern', 'preference', 'other'] as const),
        importance: 1 + Math.floor(rand() * 10),
        isGlobal: rand() < 0.5,
        createdById: admin.id,
      };
    });
    await db.brainMemory.createMany({ data: rows });
  }
  const files = walkFiles(process.cwd()).filter(indexable);
  const entries = files.flatMap((f) => indexFile(process.cwd(), f));
  for (let i = 0; i < entries.length; i += 500)
    await db.brainCodeEntry.createMany({ data: entries.slice(i, i + 500).map((e) => ({ ...e, scanId: 'bench' })) });
  const loadMs = performance.now() - t0;

  const questions = Array.from({ length: QUESTIONS }, (_x, i) => {
    const kind = i % 3;
    if (kind === 0) return `What is the rule about ${pick(TOPICS)} and ${pick(OBJECTS)}?`;
    if (kind === 1) return pick(titles).split(' ').slice(0, 3).map(typo).join(' ');
    return pick([
      'Where is withAuth defined?',
      'How does enqueue put a job on the queue?',
      'Which function sends email from the outbox?',
      'Where are release status transitions?',
      'How many releases are live?',
    ]);
  });
  for (const q of questions.slice(0, 10)) await retrieve(q, toSessionUser(admin), { userId: admin.id }, true); // warm-up
  const times: number[] = [];
  let cited = 0;
  for (const q of questions) {
    const s = performance.now();
    const answer = composeOfflineAnswer(await retrieve(q, toSessionUser(admin), { userId: admin.id }, true));
    times.push(performance.now() - s);
    if (answer.grounded) cited += 1;
  }
  times.sort((a, b) => a - b);
  const db_ = process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';
  // Where the time goes: each part alone, and the bare round trip.
  const parts: Record<string, number[]> = { memories: [], code: [], bare: [] };
  for (const q of questions.slice(0, 60)) {
    let s = performance.now();
    await searchMemories(q, { userId: admin.id }, { limit: 8 });
    parts.memories.push(performance.now() - s);
    s = performance.now();
    await searchCode(q, 4);
    parts.code.push(performance.now() - s);
    s = performance.now();
    await db.$queryRaw`SELECT 1`;
    parts.bare.push(performance.now() - s);
  }
  for (const [k, v] of Object.entries(parts))
    console.log(`${k}: p50 ${percentile(v, 50).toFixed(1)} ms, p95 ${percentile(v, 95).toFixed(1)} ms`);
  const p95 = pct(times, 95);
  const bare = percentile(parts.bare, 50);
  const ok = verdict({
    bench: 'retrieval',
    what: `assistant retrieval over ${MEMORIES.toLocaleString('en-US')} memories (${process.env.DATABASE_URL ? 'server' : 'embedded'})`,
    figure: `p50 ${pct(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    ratio: `p95 = ${(p95 / bare).toFixed(0)}x a bare SELECT 1 (${bare.toFixed(2)} ms)`,
    goal: 'p95 < 100 ms',
    pass: p95 < 100,
  });
  process.exitCode = ok ? 0 : 1;
  console.log(`load: ${load()}`);
  console.log(
    JSON.stringify(
      {
        database: db_,
        memories: MEMORIES,
        codeEntries: entries.length,
        questions: QUESTIONS,
        loadSeconds: +(loadMs / 1000).toFixed(1),
        p50ms: +pct(times, 50).toFixed(1),
        p95ms: +pct(times, 95).toFixed(1),
        maxms: +times[times.length - 1].toFixed(1),
        groundedAnswers: cited,
      },
      null,
      2,
    ),
  );
  await closeDb();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
