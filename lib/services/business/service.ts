// Business tools: the artist's business answers (/my-business-info), state filing data for the LLC
// guide, and the career plan computed from both and from what the artist has done on the platform.
import { db } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { NotFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import type { Prisma } from '../../generated/prisma/client';
import { liveWhere } from '../../distribution';
import type { BusinessInfo } from './schema';
import type { z } from 'zod';
import type { statePatch } from './schema';

export async function getBusinessInfo(actor: SessionUser): Promise<BusinessInfo> {
  const row = await db.businessInfo.findUnique({ where: { userId: actor.id } });
  return (row?.answers ?? {}) as BusinessInfo;
}

export async function saveBusinessInfo(actor: SessionUser, answers: BusinessInfo): Promise<BusinessInfo> {
  return db.$transaction(async (tx) => {
    const cur = await tx.businessInfo.findUnique({ where: { userId: actor.id } });
    const merged = { ...((cur?.answers ?? {}) as BusinessInfo), ...answers } as Prisma.InputJsonValue;
    await tx.businessInfo.upsert({
      where: { userId: actor.id },
      create: { userId: actor.id, answers: merged },
      update: { answers: merged },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'business_info.save',
      target: { type: 'business_info', id: actor.id },
    });
    return merged as BusinessInfo;
  });
}

export async function listStates() {
  const rows = await db.businessStateInfo.findMany({ orderBy: { name: 'asc' } });
  return rows.map((s) => ({ ...s, updatedAt: s.updatedAt.toISOString() }));
}

export async function updateState(admin: SessionUser, code: string, patch: z.infer<typeof statePatch>) {
  return db.$transaction(async (tx) => {
    const r = await tx.businessStateInfo.updateMany({ where: { code }, data: patch });
    if (r.count !== 1) throw new NotFound('State not found');
    await recordAudit({
      tx,
      actor: admin.id,
      action: 'business_state.update',
      target: { type: 'business_state', id: code },
      detail: patch,
    });
    return { code };
  });
}

interface PlanStep {
  key: string;
  title: string;
  detail: string;
  done: boolean;
  href: string;
}

/** The plan: business entity, EIN, bank, PRO, publishing, distribution, marketing, in that order. */
export async function careerPlan(actor: SessionUser) {
  const [info, live, anyRelease, epk, orders] = await Promise.all([
    getBusinessInfo(actor),
    db.release.count({ where: { ownerId: actor.id, ...liveWhere() } }),
    db.release.count({ where: { ownerId: actor.id } }),
    db.epk.findUnique({ where: { userId: actor.id }, select: { published: true } }),
    db.serviceOrder.findMany({
      where: { customerId: actor.id, status: { notIn: ['cancelled', 'refunded'] } },
      select: { offering: { select: { key: true } }, status: true },
    }),
  ]);
  const ordered = (key: string) => orders.some((o) => o.offering.key === key);
  const entity =
    !!info.entityType &&
    info.entityType !== 'none' &&
    (info.entityType === 'sole_proprietor' || info.llcFiled === 'yes');
  const steps: PlanStep[] = [
    {
      key: 'entity',
      title: 'Choose and form your business entity',
      detail: entity
        ? 'Your business entity is set up.'
        : 'Most independent artists form a single-member LLC in their home state.',
      done: entity,
      href: '/llc-formation-guide',
    },
    {
      key: 'ein',
      title: 'Get an EIN',
      detail:
        info.hasEin === 'yes'
          ? 'You have an EIN.'
          : 'You need it for a business bank account, tax forms and many payouts.',
      done: info.hasEin === 'yes' || ordered('ein_filing'),
      href: '/ein-filing-service',
    },
    {
      key: 'bank',
      title: 'Open a business bank account',
      detail: 'Keep music income and costs apart from personal money.',
      done: info.hasBusinessBank === 'yes',
      href: '/my-business-info',
    },
    {
      key: 'pro',
      title: 'Join a performing rights organisation',
      detail:
        info.proMember && info.proMember !== 'none'
          ? `Member of ${info.proMember}.`
          : 'ASCAP, BMI or SESAC collect performance royalties for songwriters.',
      done: !!info.proMember && info.proMember !== 'none',
      href: '/my-business-info',
    },
    {
      key: 'publishing',
      title: 'Set up publishing',
      detail: 'Collect mechanical and performance royalties on your songs, not only your recordings.',
      done: !!info.publishing && info.publishing !== 'none',
      href: '/tnm-publishing-signup',
    },
    {
      key: 'distribution',
      title: 'Distribute your music',
      detail: live
        ? `${live} release${live === 1 ? '' : 's'} live in stores.`
        : anyRelease
          ? 'Finish and submit your release.'
          : 'Upload your first release.',
      done: live > 0,
      href: '/professional-release-workflow',
    },
    {
      key: 'marketing',
      title: 'Market it: a press kit and a site',
      detail: epk?.published ? 'Your press kit is public.' : 'Publish your EPK so promoters and press can find you.',
      done: !!epk?.published,
      href: '/epk-creation-service',
    },
  ];
  const done = steps.filter((s) => s.done).length;
  return { steps, done, total: steps.length, percent: Math.round((done / steps.length) * 100), info };
}
