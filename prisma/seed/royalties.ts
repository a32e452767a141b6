// Demo royalties: split sheets (one with a recoupment and an invited producer), six months of store
// statements imported through the real pipeline (one in EUR, a few unmatched rows), a payout method,
// a paid and a pending payout.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { currentBackend, uploadRoot } from '../../lib/platform/storage/backend';
import { runStatementImport } from '../../lib/royalties/import/run';
import { createHash } from 'node:crypto';
import { encryptField } from '../../lib/platform/security/crypto';
import { postTransaction } from '../../lib/royalties/ledger';
import { liveWhere } from '../../lib/distribution';
import type { Db } from '../../lib/platform/db';

const MONTHS = ['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09'];
const STORES: { store: string; perUnit: number; currency: string; rate: string }[] = [
  { store: 'Spotify', perUnit: 0.0038, currency: 'USD', rate: '1' },
  { store: 'Apple Music', perUnit: 0.0072, currency: 'USD', rate: '1' },
  { store: 'YouTube Music', perUnit: 0.0021, currency: 'USD', rate: '1' },
  { store: 'Amazon Music', perUnit: 0.0045, currency: 'USD', rate: '1' },
  { store: 'Deezer', perUnit: 0.0051, currency: 'EUR', rate: '1.08' },
];
const COUNTRIES = ['US', 'GB', 'DE', 'BR', 'NG', 'CA'];

/** Deterministic pseudo-random numbers, so the demo looks the same on every machine. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function importCsv(
  db: Db,
  adminId: string,
  name: string,
  csv: string,
  f: { store: string; period: string; currency: string; rate: string },
) {
  const tmp = path.join(uploadRoot(), 'tmp', randomUUID());
  await mkdir(path.dirname(tmp), { recursive: true });
  await writeFile(tmp, csv);
  const backend = await currentBackend();
  const key = `statements/seed/${randomUUID()}.csv`;
  await backend.put(tmp, key, 'text/csv');
  const imp = await db.statementImport.create({
    data: {
      store: f.store,
      period: f.period,
      currency: f.currency,
      exchangeRate: f.rate,
      originalName: name,
      storage: backend.name,
      storageKey: key,
      sizeBytes: BigInt(Buffer.byteLength(csv)),
      sha256: createHash('sha256').update(csv).digest('hex'),
      createdById: adminId,
    },
  });
  await runStatementImport(imp.id);
}

export async function seedRoyalties(db: Db): Promise<void> {
  const admin = await db.user.findUniqueOrThrow({ where: { email: 'admin@demo.test' } });
  const nova = await db.user.findUniqueOrThrow({ where: { email: 'artist@demo.test' } });
  const kairo = await db.user.findUnique({ where: { email: 'kairo@demo.test' } });
  const tracks = await db.track.findMany({
    // A Scheduled release (in the stores, date ahead) has sold nothing yet: its tracks get no sales lines.
    where: { isrc: { not: null }, release: { OR: [{ status: 'approved' }, liveWhere()] } },
    orderBy: [{ releaseId: 'asc' }, { position: 'asc' }],
    include: { release: { select: { id: true, title: true, ownerId: true } } },
  });

  // Splits: the album shares with its producer (who paid for the beats: recouped first), one feature.
  const album = tracks.find((t) => t.release.title === 'Midnight Signals')?.release;
  if (album) {
    const sheet = await db.splitSheet.create({
      data: {
        releaseId: album.id,
        effectiveFrom: '2026-01',
        recoupCents: 15_000,
        note: 'Producer paid for the beats: $150 recouped first',
        createdById: nova.id,
        shares: {
          create: [
            { name: 'Nova Reyes', email: nova.email, role: 'main_artist', shareBps: 8000, userId: nova.id },
            { name: 'Marcus Hill', email: 'marcus.hill@example.com', role: 'producer', shareBps: 2000 },
          ],
        },
      },
      include: { shares: { orderBy: { id: 'asc' } } },
    });
    await db.splitSheet.update({
      where: { id: sheet.id },
      data: { recoupShareId: sheet.shares.find((s) => s.name === 'Marcus Hill')!.id },
    });
    const satellite = tracks.find((t) => t.title === 'Satellite Hearts');
    if (satellite && kairo) {
      await db.splitSheet.create({
        data: {
          trackId: satellite.id,
          effectiveFrom: '2026-01',
          createdById: nova.id,
          shares: {
            create: [
              { name: 'Nova Reyes', email: nova.email, role: 'main_artist', shareBps: 7000, userId: nova.id },
              { name: 'Kairo James', email: kairo.email, role: 'featured_artist', shareBps: 3000, userId: kairo.id },
            ],
          },
        },
      });
    }
  }
  await db.defaultSplit.create({
    data: {
      userId: nova.id,
      shares: [{ name: 'Nova Reyes', email: nova.email, role: 'main_artist', shareBps: 10_000 }],
    },
  });

  // Statements: one file per store and month through the real import (parse, match, allocate, ledger).
  const rnd = prng(42);
  for (const month of MONTHS) {
    for (const s of STORES) {
      const lines = ['isrc,upc,track_title,store,country,sale_period,units,net_amount,currency'];
      for (const t of tracks) {
        for (const c of COUNTRIES) {
          if (rnd() < 0.35) continue;
          const units = Math.floor(200 + rnd() * 6000);
          lines.push(
            [
              t.isrc,
              '',
              `"${t.title}"`,
              s.store,
              c,
              month,
              units,
              (units * s.perUnit * (s.currency === 'EUR' ? 1 / 1.08 : 1)).toFixed(4),
              s.currency,
            ].join(','),
          );
        }
      }
      if (month === '2026-09' && s.store === 'Spotify')
        lines.push(
          'QZNEW2600001,,"Untitled Jam",Spotify,US,2026-09,1500,5.7000,USD',
          'QZNEW2600002,,"Night Drive (Remix)",Spotify,GB,2026-09,820,3.1160,USD',
        );
      await importCsv(
        db,
        admin.id,
        `${s.store.toLowerCase().replace(/\s+/g, '-')}-${month}.csv`,
        lines.join('\r\n') + '\r\n',
        { store: s.store, period: month, currency: s.currency, rate: s.rate },
      );
    }
  }

  // Payouts: a PayPal method, one paid payout and one waiting for approval.
  await db.payoutMethod.create({
    data: {
      userId: nova.id,
      type: 'paypal',
      holderName: 'Nova Reyes',
      paypalEmailEnc: encryptField('nova.reyes@example.com'),
      masked: 'PayPal n•••@example.com',
    },
  });
  for (const p of [
    { cents: 10_000, status: 'paid' as const, key: 'seed-paid-1' },
    { cents: 5_000, status: 'requested' as const, key: 'seed-pending-1' },
  ]) {
    const payout = await db.payoutRequest.create({
      data: {
        userId: nova.id,
        amountCents: p.cents,
        status: p.status,
        idempotencyKey: p.key,
        methodSummary: 'PayPal n•••@example.com',
        ...(p.status === 'paid'
          ? {
              reviewedById: admin.id,
              reviewedAt: new Date(),
              paidAt: new Date(),
              paidVia: 'manual',
              paymentRef: 'PP-7HX22',
            }
          : {}),
      },
    });
    await db.$transaction((tx) =>
      postTransaction(tx, {
        kind: 'payout_request',
        refType: 'PayoutRequest',
        refId: payout.id,
        entries: [
          { userId: nova.id, kind: 'payouts', amountCents: -p.cents },
          { userId: null, kind: 'payouts_payable', amountCents: p.cents },
        ],
      }),
    );
    if (p.status === 'paid')
      await db.$transaction((tx) =>
        postTransaction(tx, {
          kind: 'payout_paid',
          refType: 'PayoutRequest',
          refId: payout.id,
          entries: [
            { userId: null, kind: 'payouts_payable', amountCents: -p.cents },
            { userId: null, kind: 'cash', amountCents: p.cents },
          ],
        }),
      );
  }
}
