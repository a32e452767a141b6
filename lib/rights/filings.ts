// US Copyright Office filings: what a sound-recording (SR) or musical-work (PA) registration needs, or a
// group registration of up to 20 songs on one album (GRAM); its status and the registration number.
import { db } from '../platform/db';
import { paginate, type PageQuery, newestFirst } from '../platform/paging';
import { BadRequest, NotFound } from '../platform/errors';
import { filingScope, trackScope, workScope } from './access';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import type { z } from 'zod';
import type { Prisma } from '../generated/prisma/client';
import type { FilingInput, filingUpdateInput } from './schema';

export async function createFiling(actor: SessionUser, input: FilingInput): Promise<{ id: string }> {
  return db.$transaction(async (tx) => {
    const works = await tx.musicalWork.count({ where: { id: { in: input.workIds }, ...workScope(actor) } });
    if (works !== new Set(input.workIds).size)
      throw new BadRequest('One of the chosen works was not found', [{ path: 'workIds', message: 'unknown work' }]);
    const tracks = await tx.track.count({
      where: { id: { in: input.trackIds }, ...trackScope(actor) },
    });
    if (tracks !== new Set(input.trackIds).size)
      throw new BadRequest('One of the chosen recordings was not found', [
        { path: 'trackIds', message: 'unknown recording' },
      ]);
    const f = await tx.copyrightFiling.create({
      data: {
        ownerId: actor.id,
        kind: input.kind,
        title: input.title,
        albumTitle: input.albumTitle ?? null,
        workIds: input.workIds,
        trackIds: input.trackIds,
        claimants: input.claimants,
        authorship: input.authorship,
        yearOfCompletion: input.yearOfCompletion,
        publicationDate: input.publicationDate ? new Date(input.publicationDate) : null,
        nationOfPublication: input.nationOfPublication ?? null,
      },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'filing.create',
      target: { type: 'copyright_filing', id: f.id },
      detail: { kind: input.kind },
    });
    return { id: f.id };
  });
}

const FILING_INCLUDE = { owner: { select: { name: true } } } as const;

function filingView(f: Prisma.CopyrightFilingGetPayload<{ include: typeof FILING_INCLUDE }>) {
  return {
    id: f.id,
    kind: f.kind,
    title: f.title,
    albumTitle: f.albumTitle,
    songs: f.workIds.length + f.trackIds.length,
    ownerName: f.owner.name,
    claimants: f.claimants as { name: string; address: string }[],
    authorship: f.authorship,
    yearOfCompletion: f.yearOfCompletion,
    publicationDate: f.publicationDate?.toISOString().slice(0, 10) ?? null,
    status: f.status,
    registrationNumber: f.registrationNumber,
    effectiveDate: f.effectiveDate?.toISOString().slice(0, 10) ?? null,
    submittedAt: f.submittedAt,
    createdAt: f.createdAt,
  };
}

/** The caller's filings (staff: all), newest first, one page at a time. */
export async function listFilings(actor: SessionUser, q: PageQuery) {
  const where = filingScope(actor);
  return paginate(
    q,
    (page) =>
      db.copyrightFiling.findMany({
        where,
        ...newestFirst(page),
        include: FILING_INCLUDE,
      }),
    () => db.copyrightFiling.count({ where }),
    (rows) => rows.map(filingView),
  );
}

export async function updateFiling(actor: SessionUser, id: string, input: z.output<typeof filingUpdateInput>) {
  if (input.status === 'registered' && !input.registrationNumber)
    throw new BadRequest('Enter the registration number from the certificate of registration', [
      { path: 'registrationNumber', message: 'is required when the filing is registered' },
    ]);
  await db.$transaction(async (tx) => {
    const res = await tx.copyrightFiling.updateMany({
      where: { id, ...filingScope(actor) },
      data: {
        status: input.status,
        registrationNumber: input.registrationNumber?.toUpperCase(),
        effectiveDate: input.effectiveDate ? new Date(input.effectiveDate) : undefined,
        note: input.note,
        ...(input.status === 'submitted' ? { submittedAt: new Date() } : {}),
      },
    });
    if (res.count === 0) throw new NotFound('We could not find this filing');
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'filing.update',
      target: { type: 'copyright_filing', id },
      detail: input,
    });
  });
  return filingView(await db.copyrightFiling.findUniqueOrThrow({ where: { id }, include: FILING_INCLUDE }));
}
