// Quiz grading: the time to drain a burst of 200 simultaneous submissions of a 20-question quiz (gradings/s, none
// lost; not a per-request latency, since every submission is in flight at once), against 20 gradings one after the
// other in the same run (the ratio shows how the burst scales); and the student dashboard's server time for a
// student in 10 courses with 500 lessons.
// Run: BENCH_DATABASE_URL=postgresql://postgres:postgres@localhost:5432/postgres npx tsx bench/quiz.ts
// (without it: embedded in-memory PGlite, which serialises every query).
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { load, percentile as pct, verdict } from './report';

const server = process.env.BENCH_DATABASE_URL;
let dbName: string | undefined;

async function admin(sql: string) {
  const c = new Client({ connectionString: server });
  await c.connect();
  await c.query(sql);
  await c.end();
}

async function main() {
  process.env.LOG_LEVEL ??= 'warn'; // the certificate emails are logged without SMTP
  if (server) {
    dbName = `bench_school_${randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${dbName}`);
    const u = new URL(server);
    u.pathname = `/${dbName}`;
    process.env.DATABASE_URL = u.toString();
  } else process.env.PGLITE_DIR = 'memory://';
  const { migrate } = await import('../lib/platform/db/migrate');
  const { db, closeDb } = await import('../lib/platform/db');
  const { startAttempt } = await import('../lib/school/quizzes');
  const { submitAttempt } = await import('../lib/school/quiz-grading');
  const { studentDashboard } = await import('../lib/school/learning');
  const { toSessionUser } = await import('../lib/platform/auth/session');
  await migrate();

  // One course, one published lesson with a 20-question quiz, 200 enrolled students.
  const course = await db.course.create({
    data: { slug: 'bench', title: 'Bench', program: 'music-business-101', status: 'published' },
  });
  const mod = await db.courseModule.create({ data: { courseId: course.id, title: 'M', position: 0 } });
  const lesson = await db.lesson.create({
    data: { moduleId: mod.id, title: 'L', content: 'x', status: 'published', position: 0 },
  });
  const quiz = await db.quiz.create({ data: { lessonId: lesson.id, title: 'Q' } });
  // A second required lesson: students who have not done it get no certificate from the quiz.
  const other = await db.lesson.create({
    data: { moduleId: mod.id, title: 'L2', content: 'x', status: 'published', position: 1 },
  });
  const questions = [];
  for (let i = 0; i < 20; i++) {
    const type = (['multiple_choice', 'true_false', 'short_answer'] as const)[i % 3];
    questions.push(
      await db.quizQuestion.create({
        data: {
          quizId: quiz.id,
          position: i,
          type,
          question: `Q${i}`,
          options: type === 'multiple_choice' ? ['a', 'b', 'c', 'd'] : [],
          correctAnswer: type === 'multiple_choice' ? '1' : type === 'true_false' ? 'true' : null,
          acceptedAnswers: type === 'short_answer' ? ['split sheet'] : [],
        },
      }),
    );
  }
  const N = Number(process.env.BENCH_STUDENTS ?? 200);
  const SEQ = 20;
  console.log(`load before: ${load()}; database: ${server ? 'PostgreSQL server' : 'embedded PGlite'}`);
  await db.user.createMany({
    data: Array.from({ length: 2 * N + SEQ }, (_, i) => ({
      email: `s${i}@bench.test`,
      name: `S${i}`,
      role: 'student' as const,
    })),
  });
  const users = await db.user.findMany({ where: { email: { endsWith: '@bench.test' } } });
  await db.enrolment.createMany({ data: users.map((u) => ({ studentId: u.id, courseId: course.id })) });
  const all = users.map(toSessionUser);
  const answers = questions.map((q) => ({
    questionId: q.id,
    response: q.type === 'multiple_choice' ? '1' : q.type === 'true_false' ? 'true' : 'Split-Sheet',
  }));
  // Baseline: SEQ gradings one after the other.
  const seqSessions = all.slice(2 * N);
  const seqAttempts = [];
  for (const s of seqSessions) seqAttempts.push(await startAttempt(s, quiz.id));
  const seqStart = performance.now();
  for (let i = 0; i < SEQ; i++) await submitAttempt(seqSessions[i], seqAttempts[i].id, answers);
  const seqRate = SEQ / ((performance.now() - seqStart) / 1000);
  console.log(`baseline: ${SEQ} gradings one after the other: ${seqRate.toFixed(1)} gradings/s`);

  async function burst(sessions: typeof all) {
    const attempts = await Promise.all(sessions.map((s) => startAttempt(s, quiz.id)));
    const started = Date.now();
    const waits = await Promise.all(
      sessions.map(async (s, i) => {
        const t = performance.now();
        await submitAttempt(s, attempts[i].id, answers);
        return performance.now() - t;
      }),
    );
    const wall = Date.now() - started;
    const ids = attempts.map((a) => a.id);
    const graded = await db.quizAttempt.count({ where: { id: { in: ids }, status: 'graded', score: 100 } });
    const marks = await db.quizAnswer.count({ where: { attemptId: { in: ids }, correct: true } });
    const certificates = await db.certificate.count({ where: { studentId: { in: sessions.map((s) => s.id) } } });
    const emails = await db.outboxEmail.count({
      where: { kind: 'school_certificate', to: { in: sessions.map((s) => s.email) } },
    });
    return { wall, waits, graded, marks, certificates, emails, rate: sessions.length / (wall / 1000) };
  }

  // The class submits together; the quiz is not the last requirement of their program.
  const a = await burst(all.slice(0, N));
  console.log(
    `quiz: a burst of ${N} simultaneous submissions of 20 questions took ${a.wall} ms to drain (submit of the first to grade of the last); ` +
      `time from the burst's start to each submission's grade: median ${pct(a.waits, 50).toFixed(0)} ms, 95th percentile ${pct(a.waits, 95).toFixed(0)} ms ` +
      `(all in flight at once, so these are queueing behind the burst, not one request's latency); graded ${a.graded}/${N}, ${a.marks}/${N * 20} answers marked`,
  );
  const ok = verdict({
    bench: 'quiz',
    what: `quiz grading, a burst of ${N} submissions (${server ? 'server' : 'embedded'})`,
    figure: `${a.rate.toFixed(0)} gradings/s (drained in ${(a.wall / 1000).toFixed(1)} s), ${N - a.graded} lost`,
    ratio: `${(a.rate / seqRate).toFixed(2)}x the one-at-a-time rate of ${seqRate.toFixed(1)}/s`,
    goal: '≥ 100 gradings/s, 0 lost',
    pass: a.rate >= 100 && a.graded === N && a.marks === N * 20,
  });
  // Worst case: the quiz completes every student's program, so each grading also issues a certificate
  // and its email (in the grading statement).
  const finishing = all.slice(N, 2 * N);
  await db.lessonProgress.createMany({ data: finishing.map((s) => ({ studentId: s.id, lessonId: other.id })) });
  const b = await burst(finishing);
  const okCertificates = verdict({
    bench: 'quiz',
    what: `the same burst where every submission also earns a certificate (${server ? 'server' : 'embedded'})`,
    figure: `${b.rate.toFixed(0)} gradings/s (drained in ${(b.wall / 1000).toFixed(1)} s), ${N - b.graded} lost, ${b.certificates} certificates, ${b.emails} certificate emails`,
    ratio: `${(b.rate / a.rate).toFixed(2)}x the burst without certificates`,
    goal: '≥ 100 gradings/s, 0 lost, one certificate and one email each',
    pass: b.rate >= 100 && b.graded === N && b.certificates === N && b.emails === N,
  });
  process.exitCode = ok && okCertificates ? 0 : 1;
  const sessions = all.slice(0, N);

  // Dashboard: one student in 10 courses of 50 lessons each (500 lessons), half done.
  const student = sessions[0];
  for (let c = 0; c < 10; c++) {
    const co = await db.course.create({
      data: { slug: `dash-${c}`, title: `Course ${c}`, program: 'cmbp-certification', status: 'published' },
    });
    const m = await db.courseModule.create({ data: { courseId: co.id, title: 'M', position: 0 } });
    await db.lesson.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        moduleId: m.id,
        title: `L${i}`,
        content: 'x',
        status: 'published' as const,
        position: i,
      })),
    });
    await db.enrolment.create({ data: { studentId: student.id, courseId: co.id } });
    const ls = await db.lesson.findMany({ where: { moduleId: m.id }, take: 25, orderBy: { position: 'asc' } });
    await db.lessonProgress.createMany({ data: ls.map((l) => ({ studentId: student.id, lessonId: l.id })) });
  }
  await studentDashboard(student);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await studentDashboard(student);
    times.push(performance.now() - t);
  }
  console.log(
    `dashboard: 11 courses, 501 lessons: p50 ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms over 20 renders`,
  );
  await closeDb();
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}

main().catch(async (err) => {
  console.error(err);
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  process.exit(1);
});
