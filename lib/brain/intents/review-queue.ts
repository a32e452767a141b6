// "Which releases are waiting for review?": the admin review queue, as /admin-submissions shows it.
import { formatDate } from '../../platform/format';
import { reviewQueue } from '@/lib/distribution';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const WORDS =
  /\b(?:review queue|(?:wait\w*|await\w*|pending|need\w*|queued|ready|up|submitted)\s+(?:for\s+)?(?:an?\s+)?(?:review|approval|approving|reviewing)|to (?:review|approve)|under review|in review|submissions?|needs? (?:a )?review|awaiting (?:a )?decision)\b/;

export const reviewQueueIntent: Intent = {
  key: 'review-queue',
  description: 'Releases waiting for an admin review (submitted or under review), oldest first.',
  matches: (f) =>
    (f.has('review') || WORDS.test(f.raw.toLowerCase())) &&
    !f.has('payout', 'order', 'ticket', 'registration', 'work', 'booking', 'statement', 'support'),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'the review queue');
    if (denied) return denied;
    const items = await reviewQueue(50);
    const link = { href: '/admin-submissions', label: 'Submissions' };
    if (items.length === 0) return { intent: this.key, text: 'No release is waiting for review.', link };
    const list = items.slice(0, 10).map((r) => {
      // "how long has X been in review": the days since submission beside the date.
      const days = r.submittedAt ? Math.floor((Date.now() - r.submittedAt.getTime()) / 86_400_000) : null;
      const when = r.submittedAt
        ? `submitted ${formatDate(r.submittedAt)}, waiting ${plural(days ?? 0, 'day')}`
        : 'not yet submitted';
      const qc = r.qcErrors.length ? `, ${plural(r.qcErrors.length, 'quality-control error')}` : '';
      return `"${r.title}" by ${r.primaryArtist} (${when}${qc})`;
    });
    const more = items.length > 10 ? ` and ${items.length - 10} more` : '';
    const verb = items.length === 1 ? 'is' : 'are';
    return {
      intent: this.key,
      text: `${plural(items.length, 'release')} ${verb} waiting for review: ${list.join(', ')}${more}.`,
      link,
    };
  },
};
