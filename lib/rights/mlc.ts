// The MLC bulk work registration spreadsheet (.xlsx via exceljs): one row per writer/publisher line,
// the title only on a work's first row, as The MLC's template asks; and the ISRC-to-song-code match CSV.
import ExcelJS from 'exceljs';
import { toCsv } from '../platform/csv';
import { formatIswc } from './codes';

const MLC_COLUMNS = [
  'PRIMARY TITLE*',
  "MEMBER'S SONG ID",
  'ISWC',
  'MLC SONG CODE',
  'AKA TITLE',
  'AKA TITLE TYPE CODE',
  'WRITER LAST NAME*',
  'WRITER FIRST NAME',
  'WRITER IPI NUMBER',
  'WRITER ROLE CODE*',
  'PUBLISHER NAME',
  'PUBLISHER IPI NUMBER',
  'MLC PUBLISHER NUMBER',
  'COLLECTION SHARE*',
  'ADMINISTRATOR NAME',
  'ADMINISTRATOR IPI NUMBER',
  'ISRC',
  'RECORDING TITLE',
  'RECORDING ARTIST NAME',
  'RECORDING LABEL',
] as const;

export interface MlcWork {
  songId: string;
  title: string;
  iswc: string | null;
  alternateTitles: string[];
  writers: {
    name: string;
    ipi: string | null;
    role: string;
    controlled: boolean;
    /** Mechanical share in basis points */
    mechanical: number;
  }[];
  publisher: { name: string; ipi: string | null } | null;
  recordings: { isrc: string; title: string; artist: string; label: string }[];
}

function split(name: string) {
  const parts = name.trim().split(/\s+/);
  return parts.length === 1
    ? { last: parts[0]!, first: '' }
    : { last: parts[parts.length - 1]!, first: parts.slice(0, -1).join(' ') };
}

/** The rows as values, in MLC_COLUMNS order (tested without opening the workbook). */
function mlcRows(works: MlcWork[]): (string | number | null)[][] {
  const rows: (string | number | null)[][] = [];
  for (const w of works) {
    const lines = Math.max(w.writers.length, w.alternateTitles.length, w.recordings.length, 1);
    for (let i = 0; i < lines; i++) {
      const wr = w.writers[i];
      const aka = w.alternateTitles[i];
      const r = w.recordings[i];
      const name = wr ? split(wr.name) : null;
      // Publishing and shares only for shares the member controls (The MLC's rule).
      const controlled = wr?.controlled ?? false;
      rows.push([
        i === 0 ? w.title : null,
        i === 0 ? w.songId : null,
        i === 0 && w.iswc ? formatIswc(w.iswc) : null,
        null,
        aka ?? null,
        aka ? 'AT' : null,
        name?.last ?? null,
        name?.first || null,
        wr?.ipi ?? null,
        wr?.role ?? null,
        controlled && w.publisher ? w.publisher.name : null,
        controlled && w.publisher ? w.publisher.ipi : null,
        null,
        controlled ? wr!.mechanical / 100 : null,
        null,
        null,
        r?.isrc ?? null,
        r?.title ?? null,
        r?.artist ?? null,
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

/** ISRC -> song match file: one line per recording with the work it embodies. */
export function isrcMatchCsv(works: MlcWork[]): string {
  const records = works.flatMap((w) =>
    w.recordings.map((r) => [r.isrc, r.title, r.artist, w.title, w.songId, w.iswc ? formatIswc(w.iswc) : '']),
  );
  return toCsv(records, ['ISRC', 'RECORDING TITLE', 'RECORDING ARTIST', 'SONG TITLE', "MEMBER'S SONG ID", 'ISWC']);
}
