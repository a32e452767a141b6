// ERN 4.3.2 messages in the shapes other distributors send (tests/fixtures/ern/album-groups-432.xml, valid against
// the 4.3.2 XSD): a main Release with a TrackRelease per track, discs as nested ResourceGroups with a group inside
// a disc, LinkedReleaseResourceReferences and a cover image among the content items; a ReleaseList that breaks the
// XSD; a PurgeReleaseMessage; UTF-16 with and without a byte order mark; codes and languages as other systems
// write them.
import { db } from '@/lib/platform/db';
import * as importRoute from '@/app/api/ddex/import/route';
import * as validateRoute from '@/app/api/ddex/validate/route';
import * as qcRoute from '@/app/api/releases/[id]/qc/route';
import { call, createUser } from '../../helpers/api';
import { releaseWithTracks } from '../../helpers/royalties';
import { codes, fixture, form } from '../../helpers/ern-fixtures';

jest.setTimeout(120_000);

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser('admin');
});

/** The bytes of a message re-encoded as UTF-16 (its prolog saying so), with or without a byte order mark. */
function utf16(xml: string, opts: { be?: boolean; bom?: boolean } = {}) {
  const body = Buffer.from(xml.replace('encoding="UTF-8"', 'encoding="UTF-16"'), 'utf16le');
  if (opts.be) body.swap16();
  return opts.bom === false ? body : Buffer.concat([Buffer.from(opts.be ? [0xfe, 0xff] : [0xff, 0xfe]), body]);
}

async function imported(id: string) {
  return db.release.findUniqueOrThrow({
    where: { id },
    include: { tracks: { orderBy: { position: 'asc' } }, ernImports: true },
  });
}

describe('a main Release with TrackReleases, nested ResourceGroups and linked resources', () => {
  it('imports the main release: tracks in disc and group order, the image and the TrackReleases left out', async () => {
    const c = codes();
    const xml = fixture('album-groups-432.xml', c);
    const report = await call(validateRoute.POST, { as: admin, rawBody: form(xml) });
    expect(report.json).toMatchObject({ valid: true, errors: [], ernVersion: '4.3.2' });
    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ title: 'Zwei Lichter', tracks: 5, ddexReleaseType: 'Album', upc: c.upc });
    const r = await imported(res.json.id);
    expect(r.tracks.map((t) => [t.position, t.title, t.isrc])).toEqual([
      [1, 'Prelude', c.isrc(1)],
      [2, 'Nordwind', c.isrc(2)],
      [3, 'Suite I: Morgen', c.isrc(3)],
      [4, 'Suite II: Abend', c.isrc(4)],
      [5, 'Coda', c.isrc(5)],
    ]);
    const resources = r.ernImports[0].resources as { reference: string; disc: number }[];
    expect(resources.map((x) => [x.reference, x.disc])).toEqual([
      ['A1', 1],
      ['A2', 1],
      ['A3', 2],
      ['A4', 2],
      ['A5', 2],
    ]);
    // The main release's deal only: the TrackReleases' worldwide downloads are theirs.
    expect(r.territories).toEqual(['DE']);
    expect((r.ernImports[0].deals as { territories: string[] }[]).map((d) => d.territories)).toEqual([['DE']]);
  });

  it.each([
    ['UTF-16 LE with its BOM', {}],
    ['UTF-16 BE with its BOM', { be: true }],
    ['UTF-16 LE without a BOM', { bom: false }],
    ['UTF-16 BE without a BOM', { be: true, bom: false }],
  ])('validates and imports the same message in %s', async (_n, opts) => {
    const c = codes();
    const bytes = utf16(fixture('album-groups-432.xml', c, 'Ærø Kvartett'), opts);
    const report = await call(validateRoute.POST, { as: admin, rawBody: form(bytes) });
    expect(report.json).toMatchObject({ valid: true, errors: [], ernVersion: '4.3.2' });
    const res = await call(importRoute.POST, { as: admin, rawBody: form(bytes) });
    expect(res.status).toBe(201);
    const r = await imported(res.json.id);
    expect([r.primaryArtist, r.tracks.length, r.tracks[2].title]).toEqual(['Ærø Kvartett', 5, 'Suite I: Morgen']);
  });

  it('two Release elements: the XSD allows one, and the report and import give its error on its line', async () => {
    const xml = fixture('album-groups-432.xml');
    const release = xml.slice(
      xml.indexOf('    <Release>'),
      xml.indexOf('    </Release>\n') + '    </Release>\n'.length,
    );
    const twice = xml.replace(release, release + release.replace('<ReleaseReference>R0<', '<ReleaseReference>R9<'));
    const line = twice.slice(0, twice.lastIndexOf('    <Release>')).split('\n').length;
    // xmllint --noout --schema ern432/release-notification.xsd (libxml 2.9.14), on the same message:
    const message =
      "Element 'Release': This element is not expected. Expected is one of ( TrackRelease, ClipRelease ).";
    const report = await call(validateRoute.POST, { as: admin, rawBody: form(twice) });
    expect(report.json).toMatchObject({ valid: false, ernVersion: '4.3.2', errors: [{ line, message }] });
    const res = await call(importRoute.POST, { as: admin, rawBody: form(twice) });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([{ path: `line ${line}`, message }]);
  });

  it('TrackReleases without a main Release (valid): a 400 saying what the import needs', async () => {
    const xml = fixture('album-groups-432.xml');
    const release = xml.slice(
      xml.indexOf('    <Release>'),
      xml.indexOf('    </Release>\n') + '    </Release>\n'.length,
    );
    const tracksOnly = xml.replace(release, '');
    expect((await call(validateRoute.POST, { as: admin, rawBody: form(tracksOnly) })).json.valid).toBe(true);
    const res = await call(importRoute.POST, { as: admin, rawBody: form(tracksOnly) });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(
      'The message has no main Release, only 5 TrackReleases: a release is imported from its main Release (a TrackRelease offers one of its tracks on its own).',
    );
  });
});

describe('a main release without recordings', () => {
  it('a message whose release holds only its cover image (valid) is refused, not imported as an empty draft', async () => {
    const xml = fixture('album-groups-432.xml')
      .replace(/ {4}<SoundRecording>[\s\S]*?<\/SoundRecording>\n/g, '')
      .replace(/ {4}<TrackRelease>[\s\S]*?<\/TrackRelease>\n/g, '')
      .replace(
        /\s*<ResourceGroupContentItem>\s*<SequenceNumber>\d<\/SequenceNumber>\s*<ReleaseResourceReference>A[1-5]<\/ReleaseResourceReference>\s*(<LinkedReleaseResourceReference[^>]*>A6<\/LinkedReleaseResourceReference>\s*)?<\/ResourceGroupContentItem>/g,
        '',
      )
      .replace(
        / {4}<ReleaseDeal>\s*(<DealReleaseReference>R[1-5]<\/DealReleaseReference>\s*)+<Deal>[\s\S]*?<\/ReleaseDeal>\n/,
        '',
      );
    expect((await call(validateRoute.POST, { as: admin, rawBody: form(xml) })).json).toMatchObject({ valid: true });
    const before = await db.release.count();
    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('The main release R0 has no SoundRecording or Video: there is no track to import.');
    expect(await db.release.count()).toBe(before);
  });
});

describe('ERN 4.3.2 PurgeReleaseMessage', () => {
  it('in UTF-16 takes the named release down', async () => {
    const c = codes();
    const owner = await createUser('artist');
    const live = await releaseWithTracks(owner.id, 1, { upc: c.upc });
    const bytes = utf16(fixture('purge-432.xml', c), { be: true });
    const report = await call(validateRoute.POST, { as: admin, rawBody: form(bytes) });
    expect(report.json).toMatchObject({ valid: true, messageType: 'PurgeReleaseMessage', ernVersion: '4.3.2' });
    const res = await call(importRoute.POST, { as: admin, rawBody: form(bytes) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ id: live.id, status: 'taken_down', ernVersion: '4.3.2' });
  });

  it('naming the release by a proprietary id only: 404 naming it', async () => {
    const c = codes();
    const xml = fixture('purge-432.xml', c).replace(
      `<ICPN>${c.upc}</ICPN>`,
      '<ProprietaryId Namespace="DPID:PADPIDA2011071501F">CAT-0042</ProprietaryId>',
    );
    expect((await call(validateRoute.POST, { as: admin, rawBody: form(xml) })).json.valid).toBe(true);
    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('The release to purge (CAT-0042, "Purged Release") is not in the catalog.');
  });
});

describe('codes and languages as other systems write them', () => {
  const lineWith = (xml: string, needle: string) => xml.slice(0, xml.indexOf(needle)).split('\n').length;

  it('reads through comments between and inside elements, processing instructions and CDATA text', async () => {
    const c = codes();
    const xml = fixture('album-groups-432.xml', c)
      .replaceAll('    <SoundRecording>\n', '    <!-- next recording -->\n    <SoundRecording>\n')
      .replace(
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        '<?xml version="1.0" encoding="UTF-8"?>\n<?sender-tool v2?>\n',
      )
      .replace('<TitleText>Nordwind</TitleText>', '<TitleText>Nord<!-- sic -->wind</TitleText>')
      .replace('<TitleText>Coda</TitleText>', '<TitleText><![CDATA[Coda & <Reprise> <!-- kept -->]]></TitleText>');
    expect((await call(validateRoute.POST, { as: admin, rawBody: form(xml) })).json).toMatchObject({ valid: true });
    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(201);
    expect((await imported(res.json.id)).tracks.map((t) => t.title)).toEqual([
      'Prelude',
      'Nordwind',
      'Suite I: Morgen',
      'Suite II: Abend',
      'Coda & <Reprise> <!-- kept -->',
    ]);
  });

  it('stores an ISRC written with hyphens in lower case as the code itself, so the catalog knows it afterwards', async () => {
    const a = codes();
    const spaced = (isrc: string) =>
      `${isrc.slice(0, 2)}-${isrc.slice(2, 5)}-${isrc.slice(5, 7)}-${isrc.slice(7)}`.toLowerCase();
    const xml = fixture('album-groups-432.xml', a).replace(
      `<ISRC>${a.isrc(1)}</ISRC>`,
      `<ISRC>${spaced(a.isrc(1))}</ISRC>`,
    );
    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(201);
    expect((await imported(res.json.id)).tracks[0].isrc).toBe(a.isrc(1));
    // Another message bringing the same recording's ISRC, written plainly: the catalog knows it as the code it stored.
    const b = codes();
    const again = fixture('album-groups-432.xml', b).replace(`<ISRC>${b.isrc(3)}</ISRC>`, `<ISRC>${a.isrc(1)}</ISRC>`);
    const other = await createUser('admin');
    const dup = await call(importRoute.POST, { as: other, rawBody: form(again) });
    expect(dup.status).toBe(400);
    expect(dup.json.error).toMatch(
      /^ISRC QZ-ERN-\d\d-\d{5} \(resource A3\) is already used by another owner's recording in the catalog\.$/,
    );
    expect(dup.json.issues).toEqual([{ path: `line ${lineWith(again, a.isrc(1))}`, message: dup.json.error }]);
    expect(await db.release.count({ where: { upc: b.upc } })).toBe(0);
  });

  it('imports the album of a single already imported: the recording keeps its ISRC on both releases', async () => {
    const single = codes();
    const first = await call(importRoute.POST, { as: admin, rawBody: form(fixture('album-groups-432.xml', single)) });
    expect(first.status).toBe(201);
    // The album repeats two recordings of the earlier release, one written with hyphens.
    const album = codes();
    const xml = fixture('album-groups-432.xml', album)
      .replace(`<ISRC>${album.isrc(1)}</ISRC>`, `<ISRC>${single.isrc(2)}</ISRC>`)
      .replace(
        `<ISRC>${album.isrc(5)}</ISRC>`,
        `<ISRC>${single.isrc(5).slice(0, 2)}-${single.isrc(5).slice(2)}</ISRC>`,
      );
    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(201);
    const r = await imported(res.json.id);
    expect(r.tracks.map((t) => t.isrc)).toEqual([
      single.isrc(2),
      album.isrc(2),
      album.isrc(3),
      album.isrc(4),
      single.isrc(5),
    ]);
    expect(await db.track.count({ where: { isrc: single.isrc(2) } })).toBe(2);
    // The same recording twice in one message is still refused.
    const twice = codes();
    const bad = fixture('album-groups-432.xml', twice).replace(
      `<ISRC>${twice.isrc(2)}</ISRC>`,
      `<ISRC>${twice.isrc(1)}</ISRC>`,
    );
    const refused = await call(importRoute.POST, { as: admin, rawBody: form(bad) });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('Resources A1 and A2 have the same ISRC; each track needs its own.');
  });

  it('refuses a malformed ISRC; keeps an ICPN with a wrong check digit as a draft that cannot be approved', async () => {
    const c = codes();
    const badIsrc = fixture('album-groups-432.xml', c).replace(`<ISRC>${c.isrc(2)}</ISRC>`, '<ISRC>N/A</ISRC>');
    const res = await call(importRoute.POST, { as: admin, rawBody: form(badIsrc) });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(
      'Resource A2: ISRC N/A is not valid. An ISRC has 12 characters (CC-XXX-YY-NNNNN); "N/A" has 3.',
    );
    expect(res.json.issues[0].path).toBe(`line ${lineWith(badIsrc, '<ISRC>N/A')}`);

    // Valid against the XSD, as DDEX's own samples with placeholder barcodes are: imported, with a warning on its line.
    const wrong = `${c.upc.slice(0, 12)}${(Number(c.upc[12]) + 1) % 10}`;
    const badIcpn = fixture('album-groups-432.xml', c).replace(`<ICPN>${c.upc}</ICPN>`, `<ICPN>${wrong}</ICPN>`);
    const res2 = await call(importRoute.POST, { as: admin, rawBody: form(badIcpn) });
    expect(res2.status).toBe(201);
    expect(res2.json.upc).toBe(wrong);
    expect(res2.json.warnings).toEqual([
      {
        path: `line ${lineWith(badIcpn, `<ICPN>${wrong}`)}`,
        message: `The release's ICPN ${wrong} is kept, but stores will refuse it: The check digit of ${wrong} should be ${c.upc[12]}: check for a typing error. Correct the UPC before submitting the release.`,
      },
    ]);
    // Quality control holds it until the code is corrected.
    const qc = await call(qcRoute.GET, { as: admin, params: { id: res2.json.id } });
    expect(qc.json.ok).toBe(false);
    expect(qc.json.issues).toContainEqual(
      expect.objectContaining({
        rule: 'codes',
        field: 'upc',
        severity: 'error',
        message: expect.stringContaining(wrong),
      }),
    );
  });

  it("keeps a track's main language of performance whole (fil, zxx, de-AT as de) and the release's metadata language", async () => {
    const c = codes();
    const lang = (n: number, inner: string) => (xml: string) =>
      xml.replace(new RegExp(`(<ISRC>${c.isrc(n)}</ISRC>[\\s\\S]*?<Duration>[^<]*</Duration>\n)`), `$1${inner}`);
    let xml = fixture('album-groups-432.xml', c).replace('LanguageAndScriptCode="en"', 'LanguageAndScriptCode="de-AT"');
    xml = lang(1, '      <LanguageOfPerformance>fil</LanguageOfPerformance>\n')(xml);
    xml = lang(2, '      <LanguageOfPerformance>zxx</LanguageOfPerformance>\n')(xml);
    xml = lang(
      3,
      '      <LanguageOfPerformance>en</LanguageOfPerformance>\n      <LanguageOfPerformance IsMainLanguage="true">de-AT</LanguageOfPerformance>\n',
    )(xml);
    expect((await call(validateRoute.POST, { as: admin, rawBody: form(xml) })).json.errors).toEqual([]);
    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(201);
    const r = await imported(res.json.id);
    expect([r.language, ...r.tracks.map((t) => t.language)]).toEqual(['de', 'fil', 'zxx', 'de', 'en', 'en']);
  });
});
