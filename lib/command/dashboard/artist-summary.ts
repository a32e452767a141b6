// The artist dashboard's figures (spec §2.9): earnings from the royalties area when it exists,
// releases from the catalog, and the Quick Wins checklist computed from the account's own records.
import { db } from '../../platform/db';
import { userEarningsSummary } from '@/lib/royalties';
import { liveWhere, releaseState } from '@/lib/distribution';

export interface EarningsSummary {
  totalEarnedCents: number;
  thisMonthCents: number;
  pendingPayoutsCents: number;
  /** `date`: the day the statement was imported; `salePeriod`: the months its sales happened (This Month's rule). */
  recentPayouts: {
    source: string;
    track: string;
    date: string;
    salePeriod: { from: string; to: string } | null;
    amountCents: number;
  }[];
}

/** The dashboards' earnings tiles: `userEarningsSummary` (GET /api/earnings) in cents, the five newest groups. */
export async function earningsSummary(userId: string): Promise<EarningsSummary> {
  const s = await userEarningsSummary(userId);
  return {
    totalEarnedCents: s.totalEarnedCents,
    thisMonthCents: s.thisMonthCents,
    pendingPayoutsCents: s.pendingPayoutsCents,
    recentPayouts: s.recentPayouts.slice(0, 5).map((p) => ({
      source: p.source,
      track: p.track,
      date: p.date ? p.date.toISOString().slice(0, 10) : '',
      salePeriod: p.salePeriod,
      amountCents: p.amountCents,
    })),
  };
}

/** The artist's newest releases, each with its label (Scheduled until its date) from the status module. */
export async function artistReleases(userId: string, take = 5, now: Date = new Date()) {
  const rows = await db.release.findMany({
    where: { ownerId: userId },
    orderBy: { createdAt: 'desc' },
    take,
    select: { id: true, title: true, status: true, releaseDate: true, primaryArtist: true },
  });
  return rows.map((r) => ({ ...r, ...releaseState(r, now) }));
}

export function artistReleaseCount(userId: string): Promise<number> {
  return db.release.count({ where: { ownerId: userId } });
}

export interface ChecklistItem {
  key: string;
  title: string;
  href: string;
  done: boolean;
}

/** The first three items are the Quick Wins. */
export async function artistChecklist(userId: string, now: Date = new Date()): Promise<ChecklistItem[]> {
  const [user, releases, live] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { profileImage: true, displayName: true } }),
    db.release.count({ where: { ownerId: userId } }),
    db.release.count({ where: { ownerId: userId, ...liveWhere(now) } }),
  ]);
  return [
    { key: 'profile', title: 'Add a profile photo', href: '/mms/profile', done: !!user?.profileImage },
    {
      key: 'first-release',
      title: 'Start your first release',
      href: '/professional-release-workflow',
      done: releases > 0,
    },
    { key: 'live', title: 'Get a release live in stores', href: '/projects', done: live > 0 },
  ];
}
