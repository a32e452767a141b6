// What a CWR file is written from: works, their writers and publishers, and the shares of each (types only).

export interface CwrShares {
  /** basis points, 10,000 = 100% */
  pr: number;
  mr: number;
  sr: number;
}

export interface CwrPublisher {
  ipNumber: string;
  name: string;
  /** E, AM, SE, AQ, ES */
  type: string;
  ipi?: string | null;
  society?: string | null;
  ownership: CwrShares;
  /** Collection shares per territory (TIS code) */
  collection: { territory: string; shares: CwrShares }[];
}

export interface CwrWriter {
  ipNumber: string;
  name: string;
  /** CA, A, C, AR, AD, SA, SR, TR, PA */
  role: string;
  ipi?: string | null;
  society?: string | null;
  ownership: CwrShares;
  territory: string;
  /** Controlled writers: the controlled publisher they are linked to (PWR) */
  publisher?: { ipNumber: string; name: string } | null;
}

export interface CwrWork {
  submitterWorkId: string;
  title: string;
  language: string;
  iswc?: string | null;
  durationSec?: number | null;
  versionType: 'ORI' | 'MOD';
  alternateTitles: string[];
  publishers: CwrPublisher[];
  otherPublishers: { ownership: CwrShares }[];
  writers: CwrWriter[];
  otherWriters: CwrWriter[];
  performers: string[];
  recordings: { isrc: string; releaseDate?: Date | null; durationSec?: number | null }[];
}

export interface CwrFile {
  senderIpi: string;
  senderName: string;
  createdAt: Date;
  /** One group per transaction type (NWR for new works, REV for revisions); empty groups are left out */
  groups: { type: 'NWR' | 'REV'; works: CwrWork[] }[];
}
