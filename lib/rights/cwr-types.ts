// What a CWR file is written from: works, their writers and publishers, and the shares of each (types only).

export interface CwrShares {
  /** basis points, 10,000 = 100% */
  pr: number;
  mr: number;
  sr: number;
}

export interface CwrPublisher {
  /** Publisher sequence #: the chain of title it belongs to (every record of one chain has the same) */
  sequence: number;
  ipNumber: string;
  name: string;
  /** E, AM, SE, AQ, ES */
  type: string;
  ipi?: string | null;
  society?: string | null;
  ownership: CwrShares;
  /**
   * Collection shares per territory (TIS code), one SPT each; empty when another publisher of the chain collects.
   * `include` false: the territory is excluded (SPT indicator E, zero shares). A more specific territory entry
   * takes precedence over a broader one (a sub-publisher's country over the original publisher's World).
   */
  collection: { territory: string; include?: boolean; shares: CwrShares }[];
}

/** A publisher the submitter does not control (OPU): named when known, else "publisher unknown". */
export interface CwrOtherPublisher {
  sequence: number;
  ipNumber?: string | null;
  name?: string | null;
  type?: string | null;
  ipi?: string | null;
  society?: string | null;
  ownership: CwrShares;
}

export interface CwrWriter {
  ipNumber: string;
  name: string;
  /** CA, A, C, AR, AD, SA, SR, TR, PA */
  role: string;
  ipi?: string | null;
  society?: string | null;
  ownership: CwrShares;
  /** Collection shares (SWT) in `territory`; controlled writers only. Defaults to the ownership shares */
  collection?: CwrShares;
  territory: string;
  /** Controlled writers: the original publisher (E) of their own chain of title (PWR) */
  publisher?: { ipNumber: string; name: string; sequence: number } | null;
}

/** CWR 2.1 "Musical Work Distribution Category" lookup values the platform offers. */
export const DISTRIBUTION_CATEGORIES = ['POP', 'JAZ', 'SER', 'UNC'] as const;

export interface CwrWork {
  submitterWorkId: string;
  title: string;
  language: string;
  /** POP, JAZ, SER, UNC */
  distributionCategory: string;
  iswc?: string | null;
  durationSec?: number | null;
  versionType: 'ORI' | 'MOD';
  alternateTitles: string[];
  publishers: CwrPublisher[];
  otherPublishers: CwrOtherPublisher[];
  writers: CwrWriter[];
  otherWriters: CwrWriter[];
  performers: string[];
  recordings: {
    isrc: string;
    releaseDate?: Date | null;
    durationSec?: number | null;
    /** CWR 2.2 REC: recording title, display artist, record label */
    title?: string | null;
    artist?: string | null;
    label?: string | null;
  }[];
}

export interface CwrFile {
  /** The sender's IPI name number (11 digits; one over 9 significant digits goes in HDR 4-14) */
  senderIpi: string;
  senderName: string;
  createdAt: Date;
  /** 2.1 unless the society's setting says 2.2 (a 3.0 file is written by lib/rights/cwr-v30.ts) */
  version?: '2.1' | '2.2';
  /** One group per transaction type (NWR for new works, REV for revisions); empty groups are left out */
  groups: { type: 'NWR' | 'REV'; works: CwrWork[] }[];
}
