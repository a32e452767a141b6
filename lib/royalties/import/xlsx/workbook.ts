// Excel workbooks (.xlsx) as statements: many distributors and stores hand their statements out as
// spreadsheets. The sheet with the most rows (the detail sheet, not a summary or notes sheet) is written
// out as UTF-8 CSV, which then goes through the same layout detection, preview and import as a CSV
// upload. exceljs's streaming reader reads one sheet at a time, so a large workbook is not held whole.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { BadRequest } from '../../../platform/errors';
import { csvDataLine } from '../../../platform/csv';

/** A number as plain decimal digits (CSV readers and our amount parser take no exponent). */
export function numberText(n: number): string {
  const s = String(n);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const [, sign, lead, frac = '', expText] = m;
  const exp = Number(expText);
  const digits = lead + frac;
  const point = 1 + exp; // position of the decimal point within `digits`
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A date cell: the day alone at midnight (sale dates), else the ISO date and time (UTC, as Excel keeps none). */
const dateText = (d: Date) => {
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
};

/** What a cell shows: formulas by their result, rich text and links by their text, errors as empty. */
export function cellText(v: ExcelJS.CellValue | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return numberText(v);
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return dateText(v);
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('formula' in v || 'sharedFormula' in v)
    return cellText((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in v) return typeof v.text === 'string' ? v.text : cellText(v.text as ExcelJS.CellValue);
  return '';
}

/**
 * Writes the workbook's sheet with the most non-empty rows to `outPath` as CSV; returns that sheet's name.
 * A workbook with no rows, or bytes that are not a workbook, is refused with 400.
 */
export async function workbookToCsv(xlsxPath: string, outPath: string): Promise<{ sheet: string; rows: number }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(xlsxPath, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell date cells from numbers.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let best: { sheet: string; rows: number; path: string } | null = null;
  let n = 0;
  try {
    for await (const sheet of reader) {
      const path = `${outPath}.sheet${n++}`;
      const out = createWriteStream(path);
      let rows = 0;
      for await (const row of sheet) {
        const values = row.values as ExcelJS.CellValue[];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
        if (cells.every((c) => c === '')) continue;
        rows++;
        if (!out.write(csvDataLine(cells))) await once(out, 'drain');
      }
      out.end();
      await once(out, 'finish');
      // The reader carries the sheet's name, which exceljs' types leave out.
      const name = 'name' in sheet && typeof sheet.name === 'string' ? sheet.name : `Sheet ${n}`;
      if (!best || rows > best.rows) {
        if (best) await rm(best.path, { force: true });
        best = { sheet: name, rows, path };
      } else await rm(path, { force: true });
    }
  } catch (err) {
    if (best) await rm(best.path, { force: true });
    if (err instanceof BadRequest) throw err;
    throw new BadRequest('The spreadsheet could not be read: save it again as .xlsx or export it as CSV.');
  }
  if (!best || best.rows === 0) {
    if (best) await rm(best.path, { force: true });
    throw new BadRequest('The spreadsheet has no rows.');
  }
  await rename(best.path, outPath);
  return { sheet: best.sheet, rows: best.rows };
}
