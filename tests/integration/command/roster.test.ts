// The label roster API (spec §7.2) and the artist dashboard's categories and services.
import { db } from '@/lib/platform/db';
import * as artists from '@/app/api/admin/sgr/artists/route';
import * as reorder from '@/app/api/admin/sgr/artists/reorder/route';
import * as oneArtist from '@/app/api/admin/sgr/artists/[id]/route';
import * as categories from '@/app/api/artist-dashboard-categories/route';
import * as services from '@/app/api/artist-dashboard-services/route';
import * as adminCategories from '@/app/api/admin/dashboard-categories/route';
import * as adminCategory from '@/app/api/admin/dashboard-categories/[id]/route';
import * as adminServices from '@/app/api/admin/dashboard-services/route';
import * as fileRoute from '@/app/api/files/[id]/route';
import { call, createUser } from '../../helpers/api';
import { png, textPretendingToBe } from '../../fixtures/files';

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

function form(fields: Record<string, string>, photo?: { bytes: Buffer; name: string }) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (photo) f.append('profileImage', new Blob([new Uint8Array(photo.bytes)]), photo.name);
  return f;
}

const base = { name: 'Ama Osei', stageName: 'AMA', genre: 'Afrobeats', location: 'Accra', bio: 'Singer' };

describe('label roster', () => {
  it('adds artists at the end with a photo typed by its bytes, parsed stats and JSON fields', async () => {
    const admin = await createUser('admin');
    const res = await call(artists.POST, {
      as: admin,
      rawBody: form(
        {
          ...base,
          socialLinks: JSON.stringify({ spotify: 'https://open.spotify.com/artist/1' }),
          stats: JSON.stringify({ monthlyStreams: '1.2M', totalReleases: '7 albums' }),
          achievements: JSON.stringify(['Gold single']),
        },
        { bytes: await png(), name: 'ama.txt' },
      ),
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toMatch(/AMA was added/);
    expect(res.json.artist).toMatchObject({
      stageName: 'AMA',
      displayOrder: 1,
      stats: { monthlyStreams: '1.2M', totalReleases: 7 },
      achievements: ['Gold single'],
    });
    const photo = await call(fileRoute.GET, { params: { id: res.json.artist.profileImage.split('/').pop() } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');

    const second = await call(artists.POST, {
      as: admin,
      rawBody: form({ ...base, stageName: 'B', stats: JSON.stringify({ totalReleases: 'many' }) }),
    });
    expect(second.json.artist).toMatchObject({ displayOrder: 2, stats: { totalReleases: 0 } });
  });

  it('refuses missing required fields and non-image photos with 400, keeping nothing', async () => {
    const admin = await createUser('admin');
    const before = await db.rosterArtist.count();
    const files = await db.storedFile.count();
    const missing = await call(artists.POST, { as: admin, rawBody: form({ ...base, genre: '  ' }) });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatch(/Please fill in all required fields/);
    const notImage = await call(artists.POST, {
      as: admin,
      rawBody: form(base, { bytes: textPretendingToBe(), name: 'photo.png' }),
    });
    expect(notImage.status).toBe(400);
    expect(notImage.json.error).toMatch(/is not an image/);
    const badJson = await call(artists.POST, {
      as: admin,
      rawBody: form({ ...base, socialLinks: '{oops' }, { bytes: await png(), name: 'p.png' }),
    });
    expect(badJson.status).toBe(400);
    expect(await db.rosterArtist.count()).toBe(before);
    expect(await db.storedFile.count()).toBe(files);
  });

  it('reorders in one transaction and renumbers from 1; a list that is not the roster is a 409 changing nothing', async () => {
    const admin = await createUser('admin');
    await db.rosterArtist.deleteMany();
    for (const s of ['One', 'Two', 'Three'])
      await call(artists.POST, { as: admin, rawBody: form({ ...base, stageName: s }) });
    const list = (await call(artists.GET, { as: admin })).json as {
      id: string;
      stageName: string;
      displayOrder: number;
    }[];
    expect(list.map((a) => a.stageName)).toEqual(['One', 'Two', 'Three']);
    const [one, two, three] = list;

    const res = await call(reorder.POST, {
      as: admin,
      body: {
        reorderedArtists: [
          { ...three, displayOrder: 1 },
          { ...one, displayOrder: 2 },
          { ...two, displayOrder: 3 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Successfully reordered artists');
    expect(
      res.json.artists.map((a: { stageName: string; displayOrder: number }) => `${a.displayOrder}:${a.stageName}`),
    ).toEqual(['1:Three', '2:One', '3:Two']);

    const missingOne = await call(reorder.POST, {
      as: admin,
      body: {
        reorderedArtists: [
          { id: one.id, displayOrder: 1 },
          { id: two.id, displayOrder: 2 },
        ],
      },
    });
    expect(missingOne.status).toBe(409);
    const duplicate = await call(reorder.POST, {
      as: admin,
      body: {
        reorderedArtists: [
          { id: one.id, displayOrder: 1 },
          { id: one.id, displayOrder: 2 },
          { id: two.id, displayOrder: 3 },
        ],
      },
    });
    expect(duplicate.status).toBe(409);
    const stranger = await call(reorder.POST, {
      as: admin,
      body: {
        reorderedArtists: [
          { id: 'nope', displayOrder: 1 },
          { id: one.id, displayOrder: 2 },
          { id: two.id, displayOrder: 3 },
        ],
      },
    });
    expect(stranger.status).toBe(409);
    const after = (await call(artists.GET, { as: admin })).json.map((a: { stageName: string }) => a.stageName);
    expect(after).toEqual(['Three', 'One', 'Two']);
    expect((await call(reorder.POST, { as: admin, body: { reorderedArtists: 'x' } })).status).toBe(400);

    // Featuring and removing: the gap closes, numbering stays 1..n.
    const featured = await call(oneArtist.PATCH, {
      as: admin,
      method: 'PATCH',
      params: { id: two.id },
      body: { status: 'featured' },
    });
    expect(featured.json.status).toBe('featured');
    expect(
      (await call(oneArtist.PATCH, { as: admin, method: 'PATCH', params: { id: two.id }, body: { status: 'famous' } }))
        .status,
    ).toBe(400);
    expect((await call(oneArtist.DELETE, { as: admin, method: 'DELETE', params: { id: one.id } })).status).toBe(204);
    const left = (await call(artists.GET, { as: admin })).json.map(
      (a: { stageName: string; displayOrder: number }) => `${a.displayOrder}:${a.stageName}`,
    );
    expect(left).toEqual(['1:Three', '2:Two']);
    expect((await call(oneArtist.DELETE, { as: admin, method: 'DELETE', params: { id: one.id } })).status).toBe(404);
  });
});

describe('artist dashboard categories and services', () => {
  it('admins create and deactivate; artists see only active ones in order', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    const c1 = await call(adminCategories.POST, { as: admin, body: { title: 'Zeta tools', order: 2 } });
    const c2 = await call(adminCategories.POST, { as: admin, body: { title: 'Alpha tools', order: 1 } });
    expect(c1.status).toBe(201);
    const s1 = await call(adminServices.POST, {
      as: admin,
      body: { title: 'Upload', href: '/artist-upload', categoryId: c2.json.id },
    });
    expect(s1.status).toBe(201);
    expect(
      (
        await call(adminServices.POST, {
          as: admin,
          body: { title: 'Evil', href: 'javascript:alert(1)', categoryId: c2.json.id },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(adminServices.POST, { as: admin, body: { title: 'Lost', href: '/x', categoryId: 'missing' } }))
        .status,
    ).toBe(400);
    await call(adminServices.POST, { as: admin, body: { title: 'Hidden', href: '/earnings', categoryId: c1.json.id } });

    const seen = await call(categories.GET, { as: artist });
    expect(seen.json.map((c: { title: string }) => c.title)).toEqual(['Alpha tools', 'Zeta tools']);
    await call(adminCategory.PATCH, {
      as: admin,
      method: 'PATCH',
      params: { id: c1.json.id },
      body: { isActive: false },
    });
    expect((await call(categories.GET, { as: artist })).json.map((c: { title: string }) => c.title)).toEqual([
      'Alpha tools',
    ]);
    expect((await call(services.GET, { as: artist })).json.map((s: { title: string }) => s.title)).toEqual(['Upload']);
    // ?all=1 is honoured for admins only
    expect((await call(categories.GET, { as: artist, url: '/x?all=1' })).json).toHaveLength(1);
    expect((await call(categories.GET, { as: admin, url: '/x?all=1' })).json).toHaveLength(2);
    expect((await call(adminCategory.DELETE, { as: admin, method: 'DELETE', params: { id: 'missing' } })).status).toBe(
      404,
    );
  });
});

describe('own profile', () => {
  it('saves names, time zone and a photo typed by its bytes; refuses a bad time zone and a non-image', async () => {
    const profileRoute = await import('@/app/api/profile/route');
    const artist = await createUser('artist');
    const ok = await call(profileRoute.PATCH, {
      as: artist,
      method: 'PATCH',
      rawBody: form(
        { displayName: 'Nova R', personalTimezone: 'Europe/Paris' },
        { bytes: await png(), name: 'me.png' },
      ),
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      displayName: 'Nova R',
      personalTimezone: 'Europe/Paris',
      profileImage: expect.stringMatching(/^\/api\/files\//),
    });
    const tz = await call(profileRoute.PATCH, {
      as: artist,
      method: 'PATCH',
      rawBody: form({ personalTimezone: 'Mars/Olympus' }),
    });
    expect(tz.status).toBe(400);
    const notImage = await call(profileRoute.PATCH, {
      as: artist,
      method: 'PATCH',
      rawBody: form({}, { bytes: textPretendingToBe(), name: 'me.jpg' }),
    });
    expect(notImage.status).toBe(400);
    expect((await call(profileRoute.GET, { as: artist })).json.personalTimezone).toBe('Europe/Paris');
  });
});
