// "What is the status of Golden Hour?" / "Which stores is it on?": the release's status (Scheduled until
// its date) and its deliveries by store, as the project page shows them.
import { formatDate } from '../../platform/format';
import { releaseOverview, isLive } from '@/lib/distribution';
import { plural, type Intent } from './types';

const WORDS =
  /\b(?:genre|style|label|imprint|type|format|explicit|language|who|artist|sings|performs|status|state|stores?|dsps?|live|released|scheduled|approved|rejected|delivered|platforms?|out yet|going out|date|dated|when|error|errors|problem|wrong|why)\b/;

const META = /\b(?:genre|style|label|imprint|type|format|single|album|ep|explicit|language)\b/i;

export const releaseStatusIntent: Intent = {
  key: 'release-status',
  description: "A release's status by title and the stores it was delivered to (acknowledged, pending, failed).",
  entity: 'release',
  matches: (f) =>
    WORDS.test(f.raw.toLowerCase()) ||
    // "how is Golden Hour going / doing / looking": how the release stands.
    f.has('status', 'live', 'store', 'rejected', 'approved', 'doing') ||
    f.test(/\bwhere is\b|\bgoing on\b|\bis .+ out\b|\bwhen does\b/),
  namePatterns: [
    /status of (.+?)\s*[?.!]*$/i,
    /(?:is|has) (.+?) (?:live|released|out|approved|rejected|scheduled|delivered)\b/i,
    /stores? (?:is|are|has|was) (.+?) (?:on|in|delivered|live)\b/i,
  ],
  async answer(ctx, id, f) {
    const r = await releaseOverview(ctx.user, id!);
    const link = { href: `/project/${r.id}`, label: `${r.title} (project page)` };
    // "Live since" only once it is in the shops: a Scheduled release reads Scheduled with its date.
    const since = isLive(r.status, r.releaseDate) && r.liveAt ? ` since ${formatDate(r.liveAt)}` : '';
    const date = r.releaseDate
      ? `, release date ${formatDate(r.releaseDate)} (${r.releaseDate.toISOString().slice(0, 10)})`
      : '';
    const reason = r.status === 'rejected' && r.rejectionReason ? ` (reason: ${r.rejectionReason})` : '';
    // "what genre is X", "which label put out X", "is X a single or an album": the release's metadata.
    const TYPE: Record<string, string> = { single: 'a single', ep: 'an EP', album: 'an album' };
    const meta = META.test(f?.raw ?? '')
      ? ` It is ${TYPE[r.releaseType] ?? r.releaseType}, genre ${r.genre || 'not set'}, label ${r.label || 'not set'}, ${r.explicit ? 'explicit' : 'not explicit'}, language ${r.language}.`
      : '';
    const head = `"${r.title}" by ${r.primaryArtist} is ${r.statusLabel}${since}${reason}${date}.${meta}`;
    if (r.deliveries.length === 0)
      return { intent: this.key, text: `${head} It has not been sent to any store.`, link };
    const by = (s: string[]) => r.deliveries.filter((d) => s.includes(d.status));
    const acked = by(['acknowledged']);
    const failed = by(['failed', 'rejected']);
    const moving = by(['queued', 'sending']);
    const parts = [`acknowledged by ${plural(acked.length, 'store')}`];
    if (acked.length && acked.length <= 12) parts[0] += ` (${acked.map((d) => d.store.name).join(', ')})`;
    if (moving.length) parts.push(`${moving.length} on the way`);
    if (failed.length) parts.push(`${failed.length} failed (${failed.map((d) => d.store.name).join(', ')})`);
    // The store's own reason and how often it was tried: "what error did Summer Drive get?"
    const why = failed
      .filter((d) => d.lastError)
      .map((d) => `${d.store.name}: ${d.lastError}${d.attempts ? ` (after ${plural(d.attempts, 'attempt')})` : ''}`);
    const errors = why.length ? ` Store errors: ${why.join('; ')}.` : '';
    return { intent: this.key, text: `${head} Deliveries: ${parts.join(', ')}.${errors}`, link };
  },
};
