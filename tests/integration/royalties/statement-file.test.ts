// The statement file an import read, downloaded as stored: where a row is found as the store sent it now
// that matched rows are kept as sums.
import { gzipSync } from 'node:zlib';
import * as fileRoute from '@/app/api/royalties/statements/[id]/file/route';
import { call } from '../../helpers/api';
import { createUser, importStatement, releaseWithTracks } from '../../helpers/royalties';

jest.setTimeout(60_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

const download = (as: Awaited<ReturnType<typeof createUser>>, id: string, range?: string) =>
  call(fileRoute.GET, { as, params: { id }, headers: range ? { range } : {} });

describe('GET /api/royalties/statements/{id}/file', () => {
  it('gives an admin the bytes the import read, under the uploaded name, and a part of them on a Range', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await releaseWithTracks(owner.id, 1);
    const csv =
      'net_amount,units,isrc,track_title,store,country,sale_period,currency\r\n' +
      `1.25,3,${rel.tracks[0].isrc},Song,Spotify,US,2026-09,USD\r\n` +
      `0.75,1,${rel.tracks[0].isrc},Song,Spotify,US,2026-09,USD\r\n`;
    const imp = await importStatement(admin, csv);
    expect(imp.status).toBe('completed');

    const res = await download(admin, imp.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''statement.csv");
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(csv);

    const part = await download(admin, imp.id, 'bytes=0-9');
    expect(part.status).toBe(206);
    expect(part.text).toBe(csv.slice(0, 10));
  });

  it('names a gzip upload as gzip and sends it as uploaded', async () => {
    const admin = await createUser('admin');
    const csv =
      'net_amount,units,isrc,track_title,store,country,sale_period,currency\r\n1,1,ZZZZZ0000001,X,Spotify,US,2026-09,USD\r\n';
    const packed = gzipSync(csv);
    const imp = await importStatement(admin, packed);
    expect(imp.status).toBe('completed');
    const res = await download(admin, imp.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''statement.csv.gz");
    expect(res.headers.get('content-length')).toBe(String(packed.length));
  });

  it('answers 404 for an unknown import and 403 to an artist', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    expect((await download(admin, 'nope')).status).toBe(404);
    expect((await download(artist, 'nope')).status).toBe(403);
  });
});
