// The asking admin's own activity as /personal-admin-dashboard shows it (adminActivity of command: actions in
// the audit log, the most frequent ones, releases awaiting review) and the level badge that count earns
// (adminLevel: Initiate, Team Member, Operator, Commander, Architect).
import { adminActivity, adminLevel } from '@/lib/command';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const MINE =
  /\bmy (?:admin )?(?:level|badge|rank|actions?|activity|activities|stats|history)\b|\b(?:actions|things|changes) (?:have )?i (?:taken|done|made)\b|\badmin level\b|\blevel badge\b|\bhow active (?:am i|have i been)\b|\bwhat (?:have i|did i) (?:done|do)\b|\bnext level\b/i;

export const adminActivityIntent: Intent = {
  key: 'my-activity',
  description: "The asking admin's own activity: actions in the audit log, the most frequent ones and the level badge.",
  matches: (f) => MINE.test(f.raw),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'admin activity');
    if (denied) return denied;
    const a = await adminActivity(ctx.user.id, 5);
    const level = adminLevel(a.total);
    const next = level.nextAt === null ? 'the top level' : `${level.nextAt - a.total} more to the next level`;
    const top = a.byAction.slice(0, 5).map((x) => `${x.action} ${x.count}`);
    return {
      intent: this.key,
      text:
        `You have ${plural(a.total, 'action')} in the audit log: level ${level.level}, ${level.name} (${next}). ` +
        `${top.length ? `Most frequent: ${top.join(', ')}. ` : ''}${plural(a.awaitingReview, 'release')} awaiting review.`,
      link: { href: '/personal-admin-dashboard', label: 'Personal dashboard' },
    };
  },
};
