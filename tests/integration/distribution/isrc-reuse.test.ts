// One recording, one ISRC, on every release that carries it: an artist's album repeats the single's
// recording under the single's ISRC (what stores and societies expect), while another artist can never use
// that code. Statements then credit the release a row's UPC names, else the recording's original release.
import { db } from '@/lib/platform/db';
import * as releases from '@/app/api/releases/route';
import * as releaseRoute from '@/app/api/releases/[id]/route';
import * as tracks from '@/app/api/releases/[id]/tracks/route';
import * as track from '@/app/api/releases/[id]/tracks/[trackId]/route';
import * as qc from '@/app/api/releases/[id]/qc/route';
import { assignIsrc } from '@/lib/distribution/isrc';
import { call, createUser } from '../../helpers/api';
import { groupsOf } from '../../helpers/earning-groups';
import { importStatement, releaseWithTracks } from '../../helpers/royalties';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

type User = Awaited<ReturnType<typeof createUser>>;

async function draft(as: User, title: string) {
  const res = await call(releases.POST, { as, body: { title, primaryArtist: 'Nova Reyes' } });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

const addTrack = (as: User, releaseId: string, body: Record<string, unknown>) =>
  call(tracks.POST, { as, params: { id: releaseId }, body });

describe('an ISRC on several releases', () => {
  it("lets an artist put their single's ISRC on their album, once, and never on another artist's release", async () => {
    const artist = await createUser('artist');
    const single = await releaseWithTracks(artist.id, 1);
    const isrc = single.tracks[0].isrc!;
    const album = await draft(artist, 'The Album');

    const added = await addTrack(artist, album, { title: single.tracks[0].title, isrc: isrc.toLowerCase() });
    expect(added.status).toBe(201);
    expect(added.json.isrc).toBe(isrc);
    expect(await db.track.count({ where: { isrc } })).toBe(2);
    // The release page names the other release carrying the recording.
    const detail = await call(releaseRoute.GET, { as: artist, params: { id: album } });
    expect(detail.json.tracks[0].alsoOn).toEqual([{ id: single.id, title: single.title }]);

    // Twice on one release: refused, nothing written.
    const twice = await addTrack(artist, album, { title: 'Again', isrc });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toMatch(/is already on track 1 of this release/);

    // Another artist: refused without naming the recording, on create and on edit.
    const other = await createUser('artist');
    const theirs = await draft(other, 'Not Yours');
    const taken = await addTrack(other, theirs, { title: 'Copy', isrc });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toContain('already used by another owner');
    expect(taken.json.error).not.toContain(single.tracks[0].title);
    const own = await addTrack(other, theirs, { title: 'Own' });
    expect(own.status).toBe(201);
    const edit = await call(track.PATCH, { as: other, params: { id: theirs, trackId: own.json.id }, body: { isrc } });
    expect(edit.status).toBe(409);
    expect(await db.track.count({ where: { isrc } })).toBe(2);
    expect((await db.track.findUniqueOrThrow({ where: { id: own.json.id } })).isrc).toBeNull();
  });

  it("does not give the pool back a platform ISRC that the single still carries when the album's track goes", async () => {
    const artist = await createUser('artist');
    const code = await assignIsrc(2031);
    const single = await releaseWithTracks(artist.id, 1);
    await db.track.update({ where: { id: single.tracks[0].id }, data: { isrc: code } });
    const album = await draft(artist, 'Album');
    const added = await addTrack(artist, album, { title: single.tracks[0].title, isrc: code });
    expect(added.status).toBe(201);
    const removed = await call(track.DELETE, { as: artist, params: { id: album, trackId: added.json.id } });
    expect(removed.status).toBe(204);
    expect(await db.returnedCode.count({ where: { code } })).toBe(0);
    expect(await db.track.count({ where: { isrc: code } })).toBe(1);
  });

  it('lets one of two artists win when both bring the same new ISRC at once', async () => {
    const [a, b] = [await createUser('artist'), await createUser('artist')];
    const [ra, rb] = [await draft(a, 'A'), await draft(b, 'B')];
    const isrc = `QZRAC${String(Date.now() % 1e7).padStart(7, '0')}`;
    const results = await Promise.all([
      addTrack(a, ra, { title: 'Race', isrc }),
      addTrack(b, rb, { title: 'Race', isrc }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const owners = await db.track.findMany({ where: { isrc }, select: { release: { select: { ownerId: true } } } });
    expect(owners).toHaveLength(1);
  });

  it('QC: the same recording again is fine, another title under the code is a warning', async () => {
    const artist = await createUser('artist');
    const single = await releaseWithTracks(artist.id, 1);
    const isrc = single.tracks[0].isrc!;
    const album = await draft(artist, 'Album');
    await addTrack(artist, album, { title: single.tracks[0].title, isrc });
    const messages = async () => {
      const res = await call(qc.GET, { as: artist, params: { id: album } });
      expect(res.status).toBe(200);
      return (res.json.issues as { rule: string; severity: string; message: string }[]).filter(
        (i) => i.rule === 'duplicates',
      );
    };
    expect(await messages()).toEqual([]);
    const [t] = await db.track.findMany({ where: { releaseId: album } });
    await call(track.PATCH, { as: artist, params: { id: album, trackId: t.id }, body: { title: 'A Different Song' } });
    expect(await messages()).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringContaining(`is also on "${single.title}", as "${single.tracks[0].title}"`),
      }),
    ]);
  });
});

describe('statement rows of a recording on a single and its album', () => {
  it("credit the release the row's UPC names, else the recording's original release", async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    const stamp = String(Date.now() % 1e7).padStart(7, '0');
    const single = await releaseWithTracks(artist.id, 1, { upc: `19${stamp}001` });
    const album = await releaseWithTracks(artist.id, 2, { upc: `29${stamp}002` });
    const isrc = single.tracks[0].isrc!;
    await db.release.update({ where: { id: single.id }, data: { releaseDate: new Date('2026-03-01') } });
    await db.release.update({ where: { id: album.id }, data: { releaseDate: new Date('2026-06-01') } });
    await db.track.update({ where: { id: album.tracks[1].id }, data: { isrc } });

    const csv =
      'net_amount,units,isrc,track_title,store,country,sale_period,currency,upc\n' +
      `10.00,100,${isrc},Song,Spotify,US,2026-09,USD,0${album.upc}\n` +
      `4.00,40,${isrc},Song,Spotify,US,2026-09,USD,${single.upc}\n` +
      `1.50,15,${isrc},Song,Spotify,US,2026-09,USD,\n`;
    const imp = await importStatement(admin, csv);
    expect(imp).toMatchObject({ status: 'completed', matchedRows: 3, unmatchedRows: 0 });
    // Stored summed per (track, month, store, country, currency): the rows credited to the single (by its
    // UPC, and without one) are one group of two.
    const groups = await groupsOf(imp.id);
    expect(groups.map((g) => [g.releaseId, g.trackId, g.lines, g.units, g.amountUsd])).toEqual([
      [album.id, album.tracks[1].id, 1, 100, '10'],
      [single.id, single.tracks[0].id, 2, 55, '5.5'],
    ]);
  });
});
