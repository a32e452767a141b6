// The distribution pipeline as the staff pages show it: deliveries by state and the system overview's tiles
// (/system-overview: pipelineCounts, catalogCounts), the command center's Recent Uploads (listProjects, the
// projects call the dashboard makes) and the newest entries of the DSP delivery log (/dsp-delivery-logs).
import {
  catalogCounts,
  deliveriesQuerySchema,
  listDeliveryLogs,
  listProjects,
  pipelineCounts,
  projectsQuery,
} from '@/lib/distribution';
import { releaseEarningsCents } from '@/lib/royalties';
import { formatDate } from '../../platform/format';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const DELIVERY = /\bdeliver(?:y|ies|ed)\b|\bshipments?\b/i;
// "deliveries still queued", "how many are sending", "deliveries by state": the pipeline's states.
const STATE =
  /\b(?:queued|in the queue|sending|pipeline|by (?:state|status)|per (?:state|status)|each (?:state|status)|what state)\b/i;
const OVERVIEW =
  /\bsystem overview\b|\b(?:distribution|pipeline) (?:overview|at a glance|summary|figures|numbers|stats)\b|\bat a glance\b/i;
const STATE_LABEL: Record<string, string> = {
  queued: 'queued',
  sending: 'sending',
  delivered: 'delivered (awaiting acknowledgement)',
  acknowledged: 'acknowledged',
  rejected: 'rejected',
  failed: 'failed',
};

export const deliveryPipelineIntent: Intent = {
  key: 'delivery-pipeline',
  description:
    'The distribution pipeline now: deliveries by state (queued, sending, delivered, acknowledged, rejected, failed) and the system overview (releases, live, scheduled, tracks, artists, stores enabled).',
  matches: (f) => OVERVIEW.test(f.raw) || (DELIVERY.test(f.raw) && STATE.test(f.raw) && !f.period),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the distribution pipeline');
    if (denied) return denied;
    const [p, catalog] = await Promise.all([pipelineCounts(), catalogCounts()]);
    const deliveries = p.deliveries.map((d) => `${d.count} ${STATE_LABEL[d.status]}`).join(', ');
    const total = p.deliveries.reduce((s, d) => s + d.count, 0);
    const stores = `${p.stores.enabled} of ${plural(p.stores.total, 'store')} enabled`;
    if (f && OVERVIEW.test(f.raw)) {
      const releases = p.releases.reduce((s, r) => s + r.count, 0) + p.scheduled;
      const live = p.releases.find((r) => r.status === 'distributed')?.count ?? 0;
      const acked = p.deliveries.find((d) => d.status === 'acknowledged')?.count ?? 0;
      return {
        intent: this.key,
        text:
          `System overview: ${plural(releases, 'release')} (${live} Live, ${p.scheduled} Scheduled), ${plural(catalog.tracks, 'track')}, ` +
          `${plural(catalog.artists, 'artist')}, ${stores}, ${plural(acked, 'delivery', 'deliveries')} acknowledged. ` +
          `Deliveries by state: ${deliveries}.`,
        link: { href: '/system-overview', label: 'System overview' },
      };
    }
    return {
      intent: this.key,
      text: `${plural(total, 'delivery', 'deliveries')} by state: ${deliveries}. Stores: ${stores}; the DSP simulator holds ${plural(p.simulatorMessages, 'message')}.`,
      link: { href: '/system-overview', label: 'System overview' },
    };
  },
};

// "recent uploads", "latest projects", "what was uploaded recently", "newest releases added".
const RECENT =
  /\b(?:recent|latest|newest|last)(?: \d{1,2}| few)? (?:uploads?|projects?|releases? (?:added|created|uploaded|submitted))\b|\b(?:recently|just|lately) (?:uploaded|added|created)\b|\buploaded (?:recently|lately)\b|\bnew(?:est)? uploads?\b/i;

export const recentUploadsIntent: Intent = {
  key: 'recent-uploads',
  description: "The command center's Recent Uploads: the newest projects with artist, status and release date.",
  // "any new uploads to approve?" asks for the review queue.
  matches: (f) => RECENT.test(f.raw) && !f.has('review') && !/\b(?:approv\w*|review\w*)\b/i.test(f.raw),
  async answer(ctx, _id, f) {
    const n = Math.min(
      Math.max(f?.top ?? Number(f?.raw.match(/\b(?:last|latest|recent) (\d{1,2})\b/i)?.[1] ?? 5), 1),
      20,
    );
    const page = await listProjects(ctx.user, projectsQuery.parse({ limit: n }), releaseEarningsCents);
    if (!page.items.length) return { intent: this.key, text: 'No project has been uploaded yet.' };
    const list = page.items.map(
      (p) =>
        `"${p.title}" by ${p.primaryArtist} (${p.statusLabel}, ${p.releaseDate ? `release date ${p.releaseDate}` : 'no release date'}, added ${formatDate(new Date(p.createdAt))})`,
    );
    return {
      intent: this.key,
      text: `Recent uploads (newest first, ${plural(page.total, 'project')} in all): ${list.join('; ')}.`,
      link: { href: '/dashboard', label: 'Command center (Recent Uploads)' },
    };
  },
};

const LOG =
  /\b(?:delivery|dsp|ddex) (?:logs?|log entries|history|events|activity)\b|\blog entries\b|\bdelivery attempts? log\b/i;

type LogEntry = Awaited<ReturnType<typeof listDeliveryLogs>>['items'][number];
const line = (l: LogEntry) =>
  `${formatDate(l.createdAt)} ${l.event}: "${l.delivery.release.title}" to ${l.delivery.store.name}${l.httpStatus ? ` (HTTP ${l.httpStatus})` : ''}, ${l.message.slice(0, 80)}`;

export const deliveryLogIntent: Intent = {
  key: 'delivery-log',
  description: 'The newest entries of the DSP delivery log: event, store, release, HTTP status and message.',
  matches: (f) => LOG.test(f.raw),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the delivery log');
    if (denied) return denied;
    const link = { href: '/dsp-delivery-logs', label: 'DSP delivery logs' };
    // "errors in the dsp logs": the entries of failed and rejected deliveries (the page's status filter).
    if (f && /\b(?:errors?|fail\w*|rejected|rejections?|problems?|issues?|wrong)\b/i.test(f.raw)) {
      const [failed, rejected] = await Promise.all(
        (['failed', 'rejected'] as const).map((status) =>
          listDeliveryLogs(deliveriesQuerySchema.parse({ status, limit: 5 })),
        ),
      );
      const items = [...failed.items, ...rejected.items].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const total = failed.total + rejected.total;
      return {
        intent: this.key,
        text: total
          ? `${plural(total, 'log entry', 'log entries')} of failed or rejected deliveries; the newest: ${items.slice(0, 6).map(line).join('; ')}.`
          : 'No log entry of a failed or rejected delivery.',
        link,
      };
    }
    const page = await listDeliveryLogs(deliveriesQuerySchema.parse({ limit: 10 }));
    if (!page.items.length) return { intent: this.key, text: 'The delivery log is empty.', link };
    return {
      intent: this.key,
      text: `The delivery log holds ${plural(page.total, 'log entry', 'log entries')}; the newest: ${page.items.map(line).join('; ')}.`,
      link,
    };
  },
};
