import { db } from '@/lib/platform/db';
import * as statementRoute from '@/app/api/royalties/statements/[id]/route';
import * as unmatchedRoute from '@/app/api/royalties/unmatched/route';
import * as resolveRoute from '@/app/api/royalties/unmatched/[id]/route';
import * as splitsRoute from '@/app/api/royalties/splits/route';
import * as projectsRoute from '@/app/api/projects/route';
import { balanceCents } from '@/lib/royalties/ledger';
import { call } from '../../helpers/api';
import { groupsOf, linesOf } from '../../helpers/earning-groups';
import { createUser, gz, importStatement, releaseWithTracks, uploadStatement } from '../../helpers/royalties';

jest.setTimeout(60_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

const earnedBy = async (userId: string) =>
  (await db.earningAllocation.aggregate({ where: { userId }, _sum: { amountCents: true } }))._sum.amountCents ?? 0;

describe('statement import', () => {
  it('imports the default template (BOM, CRLF, quoted commas, any column order), converts EUR and splits to the cent', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const producer = await createUser('artist');
    const rel = await releaseWithTracks(owner.id, 2);
    const [t1, t2] = rel.tracks;
    const sheet = await call(splitsRoute.POST, {
      as: owner,
      body: {
        trackId: t1.id,
        effectiveFrom: '2026-01',
        shares: [
          { name: 'Owner', email: owner.email, role: 'main_artist', shareBps: 6667 },
          { name: 'Prod', email: producer.email, role: 'producer', shareBps: 3333 },
        ],
      },
    });
    expect(sheet.status).toBe(201);
    const csv =
      '\uFEFFnet_amount,units,isrc,track_title,store,country,sale_period,currency,upc\r\n' +
      `"1,000.00",10,${t1.isrc},"Song, with comma",Spotify,US,2026-09,EUR,\r\n`.replace('"1,000.00"', '100.00') +
      `0.10,3,${t1.isrc},"Song ""quoted""",Spotify,DE,2026-09,EUR,\r\n` +
      `50,2,${t2.isrc},Other,Apple Music,US,2026-08,EUR,\r\n` +
      `7.5,1,ZZZZZ9999999,"Unknown, ""quoted""",Spotify,US,2026-09,EUR,\r\n`;
    const imp = await importStatement(admin, csv, { currency: 'eur', exchangeRate: '1.1' });
    expect(imp.status).toBe('completed');

    const res = await call(statementRoute.GET, { as: admin, params: { id: imp.id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'completed',
      progress: 100,
      rowsRead: 4,
      matchedRows: 3,
      unmatchedRows: 1,
    });
    // 100 EUR * 1.1 = 110.00; 0.10 * 1.1 = 0.11; 50 * 1.1 = 55.00; unmatched 7.5 * 1.1 = 8.25
    expect(res.json.summary).toMatchObject({
      rows: 4,
      matched: 3,
      unmatched: 1,
      totalUsdCents: 17336,
      unmatchedUsdCents: 825,
      byStore: { 'Apple Music': 5500, Spotify: 11836 },
      byMonth: { '2026-08': 5500, '2026-09': 11836 },
    });

    // Track 1 groups: (US) 11000 -> 7334/3666 ... (DE) 11 -> 7/4 ; track 2 has no sheet: all to the owner.
    expect(await earnedBy(owner.id)).toBe(7334 + 7 + 5500);
    expect(await earnedBy(producer.id)).toBe(3666 + 4);
    expect(await balanceCents(db, producer.id)).toBe(3670n);
    // Matched rows are stored summed per (track, month, store, country, currency): here one row each. The
    // cells after the quoted titles (store, country, month, currency) show where those titles ended.
    const groups = await groupsOf(imp.id);
    expect(
      groups.map((g) => [
        g.trackId,
        g.salePeriod,
        g.store,
        g.country,
        g.currency,
        g.lines,
        g.units,
        g.amount,
        g.amountUsd,
      ]),
    ).toEqual([
      [t1.id, '2026-09', 'Spotify', 'US', 'EUR', 1, 10, '100', '110'],
      [t1.id, '2026-09', 'Spotify', 'DE', 'EUR', 1, 3, '0.1', '0.11'],
      [t2.id, '2026-08', 'Apple Music', 'US', 'EUR', 1, 2, '50', '55'],
    ]);
    // The unmatched row keeps its title, read through its quotes.
    const lines = await linesOf(imp.id);
    expect(lines.map((l) => [l.rowNumber, l.status, l.amountUsd.toString(), l.trackTitle])).toEqual([
      [5, 'unmatched', '8.25', 'Unknown, "quoted"'],
    ]);

    // The same file again is refused.
    const again = await uploadStatement(admin, csv, { currency: 'EUR', exchangeRate: '1.1' });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatch(/already imported/);

    // The unmatched row waits in the review queue; matching it by hand allocates it at once.
    const queue = await call(unmatchedRoute.GET, { as: admin, url: '/api/royalties/unmatched' });
    const row = queue.json.items.find((l: { isrc: string }) => l.isrc === 'ZZZZZ9999999');
    expect(row).toMatchObject({ amountUsd: '8.25', rowNumber: 5 });
    const resolved = await call(resolveRoute.POST, { as: admin, params: { id: row.id }, body: { trackId: t1.id } });
    expect(resolved.status).toBe(200);
    expect(resolved.json.cents).toBe(825);
    expect(await earnedBy(producer.id)).toBe(3670 + 275);
    const twice = await call(resolveRoute.POST, { as: admin, params: { id: row.id }, body: { trackId: t1.id } });
    expect(twice.status).toBe(409);
  });

  it('reads gzip files, spreads a UPC-only (release-level) sale over the tracks and pays a recoupment first', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const videoMaker = await createUser('artist');
    const rel = await releaseWithTracks(owner.id, 3, { upc: `19${String(Date.now()).slice(-10)}` });
    const sheet = await call(splitsRoute.POST, {
      as: owner,
      body: {
        releaseId: rel.id,
        effectiveFrom: '2026-01',
        recoup: { shareIndex: 1, amountCents: 1000 },
        shares: [
          { name: 'Owner', email: owner.email, role: 'main_artist', shareBps: 9000 },
          { name: 'Video', email: videoMaker.email, role: 'other', shareBps: 1000 },
        ],
      },
    });
    expect(sheet.status).toBe(201);
    const csv = `upc,net_amount,units\n${rel.upc},100.00,3\n`;
    const imp = await importStatement(admin, gz(csv), { store: 'iTunes' });
    expect(imp.status).toBe('completed');
    // 10000 cents over 3 tracks: 3334/3333/3333. The first 1000 go to the video maker (recoupment),
    // then 90/10 of the rest: track1 2334 -> 2101/233, track2 3333 -> 3000/333, track3 3333 -> 3000/333.
    expect(await earnedBy(videoMaker.id)).toBe(1000 + 233 + 333 + 333);
    expect(await earnedBy(owner.id)).toBe(2101 + 3000 + 3000);
    expect((await db.splitSheet.findUniqueOrThrow({ where: { id: sheet.json.id } })).recoupedCents).toBe(1000);
    // The owner's projects list carries the release's whole earnings (every contributor's part).
    const projects = await call(projectsRoute.GET, { as: owner, url: '/api/projects?limit=50' });
    expect(projects.json.items.find((p: { id: string }) => p.id === rel.id)).toMatchObject({
      earnings: '100.00',
      earningsCents: 10000,
    });
  });

  it('leaves a row with an unknown ISRC unmatched even when its UPC names a live release', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await releaseWithTracks(owner.id, 2, { upc: `18${String(Date.now()).slice(-10)}` });
    // The second row names a recording this release does not have: paying it as a sale of the release
    // would spread it over two tracks whose contributors did not make it.
    const csv = `isrc,upc,net_amount,units\n${rel.tracks[0].isrc},${rel.upc},4.00,2\nQZNOT2699999,${rel.upc},6.00,3\n`;
    const imp = await importStatement(admin, csv, { store: 'iTunes' });
    expect(imp).toMatchObject({ status: 'completed', matchedRows: 1, unmatchedRows: 1 });
    expect(await earnedBy(owner.id)).toBe(400);
    expect((await groupsOf(imp.id)).map((g) => [g.trackId, g.releaseId, g.lines, g.units, g.amount])).toEqual([
      [rel.tracks[0].id, rel.id, 1, 2, '4'],
    ]);
    expect((await linesOf(imp.id)).map((l) => [l.status, l.trackId, l.releaseId, l.units, l.note])).toEqual([
      ['unmatched', null, null, 3, 'unknown ISRC QZNOT2699999'],
    ]);
  });

  it('refuses wrong columns and bad fields at upload with a clear 400', async () => {
    const admin = await createUser('admin');
    const wrong = await uploadStatement(admin, 'title,amount\nSong,1.00\n');
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatch(/layout of this file is unknown/);
    const currency = await uploadStatement(admin, 'isrc,net_amount\nX,1\n', { currency: 'XYZ' });
    expect(currency.status).toBe(400);
    expect(currency.json.issues.map((i: { path: string }) => i.path)).toContain('currency');
    const rate = await uploadStatement(admin, 'isrc,net_amount\nX,1\n', { exchangeRate: '-2' });
    expect(rate.status).toBe(400);
    const binary = await uploadStatement(admin, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]));
    expect(binary.status).toBe(400);
    expect(binary.json.error).toMatch(/CSV or TSV/);
    const artist = await createUser('artist');
    expect((await uploadStatement(artist, 'isrc,net_amount\nX,1\n')).status).toBe(403);
  });

  it.each([
    ['a non-numeric amount', 'abc', /Row 3: net_amount "abc" is not a number/],
    ['an absurd amount', '99999999999', /Row 3: net_amount 99999999999 is not a plausible amount/],
  ])('fails the whole import on %s and leaves no lines', async (_l, bad, message) => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await releaseWithTracks(owner.id, 1);
    const isrc = rel.tracks[0].isrc;
    const res = await uploadStatement(admin, `isrc,net_amount\n${isrc},1.00\n${isrc},${bad}\n`);
    expect(res.status).toBe(202);
    const { runStatementImport } = await import('@/lib/royalties/import/run');
    await runStatementImport(res.json.id);
    const view = await call(statementRoute.GET, { as: admin, params: { id: res.json.id } });
    expect(view.json.status).toBe('failed');
    expect(view.json.error).toMatch(message);
    expect(await db.earningLine.count({ where: { importId: res.json.id } })).toBe(0);
    expect(await db.earningGroup.count({ where: { importId: res.json.id } })).toBe(0);
    expect(await earnedBy(owner.id)).toBe(0);
  });

  it('imports a refund row as a negative line instead of failing the statement', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await releaseWithTracks(owner.id, 1);
    const isrc = rel.tracks[0].isrc;
    const imp = await importStatement(admin, `isrc,net_amount\n${isrc},10.00\n${isrc},-4.00\n`);
    expect(imp.status).toBe('completed');
    expect(await earnedBy(owner.id)).toBe(600);
  });
});
