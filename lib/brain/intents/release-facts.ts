// Releases by date and by store: the most recent (or first) release to go live, whether one release is on a
// named store, deliveries queued in a period, and the stores switched off, from the distribution face.
import { formatDate } from '../../platform/format';
import { deliveriesQueuedBetween, isLive, listStores, releaseOverview } from '@/lib/distribution';
import { mentioned, releasesOf } from './entities';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const delivery = { href: '/delivery-management', label: 'Delivery management' };

const PERIOD_WORDS =
  /\b(?:last|past|previous|recent|next|first|this) (?:\d+ |few |couple of |two |three |six |twelve )?(?:days?|weeks?|months?|quarters?|years?|yrs?|qtrs?|half|q[1-4])\b/gi;

export const latestLiveIntent: Intent = {
  key: 'latest-release',
  description: 'Releases ordered by the date they went live (or are due): the most recent, the first, the next.',
  matches: (f) =>
    f.has('release', 'live', 'released') &&
    // "went live last month", "in the past 30 days", "first quarter": a period, not the latest or first release.
    /\b(?:latest|newest|most recent|recent|recently|last|earliest|oldest|first|next|upcoming)\b/i.test(
      f.raw.replace(PERIOD_WORDS, ' '),
    ) &&
    !f.has('earn', 'review', 'waiting', 'failed', 'delivery', 'statement', 'import'),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const all = await releasesOf(ctx);
    const now = new Date();
    const day = (r: (typeof all)[number]) => (r.liveAt ?? r.releaseDate)?.getTime() ?? 0;
    const upcoming = /\b(?:next|upcoming)\b/.test(f.raw.toLowerCase());
    if (upcoming) {
      const next = all
        .filter((r) => r.releaseDate && r.releaseDate > now)
        .sort((a, b) => a.releaseDate!.getTime() - b.releaseDate!.getTime());
      if (!next.length) return { intent: this.key, text: 'No release is dated in the future.' };
      return {
        intent: this.key,
        text: `The next release to go live is "${next[0].title}" by ${next[0].primaryArtist} on ${formatDate(next[0].releaseDate!)} (${next[0].releaseDate!.toISOString().slice(0, 10)}).`,
        link: { href: `/project/${next[0].id}`, label: `${next[0].title} (project page)` },
      };
    }
    const live = all.filter((r) => isLive(r.status, r.releaseDate)).sort((a, b) => day(b) - day(a));
    if (!live.length) return { intent: this.key, text: 'No release is live yet.' };
    const first = /\b(?:earliest|oldest|first)\b/i.test(f.raw);
    const order = first ? [...live].reverse() : live;
    const r = order[0];
    const when = (x: (typeof all)[number]) => {
      const d = x.liveAt ?? x.releaseDate;
      return d ? `${formatDate(d)} (${d.toISOString().slice(0, 10)})` : 'an unknown date';
    };
    return {
      intent: this.key,
      text: `The ${first ? 'first' : 'most recent'} release to go live is "${r.title}" by ${r.primaryArtist}, live on ${when(r)}. Live releases by date: ${order
        .slice(0, 6)
        .map((x) => `"${x.title}" ${when(x)}`)
        .join('; ')}.`,
      link: { href: `/project/${r.id}`, label: `${r.title} (project page)` },
    };
  },
};

export const releaseOnStoreIntent: Intent = {
  key: 'release-on-store',
  description: 'Whether one release is on a named store: its delivery there and its state.',
  entity: 'release',
  matches: (f) => f.test(/\b(?:on|in|at|to)\b/) && !f.has('earn', 'statement', 'import', 'count'),
  async answer(ctx, id, f) {
    if (!f) return null;
    const stores = await mentioned(ctx, 'store', f.raw);
    if (!stores.length) return null;
    const r = await releaseOverview(ctx.user, id!);
    const parts = stores.map((s) => {
      const d = r.deliveries.find((x) => x.store.name === s.name);
      if (!d) return `No: "${r.title}" has not been sent to ${s.name}.`;
      if (d.status === 'acknowledged')
        return `Yes: "${r.title}" is on ${s.name} (delivered and acknowledged${isLive(r.status, r.releaseDate) ? ', live' : `, ${r.statusLabel}`}).`;
      if (d.status === 'failed' || d.status === 'rejected')
        return `No: the delivery of "${r.title}" to ${s.name} ${d.status}${d.lastError ? ` (${d.lastError})` : ''}.`;
      return `Not yet: "${r.title}" is on its way to ${s.name} (${d.status}).`;
    });
    return {
      intent: this.key,
      text: parts.join(' '),
      link: { href: `/project/${r.id}`, label: `${r.title} (project page)` },
    };
  },
};

export const storeSettingsIntent: Intent = {
  key: 'store-settings',
  description: 'Stores switched on and off, and deliveries queued in a period (last 7 days, this week).',
  matches: (f) =>
    (f.has('store') && f.test(/\b(?:disabled|off|inactive|switched|turned|enabled|active|paused)\b/)) ||
    // Deliveries in any period: "last 7 days", "this week", "last month", "in Q3".
    (f.has('delivery') && !!f.period?.start && !f.has('earn', 'statement', 'import')),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the stores');
    if (denied) return denied;
    if (!f) return null;
    if (f.has('delivery') && f.period?.start) {
      const rows = await deliveriesQueuedBetween(f.period.start, f.period.end ?? new Date());
      const total = rows.reduce((s, r) => s + r.count, 0);
      const by = rows.map((r) => `${r.count} ${r.status}`).join(', ');
      return {
        intent: this.key,
        text: `${plural(total, 'delivery', 'deliveries')} queued ${f.period.label}${by ? ` (now: ${by})` : ''}.`,
        link: delivery,
      };
    }
    const stores = await listStores(true);
    const off = stores.filter((s) => !s.enabled);
    return {
      intent: this.key,
      text: `${plural(off.length, 'store')} ${off.length === 1 ? 'is' : 'are'} disabled (switched off)${off.length ? `: ${off.map((s) => s.name).join(', ')}` : ''}; ${plural(stores.length - off.length, 'store')} enabled.`,
      link: { href: '/store-management', label: 'Store management' },
    };
  },
};
