// ERN 4.3 messages as senders legally differ (XSD-valid variants of one album, docs/distribution.md "How senders
// differ"), part 1: localised and territorial values, the ReleaseList, track order and durations. Each is
// imported through POST /api/ddex/import and read back as the release page's API shows it.
import * as importRoute from '@/app/api/ddex/import/route';
import { db } from '@/lib/platform/db';
import { call, createUser } from '../../helpers/api';
import { codes, form } from '../../helpers/ern-fixtures';
import { deal, imported as importedAs, item, message, recording, type Variant } from '../../helpers/ern-variants';

jest.setTimeout(120_000);

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser('admin');
});
const imported = (v: Variant) => importedAs(admin, v);

describe('1. several localised names', () => {
  it('takes the IsDefault one when it is not first', async () => {
    const { r } = await imported({
      releaseNames:
        '<DisplayTitleText LanguageAndScriptCode="en">Polar Night</DisplayTitleText><DisplayTitleText LanguageAndScriptCode="sv" IsDefault="true">Polarnatt</DisplayTitleText>' +
        '<DisplayTitle LanguageAndScriptCode="en"><TitleText>Polar Night</TitleText></DisplayTitle><DisplayTitle LanguageAndScriptCode="sv" IsDefault="true"><TitleText>Polarnatt</TitleText></DisplayTitle>' +
        '<DisplayArtistName LanguageAndScriptCode="en">Mara Lind</DisplayArtistName><DisplayArtistName LanguageAndScriptCode="sv" IsDefault="true">Mara Lindqvist</DisplayArtistName>' +
        '<DisplayArtist SequenceNumber="1"><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>',
    });
    expect(r).toMatchObject({ title: 'Polarnatt', primaryArtist: 'Mara Lindqvist' });
  });

  it("takes the one in the message's language when none is default, also when it names a script or region", async () => {
    const { r } = await imported({
      rootAttrs: 'LanguageAndScriptCode="ja"',
      releaseNames:
        '<DisplayTitleText LanguageAndScriptCode="ja-Latn">Kyokuya</DisplayTitleText><DisplayTitleText LanguageAndScriptCode="ja-Jpan">極夜</DisplayTitleText>' +
        '<DisplayTitle LanguageAndScriptCode="ja-Latn"><TitleText>Kyokuya</TitleText></DisplayTitle><DisplayTitle LanguageAndScriptCode="ja-Jpan"><TitleText>極夜</TitleText></DisplayTitle>' +
        '<DisplayArtistName LanguageAndScriptCode="en">Mara Lind</DisplayArtistName><DisplayArtistName LanguageAndScriptCode="ja">マラ・リンド</DisplayArtistName>' +
        '<DisplayArtist SequenceNumber="1"><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>',
    });
    expect(r).toMatchObject({ title: '極夜', primaryArtist: 'マラ・リンド', language: 'ja' });
  });
});

describe('2. territory-specific values', () => {
  it('takes the Worldwide one, not whichever comes first', async () => {
    const { r } = await imported({
      releaseNames:
        '<DisplayTitleText ApplicableTerritoryCode="JP">Polar Night (Japan Edition)</DisplayTitleText><DisplayTitleText ApplicableTerritoryCode="Worldwide">Polar Night</DisplayTitleText>' +
        '<DisplayTitle ApplicableTerritoryCode="JP"><TitleText>Polar Night (Japan Edition)</TitleText></DisplayTitle><DisplayTitle ApplicableTerritoryCode="Worldwide"><TitleText>Polar Night</TitleText></DisplayTitle>' +
        '<DisplayArtistName ApplicableTerritoryCode="JP">マラ・リンド</DisplayArtistName><DisplayArtistName ApplicableTerritoryCode="Worldwide">Mara Lind</DisplayArtistName>' +
        '<DisplayArtist SequenceNumber="1"><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>',
      releaseDetails:
        '<PLine ApplicableTerritoryCode="JP"><Year>2024</Year><PLineText>℗ 2024 Hokkyoku Records</PLineText></PLine><PLine ApplicableTerritoryCode="Worldwide"><Year>2024</Year><PLineText>℗ 2024 Nordlicht Records</PLineText></PLine>' +
        '<CLine ApplicableTerritoryCode="JP"><Year>2024</Year><CLineText>© 2024 Hokkyoku Records</CLineText></CLine><CLine ApplicableTerritoryCode="Worldwide"><Year>2024</Year><CLineText>© 2024 Nordlicht Records</CLineText></CLine>' +
        '<Genre ApplicableTerritoryCode="JP"><GenreText>J-Pop</GenreText></Genre><Genre ApplicableTerritoryCode="Worldwide"><GenreText>Electronic</GenreText></Genre>' +
        '<ReleaseDate ApplicableTerritoryCode="JP">2024-11-13</ReleaseDate><ReleaseDate ApplicableTerritoryCode="Worldwide">2024-11-15</ReleaseDate>' +
        '<ParentalWarningType ApplicableTerritoryCode="KR">Explicit</ParentalWarningType><ParentalWarningType ApplicableTerritoryCode="Worldwide">NotExplicit</ParentalWarningType>',
    });
    expect(r).toMatchObject({
      title: 'Polar Night',
      primaryArtist: 'Mara Lind',
      pLine: '2024 Nordlicht Records',
      cLine: '2024 Nordlicht Records',
      genre: 'Electronic',
      releaseDate: '2024-11-15T00:00:00.000Z',
      explicit: false,
    });
  });

  it('without a Worldwide one, takes the one for no particular territory before a territory-specific one', async () => {
    const { r } = await imported({
      releaseDetails:
        '<PLine ApplicableTerritoryCode="JP"><Year>2024</Year><PLineText>℗ 2024 Hokkyoku Records</PLineText></PLine><PLine><Year>2024</Year><PLineText>℗ 2024 Nordlicht Records</PLineText></PLine>' +
        '<Genre ApplicableTerritoryCode="JP" LanguageAndScriptCode="en"><GenreText>J-Pop</GenreText></Genre><Genre LanguageAndScriptCode="en"><GenreText>Electronic</GenreText></Genre>' +
        '<ReleaseDate>2024-11-15</ReleaseDate><ParentalWarningType>NotExplicit</ParentalWarningType>',
    });
    expect(r).toMatchObject({ pLine: '2024 Nordlicht Records', genre: 'Electronic' });
  });
});

describe('3. the ReleaseList', () => {
  it('refuses TrackReleases before the main Release with the XSD error on its line (the sequence is Release first)', async () => {
    const c = codes();
    const xml = message(c, {
      trackReleases:
        '<TrackRelease><ReleaseReference>R1</ReleaseReference><ReleaseId><ProprietaryId Namespace="PADPIDA2011071501F">TR-1</ProprietaryId></ReleaseId><ReleaseResourceReference>A1</ReleaseResourceReference><ReleaseLabelReference>P2</ReleaseLabelReference><Genre><GenreText>Electronic</GenreText></Genre></TrackRelease>',
    });
    // Move the TrackRelease before the Release.
    const tr = /<TrackRelease>[\s\S]*<\/TrackRelease>/.exec(xml)![0];
    const swapped = xml.replace(tr, '').replace('<ReleaseList>', `<ReleaseList>${tr}`);
    const res = await call(importRoute.POST, { as: admin, rawBody: form(swapped) });
    expect(res.status).toBe(400);
    expect(res.json.issues[0].message).toMatch(/Release.*This element is not expected/);
    expect(await db.release.count({ where: { upc: c.upc } })).toBe(0);
  });

  it('imports a Single with one TrackRelease as a single of one track', async () => {
    const { r, res, c } = await imported((c) => ({
      releaseType: 'Single',
      resources: recording(c, 1, { title: 'Only Light' }),
      group: item('A1', 1),
      trackReleases:
        '<TrackRelease><ReleaseReference>R1</ReleaseReference><ReleaseId><ProprietaryId Namespace="PADPIDA2011071501F">TR-1</ProprietaryId></ReleaseId><DisplayTitleText>Only Light</DisplayTitleText><ReleaseResourceReference>A1</ReleaseResourceReference><ReleaseLabelReference>P2</ReleaseLabelReference><Genre><GenreText>Electronic</GenreText></Genre></TrackRelease>',
      deals: `${deal('<TerritoryCode>Worldwide</TerritoryCode>', '<StartDate>2024-11-15</StartDate>')}${deal('<TerritoryCode>Worldwide</TerritoryCode>', '<StartDate>2024-10-01</StartDate>', 'R1')}`,
    }));
    expect(res.json).toMatchObject({ releaseType: 'single', ddexReleaseType: 'Single', tracks: 1 });
    expect(r.tracks.map((t: { title: string; isrc: string }) => [t.title, t.isrc])).toEqual([
      ['Only Light', c.isrc(1)],
    ]);
    expect(r.releaseDate).toBe('2024-11-15T00:00:00.000Z');
  });
});

describe('4. track order', () => {
  it('follows SequenceNumber, not the order of the ResourceList or of the group', async () => {
    const { r } = await imported({ group: [item('A3', 1), item('A1', 3), item('A2', 2)].join('') });
    expect(r.tracks.map((t: { title: string }) => t.title)).toEqual(['Track 3', 'Track 2', 'Track 1']);
  });

  it('follows the order of the group when there is no SequenceNumber', async () => {
    const { r } = await imported({ group: [item('A2'), item('A3'), item('A1')].join('') });
    expect(r.tracks.map((t: { title: string }) => t.title)).toEqual(['Track 2', 'Track 3', 'Track 1']);
  });
});

describe('5. durations', () => {
  it('reads every xs:duration form a sender writes for 3:05', async () => {
    // The last as Java's javax.xml.datatype.Duration writes it (zero years and months).
    const forms = ['PT3M5S', 'PT0H3M5.123S', 'PT185S', 'P0DT0H3M5S', 'P0Y0M0DT0H3M5.000S'];
    const { r } = await imported((c) => ({
      resources: forms.map((d, i) => recording(c, i + 1, { duration: d })).join(''),
      group: forms.map((_d, i) => item(`A${i + 1}`, i + 1)).join(''),
    }));
    expect(r.tracks.map((t: { durationMs: number }) => t.durationMs)).toEqual([
      185_000, 185_123, 185_000, 185_000, 185_000,
    ]);
  });
});
