// Courses, modules and lessons for staff: the catalogue, the lesson builder's draft/publish save.
import { db, type Tx } from '../platform/db';
import { BadRequest, NotFound } from '../platform/errors';
import { recordAudit } from '../platform/audit';
import type { SessionUser } from '../platform/auth/session';
import type { LessonSaveInput } from './schema';
import type { ProgramKey } from './programs';

const LESSON_REQUIRED_MESSAGE = 'Please fill in the lesson title and content';

function slugify(title: string) {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'course'
  );
}

export async function listCoursesForStaff() {
  const courses = await db.course.findMany({
    orderBy: [{ program: 'asc' }, { position: 'asc' }, { createdAt: 'asc' }],
    include: {
      modules: {
        orderBy: { position: 'asc' },
        include: {
          lessons: {
            orderBy: { position: 'asc' },
            select: {
              id: true,
              title: true,
              status: true,
              position: true,
              required: true,
              quiz: { select: { id: true } },
              assignment: { select: { id: true } },
            },
          },
        },
      },
      _count: { select: { enrolments: true } },
    },
  });
  return courses;
}

export async function createCourse(
  actor: SessionUser,
  input: { title: string; description: string; program: ProgramKey },
) {
  const base = slugify(input.title);
  return db.$transaction(async (tx) => {
    const taken = await tx.course.count({ where: { slug: { startsWith: base } } });
    const course = await tx.course.create({
      data: {
        ...input,
        slug: taken ? `${base}-${taken + 1}` : base,
        position: await tx.course.count({ where: { program: input.program } }),
      },
    });
    await recordAudit({ tx, actor: actor.id, action: 'course.create', target: { type: 'Course', id: course.id } });
    return course;
  });
}

/** Publishing a course enrols every signed student of its program. */
export async function updateCourse(
  actor: SessionUser,
  id: string,
  input: { title?: string; description?: string; status?: 'draft' | 'published' },
) {
  const course = await db.$transaction(async (tx) => {
    const c = await tx.course.update({ where: { id }, data: input });
    if (input.status === 'published') {
      const students = await tx.application.findMany({
        where: { program: c.program, studentId: { not: null }, contract: { isNot: null } },
        select: { studentId: true },
      });
      if (students.length)
        await tx.enrolment.createMany({
          data: students.map((s) => ({ studentId: s.studentId!, courseId: c.id })),
          skipDuplicates: true,
        });
    }
    await recordAudit({ tx, actor: actor.id, action: 'course.update', target: { type: 'Course', id }, detail: input });
    return c;
  });
  return course;
}

export async function createModule(actor: SessionUser, courseId: string, title: string) {
  return db.$transaction(async (tx) => {
    const course = await tx.course.findUnique({ where: { id: courseId } });
    if (!course) throw new NotFound('Course not found');
    const position = await tx.courseModule.count({ where: { courseId } });
    const mod = await tx.courseModule.create({ data: { courseId, title, position } });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'course_module.create',
      target: { type: 'CourseModule', id: mod.id },
    });
    return mod;
  });
}

/** The lesson with everything the builder edits, answers included (staff only). */
export async function lessonForEditor(id: string) {
  const lesson = await db.lesson.findUnique({
    where: { id },
    include: {
      module: { select: { id: true, title: true, course: { select: { id: true, title: true } } } },
      resources: { orderBy: { position: 'asc' } },
      quiz: { include: { questions: { orderBy: { position: 'asc' } } } },
      assignment: true,
    },
  });
  if (!lesson) throw new NotFound('Lesson not found');
  return lesson;
}

async function saveQuiz(tx: Tx, lessonId: string, quiz: NonNullable<LessonSaveInput['quiz']>) {
  const saved = await tx.quiz.upsert({
    where: { lessonId },
    create: {
      lessonId,
      title: quiz.title,
      description: quiz.description,
      timeLimitMinutes: quiz.timeLimit ?? null,
      passingScore: quiz.passingScore,
      maxAttempts: quiz.maxAttempts,
      revealAnswers: quiz.revealAnswers,
    },
    update: {
      title: quiz.title,
      description: quiz.description,
      timeLimitMinutes: quiz.timeLimit ?? null,
      passingScore: quiz.passingScore,
      maxAttempts: quiz.maxAttempts,
      revealAnswers: quiz.revealAnswers,
    },
  });
  const existing = await tx.quizQuestion.findMany({ where: { quizId: saved.id }, select: { id: true } });
  const keep = new Set(quiz.questions.map((q) => q.id).filter(Boolean));
  const removed = existing.filter((q) => !keep.has(q.id)).map((q) => q.id);
  if (removed.length) await tx.quizQuestion.deleteMany({ where: { id: { in: removed } } });
  const known = new Set(existing.map((q) => q.id));
  for (const [position, q] of quiz.questions.entries()) {
    const data = {
      position,
      type: q.type,
      question: q.question,
      options: q.type === 'multiple_choice' ? q.options : [],
      correctAnswer: q.type === 'essay' || q.type === 'short_answer' ? null : (q.correctAnswer ?? null),
      acceptedAnswers:
        q.type === 'short_answer' ? [...q.acceptedAnswers, ...(q.correctAnswer ? [q.correctAnswer] : [])] : [],
      points: q.points,
      explanation: q.explanation || null,
    };
    if (q.id && known.has(q.id)) await tx.quizQuestion.update({ where: { id: q.id }, data });
    else await tx.quizQuestion.create({ data: { ...data, quizId: saved.id } });
  }
}

/** Save Draft or Publish: the whole lesson (content, quiz, assignment, resources) in one transaction. */
export async function saveLesson(actor: SessionUser, id: string | null, input: LessonSaveInput) {
  if (!input.title.trim() || !input.content.trim())
    throw new BadRequest(LESSON_REQUIRED_MESSAGE, [
      ...(input.title.trim() ? [] : [{ path: 'title', message: 'Lesson title is required' }]),
      ...(input.content.trim() ? [] : [{ path: 'content', message: 'Lesson content is required' }]),
    ]);
  const mod = await db.courseModule.findUnique({ where: { id: input.moduleId } });
  if (!mod) throw new BadRequest('Choose a course module', [{ path: 'moduleId', message: 'Unknown module' }]);
  const lesson = await db.$transaction(async (tx) => {
    const data = {
      moduleId: input.moduleId,
      title: input.title,
      description: input.description,
      content: input.content,
      videoUrl: input.videoUrl || null,
      required: input.required,
      status: input.status,
    };
    let saved;
    if (id) {
      const before = await tx.lesson.findUnique({ where: { id } });
      if (!before) throw new NotFound('Lesson not found');
      saved = await tx.lesson.update({
        where: { id, moduleId: before.moduleId },
        data: {
          ...data,
          position:
            before.moduleId === input.moduleId
              ? before.position
              : await tx.lesson.count({ where: { moduleId: input.moduleId } }),
          publishedAt: input.status === 'published' ? (before.publishedAt ?? new Date()) : null,
        },
      });
    } else {
      saved = await tx.lesson.create({
        data: {
          ...data,
          position: await tx.lesson.count({ where: { moduleId: input.moduleId } }),
          publishedAt: input.status === 'published' ? new Date() : null,
        },
      });
    }
    await tx.lessonResource.deleteMany({ where: { lessonId: saved.id } });
    if (input.resources.length)
      await tx.lessonResource.createMany({
        data: input.resources.map((r, position) => ({ ...r, lessonId: saved.id, position })),
      });
    if (input.quiz) await saveQuiz(tx, saved.id, input.quiz);
    else if (input.quiz === null) await tx.quiz.deleteMany({ where: { lessonId: saved.id } });
    if (input.assignment) {
      const a = {
        title: input.assignment.title,
        description: input.assignment.description,
        dueAt: input.assignment.dueDate ? new Date(input.assignment.dueDate) : null,
        submissionType: input.assignment.submissionType,
      };
      await tx.assignment.upsert({ where: { lessonId: saved.id }, create: { ...a, lessonId: saved.id }, update: a });
    } else if (input.assignment === null) await tx.assignment.deleteMany({ where: { lessonId: saved.id } });
    await recordAudit({
      tx,
      actor: actor.id,
      action: input.status === 'published' ? 'lesson.publish' : 'lesson.save_draft',
      target: { type: 'Lesson', id: saved.id },
    });
    return saved;
  });
  return {
    id: lesson.id,
    status: lesson.status,
    message:
      lesson.status === 'published'
        ? `"${lesson.title}" is published; enrolled students can open it.`
        : `"${lesson.title}" is saved as a draft; students cannot see it.`,
  };
}

export async function deleteLesson(actor: SessionUser, id: string) {
  await db.$transaction(async (tx) => {
    await tx.lesson.delete({ where: { id } });
    await recordAudit({ tx, actor: actor.id, action: 'lesson.delete', target: { type: 'Lesson', id } });
  });
}
