// ERN 4.3 messages from other distributors (tests/fixtures/ern): encodings, message types, what a
// release is (discs, video, DJ mix components, release types, dates, deals), conformance, idempotency.
import { db } from '@/lib/platform/db';
import * as importRoute from '@/app/api/ddex/import/route';
import * as validateRoute from '@/app/api/ddex/validate/route';
import { validateErn } from '@/lib/distribution/ern/validate';
import { call, createUser } from '../../helpers/api';
import { releaseWithTracks } from '../../helpers/royalties';
import { codes, fixture, form } from '../../helpers/ern-fixtures';

jest.setTimeout(120_000);

const utf16 = (xml: string, be = false) => {
  const body = Buffer.from(xml.replace('encoding="UTF-8"', 'encoding="UTF-16"'), 'utf16le');
  return Buffer.concat([Buffer.from(be ? [0xfe, 0xff] : [0xff, 0xfe]), be ? body.swap16() : body]);
};

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser('admin');
});

const load = (id: string) =>
  db.release.findUniqueOrThrow({
    where: { id },
    include: { tracks: { orderBy: { position: 'asc' } }, ernImports: true },
  });

describe('ERN 4.3 NewReleaseMessage', () => {
  it('imports discs in sequence with the video, dates, lines, genre, warning, territories, deals and non-Latin text', async () => {
    const c = codes();
    const xml = fixture('album-discs-video.xml', c);
    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ tracks: 4, upc: c.upc, releaseType: 'album', ddexReleaseType: 'Album' });
    const r = await load(res.json.id);
    expect(r).toMatchObject({
      title: '夜明けの歌',
      primaryArtist: '坂本 龍一',
      releaseType: 'album',
      genre: 'J-Pop',
      label: '東京レコード',
      pLine: '2025 東京レコード',
      cLine: '2025 東京レコード',
      explicit: true,
      territories: ['JP', 'US', 'CA'],
      status: 'draft',
    });
    expect(r.releaseDate?.toISOString().slice(0, 10)).toBe('2025-06-20');
    expect(r.originalReleaseDate?.toISOString().slice(0, 10)).toBe('1998-03-11');
    expect(r.tracks.map((t) => [t.title, t.isrc, t.durationMs])).toEqual([
      ['夜明け', c.isrc(1), 205_000],
      ['Ночь & день', c.isrc(2), 242_250],
      ['Café del Mar — Remix', c.isrc(3), 3_723_000],
      ['夜明け (Music Video)', c.isrc(4), 241_500],
    ]);
    const imp = r.ernImports[0];
    expect(imp.ddexReleaseType).toBe('Album');
    expect((imp.resources as { kind: string; disc: number }[]).map((x) => [x.kind, x.disc])).toEqual([
      ['SoundRecording', 1],
      ['SoundRecording', 1],
      ['SoundRecording', 2],
      ['Video', 2],
    ]);
    expect((imp.deals as { startDate: string }[]).map((d) => d.startDate)).toEqual(['2025-06-20', '2025-07-01']);

    // The same message again: the same release, not a second one.
    const again = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id: res.json.id, duplicate: true });
    expect(await db.ernImport.count({ where: { messageId: c.msg } })).toBe(1);
  });

  it.each([
    ['UTF-16 LE with its BOM', (x: string) => utf16(x)],
    ['UTF-16 BE with its BOM', (x: string) => utf16(x, true)],
    ['UTF-8 with a BOM', (x: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(x)])],
  ])('validates and imports %s', async (_n, encode) => {
    const c = codes();
    const bytes = encode(fixture('album-discs-video.xml', c));
    const report = await call(validateRoute.POST, { as: admin, rawBody: form(bytes) });
    expect(report.json).toMatchObject({ valid: true, errors: [], messageType: 'NewReleaseMessage' });
    const res = await call(importRoute.POST, { as: admin, rawBody: form(bytes) });
    expect(res.status).toBe(201);
    expect((await load(res.json.id)).tracks[1].title).toBe('Ночь & день');
  });

  it('honours an ISO-8859-1 prolog', async () => {
    const c = codes();
    const xml = fixture('single-resource.xml', c, 'Björk Guðmundsdóttir')
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
      .replace(/[^\u0000-\u00ff]/g, 'X'); // only Latin-1 characters in a Latin-1 file
    const res = await call(importRoute.POST, { as: admin, rawBody: form(Buffer.from(xml, 'latin1')) });
    expect(res.status).toBe(201);
    expect((await load(res.json.id)).primaryArtist).toBe('Björk Guðmundsdóttir');
  });

  it('keeps a DJ mix as one track with its component recordings', async () => {
    const c = codes();
    const res = await call(importRoute.POST, { as: admin, rawBody: form(fixture('dj-mix.xml', c)) });
    expect(res.status).toBe(201);
    const r = await load(res.json.id);
    expect(r.tracks.map((t) => t.title)).toEqual(['Summer Mix 2025']);
    expect(r.ernImports[0].ddexReleaseType).toBe('DjMix');
    expect((r.ernImports[0].resources as { components: unknown[] }[])[0].components).toEqual([
      { isrc: c.isrc(2), title: 'Component One' },
      { isrc: c.isrc(3), title: 'Component Two' },
    ]);
    expect(await db.track.count({ where: { isrc: c.isrc(2) } })).toBe(0);
  });

  it('maps SingleResourceRelease to a single', async () => {
    const res = await call(importRoute.POST, { as: admin, rawBody: form(fixture('single-resource.xml')) });
    expect(res.json).toMatchObject({ releaseType: 'single', ddexReleaseType: 'SingleResourceRelease', tracks: 1 });
  });
});

describe('ERN 4.3 shapes other distributors send', () => {
  it('takes the default (else the message language) title, party name, date, warning and line, and leaves TrackReleases and their deals out', async () => {
    const c = codes();
    const res = await call(importRoute.POST, { as: admin, rawBody: form(fixture('album-multilingual.xml', c)) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ tracks: 2, ddexReleaseType: 'Album' });
    const r = await db.release.findUniqueOrThrow({
      where: { id: res.json.id },
      include: {
        tracks: { orderBy: { position: 'asc' }, include: { contributors: { orderBy: { id: 'asc' } } } },
        ernImports: true,
      },
    });
    // Several DisplayTitleText / DisplayTitle / DisplayArtistName: the IsDefault one, not the first.
    expect(r).toMatchObject({ title: '極夜', primaryArtist: '坂本 龍一', territories: ['DE', 'AT', 'CH'] });
    // Several ReleaseDate / ParentalWarningType per territory: the default; several PLines: the message's language.
    expect(r.releaseDate?.toISOString().slice(0, 10)).toBe('2024-11-15');
    expect(r).toMatchObject({ explicit: true, pLine: '2024 北極光レコード' });
    expect(r.tracks.map((t) => [t.title, t.version, t.isrc])).toEqual([
      ['北の光', 'ライブ', c.isrc(1)],
      ['Schnee über Tromsø', '', c.isrc(2)],
    ]);
    // Display artists through the PartyList: the party name in the message's language (ja), not the first.
    expect(r.tracks[0].contributors.map((x) => [x.name, x.role])).toContainEqual(['坂本 龍一', 'main_artist']);
    // The TrackReleases' worldwide download deal is theirs, not the album's.
    expect((r.ernImports[0].deals as { territories: string[] }[]).map((d) => d.territories)).toEqual([
      ['DE', 'AT', 'CH'],
    ]);
  });
});

describe('other message types and bad messages', () => {
  it('PurgeReleaseMessage takes the named release down, or answers 404 naming it', async () => {
    const c = codes();
    const unknown = await call(importRoute.POST, { as: admin, rawBody: form(fixture('purge.xml', c)) });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toContain(`ICPN ${c.upc}`);
    const owner = await createUser('artist');
    const live = await releaseWithTracks(owner.id, 1, { upc: c.upc });
    const purged = await call(importRoute.POST, { as: admin, rawBody: form(fixture('purge.xml', c)) });
    expect(purged.status).toBe(201);
    expect(purged.json).toMatchObject({ id: live.id, messageType: 'PurgeReleaseMessage', status: 'taken_down' });
    expect((await db.release.findUniqueOrThrow({ where: { id: live.id } })).status).toBe('taken_down');
    const report = await call(validateRoute.POST, { as: admin, rawBody: form(fixture('purge.xml', c)) });
    expect(report.json).toMatchObject({ valid: true, messageType: 'PurgeReleaseMessage' });
  });

  it('refuses an UpdateReleaseMessage root with a line error that explains ERN 4.3', async () => {
    const xml = fixture('single-resource.xml').replaceAll('ern:NewReleaseMessage', 'ern:UpdateReleaseMessage');
    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(400);
    expect(res.json.issues[0]).toMatchObject({ path: 'line 2' });
    expect(res.json.error).toMatch(/ERN 4.3 and 4.3.2 have no UpdateReleaseMessage.*NewReleaseMessage/);
    const report = await call(validateRoute.POST, { as: admin, rawBody: form(xml) });
    expect(report.json.valid).toBe(false);
    expect(report.json.messageType).toBe('UpdateReleaseMessage');
    expect(report.json.warnings[0]).toMatchObject({ line: 2 });
  });

  it('reports the XSD verdict with every error and line, AVS warnings apart, and refuses the import with the same errors', async () => {
    const xml = fixture('single-resource.xml')
      .replace('<DisplayTitleText>Only One</DisplayTitleText>\n', '')
      .replace('<Duration>PT2M59S</Duration>', '<Duration>PT0S</Duration>');
    const xsd = await validateErn(xml);
    expect(xsd.valid).toBe(false);
    const report = await call(validateRoute.POST, { as: admin, rawBody: form(xml) });
    expect(report.json.valid).toBe(false);
    expect(report.json.errors).toEqual(xsd.errors);
    expect(report.json.errors[0].line).toEqual(expect.any(Number));
    expect(report.json.warnings).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: expect.stringMatching(/Duration PT0S is zero/) })]),
    );
    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual(xsd.errors.map((e) => ({ path: `line ${e.line}`, message: e.message })));
    // A valid message with a warning keeps its verdict.
    const ok = fixture('single-resource.xml').replace('<Duration>PT2M59S</Duration>', '<Duration>PT0S</Duration>');
    const okReport = await call(validateRoute.POST, { as: admin, rawBody: form(ok) });
    expect(okReport.json.valid).toBe(true);
    expect(okReport.json.warnings.length).toBeGreaterThan(0);
  });

  it.each([
    ['garbage', 'not xml at all'],
    ['an empty file', ''],
    ['a truncated message', '<?xml version="1.0"?><ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">'],
    ['another root', '<?xml version="1.0"?><Catalog/>'],
    ['a bad declared encoding', '<?xml version="1.0" encoding="X-NOPE"?><a/>'],
  ])('answers %s with a 400, never a 500', async (_n, body) => {
    const res = await call(importRoute.POST, { as: admin, rawBody: form(body) });
    expect(res.status).toBe(400);
  });
});
