// One truth per figure: "This Month" is the calendar month of the sales (a line dated last month is not in
// it), and a release's gross and net are the same on /projects' service as in the artist's own totals.
import { db } from '@/lib/platform/db';
import * as earningsRoute from '@/app/api/earnings/route';
import { releaseGrossNetCents } from '@/lib/royalties/stats';
import { call, createUser } from '../../helpers/api';
import { importStatement, releaseWithTracks } from '../../helpers/royalties';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

const period = (monthsBack: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)).toISOString().slice(0, 7);
};

describe('This Month', () => {
  it('counts only lines dated in the current calendar month, whenever they were imported', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    const rel = await releaseWithTracks(artist.id, 1);
    const isrc = rel.tracks[0].isrc;
    // Both statements are imported today: only the sale period decides the month.
    await importStatement(
      admin,
      `isrc,net_amount,store,sale_period,units\n${isrc},7.00,Spotify,${period(1)},10\n${isrc},1.25,Tidal,${period(0)},3\n`,
      { period: period(1) },
    );
    const res = await call(earningsRoute.GET, { as: artist });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ totalEarnedCents: 825, thisMonthCents: 125, thisMonth: 1.25 });

    // A line from last month alone leaves This Month at zero.
    const other = await createUser('artist');
    const rel2 = await releaseWithTracks(other.id, 1);
    await importStatement(
      admin,
      `isrc,net_amount,store,sale_period,units\n${rel2.tracks[0].isrc},4.00,Deezer,${period(1)},5\n`,
      {
        period: period(1),
      },
    );
    expect((await call(earningsRoute.GET, { as: other })).json).toMatchObject({
      totalEarnedCents: 400,
      thisMonthCents: 0,
    });
  });
});

describe('gross and net of a release', () => {
  it('gross is what the stores paid, net is the owner share, and net equals the owner total earned', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const producer = await createUser('artist');
    const rel = await releaseWithTracks(owner.id, 1);
    await db.splitSheet.create({
      data: {
        trackId: rel.tracks[0].id,
        effectiveFrom: '2000-01',
        shares: {
          create: [
            { name: 'Owner', role: 'main_artist', shareBps: 6_000, userId: owner.id },
            { name: 'Producer', role: 'producer', shareBps: 4_000, userId: producer.id },
          ],
        },
      },
    });
    await importStatement(
      admin,
      `isrc,net_amount,store,sale_period,units\n${rel.tracks[0].isrc},100.00,Spotify,2026-05,900\n`,
    );

    const figures = (await releaseGrossNetCents([rel.id])).get(rel.id);
    expect(figures).toEqual({ grossCents: 10_000, netCents: 6_000 });
    const summary = (await call(earningsRoute.GET, { as: owner })).json;
    expect(summary.totalEarnedCents).toBe(figures!.netCents);
    expect((await call(earningsRoute.GET, { as: producer })).json.totalEarnedCents).toBe(
      figures!.grossCents - figures!.netCents,
    );
  });
});
