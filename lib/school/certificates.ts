// Certificates: issued when a program's required lessons are done with passing quizzes; verified in
// public by their code; revocable.
import { randomBytes } from 'node:crypto';
import { db } from '../platform/db';
import { Prisma } from '../generated/prisma/client';
import { Conflict, NotFound, Gone } from '../platform/errors';
import { renderTemplate, sendTemplatedEmail } from '@/lib/comms';
import { dispatchStoredEmail, outboxStatus } from '../platform/mail/service';
import { recordAudit } from '../platform/audit';
import type { SessionUser } from '../platform/auth/session';
import { PROGRAMS, programName, type ProgramKey } from './programs';
import { absoluteUrl } from '../platform/links';
import { certificatePdf } from './pdf';
import { paginate, type PageQuery } from '../platform/paging';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CERTIFICATE_CODE = /^TNM-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/** TNM-XXXX-XXXX-XXXX from 60 random bits: unguessable, easy to read aloud. */
export function newCertificateCode(): string {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]);
  return `TNM-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8, 12).join('')}`;
}

export const verifyPath = (code: string) => `/musicbizcert/verify/${code}`;

/**
 * After progress on a lesson: issues the program's certificate when everything required is done.
 * What a program requires: the required published lessons of its published courses the student is enrolled
 * in, each done, with its quiz (if any) passed and its assignment (if any) graded: a certificate waits for the
 * last grade, and grading that assignment issues it (gradeSubmission). One query finds the lesson's program, an
 * existing certificate and those counts (a class submitting a quiz together runs this once per student:
 * docs/performance.md).
 */
export async function checkProgramCompletion(studentId: string, lessonId: string) {
  const rows = await db.$queryRaw<ProgramStatus[]>(programStatusSql(studentId, lessonId, false));
  return completionOf(studentId, rows[0]);
}

export type ProgramStatus = {
  program: string;
  code: string | null;
  revokedAt: Date | null;
  required: bigint;
  complete: bigint;
};

/**
 * The query behind checkProgramCompletion: the lesson's program, the student's certificate for it, and
 * how many of its required lessons there are and are complete. With `assumeDone`, the lesson itself
 * counts as done with its quiz passed: quiz grading runs it in the statement that records exactly that (its
 * assignment still has to be graded).
 */
export function programStatusSql(studentId: string, lessonId: string | Prisma.Sql, assumeDone: boolean): Prisma.Sql {
  const self = assumeDone ? Prisma.sql`l.id = ${lessonId}` : Prisma.sql`false`;
  return Prisma.sql`
    WITH program AS (
      SELECT co.program FROM "Lesson" l JOIN "CourseModule" m ON m.id = l."moduleId" JOIN "Course" co ON co.id = m."courseId"
      WHERE l.id = ${lessonId}
    ), required AS (
      SELECT l.id,
             (${self} OR EXISTS (SELECT 1 FROM "LessonProgress" p WHERE p."lessonId" = l.id AND p."studentId" = ${studentId})) AS done,
             (${self} OR NOT EXISTS (SELECT 1 FROM "Quiz" q WHERE q."lessonId" = l.id)
              OR EXISTS (SELECT 1 FROM "Quiz" q JOIN "QuizAttempt" a ON a."quizId" = q.id
                         WHERE q."lessonId" = l.id AND a."studentId" = ${studentId} AND a.passed)) AS quiz_ok,
             (NOT EXISTS (SELECT 1 FROM "Assignment" asg WHERE asg."lessonId" = l.id)
              OR EXISTS (SELECT 1 FROM "Assignment" asg JOIN "AssignmentSubmission" s ON s."assignmentId" = asg.id
                         WHERE asg."lessonId" = l.id AND s."studentId" = ${studentId} AND s.grade IS NOT NULL)) AS graded
      FROM "Lesson" l JOIN "CourseModule" m ON m.id = l."moduleId" JOIN "Course" co ON co.id = m."courseId"
      WHERE l.status = 'published' AND l.required AND co.status = 'published'
        AND co.program = (SELECT program FROM program)
        AND EXISTS (SELECT 1 FROM "Enrolment" e WHERE e."courseId" = co.id AND e."studentId" = ${studentId})
    )
    SELECT p.program, c.code, c."revokedAt",
           (SELECT count(*) FROM required) AS required,
           (SELECT count(*) FROM required WHERE done AND quiz_ok AND graded) AS complete
    FROM program p LEFT JOIN "Certificate" c ON c."studentId" = ${studentId} AND c.program = p.program`;
}

/** The certificate a status shows (existing, or issued now when everything is complete), or null. */
export async function completionOf(studentId: string, row: ProgramStatus | undefined) {
  if (!row) return null;
  const program = row.program;
  if (row.code)
    return row.revokedAt
      ? null
      : {
          code: row.code,
          verifyUrl: verifyPath(row.code),
          title: PROGRAMS[program as ProgramKey]?.certificate ?? program,
        };
  if (!certificateDue(row)) return null;
  return issueCertificate(studentId, program);
}

/** Whether a status (read with the lesson counted as done) means a certificate is due now. */
export function certificateDue(row: Pick<ProgramStatus, 'code' | 'required' | 'complete'> | undefined): boolean {
  if (!row || row.code) return false;
  const required = Number(row.required);
  return required > 0 && Number(row.complete) === required;
}

/** A certificate quiz grading issues in its own statement: its code and email, made before the statement. */
export interface DueCertificate {
  code: string;
  program: string;
  title: string;
  email: { to: string; subject: string; text: string; html: string };
}

export async function prepareCertificate(student: SessionUser, program: string): Promise<DueCertificate> {
  const code = newCertificateCode();
  const title = PROGRAMS[program as ProgramKey]?.certificate ?? program;
  const r = await renderTemplate(null, 'certificate', certificateEmailVars(student.name, program, title, code));
  return { code, program, title, email: { to: student.email, subject: r.subject, text: r.text, html: r.html } };
}

function certificateEmailVars(name: string, program: string, title: string, code: string) {
  return {
    recipientName: name,
    certificateTitle: title,
    programName: programName(program),
    verifyUrl: absoluteUrl(verifyPath(code)),
    pdfUrl: absoluteUrl(`/api/school/certificates/${code}/pdf`),
  };
}

/**
 * CTEs appended to the quiz grading statement (after its `claimed` CTE) that issue a due certificate with
 * what issueCertificate writes: the certificate, the program's enrolments completed, the activity row and
 * the outbox email, all in that statement (docs/performance.md, quiz grading). The unique (student,
 * program) keeps one certificate when two completions race: the second issues nothing and reads the
 * first one's certificate (afterGradingIssue). The statement reads `issued` (code) and `mail` (id).
 */
export function issueInGradingSql(studentId: string, due: DueCertificate, nowIso: string): Prisma.Sql {
  const at = Prisma.sql`(${nowIso}::timestamptz AT TIME ZONE 'UTC')`;
  return Prisma.sql`, issued AS (
        INSERT INTO "Certificate" (id, code, "studentId", "holderName", program, "issuedAt")
        SELECT gen_random_uuid()::text, ${due.code}, u.id, u.name, ${due.program}, ${at}
        FROM "User" u WHERE u.id = ${studentId} AND EXISTS (SELECT 1 FROM claimed)
        ON CONFLICT ("studentId", program) DO NOTHING
        RETURNING code
      ), completed AS (
        UPDATE "Enrolment" e SET "completedAt" = ${at} FROM "Course" co
        WHERE co.id = e."courseId" AND co.program = ${due.program} AND e."studentId" = ${studentId}
          AND e."completedAt" IS NULL AND EXISTS (SELECT 1 FROM issued)
      ), earned AS (
        INSERT INTO "StudentActivity" (id, "studentId", kind, summary)
        SELECT gen_random_uuid()::text, ${studentId}, 'certificate_issued', ${`Earned the ${due.title} (${due.code})`}
        FROM issued
      ), mail AS (
        INSERT INTO "OutboxEmail" (id, "to", subject, text, html, kind, status)
        SELECT gen_random_uuid()::text, ${due.email.to}, ${due.email.subject}, ${due.email.text}, ${due.email.html},
               'school_certificate', ${outboxStatus()}::"EmailStatus"
        FROM issued
        RETURNING id
      )`;
}

/** After the grading statement committed: send the certificate's email, or read the one a race issued first. */
export async function afterGradingIssue(
  studentId: string,
  due: DueCertificate,
  row: { issued: string | null; outboxId: string | null },
) {
  if (row.issued && row.outboxId) {
    await dispatchStoredEmail(row.outboxId, due.email);
    return { code: row.issued, verifyUrl: verifyPath(row.issued), title: due.title };
  }
  const held = await db.certificate.findUnique({ where: { studentId_program: { studentId, program: due.program } } });
  return held && !held.revokedAt ? { code: held.code, verifyUrl: verifyPath(held.code), title: due.title } : null;
}

async function issueCertificate(studentId: string, program: string) {
  const student = await db.user.findUnique({ where: { id: studentId } });
  if (!student) throw new NotFound('Student not found');
  const title = PROGRAMS[program as ProgramKey]?.certificate ?? program;
  const cert = await db
    .$transaction(async (tx) => {
      const c = await tx.certificate.create({
        data: { code: newCertificateCode(), studentId, holderName: student.name, program },
      });
      await tx.enrolment.updateMany({
        where: { studentId, course: { program }, completedAt: null },
        data: { completedAt: new Date() },
      });
      await tx.studentActivity.create({
        data: { studentId, kind: 'certificate_issued', summary: `Earned the ${title} (${c.code})` },
      });
      return c;
    })
    .catch(async (err) => {
      // Two completions at once: the unique (student, program) keeps one certificate.
      if ((err as { code?: string }).code === 'P2002')
        return db.certificate.findUniqueOrThrow({ where: { studentId_program: { studentId, program } } });
      throw err;
    });
  await sendTemplatedEmail({
    to: student.email,
    template: 'certificate',
    kind: 'school_certificate',
    vars: certificateEmailVars(student.name, program, title, cert.code),
  });
  return { code: cert.code, verifyUrl: verifyPath(cert.code), title };
}

const FORGED_MESSAGE =
  'No certificate matches this code. It may be mistyped or forged: it was not issued by TNM Music Institute.';

/** Public verification: holder, program and date for a valid code; a clear refusal otherwise. */
export async function verifyCertificate(code: string) {
  const normalised = code.trim().toUpperCase();
  const cert = CERTIFICATE_CODE.test(normalised)
    ? await db.certificate.findUnique({ where: { code: normalised } })
    : null;
  if (!cert) throw new NotFound(FORGED_MESSAGE);
  if (cert.revokedAt)
    throw new Gone(
      `This certificate was revoked on ${cert.revokedAt.toISOString().slice(0, 10)}${cert.revokedReason ? `: ${cert.revokedReason}` : ''}. It is no longer valid.`,
    );
  return {
    valid: true,
    code: cert.code,
    holderName: cert.holderName,
    program: cert.program,
    programName: programName(cert.program),
    title: PROGRAMS[cert.program as ProgramKey]?.certificate ?? cert.program,
    issuedAt: cert.issuedAt,
  };
}

export async function certificatePdfFor(code: string) {
  const c = await verifyCertificate(code);
  return certificatePdf({
    holderName: c.holderName,
    title: c.title,
    issuedAt: c.issuedAt,
    code: c.code,
    verifyUrl: absoluteUrl(verifyPath(c.code)),
  });
}

export async function revokeCertificate(actor: SessionUser, code: string, reason: string) {
  const cert = await db.certificate.findUnique({ where: { code: code.trim().toUpperCase() } });
  if (!cert) throw new NotFound('Certificate not found');
  return db.$transaction(async (tx) => {
    // The state in the write: a concurrent revocation leaves nothing to update.
    const done = await tx.certificate.updateMany({
      where: { id: cert.id, revokedAt: null },
      data: { revokedAt: new Date(), revokedReason: reason },
    });
    if (done.count === 0) throw new Conflict('This certificate is already revoked.');
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'certificate.revoke',
      target: { type: 'Certificate', id: cert.id },
      detail: { reason },
    });
    await tx.studentActivity.create({
      data: {
        studentId: cert.studentId,
        kind: 'certificate_revoked',
        summary: `Certificate ${cert.code} revoked: ${reason}`,
      },
    });
    return tx.certificate.findUniqueOrThrow({ where: { id: cert.id } });
  });
}

/** Every certificate issued, newest first, one page at a time (staff). */
export function listCertificates(q: PageQuery) {
  return paginate(
    q,
    (page) => db.certificate.findMany({ orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }], ...page }),
    () => db.certificate.count(),
  );
}
