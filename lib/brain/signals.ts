// Live platform signals (one small provider per table) the offline responder cites and ideas come from.
import { db } from '../platform/db';
import type { SessionUser } from '../platform/auth/session';
import { canSeeCodeTools } from './code-access';
import { RELEASE_STATUSES, STATUS_LABEL } from '@/lib/distribution';

export interface Signal {
  key: string;
  title: string;
  /** One plain sentence with the figures, e.g. "Releases by status: 2 draft, 1 live." */
  summary: string;
  figures: Record<string, number>;
  /** Something an admin should act on (drives ideas and suggestions) */
  attention?: { title: string; detail: string; importance: number };
}

export interface SignalProvider {
  key: string;
  /** Code-scan tooling: read for super admins only */
  codeTools?: boolean;
  /** Words of a question that make this signal relevant to it */
  keywords: string[];
  read(): Promise<Signal | null>;
}

// The release statuses as lib/distribution/releases/status names them, lower-cased for the middle of a sentence.
const RELEASE_LABELS: Record<string, string> = Object.fromEntries(
  RELEASE_STATUSES.map((st) => [st, STATUS_LABEL[st].toLowerCase()]),
);

/** `{ status: count }` from a `groupBy({ by: ['status'], _count: { _all: true } })`. */
function countsByStatus(groups: { status: string; _count: { _all: number } }[]): Record<string, number> {
  return Object.fromEntries(groups.map((g) => [g.status, g._count._all]));
}

// Keywords are singular where the plural only adds an "s": `relevantProviders` matches both forms.
const releasesByStatus: SignalProvider = {
  key: 'releases-by-status',
  keywords: [
    'release',
    'status',
    'live',
    'draft',
    'review',
    'catalog',
    'distributed',
    'album',
    'single',
    'ep',
    'project',
  ],
  async read() {
    const groups = await db.release.groupBy({ by: ['status'], _count: { _all: true } });
    const figures = countsByStatus(groups);
    const total = Object.values(figures).reduce((a, b) => a + b, 0);
    const parts = Object.keys(RELEASE_LABELS)
      .filter((s) => figures[s])
      .map((s) => `${figures[s]} ${RELEASE_LABELS[s]}`);
    const waiting = figures.under_review ?? 0;
    const failed = figures.delivery_failed ?? 0;
    return {
      key: this.key,
      title: 'Releases by status',
      summary: total === 0 ? 'There are no releases yet.' : `${total} releases: ${parts.join(', ')}.`,
      figures: { total, ...figures },
      attention:
        failed > 0
          ? {
              title: `Resolve ${failed} release${failed === 1 ? '' : 's'} whose delivery failed`,
              detail: `${failed} release(s) are in delivery_failed; redeliver or contact the store.`,
              importance: 8,
            }
          : waiting > 0
            ? {
                title: `Review ${waiting} release${waiting === 1 ? '' : 's'} waiting for approval`,
                detail: `${waiting} release(s) are under review; artists wait for an answer.`,
                importance: 6,
              }
            : undefined,
    };
  },
};

const openTasks: SignalProvider = {
  key: 'open-tasks',
  keywords: ['task', 'tasks', 'todo', 'open', 'blocked', 'progress', 'backlog', 'work'],
  async read() {
    const groups = await db.brainTask.groupBy({ by: ['status'], _count: { _all: true } });
    const figures = countsByStatus(groups);
    const open = (figures.open ?? 0) + (figures.in_progress ?? 0) + (figures.blocked ?? 0);
    const urgent = await db.brainTask.count({ where: { status: { not: 'done' }, priority: 'urgent' } });
    return {
      key: this.key,
      title: 'Assistant tasks',
      summary: `${open} open task${open === 1 ? '' : 's'} (${figures.in_progress ?? 0} in progress, ${figures.blocked ?? 0} blocked), ${figures.done ?? 0} done, ${urgent} urgent.`,
      figures: { open, done: figures.done ?? 0, blocked: figures.blocked ?? 0, urgent },
      attention:
        (figures.blocked ?? 0) > 0
          ? {
              title: `Unblock ${figures.blocked} blocked task(s)`,
              detail: 'Blocked tasks are waiting on a decision.',
              importance: 7,
            }
          : undefined,
    };
  },
};

const pendingReview: SignalProvider = {
  key: 'pending-review',
  keywords: ['pending', 'review', 'approve', 'idea', 'ideas', 'lesson', 'lessons', 'suggestion', 'suggestions'],
  async read() {
    const items = await db.brainPendingItem.count({ where: { status: 'pending' } });
    return {
      key: this.key,
      title: 'Waiting for review',
      summary: `${items} pending item${items === 1 ? '' : 's'} (ideas, lessons, fixes and tasks).`,
      figures: { items },
    };
  },
};

const pendingCode: SignalProvider = {
  key: 'pending-code-changes',
  codeTools: true,
  keywords: ['pending', 'code', 'change', 'changes', 'fix', 'fixes', 'suggestion', 'suggestions'],
  async read() {
    const code = await db.brainCodeSuggestion.count({ where: { status: 'pending' } });
    return {
      key: this.key,
      title: 'Pending code changes',
      summary: `${code} pending code change${code === 1 ? '' : 's'} from the deep scan.`,
      figures: { code },
    };
  },
};

const lastScan: SignalProvider = {
  key: 'last-scan',
  codeTools: true,
  keywords: [
    'scan',
    'unused',
    'circular',
    'dependency',
    'dependencies',
    'env',
    'environment',
    'code',
    'codebase',
    'exports',
    'dead',
    'knip',
    'madge',
  ],
  async read() {
    const scan = await db.brainScan.findFirst({ where: { status: 'done' }, orderBy: { version: 'desc' } });
    const s = (scan?.redacted as { tiles?: Record<string, number> } | null)?.tiles;
    if (!scan || !s) return null;
    const issues = (s.unusedFiles ?? 0) + (s.missingDeps ?? 0) + (s.missingEnv ?? 0) + (s.circularDeps ?? 0);
    return {
      key: this.key,
      title: `Deep scan v${scan.version}`,
      summary: `Scan v${scan.version} (${scan.finishedAt?.toISOString().slice(0, 16).replace('T', ' ')} UTC): ${s.totalFiles} files, ${s.unusedFiles} unused files, ${s.unusedDeps} unused dependencies, ${s.missingDeps} missing dependencies, ${s.missingEnv} missing env vars, ${s.circularDeps} circular dependencies, ${s.unusedExports} unused exports.`,
      figures: s,
      attention:
        issues > 0
          ? {
              title: 'Clean up what the last deep scan found',
              detail: `${issues} findings (unused files, missing dependencies or env vars, cycles) in scan v${scan.version}.`,
              importance: 5,
            }
          : undefined,
    };
  },
};

const failedDeliveries: SignalProvider = {
  key: 'failed-deliveries',
  keywords: ['delivery', 'deliveries', 'deliver', 'delivered', 'failed', 'failure', 'store', 'dsp', 'rejected', 'ddex'],
  async read() {
    const groups = await db.delivery.groupBy({ by: ['status'], _count: { _all: true } });
    const figures = countsByStatus(groups);
    const failed = (figures.failed ?? 0) + (figures.rejected ?? 0);
    const latest = failed
      ? await db.delivery.findFirst({
          where: { status: { in: ['failed', 'rejected'] } },
          orderBy: { updatedAt: 'desc' },
          include: { store: { select: { name: true } }, release: { select: { title: true } } },
        })
      : null;
    return {
      key: this.key,
      title: 'Store deliveries',
      summary:
        `${failed} failed or rejected deliver${failed === 1 ? 'y' : 'ies'}, ${figures.queued ?? 0} queued, ${figures.sending ?? 0} sending, ${figures.acknowledged ?? 0} acknowledged.` +
        (latest
          ? ` Latest failure: "${latest.release.title}" to ${latest.store.name}${latest.lastError ? ` (${latest.lastError.slice(0, 120)})` : ''}.`
          : ''),
      figures: {
        failed,
        queued: figures.queued ?? 0,
        sending: figures.sending ?? 0,
        acknowledged: figures.acknowledged ?? 0,
      },
      attention:
        failed > 0
          ? {
              title: `Retry or fix ${failed} failed store deliver${failed === 1 ? 'y' : 'ies'}`,
              detail: latest ? `Latest: "${latest.release.title}" to ${latest.store.name}.` : 'Check the delivery log.',
              importance: 8,
            }
          : undefined,
    };
  },
};

const unmatchedRoyalties: SignalProvider = {
  key: 'unmatched-statement-rows',
  keywords: [
    'royalty',
    'royalties',
    'statement',
    'statements',
    'unmatched',
    'earnings',
    'earning',
    'match',
    'matched',
    'isrc',
    'import',
  ],
  async read() {
    const [unmatched, agg] = await Promise.all([
      db.earningLine.count({ where: { status: 'unmatched' } }),
      db.earningLine.aggregate({ where: { status: 'unmatched' }, _sum: { amountUsd: true } }),
    ]);
    const usd = agg._sum.amountUsd ? agg._sum.amountUsd.toFixed(2) : '0.00';
    return {
      key: this.key,
      title: 'Unmatched statement rows',
      summary: `${unmatched} statement row${unmatched === 1 ? '' : 's'} could not be matched to a track, worth ${usd} USD.`,
      figures: { unmatched },
      attention:
        unmatched > 0
          ? {
              title: `Match ${unmatched} unmatched statement row${unmatched === 1 ? '' : 's'}`,
              detail: `${usd} USD of earnings wait for a track before anyone is paid.`,
              importance: 7,
            }
          : undefined,
    };
  },
};

/** Every provider the responder and the idea generator read. */
const signalProviders: SignalProvider[] = [
  releasesByStatus,
  failedDeliveries,
  unmatchedRoyalties,
  openTasks,
  pendingReview,
  pendingCode,
  lastScan,
];

/** The providers a reader may see: code-scan ones only with code tools (super admins). */
export function providersFor(codeTools: boolean): SignalProvider[] {
  return signalProviders.filter((p) => codeTools || !p.codeTools);
}

/** Reads every provider; one failing provider never hides the others. */
export async function readSignals(providers = signalProviders): Promise<Signal[]> {
  const out = await Promise.all(providers.map((p) => p.read().catch(() => null)));
  return out.filter((s): s is Signal => s !== null);
}

/** Providers whose keywords appear among a question's terms, of those the user may see. */
export function relevantProviders(terms: string[], user: Pick<SessionUser, 'role'>): SignalProvider[] {
  const providers = providersFor(canSeeCodeTools(user));
  const set = new Set(terms.flatMap((t) => [t, t.replace(/s$/, '')]));
  return providers.filter((p) => p.keywords.some((k) => set.has(k)));
}
