// What the artist's rights pages summarise: MLC readiness (counted over every work) and where each work's
// registrations stand (a page of works at a time).
import { db } from '../platform/db';
import type { Prisma } from '../generated/prisma/client';
import { paginate, type PageQuery, newestFirst } from '../platform/paging';
import type { SessionUser } from '../platform/auth/session';
import { PARTY_ROLES, formatIswc, isWriterRole, type PartyRole } from './codes';
import { workScope, workNumber } from './access';

const WRITERS = PARTY_ROLES.filter(isWriterRole);
const PUBLISHERS = PARTY_ROLES.filter((r) => !isWriterRole(r));
/** A work is ready for The MLC once every writer signed its split sheet (the current version is signed). */
const SIGNED: Prisma.MusicalWorkWhereInput = { splitVersions: { some: { status: 'signed' } } };

/** The MLC checklist, and every ready work (the export includes them all). */
export async function mlcReadiness(actor: SessionUser) {
  const scope = workScope(actor);
  const party = (roles: PartyRole[], extra: Prisma.WorkPartyWhereInput = {}) =>
    db.workParty.count({ where: { work: scope, controlled: true, role: { in: roles }, ...extra } });
  const [agreement, writersWithIpi, publishers, ready, worksTotal] = await Promise.all([
    db.publishingAgreement.findUnique({ where: { userId: actor.id }, select: { ipi: true, signedAt: true } }),
    party(WRITERS, { ipi: { not: null } }),
    party(PUBLISHERS),
    db.musicalWork.findMany({
      where: { ...scope, ...SIGNED },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true, title: true },
    }),
    db.musicalWork.count({ where: scope }),
  ]);
  return {
    ready,
    checklist: {
      ipi: !!agreement?.ipi || writersWithIpi > 0,
      publisher: !!agreement || publishers > 0,
      worksReady: ready.length,
      worksTotal,
    },
  };
}

/** The artist's works (staff: all) with their registrations, newest first, one page at a time. */
export async function listWorkStatus(actor: SessionUser, q: PageQuery) {
  const where = workScope(actor);
  return paginate(
    q,
    (page) =>
      db.musicalWork.findMany({
        where,
        ...newestFirst(page),
        include: {
          splitVersions: { where: { status: { not: 'superseded' } }, select: { status: true } },
          registrations: { orderBy: { target: 'asc' } },
        },
      }),
    () => db.musicalWork.count({ where }),
    (works) =>
      works.map((w) => ({
        id: w.id,
        number: workNumber(w.number),
        title: w.title,
        iswc: w.iswc ? formatIswc(w.iswc) : null,
        splitStatus: w.splitVersions[0]?.status ?? 'not_sent',
        registrations: w.registrations.map((r) => ({
          target: r.target,
          status: r.status,
          sentAt: r.sentAt,
          decidedAt: r.decidedAt,
          rejectionReason: r.rejectionReason,
        })),
      })),
  );
}
