// Registration status per work and target: ACK imports, and the staff overview with ageing.
import { db } from '../platform/db';
import { paginate, type PageQuery, newestFirst } from '../platform/paging';
import { BadRequest } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import { describeMessage, parseAck } from './ack';
import { workNumber } from './access';

/** Days without an acknowledgement after which a sent registration is flagged. */
const ACK_ALERT_DAYS = 30;

const MAX_ACK_BYTES = 5 * 1024 * 1024;

/** Reads the uploaded ACK file from a multipart form (field "file"), with a size limit. */
export async function readAckUpload(req: Request): Promise<{ filename: string; text: string }> {
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data'))
    throw new BadRequest('Send the acknowledgement file as a form upload', [{ path: 'file', message: 'is required' }]);
  if (Number(req.headers.get('content-length') ?? 0) > MAX_ACK_BYTES)
    throw new BadRequest('The file is larger than 5 MB', [{ path: 'file', message: 'is too large' }]);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new BadRequest('The upload could not be read', [{ path: 'file', message: 'is not a valid form upload' }]);
  }
  const file = form.get('file');
  if (!file || typeof file === 'string')
    throw new BadRequest('Choose the acknowledgement file to upload', [{ path: 'file', message: 'is required' }]);
  if (file.size > MAX_ACK_BYTES)
    throw new BadRequest('The file is larger than 5 MB', [{ path: 'file', message: 'is too large' }]);
  return { filename: file.name || 'ack.txt', text: await file.text() };
}

const ackDate = (d: string) => new Date(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T00:00:00Z`);

/**
 * POST /api/rights/acks: applies every ACK transaction in one transaction with its audit row, or nothing when
 * one names an unknown work. The status code, its meaning and the MSG texts are kept on the registration; the
 * audit row holds each transaction's status as read (the registration's history).
 */
export async function importAck(actor: SessionUser, upload: { filename: string; text: string }) {
  const ack = parseAck(upload.text);
  const society = ack.society.toUpperCase();
  const target = `CWR:${society}`;
  const numbers = ack.entries.map((e) => {
    const m = /^W(\d{1,9})$/.exec(e.submitterWorkId);
    return m ? Number(m[1]) : null;
  });
  return db.$transaction(async (tx) => {
    const works = await tx.musicalWork.findMany({
      where: { number: { in: numbers.filter((n): n is number => n !== null) } },
      select: { id: true, number: true, title: true },
    });
    const updated: { workId: string; title: string; status: string; code: string; reason: string | null }[] = [];
    for (const [i, e] of ack.entries.entries()) {
      const work = works.find((w) => w.number === numbers[i]);
      if (!work)
        throw new BadRequest(
          `The acknowledgement names a work we do not know: "${e.title}" (${e.submitterWorkId || 'no number'})`,
          [{ path: 'file', message: `line ${e.line}: unknown work ${e.submitterWorkId || e.title}` }],
        );
      const when = ackDate(e.processingDate);
      const messages = e.messages.map(describeMessage);
      const reason =
        e.outcome === 'accepted' && !messages.length
          ? null
          : [`${e.transactionStatus} ${e.statusMeaning}`, ...messages].join(' | ').slice(0, 4000);
      const decided = e.outcome !== 'acknowledged';
      const data = {
        status: e.outcome,
        rejectionReason: reason,
        acknowledgedAt: when,
        decidedAt: decided ? when : null,
        // The acceptance stays recorded through later sends and answers: REV is sent only after one.
        ...(e.outcome === 'accepted' ? { acceptedAt: when } : {}),
      };
      await tx.workRegistration.upsert({
        where: { workId_target: { workId: work.id, target } },
        create: { workId: work.id, target, ...data, societyWorkId: e.societyWorkId || null },
        update: { ...data, societyWorkId: e.societyWorkId || undefined },
      });
      updated.push({ workId: work.id, title: work.title, status: e.outcome, code: e.transactionStatus, reason });
    }
    const row = await tx.rightsAckImport.create({
      data: { filename: upload.filename.slice(0, 200), society, records: ack.entries.length, createdById: actor.id },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'rights.ack_import',
      target: { type: 'rights_ack_import', id: row.id },
      detail: {
        society,
        transactions: ack.entries.length,
        history: ack.entries.map((e, i) => ({
          workId: updated[i]!.workId,
          type: e.originalTransactionType,
          status: e.transactionStatus,
          date: e.processingDate,
          societyWorkId: e.societyWorkId || null,
          messages: e.messages.map(describeMessage),
        })),
      },
    });
    return { society, updated };
  });
}

const REGISTRATION_VIEW = { target: true, status: true, sentAt: true, acknowledgedAt: true, rejectionReason: true };

/**
 * The staff overview: the works a page at a time with their registrations and ageing; the counts by society,
 * the overdue registrations and the conflicts are over every work (they come with each page).
 */
export async function registrationOverview(_actor: SessionUser, q: PageQuery, now = new Date()) {
  const ageDays = (d: Date | null) => (d ? Math.floor((now.getTime() - d.getTime()) / 86_400_000) : null);
  const view = <R extends { status: string; sentAt: Date | null }>(r: R) => {
    const age = ageDays(r.sentAt);
    return { ...r, ageDays: age, overdue: r.status === 'sent' && age !== null && age > ACK_ALERT_DAYS };
  };
  const overdueBefore = new Date(now.getTime() - (ACK_ALERT_DAYS + 1) * 86_400_000);
  const [works, counts, pending, overdue, conflicts] = await Promise.all([
    paginate(
      q,
      (page) =>
        db.musicalWork.findMany({
          ...newestFirst(page),
          include: {
            owner: { select: { name: true } },
            registrations: { orderBy: { target: 'asc' }, select: REGISTRATION_VIEW },
            splitVersions: { where: { status: { not: 'superseded' } }, select: { status: true } },
          },
        }),
      () => db.musicalWork.count(),
      (rows) =>
        rows.map((w) => ({
          id: w.id,
          number: workNumber(w.number),
          title: w.title,
          ownerName: w.owner.name,
          splitStatus: w.splitVersions[0]?.status ?? 'not_sent',
          registrations: w.registrations.map(view),
        })),
    ),
    db.workRegistration.groupBy({ by: ['target', 'status'], _count: { _all: true } }),
    db.workRegistration.groupBy({ by: ['target'], where: { status: 'sent' }, _min: { sentAt: true } }),
    db.workRegistration.findMany({
      where: { status: 'sent', sentAt: { lte: overdueBefore } },
      orderBy: [{ sentAt: 'asc' }, { id: 'asc' }],
      select: { ...REGISTRATION_VIEW, workId: true, work: { select: { title: true } } },
    }),
    db.workRegistration.findMany({
      where: { status: { in: ['conflict', 'rejected'] } },
      orderBy: [{ target: 'asc' }, { id: 'asc' }],
      select: { ...REGISTRATION_VIEW, workId: true, work: { select: { title: true } } },
    }),
  ]);
  const alert = (r: (typeof overdue)[number]) => {
    const { work, ...rest } = r;
    return { ...view(rest), title: work.title };
  };
  const overdueRows = overdue.map(alert).filter((r) => r.overdue);
  const targets = [...new Set(counts.map((c) => c.target))].sort();
  const bySociety = targets.map((t) => {
    const count = (s: string) => counts.find((c) => c.target === t && c.status === s)?._count._all ?? 0;
    const oldest = pending.find((p) => p.target === t)?._min.sentAt ?? null;
    return {
      target: t,
      sent: count('sent'),
      acknowledged: count('acknowledged'),
      accepted: count('accepted'),
      rejected: count('rejected'),
      conflict: count('conflict'),
      overdue: overdueRows.filter((r) => r.target === t).length,
      oldestPendingDays: Math.max(0, ageDays(oldest) ?? 0),
    };
  });
  return { ...works, bySociety, overdue: overdueRows, conflicts: conflicts.map(alert), alertDays: ACK_ALERT_DAYS };
}
