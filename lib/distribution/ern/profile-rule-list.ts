// The DDEX "Audio" release profile's rules as ./profile-rules.ts checks them: each rule's id, the number DDEX's
// Schematron gives it (Release Profile 2.1, ddexnet/ern-validator-api profiles/commonreleasetypes/21/Audio.xsl),
// what it requires; and the values the profile allows.
import { RELEASE_TYPE_RULE } from './release-profile';

export interface ProfileError {
  rule: string;
  line: number | null;
  message: string;
}
export interface ProfileCheck {
  /** The profile the message declares (ReleaseProfileVersionId); null when it names none */
  declared: string | null;
  /** The profile checked: Audio, the only one this platform sends; null when the message declares another */
  checked: string | null;
  passed: boolean;
  errors: ProfileError[];
}

/** The rules, in the order they are checked: id, DDEX Schematron rule number, what it requires. */
export const PROFILE_RULES = [
  ['profile-declared', '1050-1', 'The message declares ReleaseProfileVersionId "Audio".'],
  ['one-main-release', '1000-1', 'Exactly one main Release.'],
  [
    'release-type',
    '1055-1',
    `The main Release's ReleaseType is one the profile allows and, for Single, EP and Album, the one its tracks make (${RELEASE_TYPE_RULE}).`,
  ],
  ['main-release-id', '1025-1', 'The main Release is identified by a GRid, an ICPN or a ProprietaryId.'],
  [
    'display-artist',
    '1016-1',
    'The main Release and every SoundRecording name a display artist (DisplayArtistName and sequenced DisplayArtists).',
  ],
  ['release-date', '1027-1', 'The main Release has a ReleaseDate or an OriginalReleaseDate.'],
  ['sound-recording-type', '1052-1', 'SoundRecordings are MusicalWorkSoundRecording or NonMusicalWorkSoundRecording.'],
  ['recording-isrc', '1058-1', 'Every primary SoundRecording and Video is identified by an ISRC.'],
  [
    'recording-sequenced',
    '1020-1',
    "Every primary SoundRecording and Video is a sequenced content item of the main Release's ResourceGroup.",
  ],
  ['contributor-once', '1030-1', 'A contributor is listed once per resource, with all its roles.'],
  ['track-release-per-recording', '1045-1', 'Every primary SoundRecording and Video has exactly one TrackRelease.'],
  [
    'track-release-resource',
    '1047-1',
    'Every TrackRelease refers to one primary SoundRecording or Video of the message.',
  ],
  ['front-cover', '1053-1', 'Exactly one Image of type FrontCoverImage.'],
  ['front-cover-linked', '1057-1', "The FrontCoverImage is linked from the main Release's top-level ResourceGroup."],
  ['image-proprietary-id', '1029-1', 'Images are identified by a ProprietaryId.'],
  [
    'front-cover-file',
    null,
    'The FrontCoverImage names its file (URI), its hash (HashSum with Algorithm and value), its ImageCodecType and its ImageWidth and ImageHeight in pixels.',
  ],
  ['release-deal', null, 'Every Release and TrackRelease has a ReleaseDeal.'],
] as const;

export type ProfileRuleId = (typeof PROFILE_RULES)[number][0];

export const SR_TYPES = new Set(['MusicalWorkSoundRecording', 'NonMusicalWorkSoundRecording']);
export const AUDIO_RELEASE_TYPES = new Set([
  'Album',
  'Bundle',
  'ClassicalAlbum',
  'ClassicalDigitalBoxedSet',
  'DigitalBoxSetRelease',
  'Documentary',
  'EBookRelease',
  'EP',
  'Episode',
  'KaraokeRelease',
  'MaxiSingle',
  'MiniAlbum',
  'Playlist',
  'Season',
  'Series',
  'Single',
  'StemBundle',
  'UserDefined',
]);
