// Small ERN 4.3 messages, one good one per release profile, written by hand from DDEX's Release Profile 2.1
// Schematron (ddexnet/ern-validator-api) and the ERN 4.3 XSD: each passes the ERN 4.3 XSD and has no Fatal Error or
// Error from DDEX's own Schematron of its profile (run with Saxon-HE when these were written; docs/distribution.md).
// The tests break one rule at a time on them.
const ISRC = ['USMMS2600001', 'USMMS2600002', 'USMMS2600003'];

interface Res {
  ref: string;
  isrc?: string;
  type?: string;
  supplemental?: boolean;
  extra?: string;
}
const title = (t: string) =>
  `<DisplayTitleText>${t}</DisplayTitleText><DisplayTitle><TitleText>${t}</TitleText></DisplayTitle>`;
const artist = `<DisplayArtistName>Nova Reyes</DisplayArtistName><DisplayArtist SequenceNumber="1"><ArtistPartyReference>P2</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>`;
const contributor = `<Contributor SequenceNumber="1"><ContributorPartyReference>P3</ContributorPartyReference><Role>Composer</Role></Contributor>`;
const ids = (r: Res) =>
  `<ResourceId>${r.isrc ? `<ISRC>${r.isrc}</ISRC>` : ''}${r.supplemental || !r.isrc ? `<ProprietaryId Namespace="DPID:PADPIDA2014120301K">${r.ref}-id</ProprietaryId>` : ''}</ResourceId>`;

export const soundRecording = (r: Res) =>
  `<SoundRecording${r.supplemental ? ' IsSupplemental="true"' : ''}><ResourceReference>${r.ref}</ResourceReference><Type>${r.type ?? 'MusicalWorkSoundRecording'}</Type><SoundRecordingEdition>${ids(r)}</SoundRecordingEdition>${title(`Song ${r.ref}`)}${artist}${contributor}<Duration>PT3M0S</Duration><FirstPublicationDate>2026-01-01</FirstPublicationDate><ParentalWarningType>NotExplicit</ParentalWarningType>${r.extra ?? ''}</SoundRecording>`;
const video = (r: Res) =>
  `<Video><ResourceReference>${r.ref}</ResourceReference><Type>${r.type ?? 'ShortFormMusicalWorkVideo'}</Type><VideoEdition>${ids(r)}</VideoEdition>${title(`Video ${r.ref}`)}${artist}${contributor}<Duration>PT4M0S</Duration><FirstPublicationDate><FulfillmentDate>2026-01-01</FulfillmentDate></FirstPublicationDate><ParentalWarningType>NotExplicit</ParentalWarningType>${r.extra ?? ''}</Video>`;
export const image = (ref: string, type = 'FrontCoverImage') =>
  `<Image><ResourceReference>${ref}</ResourceReference><Type>${type}</Type><ResourceId><ProprietaryId Namespace="DPID:PADPIDA2014120301K">${ref}-img</ProprietaryId></ResourceId><ParentalWarningType>NotExplicit</ParentalWarningType><TechnicalDetails><TechnicalResourceDetailsReference>T${ref}</TechnicalResourceDetailsReference><ImageCodecType>JPEG</ImageCodecType><ImageHeight UnitOfMeasure="Pixel">3000</ImageHeight><ImageWidth UnitOfMeasure="Pixel">3000</ImageWidth><File><URI>${ref}.jpg</URI><HashSum><Algorithm>SHA-256</Algorithm><HashSumValue>${'ab'.repeat(32)}</HashSumValue></HashSum></File></TechnicalDetails></Image>`;
export const item = (ref: string, seq?: number, link = '') =>
  `<ResourceGroupContentItem>${seq ? `<SequenceNumber>${seq}</SequenceNumber>` : ''}<ReleaseResourceReference>${ref}</ReleaseResourceReference>${link}</ResourceGroupContentItem>`;
export const trackRelease = (n: number, ref: string) =>
  `<TrackRelease><ReleaseReference>R${n}</ReleaseReference><ReleaseId><ProprietaryId Namespace="DPID:PADPIDA2014120301K">TR-${n}</ProprietaryId></ReleaseId><ReleaseResourceReference>${ref}</ReleaseResourceReference><ReleaseLabelReference>P1</ReleaseLabelReference><Genre><GenreText>Pop</GenreText></Genre></TrackRelease>`;
const deal = (ref: string) =>
  `<ReleaseDeal><DealReleaseReference>${ref}</DealReleaseReference><Deal><DealTerms><TerritoryCode>Worldwide</TerritoryCode><ValidityPeriod><StartDate>2026-12-01</StartDate></ValidityPeriod><CommercialModelType>SubscriptionModel</CommercialModelType><UseType>OnDemandStream</UseType></DealTerms></Deal></ReleaseDeal>`;

interface Parts {
  profile: string;
  releaseType: string;
  resources: string[];
  /** the main Release's ResourceGroup content */
  group: string;
  trackReleases?: string[];
  relatedRelease?: string;
}

function message(p: Parts): string {
  const trs = p.trackReleases ?? [];
  const refs = ['R0', ...trs.map((_t, i) => `R${i + 1}`)];
  return `<?xml version="1.0" encoding="UTF-8"?>
<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43" LanguageAndScriptCode="en" AvsVersionId="9" ReleaseProfileVersionId="${p.profile}">
<MessageHeader><MessageId>m-${p.profile}</MessageId><MessageSender><PartyId>PADPIDA2014120301K</PartyId></MessageSender><MessageRecipient><PartyId>PADPIDA0000000001S</PartyId></MessageRecipient><MessageCreatedDateTime>2026-11-29T12:00:00Z</MessageCreatedDateTime></MessageHeader>
<PartyList><Party><PartyReference>P1</PartyReference><PartyName><FullName>Nordlicht Records</FullName></PartyName></Party><Party><PartyReference>P2</PartyReference><PartyName><FullName>Nova Reyes</FullName></PartyName></Party><Party><PartyReference>P3</PartyReference><PartyName><FullName>Jane Composer</FullName></PartyName></Party></PartyList>
<ResourceList>
${p.resources.join('\n')}
</ResourceList>
<ReleaseList>
<Release><ReleaseReference>R0</ReleaseReference><ReleaseType>${p.releaseType}</ReleaseType><ReleaseId><ICPN>850000100001</ICPN></ReleaseId>${title('The Release')}${artist}<ReleaseLabelReference>P1</ReleaseLabelReference><CLine><Year>2026</Year><CLineText>2026 Nordlicht Records</CLineText></CLine><Genre><GenreText>Pop</GenreText></Genre><ReleaseDate>2026-12-01</ReleaseDate><ParentalWarningType>NotExplicit</ParentalWarningType>${p.relatedRelease ?? ''}
<ResourceGroup>${p.group}</ResourceGroup></Release>
${trs.join('\n')}
</ReleaseList>
<DealList>${refs.map(deal).join('')}</DealList>
</ern:NewReleaseMessage>
`;
}

const cover = (ref: string) =>
  `<LinkedReleaseResourceReference LinkDescription="CoverArt">${ref}</LinkedReleaseResourceReference>`;
const related = `<RelatedRelease><ReleaseRelationshipType>IsReleaseFromRelease</ReleaseRelationshipType><ReleaseId><ICPN>850000100002</ICPN></ReleaseId></RelatedRelease>`;
const mixOf = (refs: string[]) =>
  refs
    .map(
      (r, i) =>
        `<RelatedResource><ResourceRelationshipType>HasContentFrom</ResourceRelationshipType><ResourceRelatedResourceReference>${r}</ResourceRelatedResourceReference><Timing><StartPoint>${i * 60}</StartPoint><DurationUsed>PT1M0S</DurationUsed></Timing></RelatedResource>`,
    )
    .join('');

/** A good message of each ERN 4.3 release profile. */
export const GOOD: Record<string, () => string> = {
  Audio: () =>
    message({
      profile: 'Audio',
      releaseType: 'Single',
      resources: [
        soundRecording({ ref: 'A1', isrc: ISRC[0] }),
        soundRecording({ ref: 'A2', isrc: ISRC[1] }),
        image('A3'),
      ],
      group: `${item('A1', 1)}${item('A2', 2)}${cover('A3')}`,
      trackReleases: [trackRelease(1, 'A1'), trackRelease(2, 'A2')],
    }),
  Video: () =>
    message({
      profile: 'Video',
      releaseType: 'VideoAlbum',
      resources: [video({ ref: 'A1', isrc: ISRC[0] }), video({ ref: 'A2', isrc: ISRC[1] }), image('A3')],
      group: `${item('A1', 1)}${item('A2', 2)}${cover('A3')}`,
      trackReleases: [trackRelease(1, 'A1'), trackRelease(2, 'A2')],
    }),
  MixedMedia: () =>
    message({
      profile: 'MixedMedia',
      releaseType: 'Album',
      resources: [soundRecording({ ref: 'A1', isrc: ISRC[0] }), video({ ref: 'A2', isrc: ISRC[1] }), image('A3')],
      group: `${item('A1', 1)}${item('A2', 2)}${cover('A3')}`,
      trackReleases: [trackRelease(1, 'A1'), trackRelease(2, 'A2')],
    }),
  SimpleAudioSingle: () =>
    message({
      profile: 'SimpleAudioSingle',
      releaseType: 'Single',
      resources: [soundRecording({ ref: 'A1', isrc: ISRC[0] }), image('A2')],
      group: item('A1', 1, cover('A2')),
    }),
  SimpleVideoSingle: () =>
    message({
      profile: 'SimpleVideoSingle',
      releaseType: 'Single',
      resources: [video({ ref: 'A1', isrc: ISRC[0] }), image('A2', 'VideoScreenCapture')],
      group: item(
        'A1',
        1,
        '<LinkedReleaseResourceReference LinkDescription="VideoScreenCapture">A2</LinkedReleaseResourceReference>',
      ),
    }),
  Ringtone: () =>
    message({
      profile: 'Ringtone',
      releaseType: 'RingtoneRelease',
      resources: [soundRecording({ ref: 'A1', isrc: ISRC[0] }), image('A2')],
      group: item('A1', 1, cover('A2')),
      relatedRelease: related,
    }),
  LongFormMusicalWorkVideo: () =>
    message({
      profile: 'LongFormMusicalWorkVideo',
      releaseType: 'ConcertVideo',
      resources: [
        video({
          ref: 'A1',
          isrc: ISRC[0],
          type: 'LongFormMusicalWorkVideo',
          extra: '<ReasonForCueSheetAbsence>No cues</ReasonForCueSheetAbsence>',
        }),
        image('A2'),
      ],
      group: `${item('A1', 1)}${cover('A2')}`,
    }),
  DjMix: () =>
    message({
      profile: 'DjMix',
      releaseType: 'DjMix',
      resources: [
        soundRecording({ ref: 'A1', isrc: ISRC[0], extra: mixOf(['A2', 'A3']) }),
        soundRecording({ ref: 'A2', isrc: ISRC[1], supplemental: true }),
        soundRecording({ ref: 'A3', isrc: ISRC[2], supplemental: true }),
        image('A4'),
      ],
      group: `${item('A1', 1)}${cover('A4')}`,
    }),
};
