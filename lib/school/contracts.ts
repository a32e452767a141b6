// Onboarding after acceptance: the agreement, its signature (typed name, drawn image, time, IP,
// SHA-256 of the text), the student account with enrolments, and the welcome-call link.
import { createHash } from 'node:crypto';
import { BadRequest, Conflict, NotFound, Forbidden, Gone } from '../platform/errors';
import { db, type Tx } from '../platform/db';
import { sendTemplatedEmail } from '@/lib/comms';
import { hashPassword } from '../platform/auth/password';
import { newToken, hashToken } from '../platform/auth/tokens';
import { isAdminRole } from '../platform/auth/roles';
import type { SessionUser } from '../platform/auth/session';
import { agreementText, programName, PROGRAMS, type ProgramKey } from './programs';
import { recordActivity } from './activity';
import { recordAudit } from '../platform/audit';
import { absoluteUrl } from '../platform/links';
import { agreementPdf } from '../platform/agreement-pdf';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function agreementFor(app: { program: string; applicantName: string }) {
  const program = app.program as ProgramKey;
  const text = agreementText(program, app.applicantName);
  return { title: `${PROGRAMS[program]?.name ?? app.program} Program Agreement`, text, sha256: sha256Hex(text) };
}

const CONTRACT_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A new signing link for an accepted application (inside the decision's transaction); older links of
 * the application stop working. Returns the raw token for the acceptance email.
 */
export async function issueContractLink(tx: Tx, applicationId: string): Promise<string> {
  const { token, tokenHash } = newToken();
  const now = new Date();
  await tx.contractLink.updateMany({ where: { applicationId, usedAt: null }, data: { usedAt: now } });
  await tx.contractLink.create({
    data: { applicationId, tokenHash, expiresAt: new Date(now.getTime() + CONTRACT_LINK_TTL_MS) },
  });
  return token;
}

const LINK_UNKNOWN = 'This signing link is not valid. Use the link in your latest acceptance email.';

async function openLink(token: string) {
  const link = await db.contractLink.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!link) throw new NotFound(LINK_UNKNOWN);
  const app = await db.application.findUnique({
    where: { id: link.applicationId },
    include: { contract: { select: { signedAt: true, typedName: true } } },
  });
  if (!app) throw new NotFound(LINK_UNKNOWN);
  // A used link only shows that the agreement is signed; a replaced or expired one shows nothing.
  if (link.usedAt && !app.contract) throw new NotFound(LINK_UNKNOWN);
  if (!app.contract && link.expiresAt < new Date())
    throw new Gone('This signing link has expired. Reply to your acceptance email for a new one.');
  return { link, app };
}

/**
 * What the signing page shows to whoever holds the emailed link: only what signing needs (no email,
 * no application id). When the email already has an account, that account signs, signed in.
 */
export async function contractContext(token: string, viewer: SessionUser | null = null) {
  const { app } = await openLink(token);
  const account = await db.user.findUnique({ where: { email: app.email }, select: { id: true } });
  return {
    applicantName: app.applicantName,
    program: app.program,
    programName: programName(app.program),
    status: app.status,
    signed: app.contract ? { signedAt: app.contract.signedAt, typedName: app.contract.typedName } : null,
    agreement: agreementFor(app),
    /** The applicant already has an account: they sign in with it instead of choosing a password. */
    hasAccount: !!account,
    signedInAsApplicant: !!account && viewer?.id === account.id,
  };
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function decodeSignature(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length < 100 || !bytes.subarray(0, 8).equals(PNG_MAGIC))
    throw new BadRequest('Draw your signature in the box');
  return bytes;
}

export interface SignInput {
  typedName: string;
  signature: string;
  agreementSha256: string;
  /** For a new student account; not used when the applicant's email already has an account. */
  password?: string;
}

/**
 * Signs with the emailed link (used once). A new applicant chooses a password for the student account;
 * an applicant whose email has an account must be signed in as that account, whose password is untouched.
 */
export async function signContract(
  token: string,
  viewer: SessionUser | null,
  input: SignInput,
  meta: { ip: string; userAgent: string | null },
) {
  const signaturePng = decodeSignature(input.signature);
  const opened = await openLink(token);
  const applicationId = opened.app.id;
  if (opened.app.contract)
    throw new Conflict('This agreement is already signed. Sign in to your student account to continue.');
  const existingAccount = await db.user.findUnique({ where: { email: opened.app.email }, select: { id: true } });
  if (existingAccount && viewer?.id !== existingAccount.id) {
    throw new Conflict('You already have an account with this email. Sign in with it, then open this link again.');
  }
  if (!existingAccount && !input.password) throw new BadRequest('Choose a password for your student account');
  const passwordHash = existingAccount ? null : await hashPassword(input.password!);
  const booking = newToken();
  let accountExisted = false;
  const result = await db
    .$transaction(async (tx) => {
      const app = await tx.application.findUnique({
        where: { id: applicationId },
        include: { contract: { select: { id: true } } },
      });
      if (!app) throw new NotFound(LINK_UNKNOWN);
      if (app.contract)
        throw new Conflict('This agreement is already signed. Sign in to your student account to continue.');
      if (app.status !== 'accepted') throw new Conflict('Only accepted applications can be signed.');
      const agreement = agreementFor(app);
      if (agreement.sha256 !== input.agreementSha256)
        throw new Conflict('The agreement has changed since you opened it. Reload the page and read it again.');
      // The link works once: of two concurrent uses only one claims it.
      const claimed = await tx.contractLink.updateMany({
        where: { id: opened.link.id, usedAt: null, expiresAt: { gt: new Date() } },
        data: { usedAt: new Date() },
      });
      if (claimed.count !== 1) throw new NotFound(LINK_UNKNOWN);

      let student = await tx.user.findUnique({ where: { email: app.email } });
      if (student) {
        if (student.id !== viewer?.id)
          throw new Conflict(
            'You already have an account with this email. Sign in with it, then open this link again.',
          );
        accountExisted = true;
        // An artist joining the school becomes a member (artist and learner access); others keep their role.
        const promoted = await tx.user.updateMany({
          where: { id: student.id, role: 'artist' },
          data: { role: 'member' },
        });
        if (promoted.count === 1) {
          student = { ...student, role: 'member' };
          await recordAudit({
            tx,
            actor: student.id,
            action: 'user.role_change',
            target: { type: 'User', id: student.id },
            detail: { from: 'artist', to: 'member', via: 'contract' },
          });
        }
      } else {
        student = await tx.user.create({
          data: {
            email: app.email,
            name: app.applicantName,
            passwordHash: passwordHash!,
            role: 'student',
            brand: 'tnm',
          },
        });
        await recordAudit({
          tx,
          actor: student.id,
          action: 'user.create',
          target: { type: 'User', id: student.id },
          detail: { role: 'student', via: 'contract' },
        });
      }
      const contract = await tx.contract.create({
        data: {
          applicationId,
          agreementTitle: agreement.title,
          agreementText: agreement.text,
          agreementSha256: agreement.sha256,
          typedName: input.typedName,
          signaturePng: new Uint8Array(signaturePng),
          ipAddress: meta.ip,
          userAgent: meta.userAgent?.slice(0, 500) ?? null,
        },
      });
      const linked = await tx.application.updateMany({
        where: { id: applicationId, status: 'accepted' },
        data: { studentId: student.id, bookingTokenHash: booking.tokenHash },
      });
      if (linked.count !== 1) throw new Conflict('Only accepted applications can be signed.');
      await recordAudit({
        tx,
        actor: student.id,
        action: 'contract.sign',
        target: { type: 'Contract', id: contract.id },
        detail: { applicationId, agreementSha256: agreement.sha256 },
      });
      const courses = await tx.course.findMany({
        where: { program: app.program, status: 'published' },
        select: { id: true },
      });
      if (courses.length)
        await tx.enrolment.createMany({
          data: courses.map((c) => ({ studentId: student.id, courseId: c.id })),
          skipDuplicates: true,
        });
      await recordActivity(tx, student.id, 'contract_signed', `Signed the ${agreement.title}`);
      await recordActivity(
        tx,
        student.id,
        'enrolled',
        `Enrolled in ${courses.length} course${courses.length === 1 ? '' : 's'} of ${programName(app.program)}`,
      );
      return { app, contract, student, enrolled: courses.length };
    })
    .catch((err) => {
      if ((err as { code?: string }).code === 'P2002')
        throw new Conflict('This agreement is already signed. Sign in to your student account to continue.');
      throw err;
    });

  const bookingUrl = `/book-welcome-call/${booking.token}`;
  await sendTemplatedEmail({
    to: result.app.email,
    template: 'contract_signed',
    kind: 'school_contract_signed',
    vars: {
      recipientName: result.app.applicantName,
      programName: programName(result.app.program),
      agreementSha256: result.contract.agreementSha256,
      accountLine: accountExisted
        ? 'Sign in with your existing account'
        : 'Your student account is ready: sign in with this email and the password you chose',
      loginUrl: absoluteUrl('/login'),
      bookingUrl: absoluteUrl(bookingUrl),
      agreementUrl: absoluteUrl(`/api/school/contracts/${applicationId}/pdf?token=${booking.token}`),
    },
    secrets: [booking.token],
  });
  return {
    contractId: result.contract.id,
    signedAt: result.contract.signedAt,
    agreementSha256: result.contract.agreementSha256,
    studentEmail: result.student.email,
    accountExisted,
    enrolled: result.enrolled,
    bookingToken: booking.token,
    bookingUrl,
    pdfUrl: `/api/school/contracts/${applicationId}/pdf?token=${booking.token}`,
  };
}

/** The signed agreement as a PDF: for its student, staff, or whoever holds the emailed token. */
export async function contractPdfFor(applicationId: string, user: SessionUser | null, token: string | null) {
  const app = await db.application.findUnique({ where: { id: applicationId }, include: { contract: true } });
  if (!app?.contract) throw new NotFound('No signed agreement for this application');
  const allowed =
    (user && (isAdminRole(user.role) || user.id === app.studentId)) ||
    (token && app.bookingTokenHash && hashToken(token) === app.bookingTokenHash);
  if (!allowed) {
    if (!user) throw new NotFound('No signed agreement for this application');
    throw new Forbidden('You cannot open this agreement');
  }
  const c = app.contract;
  const pdf = await agreementPdf({
    title: c.agreementTitle,
    text: c.agreementText,
    sha256: c.agreementSha256,
    typedName: c.typedName,
    signaturePng: Buffer.from(c.signaturePng),
    signedAt: c.signedAt,
    ipAddress: c.ipAddress,
  });
  return { pdf, filename: `agreement-${app.id}.pdf` };
}
