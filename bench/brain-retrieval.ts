// Chat retrieval latency of the assistant over 10,000 memories and the platform's own code index:
// full-text + trigram search, code search, live signals and the offline responder, per question.
// Usage: npx tsx bench/brain-retrieval.ts   (embedded PGlite in memory; DATABASE_URL for a server)
import { performance } from 'node:perf_hooks';
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
  const { db, closeDb } = await import('../lib/db');
  const { migrate } = await import('../lib/db/migrate');
  const { retrieve } = await import('../lib/brain/chat');
  const { composeOfflineAnswer } = await import('../lib/brain/responder');
  const { walkFiles } = await import('../lib/brain/scan/analyse');
  const { indexable, indexFile } = await import('../lib/brain/scan/code-index');

  await migrate();
  const admin = await db.user.create({
    data: { email: `bench-${Date.now()}@test.local`, name: 'Bench', role: 'admin' },
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
  for (const q of questions.slice(0, 10)) await retrieve(q, { userId: admin.id }, true); // warm-up
  const times: number[] = [];
  let cited = 0;
  for (const q of questions) {
    const s = performance.now();
    const answer = composeOfflineAnswer(await retrieve(q, { userId: admin.id }, true));
    times.push(performance.now() - s);
    if (answer.grounded) cited += 1;
  }
  times.sort((a, b) => a - b);
  const db_ = process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';
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
