// Musical works and their interested parties. Artists see and change their own works; staff all.
import { db, type Tx } from '../platform/db';
import { paginate, type PageQuery, newestFirst } from '../platform/paging';
import { BadRequest, NotFound } from '../platform/errors';
import { workScope, workNumber } from './access';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import type { Prisma } from '../generated/prisma/client';
import { storedTerritories } from './cwr-work';
import { formatIswc, isWriterRole } from './codes';
import type { CreateWorkInput, PartyInput, UpdateWorkInput } from './schema';
import { startSplitRound, type SplitRound, sendSplitEmails } from './split-sheets';

function partyRows(parties: PartyInput[]) {
  return parties.map((p, i) => ({
    position: i + 1,
    name: p.name,
    role: p.role,
    ipi: p.ipi ?? null,
    society: p.society ? p.society.toUpperCase() : null,
    controlled: p.controlled,
    email: p.email?.toLowerCase() ?? null,
    territory: p.territory,
    prShare: p.shares.performance,
    mrShare: p.shares.mechanical,
    srShare: p.shares.sync,
    publisherPosition: p.publisher === undefined ? null : p.publisher + 1,
    administratorPosition: p.administrator === undefined ? null : p.administrator + 1,
    subTerritories: p.territories
      ? p.territories.map((t) => ({
          tis: t.tis,
          include: t.include,
          pr: t.shares.performance,
          mr: t.shares.mechanical,
          sr: t.shares.sync,
        }))
      : undefined,
  }));
}

async function assertIswcFree(tx: Tx, iswc: string | null | undefined, exceptId?: string) {
  if (!iswc) return;
  const other = await tx.musicalWork.findFirst({ where: { iswc, NOT: exceptId ? { id: exceptId } : undefined } });
  if (other)
    throw new BadRequest('Invalid request: iswc: another work already has this ISWC', [
      { path: 'iswc', message: 'another work already has this ISWC' },
    ]);
}

export async function createWork(actor: SessionUser, input: CreateWorkInput): Promise<{ id: string }> {
  return db.$transaction(async (tx) => {
    await assertIswcFree(tx, input.iswc);
    const work = await tx.musicalWork.create({
      data: {
        ownerId: actor.id,
        title: input.title,
        alternateTitles: input.alternateTitles ?? [],
        iswc: input.iswc ?? null,
        isrcs: [...new Set(input.isrcs ?? [])],
        language: input.language ?? 'EN',
        durationSec: input.durationSec ?? null,
        versionType: input.versionType ?? 'ORI',
        distributionCategory: input.distributionCategory ?? 'POP',
        createdOn: input.createdOn ? new Date(input.createdOn) : null,
        parties: { create: partyRows(input.parties) },
      },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'work.create',
      target: { type: 'musical_work', id: work.id },
      detail: { title: work.title, parties: input.parties.length },
    });
    return { id: work.id };
  });
}

const detailInclude = {
  owner: { select: { id: true, name: true, email: true } },
  parties: { orderBy: { position: 'asc' } },
  splitVersions: {
    orderBy: { version: 'desc' },
    include: {
      signatures: {
        orderBy: { partyName: 'asc' },
        select: { id: true, partyName: true, email: true, signedAt: true, typedName: true, expiresAt: true },
      },
    },
  },
  registrations: { orderBy: { target: 'asc' } },
} satisfies Prisma.MusicalWorkInclude;

export async function getWorkForUserOrThrow(actor: SessionUser, id: string) {
  const work = await db.musicalWork.findFirst({ where: { id, ...workScope(actor) }, include: detailInclude });
  if (!work) throw new NotFound('We could not find this work');
  const current = work.splitVersions.find((v) => v.status !== 'superseded') ?? null;
  return {
    id: work.id,
    number: workNumber(work.number),
    title: work.title,
    alternateTitles: work.alternateTitles,
    iswc: work.iswc,
    iswcDisplay: work.iswc ? formatIswc(work.iswc) : null,
    isrcs: work.isrcs,
    language: work.language,
    durationSec: work.durationSec,
    versionType: work.versionType,
    distributionCategory: work.distributionCategory,
    createdOn: work.createdOn?.toISOString().slice(0, 10) ?? null,
    owner: { id: work.owner.id, name: work.owner.name },
    parties: work.parties.map((p) => ({
      id: p.id,
      name: p.name,
      role: p.role,
      ipi: p.ipi,
      society: p.society,
      controlled: p.controlled,
      email: p.email,
      territory: p.territory,
      writer: isWriterRole(p.role),
      shares: { performance: p.prShare, mechanical: p.mrShare, sync: p.srShare },
      /** Index (from 0) of the writer's original publisher and administrator among the parties, as entered */
      publisher: p.publisherPosition ? p.publisherPosition - 1 : null,
      administrator: p.administratorPosition ? p.administratorPosition - 1 : null,
      /** Sub-publishers: the territories they collect in, as entered */
      territories: storedTerritories(p.subTerritories)?.map((t) => ({
        tis: t.tis,
        include: t.include,
        shares: { performance: t.pr, mechanical: t.mr, sync: t.sr },
      })),
    })),
    splitSheet: current
      ? {
          version: current.version,
          status: current.status,
          agreementSha256: current.agreementSha256,
          createdAt: current.createdAt,
          completedAt: current.completedAt,
          signatures: current.signatures.map((s) => ({
            id: s.id,
            partyName: s.partyName,
            email: s.email,
            signedAt: s.signedAt,
            typedName: s.typedName,
          })),
        }
      : null,
    splitHistory: work.splitVersions
      .filter((v) => v.status === 'superseded')
      .map((v) => ({
        version: v.version,
        status: v.status,
        createdAt: v.createdAt,
        completedAt: v.completedAt,
        supersededAt: v.supersededAt,
        signed: v.signatures.filter((s) => s.signedAt).length,
        signers: v.signatures.length,
      })),
    registrations: work.registrations.map((r) => ({
      id: r.id,
      target: r.target,
      status: r.status,
      rejectionReason: r.rejectionReason,
      societyWorkId: r.societyWorkId,
      sentAt: r.sentAt,
      acknowledgedAt: r.acknowledgedAt,
      decidedAt: r.decidedAt,
    })),
    createdAt: work.createdAt,
    updatedAt: work.updatedAt,
  };
}

/** The caller's works (staff: all), newest first, optionally those whose title contains `q`; one page at a time. */
export async function listWorks(actor: SessionUser, q: PageQuery & { q?: string }) {
  const where: Prisma.MusicalWorkWhereInput = {
    ...workScope(actor),
    ...(q.q ? { title: { contains: q.q, mode: 'insensitive' } } : {}),
  };
  return paginate(
    q,
    (page) =>
      db.musicalWork.findMany({
        where,
        ...newestFirst(page),
        include: {
          owner: { select: { name: true } },
          parties: { select: { name: true, role: true } },
          splitVersions: { where: { status: { not: 'superseded' } }, select: { version: true, status: true } },
          registrations: { select: { target: true, status: true, sentAt: true } },
        },
      }),
    () => db.musicalWork.count({ where }),
    (works) =>
      works.map((w) => ({
        id: w.id,
        number: workNumber(w.number),
        title: w.title,
        iswc: w.iswc ? formatIswc(w.iswc) : null,
        ownerName: w.owner.name,
        writers: w.parties.filter((p) => isWriterRole(p.role)).map((p) => p.name),
        splitStatus: w.splitVersions[0]?.status ?? 'not_sent',
        registrations: w.registrations,
        createdAt: w.createdAt,
      })),
  );
}

function sameParties(
  a: {
    name: string;
    role: string;
    prShare: number;
    mrShare: number;
    srShare: number;
    territory: string;
    email: string | null;
    publisherPosition: number | null;
    administratorPosition: number | null;
    subTerritories: unknown;
  }[],
  b: ReturnType<typeof partyRows>,
) {
  const territories = (v: unknown) => JSON.stringify(storedTerritories(v) ?? null);
  const key = (p: (typeof a)[number]) =>
    [
      p.name,
      p.role,
      p.prShare,
      p.mrShare,
      p.srShare,
      p.territory,
      p.email ?? '',
      p.publisherPosition ?? '',
      p.administratorPosition ?? '',
    ].join('|');
  return (
    a.length === b.length &&
    a.every((p, i) => key(p) === key(b[i]!) && territories(p.subTerritories) === territories(b[i]!.subTerritories))
  );
}

/**
 * Changes a work. New parties or shares after a split sheet was sent supersede it (history kept) and
 * start a new version and signing round.
 */
export async function updateWork(actor: SessionUser, id: string, input: UpdateWorkInput) {
  let round: SplitRound | null = null;
  await db.$transaction(async (tx) => {
    const work = await tx.musicalWork.findFirst({
      where: { id, ...workScope(actor) },
      include: {
        parties: { orderBy: { position: 'asc' } },
        splitVersions: { where: { status: { not: 'superseded' } } },
      },
    });
    if (!work) throw new NotFound('We could not find this work');
    if (input.iswc !== undefined) await assertIswcFree(tx, input.iswc, id);
    // updatedAt set explicitly: with only parties changing, the data would otherwise be empty and PGlite's
    // adapter reports 0 rows for an empty updateMany.
    const written = await tx.musicalWork.updateMany({
      where: { id, ...workScope(actor) },
      data: {
        updatedAt: new Date(),
        title: input.title,
        alternateTitles: input.alternateTitles,
        iswc: input.iswc,
        isrcs: input.isrcs ? [...new Set(input.isrcs)] : undefined,
        language: input.language,
        durationSec: input.durationSec,
        versionType: input.versionType,
        distributionCategory: input.distributionCategory,
        createdOn: input.createdOn === undefined ? undefined : input.createdOn ? new Date(input.createdOn) : null,
      },
    });
    if (written.count !== 1) throw new NotFound('We could not find this work');
    let partiesChanged = false;
    if (input.parties) {
      const rows = partyRows(input.parties);
      partiesChanged = !sameParties(work.parties, rows);
      if (partiesChanged) {
        await tx.workParty.deleteMany({ where: { workId: id } });
        await tx.workParty.createMany({ data: rows.map((r) => ({ ...r, workId: id })) });
      }
    }
    if (partiesChanged && work.splitVersions.length) round = await startSplitRound(tx, id);
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'work.update',
      target: { type: 'musical_work', id },
      detail: { fields: Object.keys(input), newSplitVersion: round ? (round as SplitRound).version : null },
    });
  });
  if (round) await sendSplitEmails(round);
  return getWorkForUserOrThrow(actor, id);
}
