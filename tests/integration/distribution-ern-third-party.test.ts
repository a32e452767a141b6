// ERN 4.3 messages shaped as other people's tools and DDEX's own samples write them (docs/distribution.md, "Messages
// from others"): each test rebuilds the shape that broke on one of those messages in a minimal fixture.
import { db } from '@/lib/db';
import * as importRoute from '@/app/api/ddex/import/route';
import { call, createUser } from '../helpers/api';
import { releaseWithTracks } from '../helpers/royalties';
import { codes, fixture, form } from '../helpers/ern-fixtures';

jest.setTimeout(120_000);

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser('admin');
});

describe('ICPN written as a GTIN-14', () => {
  // DDEX's ERN 4.3 samples "1 Audio", "2 Video", "3 MixedMedia" and "7 LongformMusicalWorkVideo" write the
  // release's ICPN with 14 digits, a padding zero before the EAN-13 (<ICPN>00094631432057</ICPN>).
  it('imports it as the EAN-13 after the zero, refuses the same barcode in another form, and purges by it', async () => {
    const c = codes();
    const gtin14 = `0${c.upc}`;
    const xml = fixture('album-discs-video.xml', c).replace(`<ICPN>${c.upc}</ICPN>`, `<ICPN>${gtin14}</ICPN>`);
    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ upc: c.upc, tracks: 4 });

    // The same product as a UPC-A (the EAN-13 without its leading zero), in another message: already in the catalog.
    const upcA = c.upc.slice(1);
    const other = codes();
    const again = fixture('album-discs-video.xml', other).replace(`<ICPN>${other.upc}</ICPN>`, `<ICPN>${upcA}</ICPN>`);
    const refused = await call(importRoute.POST, { as: admin, rawBody: form(again) });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(`A release with UPC ${c.upc} already exists.`);
    expect(await db.release.count({ where: { upc: { in: [c.upc, upcA, gtin14] } } })).toBe(1);

    // A PurgeReleaseMessage naming the live release by its GTIN-14 takes it down.
    const p = codes();
    const owner = await createUser('artist');
    const live = await releaseWithTracks(owner.id, 1, { upc: p.upc });
    const purge = fixture('purge.xml', p).replace(`<ICPN>${p.upc}</ICPN>`, `<ICPN>0${p.upc}</ICPN>`);
    const purged = await call(importRoute.POST, { as: admin, rawBody: form(purge) });
    expect(purged.status).toBe(201);
    expect(purged.json).toMatchObject({ id: live.id, status: 'taken_down' });
  });
});
