// What the ERN builder is given: one release with its tracks and credits, its cover artwork as read from the
// stored file, and the message header. Plain data (./service.ts loads it), so the builder stays pure.
import type { AiContent } from '../../generated/prisma/enums';
import type { ErnVersion } from './validate';

export type ErnKind = 'insert' | 'update' | 'takedown';

interface ErnContributor {
  name: string;
  role: string;
}
export interface ErnTrack {
  id: string;
  position: number;
  title: string;
  version: string;
  isrc: string | null;
  durationMs: number | null;
  explicit: boolean;
  language: string;
  instrumental: boolean;
  audioFormat?: string | null;
  sampleRate?: number | null;
  bitsPerSample?: number | null;
  channels?: number | null;
  audioFileId?: string | null;
  /** Generative AI in the recording as declared (ERN 4.3.2 ContainsAI); null: not declared */
  containsAi?: AiContent | null;
  contributors: ErnContributor[];
}

/** The cover as read from its stored file (./artwork-facts.ts): what the FrontCoverImage's TechnicalDetails say. */
export interface ErnArtwork {
  fileId: string;
  /** AVS ImageCodecType: JPEG or PNG (the uploads accept no other) */
  codec: 'JPEG' | 'PNG';
  width: number;
  height: number;
  /** SHA-256 of the file's bytes, hex */
  sha256: string;
}

export interface ErnRelease {
  id: string;
  title: string;
  primaryArtist: string;
  /** The type the artist chose; the message's ReleaseType follows the tracks (./release-profile.ts) */
  releaseType: 'single' | 'ep' | 'album';
  genre: string;
  label: string;
  pLine: string;
  cLine: string;
  releaseDate: Date | null;
  originalReleaseDate: Date | null;
  explicit: boolean;
  language: string;
  territories: string[];
  upc: string | null;
  artworkFileId: string | null;
  artworkWidth?: number | null;
  artworkHeight?: number | null;
  /** The cover file's own facts; without them the Image carries only what the release row says */
  artwork?: ErnArtwork | null;
  /** Generative AI in the release as declared (ERN 4.3.2 ContainsAI); null: not declared */
  containsAi?: AiContent | null;
  tracks: ErnTrack[];
}
export interface ErnHeader {
  messageId: string;
  threadId?: string;
  sender: { partyId: string; name: string };
  recipient: { partyId: string; name: string };
  createdAt: Date;
  kind: ErnKind;
  /** Base URL under which files are referenced */
  fileBaseUrl?: string;
  test?: boolean;
  /** The ERN version the recipient asked for (its store requirements); 4.3 by default */
  version?: ErnVersion;
}
