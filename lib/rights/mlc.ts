// The MLC bulk work registration spreadsheet (.xlsx via exceljs) in the template's 21 columns and order, and the
// bulk ISRC match file (ISRC, MLC SONG CODE) written with csv-stringify. Rules: docs/rights.md "The MLC".
import ExcelJS from 'exceljs';
import { toCsv } from '../platform/csv';
import { formatIswc } from './codes';

/** The MLC bulk work registration template, columns A to U (* = required by The MLC). */
const MLC_COLUMNS = [
  'PRIMARY TITLE*',
  'MLC SONG CODE',
  'MEMBERS SONG ID',
  'ISWC',
  'AKA TITLE',
  'AKA TITLE TYPE CODE',
  'WRITER LAST NAME*',
  'WRITER FIRST NAME',
  'WRITER IPI NUMBER',
  'WRITER ROLE CODE*',
  'MLC PUBLISHER NUMBER',
  'PUBLISHER NAME*',
  'PUBLISHER IPI NUMBER*',
  'ADMINISTRATOR MLC PUBLISHER NUMBER',
  'ADMINISTRATOR NAME',
  'ADMINISTRATOR IPI NUMBER',
  'COLLECTION SHARE*',
  'RECORDING TITLE',
  'RECORDING ARTIST NAME',
  'RECORDING ISRC',
  'RECORDING LABEL',
] as const;

const ISRC_MATCH_COLUMNS = ['ISRC', 'MLC SONG CODE'] as const;

/** Writer role codes The MLC accepts (the CWR writer designation codes). */
const MLC_WRITER_ROLES = new Set(['CA', 'C', 'A', 'AR', 'AD', 'TR', 'SA', 'SR', 'PA']);

interface MlcEntity {
  name: string;
  ipi: string | null;
}

export interface MlcWork {
  songId: string;
  /** The MLC's song code when The MLC gave one (registration target MLC) */
  mlcSongCode: string | null;
  title: string;
  iswc: string | null;
  /** Alternate titles, written with AKA TITLE TYPE CODE "AT" (alternative title) */
  alternateTitles: string[];
  writers: {
    name: string;
    ipi: string | null;
    role: string;
    controlled: boolean;
    /** Shares in basis points: performance weighs a publisher's own share between its writers */
    performance: number;
    mechanical: number;
  }[];
  /** Controlled publishers of the work, with their own mechanical share (basis points) */
  publishers: (MlcEntity & { mechanical: number })[];
  /** A controlled administrator party (AM), written in the administrator columns */
  administrator: MlcEntity | null;
  /** Who collects for controlled writers without a publisher of their own (the platform, from the settings) */
  platform: MlcEntity | null;
  recordings: { isrc: string; title: string | null; artist: string | null; label: string | null }[];
}

type Cell = string | number | null;

function split(name: string) {
  const parts = name.trim().split(/\s+/);
  return parts.length === 1
    ? { last: parts[0]!, first: '' }
    : { last: parts[parts.length - 1]!, first: parts.slice(0, -1).join(' ') };
}

/**
 * US mechanical collection per writer line, in basis points: a controlled writer's line collects the writer's
 * own mechanical share plus the part of the publishers' own mechanical shares that goes with that writer
 * (weighted by the writers' performance shares, the rest to the last line so the sum is exact). An uncontrolled
 * writer's line collects nothing here.
 */
function collectionShares(w: MlcWork): (number | null)[] {
  const controlled = w.writers.map((x, i) => ({ x, i })).filter((c) => c.x.controlled);
  const pubShare = w.publishers.reduce((s, p) => s + p.mechanical, 0);
  const weightSum = controlled.reduce((s, c) => s + c.x.performance, 0);
  const out: (number | null)[] = w.writers.map(() => null);
  let given = 0;
  controlled.forEach((c, k) => {
    const last = k === controlled.length - 1;
    const part = last
      ? pubShare - given
      : Math.floor(weightSum ? (pubShare * c.x.performance) / weightSum : pubShare / controlled.length);
    given += part;
    out[c.i] = c.x.mechanical + part;
  });
  return out;
}

const pct = (bp: number) => Math.round(bp) / 100;

/** The rows as values, in MLC_COLUMNS order (tested without opening the workbook). */
export function mlcRows(works: MlcWork[]): Cell[][] {
  const rows: Cell[][] = [];
  for (const w of works) {
    const shares = collectionShares(w);
    const collector = w.publishers[0] ?? w.platform;
    const recordings = w.recordings.map((r) =>
      // Recording title and artist go together, or neither is sent.
      r.title && r.artist ? r : { ...r, title: null, artist: null },
    );
    const lines = Math.max(w.writers.length, w.alternateTitles.length, recordings.length, 1);
    for (let i = 0; i < lines; i++) {
      const wr = w.writers[i];
      const aka = w.alternateTitles[i]?.trim() || null;
      const r = recordings[i];
      const name = wr ? split(wr.name) : null;
      const share = shares[i] ?? null;
      const pub = wr?.controlled && collector ? collector : null;
      const admin = pub && w.administrator ? w.administrator : null;
      rows.push([
        w.title,
        w.mlcSongCode,
        w.songId,
        w.iswc ? formatIswc(w.iswc) : null,
        aka,
        aka ? 'AT' : null,
        name?.last ?? null,
        name?.first || null,
        wr?.ipi ?? null,
        wr && MLC_WRITER_ROLES.has(wr.role) ? wr.role : null,
        null,
        pub?.name ?? null,
        pub?.ipi ?? null,
        null,
        admin?.name ?? null,
        admin?.ipi ?? null,
        pub && share !== null ? pct(share) : null,
        r?.title ?? null,
        r?.artist ?? null,
        r?.isrc ?? null,
        r?.label || null,
      ]);
    }
  }
  return rows;
}

export async function mlcWorkbook(works: MlcWork[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Rights management';
  const ws = wb.addWorksheet('Format');
  ws.addRow([...MLC_COLUMNS]);
  ws.getRow(1).font = { bold: true };
  for (const row of mlcRows(works)) ws.addRow(row);
  ws.columns.forEach((c) => (c.width = 22));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The bulk ISRC match file: one line per recording of a work The MLC has given a song code. */
export function isrcMatchCsv(works: MlcWork[]): string {
  const records = works.flatMap((w) => (w.mlcSongCode ? w.recordings.map((r) => [r.isrc, w.mlcSongCode]) : []));
  return toCsv(records, [...ISRC_MATCH_COLUMNS]);
}
