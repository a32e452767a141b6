// The staff analytics dashboard's streams and royalties per month: every statement row counts (matched
// rows through their sums, unmatched ones still in the review queue), rounded to the cent once per month.
import * as analyticsRoute from '@/app/api/services/analytics/route';
import { call } from '../../helpers/api';
import { createUser, importStatement, releaseWithTracks } from '../../helpers/royalties';

jest.setTimeout(60_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

it('counts matched and unmatched rows of the month, and rounds the month exactly (1.005 USD is 101 cents, not 100 through a float)', async () => {
  const admin = await createUser('admin');
  const owner = await createUser('artist');
  const rel = await releaseWithTracks(owner.id, 1);
  const month = new Date().toISOString().slice(0, 7);
  const isrc = rel.tracks[0].isrc;
  const csv =
    'net_amount,units,isrc,track_title,store,country,sale_period,currency\r\n' +
    `0.255,3,${isrc},Song,Spotify,US,${month},USD\r\n` +
    `0.25,2,${isrc},Song,Spotify,US,${month},USD\r\n` +
    `0.5,1,ZZZZZ0000001,Unknown,Spotify,US,${month},USD\r\n`;
  const imp = await importStatement(admin, csv, { period: month });
  expect(imp).toMatchObject({ status: 'completed', matchedRows: 2, unmatchedRows: 1 });

  const res = await call(analyticsRoute.GET, { as: admin, url: '/api/services/analytics' });
  expect(res.status).toBe(200);
  const i = res.json.labels.indexOf(month);
  expect(i).toBe(11);
  expect(res.json.streams[i]).toBe(6);
  expect(res.json.royaltiesCents[i]).toBe(101);
  expect(res.json.streams.slice(0, 11).every((v: number) => v === 0)).toBe(true);
});
