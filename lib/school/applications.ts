// Applications: public submission, the admins' list with filters, decisions (recorded and emailed).
import type { z } from 'zod';
import { notifyApplicationDecision } from '@/lib/comms'; // comms
import { db } from '../platform/db';
import { Conflict, NotFound, BadRequest } from '../platform/errors';
import { sendTemplatedEmail } from '@/lib/comms';
import { recordAudit } from '../platform/audit';
import { isAdminRole } from '../platform/auth/roles';
import type { SessionUser } from '../platform/auth/session';
import type { Prisma } from '../generated/prisma/client';
import { programName, type ProgramKey } from './programs';
import { absoluteUrl } from '../platform/links';
import { issueContractLink } from './contracts';
import { paginate } from '../platform/paging';
import type { ApplicationInput, applicationQuerySchema, applicationUpdateSchema } from './schema';

export async function submitApplication(input: ApplicationInput) {
  try {
    const app = await db.application.create({ data: { ...input, email: input.email.toLowerCase() } });
    await sendTemplatedEmail({
      to: app.email,
      template: 'school_application_received',
      kind: 'school_application_received',
      vars: { recipientName: app.applicantName, programName: programName(app.program) },
    });
    return {
      id: app.id,
      status: app.status,
      message: `Thank you, ${app.applicantName}! Your application to ${programName(app.program)} was received. We will email ${app.email} with our decision.`,
    };
  } catch (err) {
    if ((err as { code?: string }).code === 'P2002') {
      throw new Conflict(
        `You have already applied to ${programName(input.program)} with this email. We will email you about that application.`,
      );
    }
    throw err;
  }
}

const listInclude = {
  assignedTo: { select: { id: true, name: true, adminId: true } },
  reviewedBy: { select: { id: true, name: true } },
  contract: { select: { signedAt: true } },
  booking: { select: { slot: { select: { startsAt: true } } } },
} satisfies Prisma.ApplicationInclude;

/** Applications newest first, a page at a time, with counts by status over all of them. */
export async function listApplications(user: SessionUser, q: z.output<typeof applicationQuerySchema>) {
  const where: Prisma.ApplicationWhereInput = {
    ...(q.status ? { status: q.status } : {}),
    ...(q.program ? { program: q.program } : {}),
    ...(q.priority ? { priority: q.priority } : {}),
    ...(q.q
      ? {
          OR: [
            { applicantName: { contains: q.q, mode: 'insensitive' } },
            { email: { contains: q.q, mode: 'insensitive' } },
            { artistName: { contains: q.q, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
  // Spec §6: the emergency list shows the current admin's assignments when any exist.
  let filteredToMine = false;
  if (q.assigned === 'me' && (await db.application.count({ where: { assignedToId: user.id } })) > 0) {
    where.assignedToId = user.id;
    filteredToMine = true;
  }
  const [page, byStatus] = await Promise.all([
    paginate(
      q,
      (args) =>
        db.application.findMany({
          where,
          include: listInclude,
          orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
          ...args,
        }),
      () => db.application.count({ where }),
    ),
    db.application.groupBy({ by: ['status'], _count: { _all: true } }),
  ]);
  return { ...page, filteredToMine, byStatus: Object.fromEntries(byStatus.map((r) => [r.status, r._count._all])) };
}

export async function getApplication(id: string) {
  const app = await db.application.findUnique({
    where: { id },
    include: {
      ...listInclude,
      decisions: { orderBy: { createdAt: 'asc' }, include: { decidedBy: { select: { name: true } } } },
    },
  });
  if (!app) throw new NotFound('Application not found');
  return app;
}

/** Sets a status; records who and when; emails the applicant. Signed applications cannot change. */
export async function decideApplication(
  actor: SessionUser,
  id: string,
  status: 'pending' | 'under_review' | 'accepted' | 'rejected',
  note?: string,
) {
  const result = await db.$transaction(async (tx) => {
    const app = await tx.application.findUnique({ where: { id }, include: { contract: { select: { id: true } } } });
    if (!app) throw new NotFound('Application not found');
    if (app.contract)
      throw new Conflict('This applicant has already signed the contract; the decision can no longer change.');
    if (app.status === status) return { app, changed: false, signToken: '' };
    // The status read and the absence of a contract are in the write's where: a concurrent signature or
    // decision makes this one a 409, not a decision on a record that changed under it.
    const moved = await tx.application.updateMany({
      where: { id, status: app.status, contract: { is: null } },
      data: { status, reviewedById: actor.id, reviewedAt: new Date() },
    });
    if (moved.count !== 1) throw new Conflict('This application changed meanwhile; reload it and decide again.');
    const updated = await tx.application.findUniqueOrThrow({ where: { id } });
    await tx.applicationDecision.create({
      data: { applicationId: id, fromStatus: app.status, toStatus: status, decidedById: actor.id, note },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'application.decide',
      target: { type: 'Application', id },
      detail: { from: app.status, to: status },
    });
    const signToken = status === 'accepted' ? await issueContractLink(tx, id) : '';
    return { app: updated, changed: true, signToken };
  });
  if (result.changed && status !== 'pending') {
    // comms: emailed through the templates, and in the applicant's inbox when they have an account
    await notifyApplicationDecision({
      email: result.app.email,
      name: result.app.applicantName,
      programName: programName(result.app.program as ProgramKey),
      decision: status,
      contractUrl: result.signToken ? absoluteUrl(`/sign-contract/${result.signToken}`) : '',
      signToken: result.signToken,
    });
  }
  return {
    id,
    status: result.app.status,
    changed: result.changed,
    message: result.changed
      ? `Application status set to ${status.replace('_', ' ')}; the applicant was emailed.`
      : 'The application already had this status.',
  };
}

export async function updateApplication(
  actor: SessionUser,
  id: string,
  input: z.output<typeof applicationUpdateSchema>,
) {
  if (input.assignedToId) {
    const assignee = await db.user.findUnique({ where: { id: input.assignedToId } });
    if (!assignee || !isAdminRole(assignee.role)) throw new BadRequest('Assign the application to an admin');
  }
  return db.$transaction(async (tx) => {
    const app = await tx.application.update({
      where: { id },
      data: { priority: input.priority, assignedToId: input.assignedToId },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'application.update',
      target: { type: 'Application', id },
      detail: { priority: input.priority ?? null, assignedToId: input.assignedToId ?? null },
    });
    return app;
  });
}

/** Admins an application can be assigned to. */
export function listAssignableAdmins() {
  return db.user.findMany({
    where: { role: { in: ['admin', 'super_admin'] }, status: 'active' },
    select: { id: true, name: true, adminId: true },
    orderBy: { name: 'asc' },
  });
}
