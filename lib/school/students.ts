// Staff views of students: the list, the CRM record (profile, application, contract, progress, grades,
// notes, timeline), notes, and the career accelerator's cohorts.
import { db } from '../platform/db';
import type { Prisma } from '../generated/prisma/client';
import { paginate, type PageQuery, newestFirst } from '../platform/paging';
import { NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { programName } from './programs';
import { studentCourses } from './learning';
import { verifyPath } from './certificates';
import { recordAudit } from '../platform/audit';

/** Students (and anyone enrolled), newest first, one page at a time; `q` keeps those whose name or email holds it. */
export async function listStudents(q: PageQuery & { q?: string }) {
  const where: Prisma.UserWhereInput = {
    OR: [{ role: 'student' }, { schoolEnrolments: { some: {} } }],
    ...(q.q
      ? {
          AND: [
            {
              OR: [{ name: { contains: q.q, mode: 'insensitive' } }, { email: { contains: q.q, mode: 'insensitive' } }],
            },
          ],
        }
      : {}),
  };
  return paginate(
    q,
    (page) =>
      db.user.findMany({
        where,
        ...newestFirst(page),
        select: {
          id: true,
          name: true,
          email: true,
          role: true,
          createdAt: true,
          schoolApplication: { select: { program: true } },
        },
      }),
    () => db.user.count({ where }),
    async (users) => {
      const counts = await progressCounts(users.map((u) => u.id));
      return users.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role,
        joinedAt: u.createdAt,
        program: u.schoolApplication?.program ?? null,
        programName: u.schoolApplication ? programName(u.schoolApplication.program) : null,
        courses: counts.courses.get(u.id) ?? 0,
        lessonsDone: counts.lessons.get(u.id) ?? 0,
        certificates: counts.certificates.get(u.id) ?? 0,
      }));
    },
  );
}

/**
 * The page's students' enrolments, lessons done and certificates, counted for those ids only (each through
 * its (studentId, ...) key). Prisma's relation `_count` grouped the whole Enrolment and LessonProgress tables
 * on every page: 87 ms of an 18 ms search with 20,000 students (docs/performance.md).
 */
async function progressCounts(ids: string[]) {
  const where = { studentId: { in: ids } };
  const byStudent = (rows: { studentId: string; _count: { _all: number } }[]) =>
    new Map(rows.map((r) => [r.studentId, r._count._all]));
  const none = () => new Map<string, number>();
  if (ids.length === 0) return { courses: none(), lessons: none(), certificates: none() };
  const [courses, lessons, certificates] = await Promise.all([
    db.enrolment.groupBy({ by: ['studentId'], where, _count: { _all: true } }),
    db.lessonProgress.groupBy({ by: ['studentId'], where, _count: { _all: true } }),
    db.certificate.groupBy({ by: ['studentId'], where, _count: { _all: true } }),
  ]);
  return { courses: byStudent(courses), lessons: byStudent(lessons), certificates: byStudent(certificates) };
}

/** One student's record; the activity timeline is paged (`activityPage`), the rest is one student's worth. */
export async function studentRecord(studentId: string, activityPage: PageQuery = { limit: 50 }) {
  const user = await db.user.findUnique({
    where: { id: studentId },
    select: {
      id: true,
      name: true,
      email: true,
      role: true,
      createdAt: true,
      lastLoginAt: true,
      personalTimezone: true,
    },
  });
  if (!user) throw new NotFound('Student not found');
  const [application, courses, attempts, submissions, notes, activity, certificates] = await Promise.all([
    db.application.findFirst({
      where: { studentId },
      include: {
        decisions: { orderBy: { createdAt: 'asc' }, include: { decidedBy: { select: { name: true } } } },
        contract: {
          select: { agreementTitle: true, agreementSha256: true, typedName: true, signedAt: true, ipAddress: true },
        },
        booking: {
          select: {
            attendeeTimezone: true,
            slot: { select: { startsAt: true, hostTimezone: true, host: { select: { name: true } } } },
          },
        },
      },
    }),
    studentCourses(studentId),
    db.quizAttempt.findMany({
      where: { studentId, status: { not: 'in_progress' } },
      orderBy: { submittedAt: 'desc' },
      // bounded: one student's graded quizzes; a programme has a few dozen, retakes included.
      take: 100,
      select: {
        id: true,
        score: true,
        passed: true,
        status: true,
        late: true,
        submittedAt: true,
        quiz: { select: { title: true } },
      },
    }),
    db.assignmentSubmission.findMany({
      where: { studentId },
      orderBy: { submittedAt: 'desc' },
      // bounded: one student's assignment submissions, one or two per assignment of their courses.
      take: 100,
      include: { assignment: { select: { title: true, maxPoints: true, dueAt: true } } },
    }),
    db.studentNote.findMany({
      where: { studentId },
      orderBy: { createdAt: 'desc' },
      include: { author: { select: { name: true } } },
    }),
    paginate(
      activityPage,
      (page) =>
        db.studentActivity.findMany({
          where: { studentId },
          ...newestFirst(page),
        }),
      () => db.studentActivity.count({ where: { studentId } }),
    ),
    db.certificate.findMany({ where: { studentId }, orderBy: { issuedAt: 'desc' } }),
  ]);
  return {
    profile: user,
    application: application
      ? {
          id: application.id,
          program: application.program,
          programName: programName(application.program),
          artistName: application.artistName,
          phone: application.phone,
          status: application.status,
          submittedAt: application.submittedAt,
          decisions: application.decisions.map((d) => ({
            from: d.fromStatus,
            to: d.toStatus,
            by: d.decidedBy?.name ?? null,
            at: d.createdAt,
            note: d.note,
          })),
          contract: application.contract,
          booking: application.booking
            ? {
                startsAt: application.booking.slot.startsAt,
                hostName: application.booking.slot.host.name,
                hostTimezone: application.booking.slot.hostTimezone,
                attendeeTimezone: application.booking.attendeeTimezone,
              }
            : null,
        }
      : null,
    courses,
    quizAttempts: attempts.map((a) => ({
      id: a.id,
      quizTitle: a.quiz.title,
      score: a.score,
      passed: a.passed,
      status: a.status,
      late: a.late,
      submittedAt: a.submittedAt,
    })),
    submissions: submissions.map((s) => ({
      id: s.id,
      title: s.assignment.title,
      grade: s.grade,
      maxPoints: s.assignment.maxPoints,
      late: s.late,
      submittedAt: s.submittedAt,
      feedback: s.feedback,
    })),
    notes: notes.map((n) => ({ id: n.id, body: n.body, author: n.author?.name ?? null, createdAt: n.createdAt })),
    activity,
    certificates: certificates.map((c) => ({
      id: c.id,
      code: c.code,
      programName: programName(c.program),
      issuedAt: c.issuedAt,
      revokedAt: c.revokedAt,
      revokedReason: c.revokedReason,
      verifyUrl: verifyPath(c.code),
    })),
  };
}

export async function addNote(actor: SessionUser, studentId: string, body: string) {
  const student = await db.user.findUnique({ where: { id: studentId }, select: { id: true } });
  if (!student) throw new NotFound('Student not found');
  return db.$transaction(async (tx) => {
    const note = await tx.studentNote.create({ data: { studentId, authorId: actor.id, body } });
    await tx.studentActivity.create({ data: { studentId, kind: 'note_added', summary: `${actor.name} added a note` } });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'student_note.create',
      target: { type: 'StudentNote', id: note.id },
      detail: { studentId },
    });
    return note;
  });
}

/** The career accelerator (practicum): students by cohort (the month they enrolled), with progress. */
export async function crpCohorts(program = 'practicum') {
  const apps = await db.application.findMany({
    where: { program, contract: { isNot: null }, studentId: { not: null } },
    orderBy: { submittedAt: 'asc' },
    include: {
      contract: { select: { signedAt: true } },
      booking: { select: { slot: { select: { startsAt: true } } } },
      student: {
        select: {
          id: true,
          name: true,
          email: true,
          schoolCertificates: { where: { program }, select: { code: true, revokedAt: true } },
        },
      },
    },
  });
  const lessons = await db.lesson.count({
    where: { status: 'published', required: true, module: { course: { status: 'published', program } } },
  });
  const done = await db.lessonProgress.groupBy({
    by: ['studentId'],
    where: {
      studentId: { in: apps.map((a) => a.studentId!) },
      lesson: { status: 'published', required: true, module: { course: { program } } },
    },
    _count: { _all: true },
  });
  const doneBy = new Map(done.map((d) => [d.studentId, d._count._all]));
  const cohorts = new Map<
    string,
    {
      cohort: string;
      students: {
        id: string;
        name: string;
        email: string;
        signedAt: Date;
        welcomeCall: Date | null;
        lessonsDone: number;
        lessonsRequired: number;
        certified: boolean;
      }[];
    }
  >();
  for (const a of apps) {
    const cohort = a.contract!.signedAt.toISOString().slice(0, 7);
    const entry = cohorts.get(cohort) ?? { cohort, students: [] };
    entry.students.push({
      id: a.student!.id,
      name: a.student!.name,
      email: a.student!.email,
      signedAt: a.contract!.signedAt,
      welcomeCall: a.booking?.slot.startsAt ?? null,
      lessonsDone: doneBy.get(a.studentId!) ?? 0,
      lessonsRequired: lessons,
      certified: a.student!.schoolCertificates.some((c) => !c.revokedAt),
    });
    cohorts.set(cohort, entry);
  }
  const pending = await db.application.count({ where: { program, status: { in: ['pending', 'under_review'] } } });
  return {
    program,
    programName: programName(program),
    pendingApplications: pending,
    cohorts: [...cohorts.values()].sort((a, b) => b.cohort.localeCompare(a.cohort)),
  };
}
