// "What's Luna Park waiting on?", "why is Summer Drive stuck?": what a release (or each of an artist's
// releases not yet in the shops) waits for, from its status and its deliveries, as the project page shows.
import { formatDate } from '../../platform/format';
import { releaseOverview, releaseStatusLabel } from '../../distribution';
import { releasesOf } from './entities';
import { normalize } from './text';
import type { Intent, LiveContext } from './types';

async function waitsFor(ctx: LiveContext, id: string): Promise<string> {
  const r = await releaseOverview(ctx.user, id);
  const failed = r.deliveries.filter((d) => d.status === 'failed' || d.status === 'rejected');
  const moving = r.deliveries.filter((d) => ['queued', 'sending', 'delivered'].includes(d.status));
  const name = `"${r.title}" (${r.statusLabel})`;
  switch (r.status) {
    case 'draft':
      return `${name} waits for its artist to finish and submit it`;
    case 'uploaded':
    case 'under_review':
      return `${name} waits for an admin review${r.submittedAt ? `, submitted ${formatDate(r.submittedAt)}` : ''}`;
    case 'approved':
      return `${name} is approved and waits to be delivered to the stores`;
    case 'rejected':
      return `${name} waits for its artist to fix it and resubmit${r.rejectionReason ? ` (reason: ${r.rejectionReason})` : ''}`;
    case 'delivery_failed':
      return `${name} waits for ${failed.length ? `the failed deliveries to ${failed.map((d) => d.store.name).join(', ')}` : 'its deliveries'} to be retried${failed[0]?.lastError ? ` (${failed[0].lastError.slice(0, 100)})` : ''}`;
    default:
      if (moving.length) return `${name} waits for ${moving.length} store acknowledgements`;
      if (r.statusLabel === 'Scheduled' && r.releaseDate)
        return `${name} waits for its release date, ${formatDate(r.releaseDate)}`;
      return `${name} waits for nothing: it is ${r.statusLabel.toLowerCase()}`;
  }
}

export const waitingOnIntent: Intent = {
  key: 'waiting-on',
  description:
    'What a release (or each unreleased release of an artist) is waiting on: review, fixes, deliveries or its date.',
  entity: 'release',
  matches: (f) =>
    (f.has('waiting') || f.test(/\bwhy is\b/)) &&
    !f.has(
      'review',
      'payout',
      'order',
      'ticket',
      'support',
      'registration',
      'work',
      'booking',
      'queue',
      'split',
      'paid',
    ),
  namePatterns: [
    /what(?:'s|’s| is| s|s)? (.+?) (?:waiting|stuck|held|holding|blocked)/i,
    /why is (.+?) (?:stuck|waiting|held up|blocked|not live|not out)/i,
    /(?:holding up|blocking) (.+?)\s*[?.!]*$/i,
  ],
  async forArtist(ctx, artist) {
    const mine = (await releasesOf(ctx)).filter(
      (r) =>
        normalize(r.primaryArtist) === normalize(artist) &&
        releaseStatusLabel(r.status, r.releaseDate) !== 'Live' &&
        r.status !== 'taken_down',
    );
    const link = { href: `/projects?q=${encodeURIComponent(artist)}`, label: `Projects of ${artist}` };
    if (!mine.length)
      return { intent: this.key, text: `${artist} has no release waiting on anything: every one is live.`, link };
    const lines = await Promise.all(mine.map((r) => waitsFor(ctx, r.id)));
    return { intent: this.key, text: `${artist}: ${lines.join('; ')}.`, link };
  },
  async answer(ctx, id) {
    return {
      intent: this.key,
      text: `${await waitsFor(ctx, id!)}.`,
      link: { href: `/project/${id}`, label: 'Project page' },
    };
  },
};
