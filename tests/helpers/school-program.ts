// A published course of the certificate program with a student enrolled: a first lesson made in the database and
// a quiz lesson saved through the lesson route (as the lesson builder does). Shared by the certificate tests.
import { db } from '@/lib/platform/db';
import * as lessons from '@/app/api/school/lessons/route';
import * as attempts from '@/app/api/school/quizzes/[id]/attempts/route';
import * as submit from '@/app/api/school/attempts/[id]/submit/route';
import { call, createUser } from './api';

interface ProgramSpec {
  studentName: string;
  courseTitle: string;
  firstLesson: { title: string; content: string };
  quiz: { lessonTitle: string; title: string; questions: Record<string, unknown>[] };
}

export async function schoolProgram(spec: ProgramSpec) {
  const admin = await createUser('admin');
  const student = await createUser('student', { name: spec.studentName });
  const course = await db.course.create({
    data: { slug: `c-${Math.random()}`, title: spec.courseTitle, program: 'music-business-101', status: 'published' },
  });
  const mod = await db.courseModule.create({ data: { courseId: course.id, title: 'Week 1', position: 0 } });
  await db.enrolment.create({ data: { studentId: student.id, courseId: course.id } });
  const firstLesson = await db.lesson.create({
    data: { moduleId: mod.id, ...spec.firstLesson, status: 'published', position: 0 },
  });
  const saved = await call(lessons.POST, {
    as: admin,
    body: {
      moduleId: mod.id,
      title: spec.quiz.lessonTitle,
      content: 'Splits',
      status: 'published',
      quiz: {
        title: spec.quiz.title,
        passingScore: 70,
        timeLimit: null,
        maxAttempts: 5,
        questions: spec.quiz.questions,
      },
    },
  });
  const quiz = await db.quiz.findUniqueOrThrow({
    where: { lessonId: saved.json.id },
    include: { questions: { orderBy: { position: 'asc' } } },
  });
  /** Starts an attempt and submits `responses`, one per question in order. */
  const sit = async (responses: string[]) => {
    const attempt = await call(attempts.POST, { as: student, params: { id: quiz.id } });
    return call(submit.POST, {
      as: student,
      params: { id: attempt.json.id },
      body: { answers: quiz.questions.map((q, i) => ({ questionId: q.id, response: responses[i] })) },
    });
  };
  const emails = () => db.outboxEmail.findMany({ where: { to: student.email, kind: 'school_certificate' } });
  return { admin, student, course, firstLesson, quiz, sit, emails };
}
