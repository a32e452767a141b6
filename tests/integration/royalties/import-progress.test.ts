// An import shows its progress while it runs, also when every row matches (matched rows are summed, not
// written, so the import has nothing else to send until its end).
import { db } from '@/lib/platform/db';
import { runStatementImport } from '@/lib/royalties/import/run';
import { createUser, releaseWithTracks, uploadStatement } from '../../helpers/royalties';

jest.setTimeout(180_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

it('writes rows read and bytes read during a long import whose rows all match', async () => {
  const admin = await createUser('admin');
  const owner = await createUser('artist');
  const rel = await releaseWithTracks(owner.id, 1);
  const isrc = rel.tracks[0].isrc;
  const rows = 400_000;
  const parts = ['net_amount,units,isrc,track_title,store,country,sale_period,currency\n'];
  for (let i = 0; i < rows; i++) parts.push(`0.0${(i % 90) + 10},${(i % 7) + 1},${isrc},Song,Spotify,US,2026-09,USD\n`);
  const csv = parts.join('');
  const res = await uploadStatement(admin, csv);
  expect(res.status).toBe(202);
  const id = res.json.id as string;

  // What the import's page would see, read while the import runs (at its awaits).
  const seen: { rowsRead: number; bytesRead: bigint }[] = [];
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const imp = await db.statementImport.findUniqueOrThrow({
        where: { id },
        select: { status: true, rowsRead: true, bytesRead: true },
      });
      if (imp.status === 'running') seen.push({ rowsRead: imp.rowsRead, bytesRead: imp.bytesRead });
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  await runStatementImport(id);
  polling = false;
  await poll;

  const done = await db.statementImport.findUniqueOrThrow({ where: { id } });
  expect(done).toMatchObject({ status: 'completed', matchedRows: rows, unmatchedRows: 0, rowsRead: rows });
  const midway = seen.filter((s) => s.rowsRead > 0 && s.rowsRead < rows);
  expect(midway.length).toBeGreaterThan(0);
  expect(midway.every((s) => s.bytesRead > 0n && s.bytesRead < BigInt(csv.length))).toBe(true);
});
