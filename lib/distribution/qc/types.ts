// Quality control: the shape of a release as the rules see it, and of what they report.

interface QcContributor {
  name: string;
  role: string;
}
export interface QcTrack {
  id: string;
  position: number;
  title: string;
  version: string;
  isrc: string | null;
  explicit: boolean;
  instrumental: boolean;
  language: string;
  audioFileId: string | null;
  audioSha256: string | null;
  audioFormat: string | null;
  sampleRate: number | null;
  bitsPerSample: number | null;
  channels: number | null;
  clippedRun: number | null;
  durationMs: number | null;
  /** Generative AI in the recording as declared (ERN 4.3.2 ContainsAI); null or absent: not declared */
  containsAi?: AiDeclaration | null;
  contributors: QcContributor[];
}
type AiDeclaration = 'all' | 'partly' | 'none';
export interface QcRelease {
  id: string;
  title: string;
  primaryArtist: string;
  genre: string;
  explicit: boolean;
  releaseDate: Date | null;
  artworkFileId: string | null;
  artworkWidth: number | null;
  artworkHeight: number | null;
  artworkMime: string | null;
  storeIds: string[];
  /** The type the artist chose (the message's follows the tracks: ../ern/release-profile.ts) */
  releaseType?: 'single' | 'ep' | 'album';
  /** The release's barcode, when it has one yet (approval assigns one otherwise) */
  upc?: string | null;
  containsAi?: AiDeclaration | null;
  tracks: QcTrack[];
}
/**
 * A track of another release. Another owner's is never named (it may be unreleased): `release` is then
 * "another release" and `title`/`isrc` are empty.
 */
export interface QcElsewhere {
  /** The other release's quoted title when the same owner's, else "another release" */
  release: string;
  sameOwner: boolean;
  title: string;
  isrc: string | null;
}
/** What the rules need to know about the rest of the catalog. */
export interface QcCatalog {
  /** ISRC -> a track of another release using it */
  isrcsElsewhere: Map<string, QcElsewhere>;
  /** audio sha256 -> a track of another release using that file */
  audioElsewhere: Map<string, QcElsewhere>;
  /** Artist names the owner used on other releases */
  ownerArtistNames: string[];
  /** Longest lead time the chosen stores ask for, in days */
  leadTimeDays: number;
  today: Date;
}

type Severity = 'error' | 'warning';

export interface QcIssue {
  rule: string;
  /** Form field to fix: 'title', 'primaryArtist', 'artwork', 'tracks.0.title', 'tracks.1.audio' ... */
  field: string;
  severity: Severity;
  message: string;
}

export interface QcRule {
  id: string;
  title: string;
  check(release: QcRelease, catalog: QcCatalog): QcIssue[];
}

export const trackField = (t: QcTrack, name: string) => `tracks.${t.position - 1}.${name}`;
export const trackLabel = (t: QcTrack) => `Track ${t.position} "${t.title}"`;
