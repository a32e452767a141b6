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
    /** The writer's own chain of title when entered: its original publisher and that publisher's administrator */
    chain?: { publisher: MlcEntity & { mechanical: number }; administrator: MlcEntity | null } | null;
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

/** Splits `pool` between lines by their weights (equal when none); the rest goes to the last so the sum is exact. */
function splitPool(pool: number, lines: { i: number; weight: number }[], out: number[]) {
  const weightSum = lines.reduce((t, l) => t + l.weight, 0);
  let given = 0;
  lines.forEach((l, k) => {
    const part =
      k === lines.length - 1
        ? pool - given
        : Math.floor(weightSum ? (pool * l.weight) / weightSum : pool / lines.length);
    given += part;
    out[l.i] = (out[l.i] ?? 0) + part;
  });
}

/**
 * US mechanical collection per writer line, in basis points: a controlled writer's line collects the writer's
 * own mechanical share plus the part of its publisher's own mechanical share that goes with that writer. A
 * writer with an entered chain of title shares its own publisher's share with the other writers of that chain;
 * the others share the remaining publishers' shares (weighted by performance shares, the rest to the last line
 * so the sum is exact). An uncontrolled writer's line collects nothing here.
 */
function collectionShares(w: MlcWork): (number | null)[] {
  const out: number[] = [];
  const controlled = w.writers.map((x, i) => ({ x, i, weight: x.performance })).filter((c) => c.x.controlled);
  controlled.forEach((c) => (out[c.i] = c.x.mechanical));
  const chained = controlled.filter((c) => c.x.chain);
  for (const name of new Set(chained.map((c) => c.x.chain!.publisher.name))) {
    const group = chained.filter((c) => c.x.chain!.publisher.name === name);
    splitPool(group[0]!.x.chain!.publisher.mechanical, group, out);
  }
  const chainNames = new Set(chained.map((c) => c.x.chain!.publisher.name));
  const rest = controlled.filter((c) => !c.x.chain);
  const pool = w.publishers.filter((p) => !chainNames.has(p.name)).reduce((t, p) => t + p.mechanical, 0);
  if (rest.length) splitPool(pool, rest, out);
  return w.writers.map((x, i) => (x.controlled ? (out[i] ?? 0) : null));
}

const pct = (bp: number) => Math.round(bp) / 100;

/** The rows as values, in MLC_COLUMNS order (tested without opening the workbook). */
export function mlcRows(works: MlcWork[]): Cell[][] {
  const rows: Cell[][] = [];
  for (const w of works) {
    const shares = collectionShares(w);
    // Writers without an entered chain are collected by the first publisher in no writer's chain (else the platform).
    const chains = new Set(w.writers.flatMap((x) => (x.controlled && x.chain ? [x.chain.publisher.name] : [])));
    const collector = w.publishers.find((p) => !chains.has(p.name)) ?? w.platform;
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
      const pub = wr?.controlled ? (wr.chain?.publisher ?? collector) : null;
      const admin = pub && wr?.chain ? wr.chain.administrator : pub && w.administrator ? w.administrator : null;
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
