// Allocations reference their import, track and release without foreign keys: writers lock those rows
// in one statement (lib/royalties/allocation-targets.ts) and triggers do the keys' ON DELETE actions.
// What a key guaranteed must still hold: no allocation points at a deleted track, release or import.
import { db } from '@/lib/platform/db';
import { Conflict } from '@/lib/platform/errors';
import { lockAllocationTargets } from '@/lib/royalties/allocation-targets';
import * as contributorsRoute from '@/app/api/royalties/contributors/route';
import { call } from '../../helpers/api';
import { catalog, createUser, fixture, importFile } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

async function importedCatalog() {
  const admin = await createUser('admin');
  const owner = await createUser('artist');
  const rel = await catalog(owner.id);
  const imp = await importFile(admin, fixture('distrokid.tsv', rel), {}, 'distrokid.tsv');
  expect(imp.status).toBe('completed');
  return { owner, rel, imp };
}

describe('allocation targets without foreign keys', () => {
  it('clears a deleted track and release on its allocations, and deletes an import’s with it', async () => {
    const { owner, rel, imp } = await importedCatalog();
    const [t1] = rel.tracks;
    const before = await db.earningAllocation.aggregate({ where: { userId: owner.id }, _sum: { amountCents: true } });
    expect(await db.earningAllocation.count({ where: { trackId: t1.id } })).toBeGreaterThan(0);
    // The owner's split report finds the allocations of their releases by release id.
    const shared = await call(contributorsRoute.GET, { as: owner });
    expect(shared.status).toBe(200);
    const shown = (shared.json.items as { cents: number }[]).reduce((sum, i) => sum + i.cents, 0);
    expect(shown).toBe(imp.summary.allocatedCents);

    await db.track.delete({ where: { id: t1.id } });
    expect(await db.earningAllocation.count({ where: { trackId: t1.id } })).toBe(0);
    await db.release.delete({ where: { id: rel.id } });
    expect(await db.earningAllocation.count({ where: { releaseId: rel.id } })).toBe(0);
    // The money stays with the contributor, as ON DELETE SET NULL kept it.
    const after = await db.earningAllocation.aggregate({ where: { userId: owner.id }, _sum: { amountCents: true } });
    expect(after._sum.amountCents).toBe(before._sum.amountCents);

    await db.statementImport.delete({ where: { id: imp.id } });
    expect(await db.earningAllocation.count({ where: { importId: imp.id } })).toBe(0);
  });

  it('refuses to allocate to a track that no longer exists, with a conflict', async () => {
    const { rel, imp } = await importedCatalog();
    const err = await db
      .$transaction((tx) => lockAllocationTargets(tx, imp.id, [rel.tracks[0].id, 'no-such-track'], [rel.id]))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Conflict);
    const gone = await db
      .$transaction((tx) => lockAllocationTargets(tx, 'no-such-import', [], []))
      .catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(Conflict);
  });

  it('holds a deletion of a locked track until the allocation is written, so none points at it', async () => {
    const { owner, rel, imp } = await importedCatalog();
    const [t1] = rel.tracks;
    let deleted: Promise<unknown> | undefined;
    await db.$transaction(async (tx) => {
      await lockAllocationTargets(tx, imp.id, [t1.id], [rel.id]);
      // Another connection deletes the track meanwhile: it must wait for this transaction.
      // (then() starts it: a Prisma query runs when it is awaited.)
      deleted = db.track.delete({ where: { id: t1.id } }).then(() => 'deleted');
      await new Promise((r) => setTimeout(r, 300));
      await tx.earningAllocation.create({
        data: {
          importId: imp.id,
          userId: owner.id,
          trackId: t1.id,
          releaseId: rel.id,
          store: 'Held',
          salePeriod: '2026-01',
          amountCents: 7,
        },
      });
    });
    await deleted;
    const held = await db.earningAllocation.findFirstOrThrow({ where: { store: 'Held', importId: imp.id } });
    expect(held.trackId).toBeNull();
  });
});
