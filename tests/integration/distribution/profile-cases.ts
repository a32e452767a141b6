// One broken message per release profile rule: a good message of a profile (./profile-messages.ts) with one thing
// changed. Each DDEX-numbered case was also run through DDEX's own Schematron of the profile (Saxon-HE, the ERN 4.3
// edition ids lifted where ERN 4.1 had them), which reported the same rule number (docs/distribution.md).
import { GOOD, image, item, soundRecording, trackRelease } from './profile-messages';

export type Case = [profile: string, rule: string, make: () => string, what: string];

function sub(xml: string, from: string | RegExp, to: string): string {
  const out = xml.replace(from, to);
  if (out === xml) throw new Error(`the case changes nothing: ${String(from)}`);
  return out;
}
const g = (p: string) => GOOD[p]();
const nest = (xml: string, open: string) =>
  sub(
    sub(xml, '<ResourceGroup><ResourceGroupContentItem>', `<ResourceGroup>${open}<ResourceGroupContentItem>`),
    /<\/ResourceGroupContentItem><LinkedReleaseResourceReference/,
    '</ResourceGroupContentItem></ResourceGroup><LinkedReleaseResourceReference',
  );
const cue = (inner: string) =>
  `<CueSheetList><CueSheet><CueSheetReference>Q1</CueSheetReference><Cue>${inner}</Cue></CueSheet></CueSheetList><ReleaseList>`;
const textResource = `<Text><ResourceReference>A9</ResourceReference><Type>NonInteractiveBooklet</Type><ResourceId><ProprietaryId Namespace="DPID:PADPIDA2014120301K">booklet</ProprietaryId></ResourceId></Text></ResourceList>`;

// prettier-ignore
export const CASES: Case[] = [
  ['DjMix', 'profile-declared', () => sub(g('DjMix'), ' ReleaseProfileVersionId="DjMix"', ''), 'no declared profile'],
  ['Video', 'one-main-release', () => sub(g('Video'), /<Release>[\s\S]*?<\/Release>/, ''), 'no main Release'],
  ['Ringtone', 'identifier-format', () => sub(g('Ringtone'), '<ICPN>850000100001<', '<ICPN>85000010000<'), 'an ICPN of 11 digits'],
  ['SimpleVideoSingle', 'user-defined-value', () => sub(g('SimpleVideoSingle'), '<ReleaseType>', '<ReleaseType UserDefinedValue="Promo">'), 'a user-defined value on a set value'],
  ['MixedMedia', 'default-once', () => sub(g('MixedMedia'), '<DisplayTitle><TitleText>The Release', '<DisplayTitle IsDefault="false"><TitleText>The Release'), 'no default among titles'],
  ['Video', 'composer-credits', () => g('Video').replace(/<Role>Composer<\/Role>/g, '<Role>Producer</Role>'), 'no composer credited'],
  ['SimpleAudioSingle', 'display-artist', () => sub(g('SimpleAudioSingle'), '<DisplayArtist SequenceNumber="1">', '<DisplayArtist>'), 'an unsequenced display artist'],
  ['Audio', 'main-artist-once', () => sub(g('Audio'), '</DisplayArtist><ReleaseLabelReference>', '</DisplayArtist><DisplayArtist SequenceNumber="2"><ArtistPartyReference>P3</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist><ReleaseLabelReference>'), 'two main artists'],
  ['MixedMedia', 'group-type', () => nest(g('MixedMedia'), '<ResourceGroup ResourceGroupType="ReleaseComponent"><SequenceNumber>1</SequenceNumber>'), 'a disc of type ReleaseComponent'],
  ['Video', 'group-sequenced', () => nest(g('Video'), '<ResourceGroup ResourceGroupType="Component">'), 'an unsequenced Component'],
  ['Video', 'recording-sequenced', () => sub(g('Video'), '<SequenceNumber>2</SequenceNumber>', ''), 'a video without its sequence'],
  ['Audio', 'sequence-unique', () => sub(g('Audio'), '<SequenceNumber>2</SequenceNumber>', '<SequenceNumber>1</SequenceNumber>'), 'track 1 twice'],
  ['Audio', 'secondary-not-sequenced', () => sub(g('Audio'), '<LinkedReleaseResourceReference', `${item('A3', 3)}<LinkedReleaseResourceReference`), 'the cover sequenced as a track'],
  ['LongFormMusicalWorkVideo', 'cue-timing', () => sub(g('LongFormMusicalWorkVideo'), '<ReleaseList>', cue('<ResourceId><ISRC>USMMS2600009</ISRC></ResourceId>')), 'a Cue without timing'],
  ['SimpleVideoSingle', 'main-release-id', () => sub(g('SimpleVideoSingle'), /<ICPN>[^<]*<\/ICPN>/, '<CatalogNumber Namespace="DPID:PADPIDA2014120301K">C1</CatalogNumber>'), 'a release known by a catalogue number'],
  ['Ringtone', 'c-line', () => sub(g('Ringtone'), /<CLine>[\s\S]*?<\/CLine>/, ''), 'no CLine'],
  ['Audio', 'release-date', () => sub(g('Audio'), '<ReleaseDate>2026-12-01</ReleaseDate>', ''), 'no release date'],
  ['Audio', 'side-physical', () => nest(g('Audio'), '<ResourceGroup ResourceGroupType="Side"><SequenceNumber>1</SequenceNumber>'), 'a Side sold only as streams'],
  ['SimpleAudioSingle', 'image-proprietary-id', () => sub(g('SimpleAudioSingle'), /<ProprietaryId[^>]*>A2-img<\/ProprietaryId>/, '<GRid>A1B2C3D4E5F6G7H8I9</GRid>'), 'a cover without a ProprietaryId'],
  ['Video', 'contributor-once', () => sub(g('Video'), '</Contributor>', '</Contributor><Contributor SequenceNumber="2"><ContributorPartyReference>P3</ContributorPartyReference><Role>Lyricist</Role></Contributor>'), 'a contributor listed twice'],
  ['MixedMedia', 'first-publication-date', () => sub(g('MixedMedia'), '<FirstPublicationDate>2026-01-01</FirstPublicationDate>', ''), 'no first publication date'],
  ['Audio', 'referenced', () => sub(g('Audio'), '</PartyList>', '<Party><PartyReference>P9</PartyReference><PartyName><FullName>Nobody</FullName></PartyName></Party></PartyList>'), 'a party nobody refers to'],
  ['Video', 'deal-dates', () => sub(g('Video'), '<UseType>OnDemandStream</UseType>', '<UseType>OnDemandStream</UseType><ReleaseDisplayStartDate>2026-12-05</ReleaseDisplayStartDate>'), 'a display date after the deal starts'],
  ['MixedMedia', 'physical-terms', () => sub(g('MixedMedia'), '<UseType>OnDemandStream</UseType>', '<UseType>OnDemandStream</UseType><CarrierType>CD</CarrierType>'), 'a carrier on a stream deal'],
  ['Video', 'track-release-per-recording', () => sub(g('Video'), /<TrackRelease><ReleaseReference>R2<[\s\S]*?<\/TrackRelease>/, ''), 'a video without its TrackRelease'],
  ['Audio', 'track-release-id', () => sub(g('Audio'), /<ProprietaryId[^>]*>TR-1<\/ProprietaryId>/, '<ISRC>USMMS2600001</ISRC>'), 'an ISRC as a TrackRelease id'],
  ['MixedMedia', 'track-release-resource', () => sub(g('MixedMedia'), '<ReleaseResourceReference>A2</ReleaseResourceReference><ReleaseLabelReference>', '<ReleaseResourceReference>A3</ReleaseResourceReference><ReleaseLabelReference>'), 'a TrackRelease of the cover'],
  ['Video', 'track-release-title', () => sub(g('Video'), 'TR-1</ProprietaryId></ReleaseId>', 'TR-1</ProprietaryId></ReleaseId><DisplayTitleText>Video A1</DisplayTitleText>'), "a TrackRelease repeating its video's title"],
  ['Audio', 'variant-id', () => sub(g('Audio'), 'ReleaseProfileVersionId="Audio"', 'ReleaseProfileVersionId="Audio" ReleaseProfileVariantVersionId="Deluxe"'), 'an unknown variant'],
  ['Ringtone', 'sound-recording-type', () => sub(g('Ringtone'), '<Type>MusicalWorkSoundRecording</Type>', '<Type>AudioStem</Type>'), 'a stem as a ringtone'],
  ['Video', 'front-cover', () => sub(g('Video'), '</ResourceList>', `${image('A4')}</ResourceList>`), 'two front covers'],
  ['SimpleAudioSingle', 'front-cover', () => sub(g('SimpleAudioSingle'), '<Type>FrontCoverImage</Type>', '<Type>BackCoverImage</Type>'), 'no front cover'],
  ['MixedMedia', 'bonus-only', () => sub(sub(g('MixedMedia'), '</ResourceList>', textResource), '<LinkedReleaseResourceReference', '<ResourceGroupContentItem><ReleaseResourceReference>A9</ReleaseResourceReference><IsBonusResource>true</IsBonusResource></ResourceGroupContentItem><LinkedReleaseResourceReference'), 'a booklet as a bonus'],
  ['DjMix', 'release-type', () => sub(g('DjMix'), '<ReleaseType>DjMix<', '<ReleaseType>Album<'), 'a DJ mix typed Album'],
  ['LongFormMusicalWorkVideo', 'front-cover-linked', () => sub(g('LongFormMusicalWorkVideo'), /<LinkedReleaseResourceReference[^>]*>A2<\/LinkedReleaseResourceReference>/, ''), 'a cover not linked'],
  ['Ringtone', 'recording-isrc', () => sub(g('Ringtone'), '<ISRC>USMMS2600001</ISRC>', ''), 'a ringtone without ISRC or ProprietaryId'],
  ['Audio', 'bonus-proprietary-id', () => sub(g('Audio'), '<ReleaseResourceReference>A2</ReleaseResourceReference></ResourceGroupContentItem>', '<ReleaseResourceReference>A2</ReleaseResourceReference><IsBonusResource>true</IsBonusResource></ResourceGroupContentItem>'), 'a bonus track without a ProprietaryId'],
  ['SimpleVideoSingle', 'short-form-video', () => sub(g('SimpleVideoSingle'), '<Type>ShortFormMusicalWorkVideo</Type>', '<Type>LongFormMusicalWorkVideo</Type>'), 'a long-form video'],
  ['SimpleVideoSingle', 'screen-capture-linked', () => sub(g('SimpleVideoSingle'), 'LinkDescription="VideoScreenCapture"', 'LinkDescription="CoverArt"'), 'a screen capture linked as cover art'],
  ['SimpleAudioSingle', 'no-track-release', () => sub(g('SimpleAudioSingle'), '</ReleaseList>', `${trackRelease(1, 'A1')}</ReleaseList>`), 'a TrackRelease'],
  ['SimpleAudioSingle', 'primary-resource-count', () => sub(g('SimpleAudioSingle'), '</ResourceList>', `${soundRecording({ ref: 'A3', isrc: 'USMMS2600003' })}</ResourceList>`), 'two recordings'],
  ['Ringtone', 'one-image', () => sub(g('Ringtone'), '</ResourceList>', `${image('A3', 'BackCoverImage')}</ResourceList>`), 'two images'],
  ['SimpleAudioSingle', 'no-bonus', () => sub(g('SimpleAudioSingle'), 'A2</LinkedReleaseResourceReference></ResourceGroupContentItem>', 'A2</LinkedReleaseResourceReference><IsBonusResource>true</IsBonusResource></ResourceGroupContentItem>'), 'a bonus item'],
  ['Ringtone', 'single-resource-group', () => sub(g('Ringtone'), '</ResourceGroupContentItem></ResourceGroup>', `</ResourceGroupContentItem>${item('A2')}</ResourceGroup>`), 'two content items'],
  ['SimpleVideoSingle', 'rights-controller', () => sub(g('SimpleVideoSingle'), '</Contributor>', '</Contributor><ResourceRightsController><RightsControllerPartyReference>P1</RightsControllerPartyReference></ResourceRightsController>'), 'a rights controller without territory or share'],
  ['Ringtone', 'ringtone-source', () => sub(g('Ringtone'), /<RelatedRelease>[\s\S]*?<\/RelatedRelease>/, ''), 'a ringtone from no release'],
  ['LongFormMusicalWorkVideo', 'video-type', () => sub(g('LongFormMusicalWorkVideo'), '<Type>LongFormMusicalWorkVideo</Type>', '<Type>ShortFormMusicalWorkVideo</Type>'), 'a short-form video'],
  ['LongFormMusicalWorkVideo', 'image-type', () => sub(g('LongFormMusicalWorkVideo'), '<Type>FrontCoverImage</Type>', '<Type>BackCoverImage</Type>'), 'a back cover only'],
  ['LongFormMusicalWorkVideo', 'chapter', () => sub(g('LongFormMusicalWorkVideo'), '<ReleaseList>', '<ChapterList><Chapter><ChapterReference>C1</ChapterReference></Chapter></ChapterList><ReleaseList>'), 'a chapter without id or start'],
  ['LongFormMusicalWorkVideo', 'cue-sheet', () => sub(g('LongFormMusicalWorkVideo'), /<ReasonForCueSheetAbsence>[^<]*<\/ReasonForCueSheetAbsence>/, ''), 'no cue sheet and no reason'],
  ['LongFormMusicalWorkVideo', 'cue-details', () => sub(g('LongFormMusicalWorkVideo'), '<ReleaseList>', cue('<ResourceId><ISRC>USMMS2600009</ISRC></ResourceId><StartTime>PT0S</StartTime>')), 'a Cue without contributor or PLine'],
  ['LongFormMusicalWorkVideo', 'poster', () => sub(g('LongFormMusicalWorkVideo'), '<ReleaseType>ConcertVideo<', '<ReleaseType>FeatureFilm<'), 'a feature film without a poster'],
  ['DjMix', 'dj-mix-components', () => sub(g('DjMix'), '<Timing><StartPoint>0</StartPoint><DurationUsed>PT1M0S</DurationUsed></Timing>', ''), 'a component without timing'],
  ['DjMix', 'dj-mix-primary', () => nest(g('DjMix'), '<ResourceGroup ResourceGroupType="Component"><SequenceNumber>1</SequenceNumber>'), 'the mix in a sub-group'],
  ['SimpleAudioSingle', 'front-cover-file', () => sub(g('SimpleAudioSingle'), /<HashSum>[\s\S]*?<\/HashSum>/, ''), 'a cover without its hash'],
  ['Video', 'release-deal', () => sub(g('Video'), /<ReleaseDeal><DealReleaseReference>R2<[\s\S]*?<\/ReleaseDeal>/, ''), 'a TrackRelease without a deal'],
];
