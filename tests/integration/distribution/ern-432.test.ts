// ERN 4.3.2 messages beside ERN 4.3 ones, through the conformance and import routes: the schema is chosen by
// the root element's namespace, a 4.3.2 message imports like its 4.3 twin (4.3.2 names the release genre
// DisplayGenre and puts a contributor's role in Role/Value), its errors are xmllint's, and a root in another
// namespace gets one clear line error naming the supported versions.
import { db } from '@/lib/platform/db';
import * as importRoute from '@/app/api/ddex/import/route';
import * as validateRoute from '@/app/api/ddex/validate/route';
import { call, createUser } from '../../helpers/api';
import { releaseWithTracks } from '../../helpers/royalties';
import { codes, fixture, form } from '../../helpers/ern-fixtures';

jest.setTimeout(120_000);

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser('admin');
});

/** What a release is, without what differs between two imports (ids, codes, dates of creation). */
async function releaseFields(id: string) {
  const r = await db.release.findUniqueOrThrow({
    where: { id },
    include: {
      tracks: { orderBy: { position: 'asc' }, include: { contributors: { orderBy: { id: 'asc' } } } },
      ernImports: true,
    },
  });
  return {
    title: r.title,
    primaryArtist: r.primaryArtist,
    releaseType: r.releaseType,
    genre: r.genre,
    label: r.label,
    pLine: r.pLine,
    cLine: r.cLine,
    explicit: r.explicit,
    territories: r.territories,
    status: r.status,
    releaseDate: r.releaseDate?.toISOString(),
    originalReleaseDate: r.originalReleaseDate?.toISOString(),
    tracks: r.tracks.map((t) => ({
      position: t.position,
      title: t.title,
      durationMs: t.durationMs,
      explicit: t.explicit,
      language: t.language,
      contributors: t.contributors.map((c) => [c.name, c.role]),
    })),
    ddexReleaseType: r.ernImports[0].ddexReleaseType,
    deals: r.ernImports[0].deals,
  };
}

describe('ERN 4.3.2 NewReleaseMessage', () => {
  it('validates against the 4.3.2 XSD and imports with the same release fields as its 4.3 twin', async () => {
    const c43 = codes();
    const c432 = codes();
    const xml43 = fixture('album-credits.xml', c43, 'Aurora Nord');
    const xml432 = fixture('album-credits-432.xml', c432, 'Aurora Nord');

    const report = await call(validateRoute.POST, { as: admin, rawBody: form(xml432) });
    expect(report.status).toBe(200);
    expect(report.json).toMatchObject({
      valid: true,
      errors: [],
      messageType: 'NewReleaseMessage',
      ernVersion: '4.3.2',
    });
    const report43 = await call(validateRoute.POST, { as: admin, rawBody: form(xml43) });
    expect(report43.json).toMatchObject({ valid: true, ernVersion: '4.3' });

    const a = await call(importRoute.POST, { as: admin, rawBody: form(xml43) });
    const b = await call(importRoute.POST, { as: admin, rawBody: form(xml432) });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.json).toMatchObject({ tracks: 2, upc: c43.upc, ernVersion: '4.3' });
    expect(b.json).toMatchObject({ tracks: 2, upc: c432.upc, ernVersion: '4.3.2', ddexReleaseType: 'Album' });

    const twin = await releaseFields(a.json.id);
    const imported = await releaseFields(b.json.id);
    expect(imported).toEqual(twin);
    // What both read: the genre (4.3 Genre, 4.3.2 DisplayGenre) and the credits (4.3 Role, 4.3.2 Role/Value).
    expect(imported).toMatchObject({
      title: 'Polarnacht',
      primaryArtist: 'Aurora Nord',
      genre: 'Electronic',
      label: 'Nordlicht Records',
      pLine: '2024 Nordlicht Records',
      territories: ['DE', 'AT', 'CH'],
      releaseDate: '2024-11-15T00:00:00.000Z',
      originalReleaseDate: '2024-01-01T00:00:00.000Z',
    });
    expect(imported.tracks[1]).toMatchObject({
      title: 'Schnee über Tromsø',
      durationMs: 225_500,
      language: 'de',
      contributors: [
        ['Aurora Nord', 'main_artist'],
        ['Ana Ruiz', 'featured_artist'],
        ['Ana Ruiz', 'composer'],
        ['Ana Ruiz', 'lyricist'],
        ['Jon Berg', 'producer'],
      ],
    });
    const status = await db.releaseStatusChange.findFirstOrThrow({ where: { releaseId: b.json.id } });
    expect(status.note).toBe('Imported from a DDEX ERN 4.3.2 message');
  });

  it("reports an invalid 4.3.2 message with xmllint's errors and lines, and the import refuses it with the same", async () => {
    const xml = fixture('album-credits-432-invalid.xml');
    // xmllint --noout --schema ern432/release-notification.xsd (libxml 2.9.14) on this fixture:
    const xmllint = [
      [81, "Element 'Value': [facet 'enumeration'] The value 'Producer' is not an element of the set {"],
      [84, "Element 'Duration': '3:45' is not a valid value of the atomic type 'xs:duration'."],
      [161, "Element 'Genre': This element is not expected. Expected is ( DisplayGenre )."],
    ];
    const report = await call(validateRoute.POST, { as: admin, rawBody: form(xml) });
    expect(report.status).toBe(200);
    expect(report.json).toMatchObject({ valid: false, ernVersion: '4.3.2', messageType: 'NewReleaseMessage' });
    const errors = report.json.errors as { line: number; message: string }[];
    expect(errors.map((e) => [e.line, e.message.split('{')[0] + (e.message.includes('{') ? '{' : '')])).toEqual(
      xmllint,
    );

    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/does not validate against ERN 4\.3\.2 \(3 errors\): line 81:/);
    expect(res.json.issues).toEqual(errors.map((e) => ({ path: `line ${e.line}`, message: e.message })));
  });

  it('refuses a 4.3 message relabelled as 4.3.2 where the versions differ (Genre is DisplayGenre in 4.3.2)', async () => {
    const xml = fixture('single-resource.xml').replace('http://ddex.net/xml/ern/43"', 'http://ddex.net/xml/ern/432"');
    const report = await call(validateRoute.POST, { as: admin, rawBody: form(xml) });
    expect(report.json).toMatchObject({
      valid: false,
      ernVersion: '4.3.2',
      errors: [{ line: 83, message: "Element 'Genre': This element is not expected. Expected is ( DisplayGenre )." }],
    });
  });
});

describe('ERN 4.3.2 PurgeReleaseMessage', () => {
  it('takes the named release down', async () => {
    const c = codes();
    const owner = await createUser('artist');
    const live = await releaseWithTracks(owner.id, 1, { upc: c.upc });
    const report = await call(validateRoute.POST, { as: admin, rawBody: form(fixture('purge-432.xml', c)) });
    expect(report.json).toMatchObject({ valid: true, messageType: 'PurgeReleaseMessage', ernVersion: '4.3.2' });
    const purged = await call(importRoute.POST, { as: admin, rawBody: form(fixture('purge-432.xml', c)) });
    expect(purged.status).toBe(201);
    expect(purged.json).toMatchObject({
      id: live.id,
      messageType: 'PurgeReleaseMessage',
      status: 'taken_down',
      ernVersion: '4.3.2',
    });
    expect((await db.release.findUniqueOrThrow({ where: { id: live.id } })).status).toBe('taken_down');
  });
});

describe('a root in another namespace', () => {
  const supported =
    'this platform validates ERN 4.3 (http://ddex.net/xml/ern/43) and ERN 4.3.2 (http://ddex.net/xml/ern/432) release notification messages only.';
  it.each([
    [
      'ERN 4.2',
      fixture('single-resource.xml').replace('ern/43"', 'ern/42"'),
      `The root element NewReleaseMessage is in the ERN 4.2 namespace (http://ddex.net/xml/ern/42): ${supported}`,
    ],
    [
      'ERN 3.8.2',
      fixture('single-resource.xml').replace('ern/43"', 'ern/382"'),
      `The root element NewReleaseMessage is in the ERN 3.8.2 namespace (http://ddex.net/xml/ern/382): ${supported}`,
    ],
    [
      'no namespace',
      '<?xml version="1.0"?>\n<NewReleaseMessage/>',
      `The root element NewReleaseMessage is in no namespace: ${supported}`,
    ],
  ])('%s: the report and the import give one clear line error', async (_n, xml, message) => {
    const report = await call(validateRoute.POST, { as: admin, rawBody: form(xml) });
    expect(report.status).toBe(200);
    expect(report.json).toMatchObject({ valid: false, ernVersion: null, errors: [{ line: 2, message }] });
    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain('does not validate against ERN 4.3 or 4.3.2 (1 error): line 2:');
    expect(res.json.issues).toEqual([{ path: 'line 2', message }]);
  });

  it('not XML: a 400 naming the supported versions from both routes', async () => {
    for (const route of [validateRoute, importRoute]) {
      const res = await call(route.POST, { as: admin, rawBody: form('ERN 4.3.2 please') });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('The file is not XML: send a DDEX ERN 4.3 or 4.3.2 message.');
    }
  });
});

describe("the import's record keeps the ERN version", () => {
  it('on the ErnImport row, in the audit entry and in the list of imports (GET /api/ddex/import)', async () => {
    const c43 = codes();
    const c432 = codes();
    const a = await call(importRoute.POST, { as: admin, rawBody: form(fixture('album-credits.xml', c43)) });
    const b = await call(importRoute.POST, { as: admin, rawBody: form(fixture('album-credits-432.xml', c432)) });
    expect([a.status, b.status]).toEqual([201, 201]);
    const cp = codes();
    const owner = await createUser('artist');
    const live = await releaseWithTracks(owner.id, 1, { upc: cp.upc });
    const p = await call(importRoute.POST, { as: admin, rawBody: form(fixture('purge-432.xml', cp)) });
    expect(p.status).toBe(201);

    const rows = await db.ernImport.findMany({ where: { messageId: { in: [c43.msg, c432.msg, cp.msg] } } });
    expect(Object.fromEntries(rows.map((r) => [r.messageId, [r.messageType, r.ernVersion]]))).toEqual({
      [c43.msg]: ['NewReleaseMessage', '4.3'],
      [c432.msg]: ['NewReleaseMessage', '4.3.2'],
      [cp.msg]: ['PurgeReleaseMessage', '4.3.2'],
    });
    const purgeAudit = await db.auditLog.findFirstOrThrow({
      where: { action: 'release.purge_ern', entityId: live.id },
    });
    expect(purgeAudit.meta).toEqual({ messageId: cp.msg, ernVersion: '4.3.2' });

    // The list staff read on /ddex-upload: newest first, each with its version and release.
    const list = await call(importRoute.GET, { as: admin, url: '/api/ddex/import?limit=200' });
    expect(list.status).toBe(200);
    const mine = (list.json.items as { messageId: string }[]).filter((i) =>
      [c43.msg, c432.msg, cp.msg].includes(i.messageId),
    );
    expect(mine).toEqual([
      expect.objectContaining({
        messageId: cp.msg,
        messageType: 'PurgeReleaseMessage',
        ernVersion: '4.3.2',
        release: expect.objectContaining({ id: live.id, status: 'taken_down' }),
        importedBy: admin.name,
      }),
      expect.objectContaining({
        messageId: c432.msg,
        ernVersion: '4.3.2',
        ddexReleaseType: 'Album',
        release: expect.objectContaining({ id: b.json.id, title: 'Polarnacht', upc: c432.upc }),
      }),
      expect.objectContaining({
        messageId: c43.msg,
        ernVersion: '4.3',
        release: expect.objectContaining({ id: a.json.id }),
      }),
    ]);
    expect(list.json.total).toBeGreaterThanOrEqual(3);
  });
});
