// Measures: 200 students submitting a 20-question quiz at once (p95 grading latency, lost attempts),
// and the student dashboard's server time for a student in 10 courses with 500 lessons.
// Run: BENCH_DATABASE_URL=postgresql://postgres:postgres@localhost:5432/postgres npx tsx bench/school-quiz.ts
// (without it: embedded in-memory PGlite, which serialises every query).
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

const server = process.env.BENCH_DATABASE_URL;
let dbName: string | undefined;

async function admin(sql: string) {
  const c = new Client({ connectionString: server });
  await c.connect();
  await c.query(sql);
  await c.end();
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

async function main() {
  if (server) {
    dbName = `bench_school_${randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${dbName}`);
    const u = new URL(server);
    u.pathname = `/${dbName}`;
    process.env.DATABASE_URL = u.toString();
  } else process.env.PGLITE_DIR = 'memory://';
  const { migrate } = await import('../lib/db/migrate');
  const { db, closeDb } = await import('../lib/db');
  const { startAttempt, submitAttempt } = await import('../lib/school/quizzes');
  const { studentDashboard } = await import('../lib/school/learning');
  const { toSessionUser } = await import('../lib/auth/session');
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
  await db.user.createMany({
    data: Array.from({ length: N }, (_, i) => ({ email: `s${i}@bench.test`, name: `S${i}`, role: 'student' as const })),
  });
  const users = await db.user.findMany({ where: { email: { endsWith: '@bench.test' } } });
  await db.enrolment.createMany({ data: users.map((u) => ({ studentId: u.id, courseId: course.id })) });
  const sessions = users.map(toSessionUser);
  const attempts = await Promise.all(sessions.map((s) => startAttempt(s, quiz.id)));
  const answers = questions.map((q) => ({
    questionId: q.id,
    response: q.type === 'multiple_choice' ? '1' : q.type === 'true_false' ? 'true' : 'Split-Sheet',
  }));

  const started = Date.now();
  const latencies = await Promise.all(
    sessions.map(async (s, i) => {
      const t = performance.now();
      await submitAttempt(s, attempts[i].id, answers);
      return performance.now() - t;
    }),
  );
  const wall = Date.now() - started;
  const graded = await db.quizAttempt.count({ where: { quizId: quiz.id, status: 'graded', score: 100 } });
  console.log(
    `quiz: ${N} concurrent submissions of 20 questions: p50 ${pct(latencies, 50).toFixed(0)} ms, p95 ${pct(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms, wall ${wall} ms; graded ${graded}/${N} (lost ${N - graded})`,
  );

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
