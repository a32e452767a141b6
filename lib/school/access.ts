// Who may see a lesson as a learner: published lesson in a published course, and an enrolment
// (staff may look at every published lesson).
import { db } from '../platform/db';
import { NotFound } from '../platform/errors';
import { isAdminRole } from '../platform/auth/roles';
import type { SessionUser } from '../platform/auth/session';
import type { Prisma } from '../generated/prisma/client';

/**
 * A course's modules in order, each with its published lessons in order (what a learner can open), reading
 * `select` of each lesson. Use as `modules: modulesWithPublishedLessons({ id: true, ... })` in an include.
 */
export function modulesWithPublishedLessons<S extends Prisma.LessonSelect>(select: S) {
  return {
    orderBy: { position: 'asc' as const },
    include: { lessons: { where: { status: 'published' as const }, orderBy: { position: 'asc' as const }, select } },
  };
}

/** Loads a published lesson the user may learn from, or throws 404 (drafts do not exist for learners). */
export async function learnableLessonOrThrow(user: SessionUser, lessonId: string) {
  const lesson = await db.lesson.findFirst({
    where: { id: lessonId, status: 'published', module: { course: { status: 'published' } } },
    include: {
      module: {
        select: { id: true, title: true, courseId: true, course: { select: { id: true, title: true, program: true } } },
      },
    },
  });
  if (!lesson) throw new NotFound('Lesson not found');
  if (!isAdminRole(user.role)) {
    const enrolled = await db.enrolment.findUnique({
      where: { studentId_courseId: { studentId: user.id, courseId: lesson.module.courseId } },
    });
    if (!enrolled) throw new NotFound('Lesson not found');
  }
  return lesson;
}

/** Prisma filter: lessons a student sees. */
export const visibleLessonWhere = (studentId: string) => ({
  status: 'published' as const,
  module: { course: { status: 'published' as const, enrolments: { some: { studentId } } } },
});
