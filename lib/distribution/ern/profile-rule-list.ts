// The rules of the ERN 4.3 release profiles as ./profile-rules.ts checks them: one list for every profile (each
// rule written once), its severity, what it requires; which profile has which rule, and DDEX's number for it there,
// is ./profile-numbers.ts; what differs between profiles (allowed release, recording, video and image types; the
// cover) is PROFILE_KINDS below. Severity follows the role DDEX's Schematron gives the rule: "Fatal Error" and
// "Error" fail the profile (error), "Conditional ..." and "Warning" are reported without failing it (warning), but
// for release-type, a Warning for DDEX kept an error here (stores reclassify a release typed otherwise).
import { RELEASE_TYPE_RULE } from './release-profile';

export interface ProfileError {
  rule: string;
  /** DDEX's rule number(s) for it in the checked profile; null for the stores' rules */
  ddex: string | null;
  line: number | null;
  message: string;
}
export interface ProfileCheck {
  /** The profile the message declares (ReleaseProfileVersionId); null when it names none */
  declared: string | null;
  /** The profile checked: the declared one when it is an ERN 4.3 profile, Audio when none is declared; else null */
  checked: string | null;
  passed: boolean;
  errors: ProfileError[];
  /** Failed rules DDEX calls Conditional or Warning: listed, not failing the profile */
  warnings: ProfileError[];
}

/** The AVS ReleaseProfileVersionId values (ERN 4.3). */
export const PROFILE_NAMES = [
  'Audio',
  'Video',
  'MixedMedia',
  'SimpleAudioSingle',
  'SimpleVideoSingle',
  'Ringtone',
  'LongFormMusicalWorkVideo',
  'DjMix',
] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];

type Severity = 'error' | 'warning';

/** Every rule: id, severity, what it requires (in any profile that has it). */
export const PROFILE_RULES = [
  ['profile-declared', 'error', 'The message declares the ReleaseProfileVersionId of its profile.'],
  ['one-main-release', 'error', 'Exactly one main Release.'],
  [
    'identifier-format',
    'error',
    'ICPN, ISRC, ISWC, GRid, ISNI, ISAN, VISAN, ISBN, ISMN, ISSN and SICI have their form.',
  ],
  ['user-defined-value', 'error', 'A UserDefinedValue goes with the value UserDefined and a Namespace.'],
  ['default-once', 'error', 'Of repeated elements, one (and only one) says IsDefault="true".'],
  ['composer-credits', 'warning', 'Composers, lyricists, arrangers ... are credited as Contributors where known.'],
  [
    'display-artist',
    'error',
    'The main Release and every primary resource name a display artist; DisplayArtists are sequenced.',
  ],
  ['main-artist-once', 'warning', 'At most one DisplayArtist of a release or resource is its MainArtist.'],
  ['group-type', 'error', 'Second-level ResourceGroups are of type Side or Component (unless a variant profile).'],
  [
    'group-sequenced',
    'error',
    'ResourceGroups of type Component, ComponentRelease, Side or MultiWorkPart are sequenced.',
  ],
  [
    'recording-sequenced',
    'error',
    'Every primary SoundRecording and Video is a sequenced content item of the main Release.',
  ],
  ['sequence-unique', 'error', 'Sequence numbers differ within a group, and a group has one sequence.'],
  ['secondary-not-sequenced', 'error', 'Secondary and bonus resources are not sequenced.'],
  ['cue-timing', 'error', 'Each Cue has a StartTime or a Duration.'],
  ['main-release-id', 'error', 'The main Release is identified by a GRid, an ICPN or a ProprietaryId.'],
  ['c-line', 'warning', 'A Release has a CLine.'],
  ['release-date', 'warning', 'The main Release has a ReleaseDate or an OriginalReleaseDate.'],
  ['side-physical', 'warning', 'A ResourceGroup of type Side only on a release sold as a physical product.'],
  ['image-proprietary-id', 'error', 'Images and secondary SoundRecordings are identified by a ProprietaryId.'],
  ['contributor-once', 'error', 'A contributor is listed once per resource, with all its roles.'],
  ['first-publication-date', 'warning', 'Every primary resource has a FirstPublicationDate.'],
  ['referenced', 'warning', 'Every Resource, Party, Release, Chapter and CueSheet is referred to from the message.'],
  ['deal-dates', 'error', "No display or preview start date of a deal is later than the deal's start."],
  [
    'physical-terms',
    'error',
    'Carrier, returns, cartons and bulk prices only with UseType PurchaseAsPhysicalProduct; no wholesale price with a PriceType.',
  ],
  ['track-release-per-recording', 'error', 'Every primary SoundRecording and Video has exactly one TrackRelease.'],
  ['track-release-id', 'error', 'A TrackRelease gives an ISRC as a ProprietaryId, not as its ISRC.'],
  [
    'track-release-resource',
    'error',
    'Every TrackRelease refers to one primary SoundRecording or Video, never a secondary resource.',
  ],
  ['track-release-title', 'error', 'A TrackRelease repeats no title of its resource (titles only where they differ).'],
  ['variant-id', 'error', 'A ReleaseProfileVariantVersionId is BoxedSet, Classical or both.'],
  ['sound-recording-type', 'error', 'SoundRecordings are of a type the profile allows.'],
  [
    'front-cover',
    'error',
    'The cover the profile asks for: how many Images of type FrontCoverImage (or Poster, VideoScreenCapture).',
  ],
  ['bonus-only', 'error', 'Text, SheetMusic and Software are not marked as bonus content items (as DDEX tests it).'],
  [
    'release-type',
    'error',
    `The main Release's ReleaseType is one the profile allows and, for an Audio Single, EP or Album, the one its tracks make (${RELEASE_TYPE_RULE}).`,
  ],
  ['front-cover-linked', 'error', "The FrontCoverImage is linked from the main Release's top-level ResourceGroup."],
  [
    'recording-isrc',
    'error',
    'Every primary SoundRecording and Video is identified by an ISRC (Ringtone, long-form video: or a ProprietaryId).',
  ],
  ['bonus-proprietary-id', 'error', 'Bonus resources are identified by a ProprietaryId.'],
  ['short-form-video', 'error', 'At least one Video of type ShortFormMusicalWorkVideo.'],
  [
    'screen-capture-linked',
    'error',
    'A VideoScreenCapture is linked from its content item (LinkDescription VideoScreenCapture).',
  ],
  ['no-track-release', 'error', 'No TrackRelease: the release is one resource sold as a whole.'],
  [
    'primary-resource-count',
    'error',
    'The one primary resource the profile is built on (a SoundRecording, a Video, a long-form Video, a mix).',
  ],
  ['one-image', 'error', 'At most one Image.'],
  ['no-bonus', 'error', 'No bonus resources, no Text, SheetMusic or Software.'],
  [
    'single-resource-group',
    'error',
    'One ResourceGroup with one content item for the primary resource, the Image linked from it.',
  ],
  ['rights-controller', 'warning', 'A ResourceRightsController gives territory, role, start and end dates and share.'],
  ['ringtone-source', 'warning', 'A ringtone names the release it comes from (RelatedRelease IsReleaseFromRelease).'],
  ['video-type', 'error', 'Videos are long-form musical work videos, concert videos or trailers.'],
  ['image-type', 'error', 'Images are front covers, posters or video screen captures.'],
  ['chapter', 'error', 'Each Chapter has a ChapterId and a StartTime, its image a VideoScreenCapture.'],
  ['cue-sheet', 'error', 'A long-form or concert Video has a VideoCueSheetReference or a ReasonForCueSheetAbsence.'],
  ['cue-details', 'error', 'Each Cue names an ISRC or ISWC (Fatal), a Contributor and, with an ISRC, a PLine.'],
  ['poster', 'error', 'A FeatureFilm release has a Poster.'],
  [
    'dj-mix-components',
    'error',
    'At least two mix components (secondary MusicalWorkSoundRecordings) with ISRCs, each used by the mix (HasContentFrom with StartPoint and DurationUsed) and none in the release itself.',
  ],
  ['dj-mix-primary', 'error', "The mix is a content item of the main Release's top-level ResourceGroup."],
  [
    'front-cover-file',
    'error',
    'The FrontCoverImage names its file (URI), its hash (HashSum with Algorithm and value), its ImageCodecType and its ImageWidth and ImageHeight in pixels.',
  ],
  ['release-deal', 'error', 'Every Release and TrackRelease has a ReleaseDeal.'],
] as const satisfies readonly (readonly [string, Severity, string])[];

export type ProfileRuleId = (typeof PROFILE_RULES)[number][0];

/** What stores check on top of DDEX's rules, in every profile. */
export const STORE_RULES: ProfileRuleId[] = ['front-cover-file', 'release-deal'];

export const SEVERITY = new Map<string, Severity>(PROFILE_RULES.map(([id, s]) => [id, s]));

interface Cover {
  /** exactly one of these types; none when the message has exactly one Video (DDEX Video 1114-1) */
  one?: string[];
  oneUnlessOneVideo?: boolean;
  /** at least one Image of these types */
  some?: string[];
}
export interface ProfileKind {
  releaseTypes: Set<string>;
  soundRecordingTypes: Set<string>;
  cover: Cover;
}

const WORK_SR = ['MusicalWorkSoundRecording', 'NonMusicalWorkSoundRecording'];
const types = (s: string) => new Set(s.split(' '));
/** Per profile, the values its Schematron allows (the MainReleaseType, SoundRecordingType and cover patterns). */
export const PROFILE_KINDS: Record<ProfileName, ProfileKind> = {
  Audio: {
    releaseTypes: types(
      'Album Bundle ClassicalAlbum ClassicalDigitalBoxedSet DigitalBoxSetRelease Documentary EBookRelease EP Episode KaraokeRelease MaxiSingle MiniAlbum Playlist Season Series Single StemBundle UserDefined',
    ),
    soundRecordingTypes: new Set(WORK_SR),
    cover: { one: ['FrontCoverImage'] },
  },
  Video: {
    releaseTypes: types(
      'Album Bundle ClassicalAlbum ClassicalDigitalBoxedSet ConcertVideo DigitalBoxSetRelease Documentary EP Episode LiveEventVideo MaxiSingle MiniAlbum Playlist Season Series VideoAlbum VideoSingle UserDefined',
    ),
    soundRecordingTypes: new Set(),
    cover: { one: ['FrontCoverImage'], oneUnlessOneVideo: true },
  },
  MixedMedia: {
    releaseTypes: types(
      'Album Bundle ClassicalAlbum ClassicalDigitalBoxedSet ClassicalMultimediaAlbum DigitalBoxSetRelease Documentary EBookRelease EP Episode MaxiSingle MiniAlbum MultimediaAlbum MultimediaDigitalBoxedSet MultimediaSingle Playlist Season Series Single UserDefined',
    ),
    soundRecordingTypes: new Set(WORK_SR),
    cover: { one: ['FrontCoverImage'] },
  },
  SimpleAudioSingle: {
    releaseTypes: types('KaraokeRelease Playlist Single SingleResourceRelease UserDefined'),
    soundRecordingTypes: new Set(WORK_SR),
    cover: { some: ['FrontCoverImage'] },
  },
  SimpleVideoSingle: {
    releaseTypes: types('Playlist Single SingleResourceRelease UserDefined'),
    soundRecordingTypes: new Set(),
    cover: { some: ['FrontCoverImage', 'VideoScreenCapture'] },
  },
  Ringtone: {
    releaseTypes: types(
      'AlertToneRelease Playlist RingbackToneRelease RingtoneRelease VideoMastertoneRelease UserDefined',
    ),
    soundRecordingTypes: new Set([...WORK_SR, 'SpokenWordSoundRecording']),
    cover: { some: ['FrontCoverImage'] },
  },
  LongFormMusicalWorkVideo: {
    releaseTypes: types(
      'ConcertVideo DigitalBoxSetRelease Documentary Episode FeatureFilm LongFormMusicalWorkVideoRelease LongFormNonMusicalWorkVideoRelease Playlist Season Series UserDefined',
    ),
    soundRecordingTypes: new Set(),
    cover: { one: ['FrontCoverImage', 'Poster'] },
  },
  DjMix: {
    releaseTypes: types('DjMix Playlist UserDefined'),
    soundRecordingTypes: new Set(),
    cover: { one: ['FrontCoverImage'] },
  },
};
