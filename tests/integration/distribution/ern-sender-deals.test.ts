// ERN 4.3 messages as senders legally differ (docs/distribution.md "How senders differ"), part 2: dates, display artists,
// deals, a video with images, how the XML is written, resource ids and editions.
import * as importRoute from '@/app/api/ddex/import/route';
import { call, createUser } from '../../helpers/api';
import { codes, form } from '../../helpers/ern-fixtures';
import {
  deal,
  imported as importedAs,
  item,
  message,
  party,
  recording,
  type Variant,
} from '../../helpers/ern-variants';

jest.setTimeout(120_000);

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser('admin');
});
const imported = (v: Variant) => importedAs(admin, v);

type Credit = { name: string; role: string };
const credits = (t: { contributors: Credit[] }) => t.contributors.map((x) => `${x.role}:${x.name}`);

describe('5b. dates of a month or a year', () => {
  // ddex_IsoDate is YYYY[-MM[-DD]]: a ReleaseDate or OriginalReleaseDate may name only a month or a year.
  it('takes the deal start within a month-only ReleaseDate, and the first day of a month-only OriginalReleaseDate', async () => {
    const details = (date: string) =>
      `<PLine><Year>2024</Year><PLineText>℗ 2024 Nordlicht Records</PLineText></PLine><Genre><GenreText>Electronic</GenreText></Genre><ReleaseDate>${date}</ReleaseDate><OriginalReleaseDate>1998-05</OriginalReleaseDate><ParentalWarningType>NotExplicit</ParentalWarningType>`;
    const { r } = await imported({ releaseDetails: details('2024-11') });
    expect(r).toMatchObject({
      releaseDate: '2024-11-15T00:00:00.000Z',
      originalReleaseDate: '1998-05-01T00:00:00.000Z',
    });
    // A year the deals do not start in: no day is guessed.
    const other = await imported({ releaseDetails: details('2025') });
    expect(other.r.releaseDate).toBeNull();
  });
});

describe('6. display artists and party names', () => {
  it('credits main then featured artists by SequenceNumber, each by its default or message-language name', async () => {
    const { r } = await imported((c) => ({
      rootAttrs: 'LanguageAndScriptCode="en"',
      parties:
        party(
          'P1',
          '<PartyName LanguageAndScriptCode="ja"><FullName>マラ・リンド</FullName></PartyName>',
          '<PartyName LanguageAndScriptCode="en"><FullName>Mara Lind</FullName></PartyName>',
        ) +
        party('P2', 'Nordlicht Records') +
        party(
          'P3',
          '<PartyName LanguageAndScriptCode="en"><FullName>Jon Berg</FullName></PartyName>',
          '<PartyName LanguageAndScriptCode="sv" IsDefault="true"><FullName>Jon Bergström</FullName></PartyName>',
        ),
      resources: [1, 2, 3]
        .map((n) =>
          recording(c, n, {
            artists:
              '<DisplayArtistName>Mara Lind feat. Jon Bergström</DisplayArtistName>' +
              '<DisplayArtist SequenceNumber="2"><ArtistPartyReference>P3</ArtistPartyReference><DisplayArtistRole>FeaturedArtist</DisplayArtistRole></DisplayArtist>' +
              '<DisplayArtist SequenceNumber="1"><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>',
          }),
        )
        .join(''),
    }));
    expect(r.primaryArtist).toBe('Mara Lind');
    expect(credits(r.tracks[0])).toEqual(['main_artist:Mara Lind', 'featured_artist:Jon Bergström']);
  });
});

describe('7. deals', () => {
  it('takes the territories of every ReleaseDeal and the earliest start of any ValidityPeriod', async () => {
    const { r, ernImport } = await imported({
      releaseDetails:
        '<PLine><Year>2024</Year><PLineText>℗ 2024 Nordlicht Records</PLineText></PLine><Genre><GenreText>Electronic</GenreText></Genre><ParentalWarningType>NotExplicit</ParentalWarningType>',
      deals:
        deal('<TerritoryCode>DE</TerritoryCode><TerritoryCode>AT</TerritoryCode>', [
          '<StartDate>2024-12-01</StartDate>',
          '<StartDate>2024-11-08</StartDate><EndDate>2024-11-20</EndDate>',
        ]) + deal('<TerritoryCode>US</TerritoryCode>', '<StartDateTime>2024-11-15T00:00:00Z</StartDateTime>'),
    });
    expect([...r.territories].sort()).toEqual(['AT', 'DE', 'US']);
    expect(r.releaseDate).toBe('2024-11-08T00:00:00.000Z');
    expect((ernImport.deals as { startDate: string }[]).map((d) => d.startDate)).toEqual([
      '2024-11-08',
      '2024-11-15T00:00:00Z',
    ]);
  });

  it('reads a deal for every territory but the excluded ones as those territories', async () => {
    const { r } = await imported({
      deals: deal(
        '<ExcludedTerritoryCode>CU</ExcludedTerritoryCode><ExcludedTerritoryCode>IR</ExcludedTerritoryCode>',
        '<StartDate>2024-11-15</StartDate>',
      ),
    });
    expect(r.territories).toContain('DE');
    expect(r.territories).not.toContain('CU');
    expect(r.territories).not.toContain('IR');
    expect(r.territories).not.toContain('WW');
    expect(r.territories.length).toBeGreaterThan(200);
  });

  it('leaves out the territories whose deals have ended (the ERN 4 takedown), and refuses a TakeDown element', async () => {
    const { r } = await imported({
      deals:
        deal(
          '<TerritoryCode>DE</TerritoryCode><TerritoryCode>FR</TerritoryCode>',
          '<StartDate>2024-11-15</StartDate>',
        ) +
        deal(
          '<TerritoryCode>RU</TerritoryCode><TerritoryCode>BY</TerritoryCode>',
          '<StartDate>2024-11-15</StartDate><EndDate>2025-01-31</EndDate>',
        ),
    });
    expect([...r.territories].sort()).toEqual(['DE', 'FR']);

    // Every deal ended: the territories the deals named, with a warning saying the sender offers it nowhere.
    const gone = await imported({
      deals: deal(
        '<TerritoryCode>SE</TerritoryCode>',
        '<StartDate>2024-11-15</StartDate><EndDate>2025-01-31</EndDate>',
      ),
    });
    expect(gone.r.territories).toEqual(['SE']);
    expect(gone.res.json.warnings).toEqual([
      {
        path: expect.stringMatching(/^line \d+$/),
        message: expect.stringContaining('Every deal of release R0 has ended'),
      },
    ]);

    // ERN 3's TakeDown flag is not in ERN 4.3's DealTerms: the XSD's error, not a release offered everywhere.
    const c = codes();
    const xml = message(c, {
      deals: deal('<TerritoryCode>RU</TerritoryCode>', '<StartDate>2024-11-15</StartDate>').replace(
        '<DealTerms>',
        '<DealTerms><TakeDown>true</TakeDown>',
      ),
    });
    const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
    expect(res.status).toBe(400);
    expect(res.json.issues[0].message).toMatch(/TakeDown.*This element is not expected/);
  });
});

describe('8. a video with its cover image', () => {
  it('imports the Video as the track; an Image in the group or only linked is not a track', async () => {
    const video = (c: ReturnType<typeof codes>) =>
      `<Video><ResourceReference>A1</ResourceReference><Type>LongFormMusicalWorkVideo</Type><VideoEdition><ResourceId><ISRC>${c.isrc(1)}</ISRC></ResourceId><PLine><Year>2024</Year><PLineText>(P) 2024 Nordlicht Records</PLineText></PLine></VideoEdition>` +
      '<DisplayTitleText>Polar Night (Live)</DisplayTitleText><DisplayTitle><TitleText>Polar Night</TitleText><SubTitle>Live</SubTitle></DisplayTitle>' +
      '<DisplayArtistName>Mara Lind</DisplayArtistName><DisplayArtist SequenceNumber="1"><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>' +
      '<Duration>PT1H2M3S</Duration><ParentalWarningType>Explicit</ParentalWarningType><ReasonForCueSheetAbsence>No music</ReasonForCueSheetAbsence></Video>';
    const image = (ref: string) =>
      `<Image><ResourceReference>${ref}</ResourceReference><Type>FrontCoverImage</Type><ResourceId><ProprietaryId Namespace="PADPIDA2011071501F">IMG-${ref}</ProprietaryId></ResourceId></Image>`;
    const { r, res, c } = await imported((c) => ({
      releaseType: 'VideoSingle',
      resources: video(c) + image('A2') + image('A3'),
      group: `${item('A1', 1)}${item('A2', 2).replace('</ReleaseResourceReference>', '</ReleaseResourceReference>')}<LinkedReleaseResourceReference>A3</LinkedReleaseResourceReference>`,
    }));
    expect(res.json).toMatchObject({ tracks: 1, releaseType: 'single' });
    expect(
      r.tracks.map((t: Record<string, unknown>) => [t.title, t.version, t.isrc, t.durationMs, t.explicit]),
    ).toEqual([['Polar Night', 'Live', c.isrc(1), 3_723_000, true]]);
  });
});

describe('9. how the XML is written', () => {
  it('reads a standalone, one-line message with CDATA, entities and pretty-printed text alike', async () => {
    const { r } = await imported((c) => ({
      prolog: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
      parties: `${party('P1', 'Mara Lind')}${party('P2', 'Nordlicht &amp; S&#246;hne')}`,
      releaseNames:
        '<DisplayTitleText>Rock &amp; Roll &#x2019;24</DisplayTitleText><DisplayTitle>\n        <TitleText>\n          Rock &amp; Roll &#x2019;24\n        </TitleText>\n      </DisplayTitle><DisplayArtistName>\n  Mara Lind\n</DisplayArtistName><DisplayArtist SequenceNumber="1"><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>',
      resources: [
        recording(c, 1, {
          titles:
            '<DisplayTitleText><![CDATA[Don’t <Stop> & Go]]></DisplayTitleText><DisplayTitle><TitleText><![CDATA[Don’t <Stop> & Go]]></TitleText></DisplayTitle>',
        }),
        recording(c, 2, { title: 'Don&#x2019;t &quot;Stop&quot;' }),
        recording(c, 3),
      ].join(''),
    }));
    expect(r).toMatchObject({ title: 'Rock & Roll ’24', primaryArtist: 'Mara Lind', label: 'Nordlicht & Söhne' });
    expect(r.tracks.map((t: { title: string }) => t.title)).toEqual(['Don’t <Stop> & Go', 'Don’t "Stop"', 'Track 3']);

    // A value a pretty-printer wrapped over lines (DDEX's "2 Video" sample wraps a PLineText): one space per break.
    const wrapped = await imported({
      releaseDetails:
        '<PLine><Year>2012</Year><PLineText>(P) 2012 Planet Punk\n             Music GbR under exclusive licence</PLineText></PLine><Genre><GenreText>Pop</GenreText></Genre><ReleaseDate>2024-11-15</ReleaseDate><ParentalWarningType>NotExplicit</ParentalWarningType>',
      releaseNames:
        '<DisplayTitleText>A Title Long Enough\n      To Be Wrapped</DisplayTitleText><DisplayTitle><TitleText>A Title Long Enough\r\n      To Be Wrapped</TitleText></DisplayTitle><DisplayArtistName>Mara Lind</DisplayArtistName><DisplayArtist SequenceNumber="1"><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>',
    });
    expect(wrapped.r).toMatchObject({
      title: 'A Title Long Enough To Be Wrapped',
      pLine: '2012 Planet Punk Music GbR under exclusive licence',
    });

    // The same message on one line (no whitespace between elements) imports the same release.
    const one = await imported((c) => ({
      resources: [1, 2, 3]
        .map((n) => recording(c, n))
        .join('')
        .replace(/>\s+</g, '><'),
    }));
    expect(one.r.tracks).toHaveLength(3);
  });
});

describe('10. resource ids and editions', () => {
  it('takes the current ISRC, not one marked IsReplaced, and the stereo edition before an immersive one', async () => {
    const { r, c } = await imported((c) => ({
      resources: [
        recording(c, 1, {
          resourceId: `<ResourceId IsReplaced="true"><ISRC>QZERN0000009</ISRC></ResourceId><ResourceId><ProprietaryId Namespace="PADPIDA2011071501F">X-1</ProprietaryId></ResourceId><ResourceId><ISRC>${c.isrc(1)}</ISRC></ResourceId>`,
        }),
        recording(c, 2, {
          editions: `<SoundRecordingEdition><Type>ImmersiveEdition</Type><ResourceId><ISRC>${c.isrc(9)}</ISRC></ResourceId></SoundRecordingEdition><SoundRecordingEdition><Type>NonImmersiveEdition</Type><ResourceId><ISRC>${c.isrc(2)}</ISRC></ResourceId></SoundRecordingEdition>`,
        }),
        recording(c, 3),
      ].join(''),
    }));
    expect(r.tracks.map((t: { isrc: string }) => t.isrc)).toEqual([c.isrc(1), c.isrc(2), c.isrc(3)]);
  });
});

describe('ERN 4.3.2 alike', () => {
  it('takes the Worldwide values and an excluding deal as those countries in a 4.3.2 message too', async () => {
    const { res, r } = await imported({
      ern432: true,
      releaseDetails:
        '<PLine ApplicableTerritoryCode="JP"><Year>2024</Year><PLineText>℗ 2024 Hokkyoku Records</PLineText></PLine><PLine ApplicableTerritoryCode="Worldwide"><Year>2024</Year><PLineText>℗ 2024 Nordlicht Records</PLineText></PLine>' +
        '<Genre ApplicableTerritoryCode="JP"><GenreText>J-Pop</GenreText></Genre><Genre ApplicableTerritoryCode="Worldwide"><GenreText>Electronic</GenreText></Genre>' +
        '<ReleaseDate>2024-11-15</ReleaseDate><ParentalWarningType>NotExplicit</ParentalWarningType>',
      deals: deal('<ExcludedTerritoryCode>CU</ExcludedTerritoryCode>', '<StartDate>2024-11-15</StartDate>'),
    });
    expect(res.json.ernVersion).toBe('4.3.2');
    expect(r).toMatchObject({ pLine: '2024 Nordlicht Records', genre: 'Electronic' });
    expect(r.territories).not.toContain('CU');
    expect(r.territories).toContain('US');
  });
});
