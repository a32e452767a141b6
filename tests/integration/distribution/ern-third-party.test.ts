// ERN 4.3 messages shaped as other people's tools and DDEX's own samples write them (docs/distribution.md, "Messages
// from others"): each test rebuilds the shape that broke on one of those messages in a minimal fixture.
import { db } from '@/lib/platform/db';
import * as importRoute from '@/app/api/ddex/import/route';
import { call, createUser } from '../../helpers/api';
import { releaseWithTracks } from '../../helpers/royalties';
import { codes, fixture, form } from '../../helpers/ern-fixtures';

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

describe('P and C lines', () => {
  // DDEX's "8 DjMix" writes "(P) 2017 Dubset Media" / "(C) 2017 Dubset Media"; "1 Audio" gives a PLine per
  // recording and none on the release. The builder and the pages put "℗ " / "© " before the kept text.
  it('keeps the text without its "(P)"/"(C)" mark, and the PLine the recordings share when the release has none', async () => {
    const c = codes();
    const res = await call(importRoute.POST, { as: admin, rawBody: form(fixture('album-classical-works.xml', c)) });
    expect(res.status).toBe(201);
    const r = await db.release.findUniqueOrThrow({ where: { id: res.json.id } });
    expect(r).toMatchObject({ pLine: '2003 Nordlicht Klassik', cLine: '2003 Nordlicht Klassik' });

    // Recordings with different PLines: the release's is not guessed.
    const d = codes();
    const mixed = fixture('album-classical-works.xml', d).replace(
      '(P) 2003 Nordlicht Klassik</PLineText>',
      '(P) 1999 Other Label</PLineText>',
    );
    const res2 = await call(importRoute.POST, { as: admin, rawBody: form(mixed) });
    expect(res2.status).toBe(201);
    expect(await db.release.findUniqueOrThrow({ where: { id: res2.json.id } })).toMatchObject({ pLine: '' });
  });
});

describe("a work's movements", () => {
  // DDEX's "Variant Classical" sample groups each concerto's movements in a MultiWorkPart ResourceGroup directly in
  // the release's group: one disc of twelve tracks, not four discs of three.
  it('keeps MultiWorkPart groups on their disc and numbers the tracks on the disc', async () => {
    const c = codes();
    const res = await call(importRoute.POST, { as: admin, rawBody: form(fixture('album-classical-works.xml', c)) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ tracks: 3, releaseType: 'album', ddexReleaseType: 'ClassicalAlbum' });
    const r = await db.release.findUniqueOrThrow({
      where: { id: res.json.id },
      include: { tracks: { orderBy: { position: 'asc' } }, ernImports: true },
    });
    expect(r.tracks.map((t) => [t.position, t.title, t.isrc, t.durationMs])).toEqual([
      [1, 'Concerto No. 1: I. Allegro', c.isrc(1), 201_000],
      [2, 'Concerto No. 1: II. Largo', c.isrc(2), 161_000],
      [3, 'Concerto No. 2: I. Allegro non molto', c.isrc(3), 285_000],
    ]);
    const resources = r.ernImports[0].resources as { reference: string; disc: number; sequence: number }[];
    expect(resources.map((x) => [x.reference, x.disc, x.sequence])).toEqual([
      ['A1', 1, 1],
      ['A2', 1, 2],
      ['A3', 1, 3],
    ]);
  });
});

describe('a MessageId used twice', () => {
  // DDEX's samples "2 Video" and "3 MixedMedia" share sender, MessageId (test1) and ReleaseReference (R0) but name
  // two products: the second was answered as a duplicate of the first, with the first's release.
  it('answers the same message with its release, and refuses the MessageId naming another ICPN with 409', async () => {
    const first = codes();
    const res = await call(importRoute.POST, { as: admin, rawBody: form(fixture('single-resource.xml', first)) });
    expect(res.status).toBe(201);
    const again = await call(importRoute.POST, { as: admin, rawBody: form(fixture('single-resource.xml', first)) });
    expect(again.json).toMatchObject({ id: res.json.id, duplicate: true });

    const other = { ...codes(), msg: first.msg };
    const reused = await call(importRoute.POST, { as: admin, rawBody: form(fixture('album-discs-video.xml', other)) });
    expect(reused.status).toBe(409);
    expect(reused.json.error).toBe(
      `MessageId ${first.msg} (release R0) was already imported for another release, "Only One" (UPC ${first.upc}), and this message names ICPN ${other.upc}: a sender never uses a MessageId twice (DDEX), so it is not imported. Send it with a new MessageId.`,
    );
    expect(await db.release.count({ where: { upc: other.upc } })).toBe(0);
  });
});

describe('one MessageId, two senders', () => {
  // DDEX: "The MessageId shall be, in combination with the DPID of the MessageSender, globally unique". Senders
  // number their messages their own way (test1, 1234-1 in DDEX's samples) and nearly all call their release R0.
  it("imports another sender's message with the same MessageId and release reference as its own release", async () => {
    const first = codes();
    const a = await call(importRoute.POST, { as: admin, rawBody: form(fixture('single-resource.xml', first)) });
    expect(a.status).toBe(201);
    const other = { ...codes(), msg: first.msg };
    const xml = fixture('album-discs-video.xml', other).replace(
      '<PartyId>PADPIDA2011071501F</PartyId>',
      '<PartyId>PADPIDA2013042401U</PartyId>',
    );
    const b = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(b.status).toBe(201);
    expect(b.json).toMatchObject({ upc: other.upc, tracks: 4 });
    expect(b.json.id).not.toBe(a.json.id);
    // The same message from that sender again: its own release.
    const again = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(again.json).toMatchObject({ id: b.json.id, duplicate: true });

    const list = await call(importRoute.GET, { as: admin, url: '/api/ddex/import?limit=50' });
    const mine = (list.json.items as { messageId: string; senderPartyId: string; release: { upc: string } }[])
      .filter((i) => i.messageId === first.msg)
      .map((i) => [i.senderPartyId, i.release.upc]);
    expect(mine.sort()).toEqual([
      ['PADPIDA2011071501F', first.upc],
      ['PADPIDA2013042401U', other.upc],
    ]);
  });
});

it('answers a message imported before senders were recorded with its release', async () => {
  const c = codes();
  const res = await call(importRoute.POST, { as: admin, rawBody: form(fixture('single-resource.xml', c)) });
  expect(res.status).toBe(201);
  // As the row of an import recorded before the migration ern_import_sender.
  await db.ernImport.updateMany({ where: { messageId: c.msg }, data: { senderPartyId: '' } });
  const again = await call(importRoute.POST, { as: admin, rawBody: form(fixture('single-resource.xml', c)) });
  expect(again.status).toBe(200);
  expect(again.json).toMatchObject({ id: res.json.id, duplicate: true });
});
