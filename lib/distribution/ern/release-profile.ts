// The DDEX release profile an ERN message declares and the ReleaseType of its main release.
//
// ERN 4.3's profiles are the AVS ReleaseProfileVersionId values (schemas/allowed-value-sets.xsd): Audio, Video,
// SimpleAudioSingle, SimpleVideoSingle, Ringtone, DjMix, LongFormMusicalWorkVideo, MixedMedia. This platform sells
// audio releases only (ReleaseType single / ep / album), so every message it builds is "Audio": one main Release,
// one TrackRelease per primary SoundRecording, one FrontCoverImage (DDEX Release Profile 2.1, "Audio",
// ./profile-rules.ts has the rules checked). No video, ringtone or DJ-mix product exists to send.
//
// Single / EP / album: DDEX defines them only in words (AVS ReleaseType: a Single has "a short total Duration,
// typically containing one or two Tracks", an EP is "a mid-size Release ranging between a Single and an Album").
// The numbers are the stores' (Apple Music / Spotify, as distributors publish them): a single is 1-3 tracks each
// under 10 minutes; an EP 1-3 tracks one of which is 10 minutes or longer, or 4-6 tracks, 30 minutes or less in
// all; an album anything longer or with 7 tracks or more. Stores reclassify a release that says otherwise.

export type AudioReleaseType = 'single' | 'ep' | 'album';

export const RELEASE_PROFILE = 'Audio';

const MINUTE = 60_000;
const LONG_TRACK_MS = 10 * MINUTE;
const EP_MAX_MS = 30 * MINUTE;
const SINGLE_MAX_TRACKS = 3;
const EP_MAX_TRACKS = 6;

/** The release type the track count and durations make (stores' rules, above). */
export function audioReleaseType(durationsMs: number[]): AudioReleaseType {
  const total = durationsMs.reduce((s, d) => s + Math.max(0, d), 0);
  const count = durationsMs.length;
  const longTrack = durationsMs.some((d) => d >= LONG_TRACK_MS);
  if (count <= SINGLE_MAX_TRACKS && !longTrack) return 'single';
  if (count <= EP_MAX_TRACKS && total <= EP_MAX_MS) return 'ep';
  return 'album';
}

/** The AVS ReleaseType value of each. */
export const DDEX_RELEASE_TYPE: Record<AudioReleaseType, string> = { single: 'Single', ep: 'EP', album: 'Album' };

/** Human words for a rule message. */
export const RELEASE_TYPE_RULE =
  'a Single is 1-3 tracks each under 10 minutes; an EP 4-6 tracks, or 1-3 with one of 10 minutes or more, 30 minutes or less in all; an Album 7 tracks or more, or over 30 minutes';
