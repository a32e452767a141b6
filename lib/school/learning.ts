// What a learner sees: enrolled courses with progress, a lesson with its quiz and assignment, the
// dashboard (next lesson, due dates, grades, certificates).
import { db } from '../platform/db';
import { Conflict } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { learnableLessonOrThrow, modulesWithPublishedLessons } from './access';
import { renderMarkdown } from '../platform/markdown';
import { recordActivity } from './activity';
import { checkProgramCompletion, verifyPath } from './certificates';
import { bestAttemptPerQuiz } from './quiz-results';
import { programName } from './programs';

type CourseTree = Awaited<ReturnType<typeof enrolledCourseTrees>>[number];

async function enrolledCourseTrees(studentId: string) {
  const enrolments = await db.enrolment.findMany({
    where: { studentId, course: { status: 'published' } },
    orderBy: { enrolledAt: 'asc' },
    include: {
      course: {
        include: {
          modules: modulesWithPublishedLessons({
            id: true,
            title: true,
            required: true,
            quiz: { select: { id: true } },
            assignment: { select: { id: true, title: true, dueAt: true } },
          }),
        },
      },
    },
  });
  return enrolments.map((e) => e.course);
}

function flatten(course: CourseTree) {
  return course.modules.flatMap((m) => m.lessons.map((l) => ({ ...l, moduleTitle: m.title })));
}

export async function studentCourses(studentId: string) {
  const courses = await enrolledCourseTrees(studentId);
  const done = new Set(
    (await db.lessonProgress.findMany({ where: { studentId }, select: { lessonId: true } })).map((p) => p.lessonId),
  );
  return courses.map((c) => {
    const lessons = flatten(c);
    const completed = lessons.filter((l) => done.has(l.id)).length;
    const next = lessons.find((l) => !done.has(l.id)) ?? null;
    return {
      id: c.id,
      title: c.title,
      description: c.description,
      program: c.program,
      programName: programName(c.program),
      lessonCount: lessons.length,
      completed,
      percent: lessons.length ? Math.round((completed * 100) / lessons.length) : 0,
      nextLesson: next ? { id: next.id, title: next.title } : null,
      modules: c.modules.map((m) => ({
        id: m.id,
        title: m.title,
        lessons: m.lessons.map((l) => ({
          id: l.id,
          title: l.title,
          completed: done.has(l.id),
          hasQuiz: !!l.quiz,
          hasAssignment: !!l.assignment,
        })),
      })),
    };
  });
}

export async function studentDashboard(user: SessionUser) {
  const courses = await studentCourses(user.id);
  const now = new Date();
  const [assignments, attempts, submissions, certificates, application] = await Promise.all([
    db.assignment.findMany({
      where: {
        dueAt: { gte: now },
        lesson: {
          status: 'published',
          module: { course: { status: 'published', enrolments: { some: { studentId: user.id } } } },
        },
        submissions: { none: { studentId: user.id } },
      },
      orderBy: { dueAt: 'asc' },
      // bounded: the dashboard's next assignments due; the course pages list them all.
      take: 10,
      select: { id: true, title: true, dueAt: true, lessonId: true },
    }),
    db.quizAttempt.findMany({
      where: { studentId: user.id, status: { not: 'in_progress' } },
      orderBy: { submittedAt: 'desc' },
      // bounded: the attempts behind the dashboard's latest quiz results (a quiz allows a few attempts, and one
      // line shows per quiz); each course page has the rest.
      take: 100,
      select: {
        id: true,
        quizId: true,
        score: true,
        passed: true,
        status: true,
        submittedAt: true,
        quiz: { select: { title: true } },
      },
    }),
    db.assignmentSubmission.findMany({
      where: { studentId: user.id },
      orderBy: { submittedAt: 'desc' },
      // bounded: the dashboard's latest submissions; each course page has the rest.
      take: 20,
      select: {
        id: true,
        grade: true,
        feedback: true,
        late: true,
        submittedAt: true,
        assignment: { select: { title: true, maxPoints: true, lessonId: true } },
      },
    }),
    db.certificate.findMany({ where: { studentId: user.id }, orderBy: { issuedAt: 'desc' } }),
    db.application.findFirst({
      where: { studentId: user.id },
      select: { id: true, program: true, booking: { select: { slot: { select: { startsAt: true } } } } },
    }),
  ]);
  return {
    name: user.name,
    courses,
    upcoming: assignments,
    quizGrades: bestAttemptPerQuiz(attempts).slice(0, 20),
    assignmentGrades: submissions.map((s) => ({
      id: s.id,
      title: s.assignment.title,
      lessonId: s.assignment.lessonId,
      grade: s.grade,
      maxPoints: s.assignment.maxPoints,
      feedback: s.feedback,
      late: s.late,
      submittedAt: s.submittedAt,
    })),
    certificates: certificates.map((c) => ({
      code: c.code,
      program: c.program,
      programName: programName(c.program),
      issuedAt: c.issuedAt,
      revoked: !!c.revokedAt,
      verifyUrl: verifyPath(c.code),
    })),
    welcomeCall: application?.booking ? application.booking.slot.startsAt : null,
    needsWelcomeCall: !!application && !application.booking,
  };
}

export async function lessonForStudent(user: SessionUser, lessonId: string) {
  const lesson = await learnableLessonOrThrow(user, lessonId);
  const [full, progress, course] = await Promise.all([
    db.lesson.findUniqueOrThrow({
      where: { id: lessonId },
      include: {
        resources: { orderBy: { position: 'asc' } },
        quiz: {
          select: {
            id: true,
            title: true,
            description: true,
            timeLimitMinutes: true,
            passingScore: true,
            _count: { select: { questions: true } },
          },
        },
        assignment: { include: { submissions: { where: { studentId: user.id } } } },
      },
    }),
    db.lessonProgress.findUnique({ where: { studentId_lessonId: { studentId: user.id, lessonId } } }),
    db.course.findUniqueOrThrow({
      where: { id: lesson.module.courseId },
      select: {
        modules: {
          orderBy: { position: 'asc' },
          select: {
            lessons: {
              where: { status: 'published' },
              orderBy: { position: 'asc' },
              select: { id: true, title: true },
            },
          },
        },
      },
    }),
  ]);
  const order = course.modules.flatMap((m) => m.lessons);
  const i = order.findIndex((l) => l.id === lessonId);
  const bestAttempt = full.quiz
    ? await db.quizAttempt.findFirst({
        where: { quizId: full.quiz.id, studentId: user.id, status: { not: 'in_progress' } },
        orderBy: [{ score: 'desc' }],
        select: { id: true, score: true, passed: true, status: true },
      })
    : null;
  const submission = full.assignment?.submissions[0] ?? null;
  return {
    id: full.id,
    title: full.title,
    description: full.description,
    html: renderMarkdown(full.content, { shiftHeadings: 1 }),
    videoUrl: full.videoUrl,
    courseId: lesson.module.courseId,
    courseTitle: lesson.module.course.title,
    moduleTitle: lesson.module.title,
    completed: !!progress,
    previous: i > 0 ? order[i - 1] : null,
    next: i >= 0 && i < order.length - 1 ? order[i + 1] : null,
    resources: full.resources.map((r) => ({ id: r.id, name: r.name, type: r.type, url: r.url })),
    quiz: full.quiz
      ? {
          id: full.quiz.id,
          title: full.quiz.title,
          description: full.quiz.description,
          timeLimitMinutes: full.quiz.timeLimitMinutes,
          passingScore: full.quiz.passingScore,
          questionCount: full.quiz._count.questions,
          best: bestAttempt,
        }
      : null,
    assignment: full.assignment
      ? {
          id: full.assignment.id,
          title: full.assignment.title,
          description: full.assignment.description,
          dueAt: full.assignment.dueAt,
          submissionType: full.assignment.submissionType,
          maxPoints: full.assignment.maxPoints,
          submission: submission
            ? {
                id: submission.id,
                text: submission.text,
                fileId: submission.fileId,
                submittedAt: submission.submittedAt,
                late: submission.late,
                grade: submission.grade,
                feedback: submission.feedback,
              }
            : null,
        }
      : null,
  };
}

/** Marks a lesson done. A lesson with a quiz is done when the quiz is passed. */
export async function completeLesson(user: SessionUser, lessonId: string) {
  const lesson = await learnableLessonOrThrow(user, lessonId);
  const quiz = await db.quiz.findUnique({ where: { lessonId }, select: { id: true } });
  if (quiz && !(await db.quizAttempt.count({ where: { quizId: quiz.id, studentId: user.id, passed: true } })))
    throw new Conflict("Pass this lesson's quiz to complete it.");
  await db.$transaction(async (tx) => {
    const existing = await tx.lessonProgress.findUnique({
      where: { studentId_lessonId: { studentId: user.id, lessonId } },
    });
    if (existing) return;
    await tx.lessonProgress.create({ data: { studentId: user.id, lessonId } });
    await recordActivity(tx, user.id, 'lesson_completed', `Completed "${lesson.title}"`);
  });
  const certificate = await checkProgramCompletion(user.id, lessonId);
  return { completed: true, certificate };
}
