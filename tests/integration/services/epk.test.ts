// EPKs and business info through their route handlers: the draft from platform data, saving with a
// unique slug, publishing, private links (hashed token, expiry, views), and SSN-free business answers.
import { db } from '@/lib/platform/db';
import * as epkRoute from '@/app/api/epk/route';
import * as linksRoute from '@/app/api/epk/links/route';
import * as linkRoute from '@/app/api/epk/links/[id]/route';
import * as publicRoute from '@/app/api/epk/[slug]/route';
import * as infoRoute from '@/app/api/services/business/info/route';
import * as planRoute from '@/app/api/services/business/plan/route';
import { hashToken } from '@/lib/platform/auth/tokens';
import { call, createUser, newArtistPuts } from '../../helpers/api';

jest.setTimeout(60_000);

const kit = (slug: string, extra: object = {}) => ({
  slug,
  artistName: 'Rae Sol',
  bioShort: 'Soul from Detroit.',
  tourDates: [{ date: '2099-05-01', venue: 'The Shelter', city: 'Detroit, MI' }],
  ...extra,
});

describe('EPK', () => {
  it('returns a draft, then the saved EPK with its slug; slugs are unique and validated', async () => {
    const artist = await createUser('artist', { name: 'Rae Sol' });
    const draft = await call(epkRoute.GET, { as: artist });
    expect(draft.status).toBe(200);
    expect(draft.json).toMatchObject({ exists: false, slug: 'rae-sol', artistName: 'Rae Sol' });

    const saved = await call(epkRoute.PUT, { as: artist, body: kit('rae-sol') });
    expect(saved.status).toBe(200);
    const got = await call(epkRoute.GET, { as: artist });
    expect(got.json).toMatchObject({ exists: true, slug: 'rae-sol', published: false });

    const other = await createUser('artist');
    const taken = await call(epkRoute.PUT, { as: other, body: kit('rae-sol') });
    expect(taken.status).toBe(409);
    const bad = await call(epkRoute.PUT, { as: other, body: kit('No Spaces!') });
    expect(bad.status).toBe(400);
    expect((await call(epkRoute.PUT, { as: other, body: kit('links') })).status).toBe(400);
  });

  it('is public only when published, or through an unexpired private link that counts views', async () => {
    const artist = await createUser('artist');
    await call(epkRoute.PUT, { as: artist, body: kit('kit-two') });
    expect((await call(publicRoute.GET, { params: { slug: 'kit-two' } })).status).toBe(404);

    const link = await call(linksRoute.POST, {
      as: artist,
      body: { recipient: 'Booker at The Shelter', expiresInDays: 7 },
    });
    expect(link.status).toBe(201);
    const token = new URL(link.json.url).searchParams.get('t')!;
    // Only the hash is stored.
    const row = await db.epkLink.findUniqueOrThrow({ where: { id: link.json.id } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const viaLink = await call(publicRoute.GET, { params: { slug: 'kit-two' }, url: `/x?t=${token}` });
    expect(viaLink.status).toBe(200);
    expect(viaLink.json).toMatchObject({
      artistName: 'Rae Sol',
      tourDates: [expect.objectContaining({ venue: 'The Shelter' })],
    });
    expect((await call(publicRoute.GET, { params: { slug: 'kit-two' }, url: '/x?t=wrong' })).status).toBe(404);

    // Views are counted by the page (countView); the list shows them without the token.
    const { publicEpk } = await import('@/lib/services/epk/service');
    await publicEpk('kit-two', token, { countView: true });
    const listed = await call(linksRoute.GET, { as: artist });
    expect(listed.json[0]).toMatchObject({ recipient: 'Booker at The Shelter', views: 1, active: true });
    expect(JSON.stringify(listed.json)).not.toContain(token);

    await db.epkLink.update({ where: { id: link.json.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(publicRoute.GET, { params: { slug: 'kit-two' }, url: `/x?t=${token}` })).status).toBe(410);

    // A stranger cannot revoke it; the owner can.
    const stranger = await createUser('artist');
    expect((await call(linkRoute.DELETE, { as: stranger, params: { id: link.json.id } })).status).toBe(404);
    expect((await call(linkRoute.DELETE, { as: artist, params: { id: link.json.id } })).status).toBe(204);

    await call(epkRoute.PUT, { as: artist, body: kit('kit-two', { published: true }) });
    expect((await call(publicRoute.GET, { params: { slug: 'kit-two' } })).status).toBe(200);
  });
});

describe('business info and plan', () => {
  it('never stores SSN-like fields and computes the plan from the answers', async () => {
    const { artist, res } = await newArtistPuts(infoRoute, {
      businessName: 'Rae Sol Music LLC',
      entityType: 'llc_single',
      llcFiled: 'yes',
      hasEin: 'yes',
      ssn: '123-45-6789',
    });
    expect(res.status).toBe(200);
    const row = await db.businessInfo.findUniqueOrThrow({ where: { userId: artist.id } });
    expect(JSON.stringify(row.answers)).not.toContain('123-45-6789');
    const plan = await call(planRoute.GET, { as: artist });
    const done = Object.fromEntries(plan.json.steps.map((s: { key: string; done: boolean }) => [s.key, s.done]));
    expect(done).toMatchObject({ entity: true, ein: true, bank: false, distribution: false });
    expect(plan.json.done).toBe(2);
    expect((await call(infoRoute.PUT, { as: artist, body: { state: 'Texas' } })).status).toBe(400);
  });
});
