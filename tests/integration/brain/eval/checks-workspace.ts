// Checkers of the accounts, catalogue flags and workspace questions (admins by role, deactivated accounts, a
// person's admin id and time zone, explicit releases, featured credits, quiz scores, welcome-call slots, the
// drive, the DSP inbox, SLA breaches): what a right answer must contain, read from the database at test time.
import { db } from '@/lib/platform/db';
import { count, name } from './expect';
import type { Check } from './checks-money';

export const workspaceChecks: Record<string, Check> = {
  async admins() {
    const rows = await db.user.findMany({ where: { role: { in: ['admin', 'super_admin'] } }, select: { name: true } });
    return rows.map((r) => name(r.name));
  },
  async roleNames(role: string) {
    const rows = await db.user.findMany({ where: { role: role as 'student' }, select: { name: true } });
    return rows.map((r) => name(r.name));
  },
  async deactivated() {
    return [count(await db.user.count({ where: { status: 'deactivated' } }), 'deactivated')];
  },
  async personField(who: string, field: string) {
    const u = await db.user.findFirstOrThrow({ where: { name: who } });
    return [field === 'adminId' ? u.adminId! : u.personalTimezone];
  },
  async explicitReleases() {
    return [count(await db.release.count({ where: { explicit: true } }), 'releases?')];
  },
  async featuredOn(title: string) {
    const rows = await db.trackContributor.findMany({
      where: { role: 'featured_artist', track: { OR: [{ title }, { release: { title } }] } },
      select: { name: true },
    });
    return rows.length ? rows.map((r) => name(r.name)) : [/no featured/i];
  },
  async typeCounts() {
    const [s, e, a] = await Promise.all(
      (['single', 'ep', 'album'] as const).map((t) => db.release.count({ where: { releaseType: t } })),
    );
    return [count(s, 'singles?'), count(e, 'EPs?'), count(a, 'albums?')];
  },
  async quizScore(student: string) {
    const a = await db.quizAttempt.findFirstOrThrow({
      where: { student: { name: student }, submittedAt: { not: null } },
      orderBy: { submittedAt: 'desc' },
    });
    return [`${a.score}%`];
  },
  async openSlots() {
    const n = await db.meetingSlot.count({ where: { startsAt: { gte: new Date() }, booking: { is: null } } });
    return [count(n, '(?:open )?(?:welcome-call )?slots?')];
  },
  async driveFiles() {
    return [count(await db.driveFile.count({ where: { trashedAt: null } }), 'files?')];
  },
  async inboxRejected() {
    return [count(await db.dspInboxMessage.count({ where: { accepted: false } }), 'rejected')];
  },
  async slaBreachRequesters() {
    const now = new Date();
    const late = await db.supportTicket.findMany({
      where: {
        status: { notIn: ['resolved', 'closed'] },
        firstRespondedAt: null,
        firstResponseDueAt: { lt: now },
        slaPausedAt: null,
      },
      select: { requester: { select: { name: true } } },
    });
    return late.map((t) => name(t.requester.name));
  },
  async releaseExplicit(title: string) {
    const r = await db.release.findFirstOrThrow({ where: { title } });
    return [r.explicit ? /\bis flagged explicit/i : /\bnot flagged explicit/i];
  },
  async missingIsrc() {
    return [count(await db.track.count({ where: { isrc: null } }), 'tracks?')];
  },
  async releasesNextDays(days: string) {
    const now = new Date();
    const end = new Date(now.getTime() + Number(days) * 86_400_000);
    return [count(await db.release.count({ where: { releaseDate: { gte: now, lt: end } } }), 'releases?')];
  },
};
