// Platform events turned into notifications (in-app and email per preferences, through the templates).
// Each is called by its domain right after the change committed; none throws into the caller.
import { db } from '../platform/db';
import { env } from '../platform/env';
import { logger } from '../platform/logger';
import { notify, type NotifyEvent } from './notify';
import { sendTemplatedEmail } from './templates';
import type { TemplateKey } from './template-defaults';

const url = (path: string) => `${env().APP_BASE_URL}${path}`;
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

type ReleaseEvent = Extract<
  NotifyEvent,
  | 'release_approved'
  | 'release_rejected'
  | 'release_changes_requested'
  | 'release_scheduled'
  | 'release_live'
  | 'release_taken_down'
  | 'delivery_failed'
>;

const RELEASE_TITLES: Record<ReleaseEvent, (t: string) => string> = {
  release_approved: (t) => `"${t}" was approved`,
  release_rejected: (t) => `"${t}" needs changes before it can go out`,
  release_changes_requested: (t) => `Changes requested on "${t}"`,
  release_scheduled: (t) => `"${t}" is scheduled`,
  release_live: (t) => `"${t}" is live`,
  release_taken_down: (t) => `"${t}" was taken down`,
  delivery_failed: (t) => `Delivery of "${t}" failed`,
};

export async function notifyReleaseEvent(releaseId: string, event: ReleaseEvent, detail: { reason?: string } = {}) {
  try {
    const r = await db.release.findUnique({
      where: { id: releaseId },
      select: { id: true, title: true, ownerId: true, releaseDate: true },
    });
    if (!r) return;
    const reason = detail.reason ?? '';
    await notify({
      userId: r.ownerId,
      event,
      title: RELEASE_TITLES[event](r.title),
      body: reason,
      link: `/project/${r.id}`,
      vars: {
        releaseTitle: r.title,
        releaseUrl: url(`/project/${r.id}`),
        reason,
        detail: reason,
        releaseDate: r.releaseDate
          ? r.releaseDate.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
          : '',
      },
    });
  } catch (err) {
    logger.error('release notification failed', { releaseId, event, err: (err as Error).message });
  }
}

export async function notifyPayoutEvent(payoutId: string) {
  try {
    const p = await db.payoutRequest.findUnique({ where: { id: payoutId } });
    if (!p || (p.status !== 'paid' && p.status !== 'rejected')) return;
    const amount = usd(p.amountCents);
    await notify({
      userId: p.userId,
      event: p.status === 'paid' ? 'payout_sent' : 'payout_failed',
      title: p.status === 'paid' ? `Your payout of ${amount} was sent` : `Your payout of ${amount} did not go through`,
      body: p.rejectionReason ?? '',
      link: '/wallet-settings',
      vars: { amount, reason: p.rejectionReason ?? '', walletUrl: url('/wallet-settings') },
    });
  } catch (err) {
    logger.error('payout notification failed', { payoutId, err: (err as Error).message });
  }
}

/**
 * Job (hourly): a release the stores acknowledged before its date was announced as scheduled; on the day it
 * goes live its artist hears so, once (claimed by a NotificationOnce key, whatever the preferences).
 */
export async function notifyReleasesLiveToday(now: Date = new Date()): Promise<number> {
  const due = await db.release.findMany({
    where: {
      status: 'distributed',
      releaseDate: { lte: now, gte: new Date(now.getTime() - 3 * 24 * 3600_000) },
      liveAt: { not: null },
    },
    select: { id: true, releaseDate: true, liveAt: true },
  });
  let sent = 0;
  for (const r of due) {
    if (!r.liveAt || !r.releaseDate || r.liveAt >= r.releaseDate) continue; // told "live" when acknowledged
    try {
      await db.notificationOnce.create({ data: { key: `release_live:${r.id}` } });
    } catch (err) {
      if ((err as { code?: string }).code === 'P2002') continue;
      throw err;
    }
    await notifyReleaseEvent(r.id, 'release_live');
    sent += 1;
  }
  return sent;
}

/** After a statement import completed: each user whose earnings grew hears how much. */
export async function notifyStatementImported(importId: string) {
  try {
    const imp = await db.statementImport.findUnique({
      where: { id: importId },
      select: { store: true, period: true, status: true },
    });
    if (!imp || imp.status !== 'completed') return;
    const sums = await db.earningAllocation.groupBy({
      by: ['userId'],
      where: { importId, userId: { not: null } },
      _sum: { amountCents: true },
    });
    for (const s of sums) {
      const cents = s._sum.amountCents ?? 0;
      if (!s.userId || cents <= 0) continue;
      await notify({
        userId: s.userId,
        event: 'statement_imported',
        title: `${imp.store} (${imp.period}) added ${usd(cents)} to your earnings`,
        link: '/earnings',
        vars: { store: imp.store, period: imp.period, amount: usd(cents), earningsUrl: url('/earnings') },
      });
    }
  } catch (err) {
    logger.error('statement notification failed', { importId, err: (err as Error).message });
  }
}

const DECISION_TEMPLATE = {
  under_review: 'application_under_review',
  accepted: 'application_accepted',
  rejected: 'application_rejected',
} as const satisfies Record<string, TemplateKey>;

/**
 * A school application decision. An applicant with an account hears of it in the inbox and by email per
 * their school preference; an applicant without one (no preferences yet) is emailed. The acceptance
 * carries the one-time contract link, so its email is always sent (a person cannot sign what they never
 * received), with the token redacted in the stored copy.
 */
export async function notifyApplicationDecision(d: {
  email: string;
  name: string;
  programName: string;
  decision: keyof typeof DECISION_TEMPLATE;
  contractUrl: string;
  signToken: string;
}) {
  const template = DECISION_TEMPLATE[d.decision];
  const kind = `school_application_${d.decision}`;
  const vars = { recipientName: d.name, programName: d.programName, contractUrl: d.contractUrl };
  const secrets = d.signToken ? [d.signToken] : [];
  const u = await db.user.findFirst({
    where: { email: d.email.toLowerCase(), status: 'active' },
    select: { id: true, brand: true },
  });
  const alwaysEmail = d.decision === 'accepted';
  if (!u || alwaysEmail) await sendTemplatedEmail({ to: d.email, brand: u?.brand, template, kind, vars, secrets });
  if (u)
    await notify({
      userId: u.id,
      event: 'application_decision',
      template,
      kind,
      title: `Your application to ${d.programName}: ${d.decision.replace(/_/g, ' ')}`,
      link: '/student-dashboard',
      vars,
      secrets,
      inAppOnly: alwaysEmail,
    });
}

/** The welcome email once an artist's account is usable (invitation accepted, or email confirmed). */
export async function welcomeUser(userId: string) {
  try {
    const u = await db.user.findUnique({ where: { id: userId }, select: { email: true, name: true, brand: true } });
    if (!u) return;
    await sendTemplatedEmail({
      to: u.email,
      brand: u.brand,
      template: 'welcome',
      vars: { recipientName: u.name, loginUrl: url('/mms/login') },
    });
  } catch (err) {
    logger.error('welcome email failed', { userId, err: (err as Error).message });
  }
}
