// What the artist's rights pages summarise: MLC readiness and where each work's registrations stand.
import { db } from '../db';
import type { SessionUser } from '../auth/session';
import { formatIswc, isWriterRole } from './codes';
import { ownerScope, workNumber } from './access';

export async function artistRightsOverview(actor: SessionUser) {
  const [works, agreement] = await Promise.all([
    db.musicalWork.findMany({
      where: ownerScope(actor),
      orderBy: { createdAt: 'desc' },
      take: 300,
      include: {
        parties: true,
        splitVersions: { where: { status: { not: 'superseded' } }, select: { status: true } },
        registrations: { orderBy: { target: 'asc' } },
      },
    }),
    db.publishingAgreement.findUnique({ where: { userId: actor.id }, select: { ipi: true, signedAt: true } }),
  ]);
  const rows = works.map((w) => ({
    id: w.id,
    number: workNumber(w.number),
    title: w.title,
    iswc: w.iswc ? formatIswc(w.iswc) : null,
    signed: w.splitVersions[0]?.status === 'signed',
    splitStatus: w.splitVersions[0]?.status ?? 'not_sent',
    controlledWithIpi: w.parties.some((p) => p.controlled && isWriterRole(p.role) && !!p.ipi),
    hasPublisher: w.parties.some((p) => p.controlled && !isWriterRole(p.role)),
    registrations: w.registrations.map((r) => ({
      target: r.target,
      status: r.status,
      sentAt: r.sentAt,
      decidedAt: r.decidedAt,
      rejectionReason: r.rejectionReason,
    })),
  }));
  return {
    works: rows,
    checklist: {
      ipi: !!agreement?.ipi || rows.some((w) => w.controlledWithIpi),
      publisher: !!agreement || rows.some((w) => w.hasPublisher),
      worksReady: rows.filter((w) => w.signed).length,
      worksTotal: rows.length,
    },
  };
}
