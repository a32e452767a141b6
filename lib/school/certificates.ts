// Certificates: issued when a program's required lessons are done with passing quizzes; verified in
// public by their code; revocable.
import { randomBytes } from 'node:crypto';
import { db } from '../db';
import { Conflict, NotFound, Gone } from '../errors';
import { sendTemplatedEmail } from '../comms/templates';
import { recordAudit } from '../audit/service';
import type { SessionUser } from '../auth/session';
import { PROGRAMS, programName, type ProgramKey } from './programs';
import { absoluteUrl } from './links';
import { certificatePdf } from './pdf';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CERTIFICATE_CODE = /^TNM-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/** TNM-XXXX-XXXX-XXXX from 60 random bits: unguessable, easy to read aloud. */
export function newCertificateCode(): string {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]);
  return `TNM-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8, 12).join('')}`;
}

export const verifyPath = (code: string) => `/musicbizcert/verify/${code}`;

/** What a program requires of a student (required lessons of the program's courses they are enrolled in), and how far they are. */
async function programRequirements(studentId: string, program: string) {
  const lessons = await db.lesson.findMany({
    where: {
      status: 'published',
      required: true,
      module: { course: { status: 'published', program, enrolments: { some: { studentId } } } },
    },
    select: { id: true, quiz: { select: { id: true } } },
  });
  const done = new Set(
    (
      await db.lessonProgress.findMany({
        where: { studentId, lessonId: { in: lessons.map((l) => l.id) } },
        select: { lessonId: true },
      })
    ).map((p) => p.lessonId),
  );
  const quizIds = lessons.flatMap((l) => (l.quiz ? [l.quiz.id] : []));
  const passed = new Set(
    (
      await db.quizAttempt.findMany({
        where: { studentId, quizId: { in: quizIds }, passed: true },
        select: { quizId: true },
      })
    ).map((a) => a.quizId),
  );
  const complete = lessons.filter((l) => done.has(l.id) && (!l.quiz || passed.has(l.quiz.id))).length;
  return { required: lessons.length, complete, finished: lessons.length > 0 && complete === lessons.length };
}

/** After progress on a lesson: issues the program's certificate when everything required is done. */
export async function checkProgramCompletion(studentId: string, lessonId: string) {
  const lesson = await db.lesson.findUnique({
    where: { id: lessonId },
    select: { module: { select: { course: { select: { program: true } } } } },
  });
  if (!lesson) return null;
  const program = lesson.module.course.program;
  const existing = await db.certificate.findUnique({ where: { studentId_program: { studentId, program } } });
  if (existing)
    return existing.revokedAt
      ? null
      : {
          code: existing.code,
          verifyUrl: verifyPath(existing.code),
          title: PROGRAMS[program as ProgramKey]?.certificate ?? program,
        };
  const req = await programRequirements(studentId, program);
  if (!req.finished) return null;
  return issueCertificate(studentId, program);
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
    vars: {
      recipientName: student.name,
      certificateTitle: title,
      programName: programName(program),
      verifyUrl: absoluteUrl(verifyPath(cert.code)),
      pdfUrl: absoluteUrl(`/api/school/certificates/${cert.code}/pdf`),
    },
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

export function listCertificates(opts: { studentId?: string } = {}) {
  return db.certificate.findMany({
    where: opts.studentId ? { studentId: opts.studentId } : {},
    orderBy: { issuedAt: 'desc' },
    take: 500,
  });
}
