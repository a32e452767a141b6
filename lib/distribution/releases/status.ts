// The release workflow: statuses, their progress (spec §4), the spec's project statuses, and the legal
// transitions with who may make each. Pure: the server enforces it in lib/distribution/releases/transition.ts.
import type { ReleaseStatus } from '../../generated/prisma/enums';
import type { ReleaseWhereInput } from '../../generated/prisma/models';

export type { ReleaseStatus };
export const RELEASE_STATUSES: readonly ReleaseStatus[] = [
  'draft',
  'uploaded',
  'under_review',
  'approved',
  'distributed',
  'rejected',
  'delivery_failed',
  'taken_down',
];

/** Progress bar value per spec §4 (Uploaded 25, Under Review 50, Approved 75, Distributed 100, Rejected 0). */
export const PROGRESS: Record<ReleaseStatus, number> = {
  draft: 0,
  uploaded: 25,
  under_review: 50,
  approved: 75,
  distributed: 100,
  rejected: 0,
  // Approved, but a store refused it after its retries: still at the approved step.
  delivery_failed: 75,
  taken_down: 0,
};

export const STATUS_LABEL: Record<ReleaseStatus, string> = {
  draft: 'Draft',
  uploaded: 'Uploaded',
  under_review: 'Under Review',
  approved: 'Approved',
  distributed: 'Live',
  rejected: 'Rejected',
  delivery_failed: 'Delivery failed',
  taken_down: 'Taken down',
};

/**
 * The label a person sees. A release the stores have acknowledged (status `distributed`) before its release
 * date is not in the shops yet: it reads Scheduled until that day (UTC) begins. Derived, not stored, so it
 * turns Live on the date without a job.
 */
export function releaseStatusLabel(status: ReleaseStatus, releaseDate: Date | null, now: Date = new Date()): string {
  if (status === 'distributed' && isScheduled(status, releaseDate, now)) return 'Scheduled';
  return STATUS_LABEL[status];
}

/** Acknowledged by the stores, release date still ahead. */
export function isScheduled(status: ReleaseStatus, releaseDate: Date | null, now: Date = new Date()): boolean {
  return status === 'distributed' && releaseDate !== null && releaseDate.getTime() > now.getTime();
}

/** In the shops: acknowledged by the stores and its release date reached (or none set). */
export function isLive(status: ReleaseStatus, releaseDate: Date | null, now: Date = new Date()): boolean {
  return status === 'distributed' && !isScheduled(status, releaseDate, now);
}

/**
 * The one status truth for a release row, wherever it is shown: its label, whether it is Scheduled or Live
 * (for the chip's colour). Every surface that shows a release's state takes it from here.
 */
export function releaseState(r: { status: ReleaseStatus; releaseDate: Date | null }, now: Date = new Date()) {
  return {
    statusLabel: releaseStatusLabel(r.status, r.releaseDate, now),
    scheduled: isScheduled(r.status, r.releaseDate, now),
    live: isLive(r.status, r.releaseDate, now),
  };
}

/** The rows `isLive` is true of, for counting in SQL (the same rule, so a count and a label never disagree). */
export function liveWhere(now: Date = new Date()): ReleaseWhereInput {
  return { status: 'distributed', OR: [{ releaseDate: null }, { releaseDate: { lte: now } }] };
}

/** The rows `isScheduled` is true of, for counting in SQL. */
export function scheduledWhere(now: Date = new Date()): ReleaseWhereInput {
  return { status: 'distributed', releaseDate: { gt: now } };
}

/** The spec's project statuses (§3): live, processing, failed, pending, draft. */
export type ProjectStatus = 'live' | 'processing' | 'failed' | 'pending' | 'draft';
export const PROJECT_STATUSES = [
  'live',
  'processing',
  'failed',
  'pending',
  'draft',
] as const satisfies readonly ProjectStatus[];

export const PROJECT_STATUS: Record<ReleaseStatus, ProjectStatus> = {
  draft: 'draft',
  uploaded: 'pending',
  under_review: 'pending',
  approved: 'processing',
  distributed: 'live',
  rejected: 'failed',
  delivery_failed: 'failed',
  // No longer in the stores and editable again by nobody but staff: shown with the drafts.
  taken_down: 'draft',
};

/** Release statuses that make up a project status (for filters). */
export function statusesOfProject(p: ProjectStatus): ReleaseStatus[] {
  return RELEASE_STATUSES.filter((s) => PROJECT_STATUS[s] === p);
}

export type ReleaseParty = 'owner' | 'admin' | 'system';

export type ReleaseAction =
  | 'submit'
  | 'withdraw'
  | 'start_review'
  | 'approve'
  | 'reject'
  | 'mark_distributed'
  | 'mark_delivery_failed'
  | 'retry_delivery'
  | 'takedown'
  | 'redistribute';

interface Rule {
  from: readonly ReleaseStatus[];
  to: ReleaseStatus;
  by: readonly ReleaseParty[];
}

/** Every legal move. Anything else is refused with 409. */
const TRANSITIONS: Record<ReleaseAction, Rule> = {
  submit: { from: ['draft', 'rejected'], to: 'uploaded', by: ['owner', 'admin'] },
  withdraw: { from: ['uploaded'], to: 'draft', by: ['owner', 'admin'] },
  start_review: { from: ['uploaded'], to: 'under_review', by: ['admin'] },
  approve: { from: ['uploaded', 'under_review'], to: 'approved', by: ['admin'] },
  reject: { from: ['uploaded', 'under_review'], to: 'rejected', by: ['admin'] },
  mark_distributed: { from: ['approved'], to: 'distributed', by: ['system'] },
  mark_delivery_failed: { from: ['approved'], to: 'delivery_failed', by: ['system'] },
  retry_delivery: { from: ['delivery_failed'], to: 'approved', by: ['admin'] },
  takedown: { from: ['distributed', 'delivery_failed'], to: 'taken_down', by: ['owner', 'admin'] },
  redistribute: { from: ['taken_down'], to: 'approved', by: ['admin'] },
};

/** Statuses in which the owner may still edit metadata, tracks and files. */
export const EDITABLE: readonly ReleaseStatus[] = ['draft', 'rejected'];

export function isEditable(status: ReleaseStatus): boolean {
  return EDITABLE.includes(status);
}

/** Where `action` leads from `from` for `actor`, or why it cannot. */
export function nextStatus(
  from: ReleaseStatus,
  action: ReleaseAction,
  actor: ReleaseParty,
): { ok: true; to: ReleaseStatus } | { ok: false; reason: string } {
  const rule = TRANSITIONS[action];
  if (!rule.by.includes(actor) && !(actor === 'admin' && rule.by.includes('owner'))) {
    return { ok: false, reason: `Only ${rule.by.join(' or ')} can ${action.replace('_', ' ')} a release.` };
  }
  if (!rule.from.includes(from)) {
    return {
      ok: false,
      reason: `A release that is ${STATUS_LABEL[from]} cannot be moved to ${STATUS_LABEL[rule.to]} (${action.replace('_', ' ')}).`,
    };
  }
  return { ok: true, to: rule.to };
}

/** Actions available from a status for an actor (buttons to show). */
export function actionsFrom(from: ReleaseStatus, actor: ReleaseParty): ReleaseAction[] {
  return (Object.keys(TRANSITIONS) as ReleaseAction[]).filter((a) => nextStatus(from, a, actor).ok);
}
