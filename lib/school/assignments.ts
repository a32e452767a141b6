// Assignments: students submit text and/or a file (late ones flagged); instructors grade with feedback.
import { db } from '../platform/db';
import type { Prisma } from '../generated/prisma/client';
import { paginate, type PageQuery } from '../platform/paging';
import { BadRequest, Conflict, NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { learnableLessonOrThrow } from './access';
import { recordActivity } from './activity';
import { recordAudit } from '../platform/audit';
import { checkProgramCompletion } from './certificates';

export async function assignmentForSubmission(user: SessionUser, assignmentId: string) {
  const assignment = await db.assignment.findUnique({ where: { id: assignmentId } });
  if (!assignment) throw new NotFound('Assignment not found');
  await learnableLessonOrThrow(user, assignment.lessonId);
  return assignment;
}

export async function submitAssignment(
  user: SessionUser,
  assignmentId: string,
  input: { text?: string; fileId?: string },
) {
  const assignment = await assignmentForSubmission(user, assignmentId);
  const text = input.text?.trim() || undefined;
  if (assignment.submissionType === 'text' && !text) throw new BadRequest('This assignment needs a written answer');
  if (assignment.submissionType === 'file' && !input.fileId) throw new BadRequest('This assignment needs a file');
  if (assignment.submissionType === 'both' && (!text || !input.fileId))
    throw new BadRequest('This assignment needs both a written answer and a file');
  if (assignment.submissionType === 'text' && input.fileId)
    throw new BadRequest('This assignment takes a written answer only');
  const now = new Date();
  const late = !!assignment.dueAt && now > assignment.dueAt;
  const existing = await db.assignmentSubmission.findUnique({
    where: { assignmentId_studentId: { assignmentId, studentId: user.id } },
  });
  if (existing?.grade !== null && existing?.grade !== undefined)
    throw new Conflict('This assignment is already graded; it cannot be submitted again.');
  const submission = await db.$transaction(async (tx) => {
    const s = await tx.assignmentSubmission.upsert({
      where: { assignmentId_studentId: { assignmentId, studentId: user.id } },
      create: {
        assignmentId,
        studentId: user.id,
        text: text ?? null,
        fileId: input.fileId ?? null,
        late,
        submittedAt: now,
      },
      update: { text: text ?? null, fileId: input.fileId ?? null, late, submittedAt: now },
    });
    await recordActivity(
      tx,
      user.id,
      'assignment_submitted',
      `Submitted "${assignment.title}"${late ? ' (late)' : ''}`,
    );
    return s;
  });
  return {
    id: submission.id,
    late,
    submittedAt: submission.submittedAt,
    message: late
      ? 'Submitted after the due date: your instructor will see it marked late.'
      : 'Submitted. Your instructor will grade it.',
  };
}

/** Submissions for instructors (only the ungraded ones on request), newest first, one page at a time. */
export function listSubmissions(q: PageQuery & { ungraded?: boolean }) {
  const where: Prisma.AssignmentSubmissionWhereInput = q.ungraded ? { grade: null } : {};
  return paginate(
    q,
    (page) =>
      db.assignmentSubmission.findMany({
        where,
        orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
        ...page,
        include: {
          student: { select: { id: true, name: true, email: true } },
          assignment: {
            select: { id: true, title: true, maxPoints: true, dueAt: true, lesson: { select: { title: true } } },
          },
        },
      }),
    () => db.assignmentSubmission.count({ where }),
  );
}

export async function gradeSubmission(actor: SessionUser, id: string, input: { grade: number; feedback?: string }) {
  const s = await db.assignmentSubmission.findUnique({ where: { id }, include: { assignment: true } });
  if (!s) throw new NotFound('Submission not found');
  if (input.grade > s.assignment.maxPoints)
    throw new BadRequest(`The grade can be at most ${s.assignment.maxPoints}`, [
      { path: 'grade', message: `At most ${s.assignment.maxPoints}` },
    ]);
  const updated = await db.$transaction(async (tx) => {
    const u = await tx.assignmentSubmission.update({
      where: { id },
      data: { grade: input.grade, feedback: input.feedback ?? null, gradedById: actor.id, gradedAt: new Date() },
    });
    await recordActivity(
      tx,
      s.studentId,
      'assignment_graded',
      `"${s.assignment.title}" graded ${input.grade}/${s.assignment.maxPoints}`,
    );
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'submission.grade',
      target: { type: 'AssignmentSubmission', id },
      detail: { grade: input.grade },
    });
    return u;
  });
  // The last grade a program waited for issues its certificate (and its email), as a passed quiz does.
  const certificate = await checkProgramCompletion(s.studentId, s.assignment.lessonId);
  return { ...updated, certificate };
}
