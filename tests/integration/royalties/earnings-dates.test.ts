// Which date each earnings figure uses (issue #41 item 7): a statement imported today for last month's sales shows
// last month as its sale period beside today's import date, and This Month adds up exactly the lines whose sale
// period is this month, on GET /api/earnings and on the artist dashboard's Recent Earnings.
import * as earningsRoute from '@/app/api/earnings/route';
import { earningsSummary } from '@/lib/command/dashboard/artist-summary';
import { salePeriodText } from '@/lib/royalties/figure-hints';
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

type Line = {
  source: string;
  salePeriod: { from: string; to: string } | null;
  importedAt: string;
  amountCents: number;
};

it('shows each recent line with its sale period and import date, and This Month counts sale periods only', async () => {
  const admin = await createUser('admin');
  const artist = await createUser('artist');
  const rel = await releaseWithTracks(artist.id, 1);
  const isrc = rel.tracks[0].isrc;
  const today = new Date().toISOString().slice(0, 10);
  await importStatement(
    admin,
    [
      'isrc,net_amount,store,sale_period,units',
      `${isrc},7.00,Spotify,${period(1)},10`,
      `${isrc},1.25,Tidal,${period(0)},3`,
      `${isrc},2.00,Deezer,${period(2)},4`,
      `${isrc},3.00,Deezer,${period(1)},6`,
    ].join('\n'),
    { period: period(1) },
  );

  const res = await call(earningsRoute.GET, { as: artist });
  const lines = res.json.recentPayouts as Line[];
  const by = (store: string) => lines.find((l) => l.source === store)!;
  // Imported today, sold last month: the line says both.
  expect(by('Spotify')).toMatchObject({ salePeriod: { from: period(1), to: period(1) }, amountCents: 700 });
  expect(by('Spotify').importedAt.slice(0, 10)).toBe(today);
  expect(by('Tidal').salePeriod).toEqual({ from: period(0), to: period(0) });
  // One statement's Deezer line covers two months.
  expect(by('Deezer')).toMatchObject({ salePeriod: { from: period(2), to: period(1) }, amountCents: 500 });
  expect(salePeriodText(by('Deezer').salePeriod)).toMatch(/^\w{3} \d{4} – \w{3} \d{4}$/);

  // This Month is the lines sold this month, not the lines imported this month (all of them were).
  const soldThisMonth = lines
    .filter((l) => l.salePeriod?.from === period(0) && l.salePeriod.to === period(0))
    .reduce((s, l) => s + l.amountCents, 0);
  expect(res.json.thisMonthCents).toBe(125);
  expect(res.json.thisMonthCents).toBe(soldThisMonth);

  // The artist dashboard's Recent Earnings carry the same sale periods.
  const dash = await earningsSummary(artist.id);
  expect(dash.recentPayouts.find((p) => p.source === 'Spotify')).toMatchObject({
    salePeriod: { from: period(1), to: period(1) },
    date: today,
  });
});
