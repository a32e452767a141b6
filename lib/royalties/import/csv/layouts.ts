// Statement layouts: saved column mappings and the presets (./presets.ts) matched against a file's header
// and first lines, and the interpreter of columnar files (DSR files: ./dsr/interpreter.ts). Pure (no database).
import { BadRequest } from '../../../platform/errors';
import type { TemplateField } from '../../schema';
import { interpretRow, parseAmount, toPeriod, toUsd, type ColumnIndex, type Outcome, type RowRules } from './row';
import { DEFAULT_TEMPLATE, norm, PRESETS } from './presets';
import type { Preset } from './preset-types';
import { looksLikeDsr } from '../dsr/interpreter';
import { TakeBack } from './take-back';
import type { Interpreter } from '../interpreter';
import { HEADER_WINDOW } from './header-row';

/** A saved mapping as the importer uses it: a header name (or, headerless, a 1-based column number) per field. */
export interface SavedLayout {
  id: string;
  name: string;
  store: string;
  delimiter: string;
  columns: Partial<Record<TemplateField, string>>;
  headerless: boolean;
  dateOrder: 'mdy' | 'dmy';
}

export function savedAsPreset(m: SavedLayout): Preset {
  return {
    id: `mapping:${m.name}`,
    name: m.name,
    store: m.store,
    description: `Saved mapping "${m.name}"`,
    signature: Object.values(m.columns).map((h) => [norm(h!)]),
    columns: Object.fromEntries(Object.entries(m.columns).map(([f, h]) => [f, [norm(h!)]])),
    dateOrder: m.dateOrder,
  };
}

const has = (headers: Set<string>, any: string[]) => any.some((h) => headers.has(h));

/** Whether a record is the header of a preset. */
function matchesHeader(p: Preset, rec: string[]): boolean {
  const headers = new Set(rec.map(norm));
  return p.signature.every((alts) => has(headers, alts));
}

/** Finds each field's column in a header row. */
export function indexPreset(p: Preset, header: string[]): ColumnIndex {
  const pos = new Map<string, number>();
  header.forEach((h, i) => {
    if (!pos.has(norm(h))) pos.set(norm(h), i);
  });
  const fields: ColumnIndex['fields'] = {};
  for (const [field, names] of Object.entries(p.columns) as [TemplateField, string[]][]) {
    for (const n of names) {
      const i = pos.get(n);
      if (i !== undefined) {
        fields[field] = i;
        break;
      }
    }
  }
  return { fields };
}

/** A headerless mapping's columns: "3" or "#3" is the third column. */
export function indexHeaderless(m: SavedLayout): ColumnIndex {
  const fields: ColumnIndex['fields'] = {};
  for (const [f, v] of Object.entries(m.columns) as [TemplateField, string][]) {
    const n = Number(String(v).replace(/^#/, ''));
    if (Number.isInteger(n) && n >= 1) fields[f] = n - 1;
  }
  return { fields };
}

/**
 * The totals a footer block states, in file units: Apple's Total_Rows, Total_Amount and Total_Units (the
 * units of its sales rows, returns not counted).
 */
interface FooterTotals {
  rows?: number;
  amount?: string;
  units?: number;
}

/**
 * A footer record's label and value: `Total_Amount<TAB>8.40` (the current form), `Total_Amount:8.40` in
 * one cell (Apple before June 2010), or `<TAB>…<TAB>Total<TAB>8.40 AUD` (before February 2009).
 */
function footerCell(rec: string[], first: string): { label: string; value: string } {
  const colon = /^(total_[a-z]+)\s*:\s*(.*)$/i.exec(first);
  if (colon) return { label: colon[1], value: colon[2].trim() };
  const at = first === '' ? rec.findIndex((c) => c.trim() !== '') : 0;
  const label = at < 0 ? '' : rec[at].trim();
  const value = (rec.slice(at + 1).find((c) => c.trim() !== '') ?? '').trim();
  return { label, value };
}

/** Columnar files: a header (after optional preamble lines) or none, data rows, optional footer rows. */
export class TableInterpreter implements Interpreter {
  private cols?: ColumnIndex;
  /** Data rows and their amount since the last footer block (what its totals cover) */
  private dataRows = 0;
  private sum = 0n;
  /** Units of the sales rows since the last footer block (what its Total_Units covers) */
  private saleUnits = 0;
  private footerTotals: FooterTotals = {};
  /** Past a footer row: what follows until a header again (Apple's per-country summary) is footer too */
  private inFooter = false;

  constructor(
    private preset: Preset,
    private rules: RowRules,
    headerless?: ColumnIndex,
  ) {
    this.cols = headerless;
  }

  /** The month of a data record's own date (its sale period column), whatever else it holds; null without one. */
  periodOf(rec: string[]): string | null {
    const at = this.cols?.fields.sale_period;
    const raw = at === undefined ? '' : (rec[at] ?? '').trim();
    return raw ? toPeriod(raw, this.rules.dateOrder) : null;
  }

  read(rec: string[], rowNumber: number): Outcome {
    if (!this.cols) {
      if (matchesHeader(this.preset, rec)) {
        this.index(rec);
        return { t: 'header' };
      }
      return { t: 'skip', reason: 'preamble (before the header row)' };
    }
    const footer = this.preset.footer;
    if (footer) {
      const first = (rec[0] ?? '').trim();
      if (this.inFooter || footer.test(first) || (first === '' && this.isOldTotal(rec))) {
        // A header after a footer block starts a new section: the block's totals are checked first.
        // (Apple's per-country summary table has the amount columns too, under "Country Of Sale".)
        if (this.inFooter && !footer.test(first) && matchesHeader(this.preset, rec)) {
          this.checkFooter();
          this.index(rec);
          return { t: 'header' };
        }
        this.inFooter = true;
        this.readFooter(rec, first);
        return { t: 'skip', reason: 'footer' };
      }
    }
    // A repeated header (Apple repeats it per section) is a header again. Only a record whose amount
    // cell reads as the amount column's own name can be one, so data rows skip the full comparison.
    const amountCell = rec[this.amountAt] ?? '';
    if (this.mayBeHeader(amountCell) && norm(amountCell) === this.amountHeader) {
      if (matchesHeader(this.preset, rec)) {
        this.index(rec);
        return { t: 'header' };
      }
    }
    let out: Outcome;
    const takeBack = this.takeBack;
    const kind = takeBack ? (rec[this.cols.fields.row_type!] ?? '').trim().toLowerCase() : '';
    if (takeBack?.takesBack(kind)) {
      const data = takeBack.prepare(rec, this.amountAt, kind);
      out = Array.isArray(data) ? TakeBack.deduct(interpretRow(data, rowNumber, this.cols, this.rules)) : data;
    } else out = interpretRow(rec, rowNumber, this.cols, this.rules);
    if (!(out.t === 'skip' && out.reason === 'empty row')) this.dataRows++;
    // Footer totals are checked in file units; only presets with footers need the running sum.
    if (footer) {
      const amount = out.t === 'row' ? out.row.amount : parseAmount(amountCell.trim());
      if (amount !== null) this.sum += toUsd(amount, 1_000_000_000_000n);
      // Every sales row counts, skipped ones too (a free promo-code row has units and no amount).
      if (this.saleAt >= 0 && (rec[this.saleAt] ?? '').trim().toUpperCase() === this.preset.footerUnits!.sale) {
        const units = Number((rec[this.cols.fields.units ?? -1] ?? '').replace(/,/g, ''));
        if (Number.isFinite(units)) this.saleUnits += units;
      }
    }
    return out;
  }

  /** A record of empty cells up to a "Total" label (Apple's footer before February 2009). */
  private isOldTotal(rec: string[]): boolean {
    const c = rec.find((x) => x.trim() !== '');
    return c !== undefined && /^total$/i.test(c.trim());
  }

  private readFooter(rec: string[], first: string) {
    const { label, value } = footerCell(rec, first);
    const t = this.footerTotals;
    const l = label.toLowerCase();
    if (l === 'total_rows') t.rows = Number(value.replace(/,/g, ''));
    else if (l === 'total_amount' || l === 'total') t.amount = parseAmount(value) ?? undefined;
    else if (l === 'total_units') t.units = Number(value.replace(/,/g, ''));
  }

  /** Checks the totals of the footer block just read against the rows it covers, then starts afresh. */
  private checkFooter() {
    const t = this.footerTotals;
    if (t.rows !== undefined && Number.isFinite(t.rows) && t.rows !== this.dataRows)
      throw new BadRequest(
        `The footer says Total_Rows ${t.rows} but the file has ${this.dataRows} data rows; the file may be cut short.`,
      );
    if (t.amount !== undefined && toUsd(t.amount, 1_000_000_000_000n) !== this.sum)
      throw new BadRequest(
        `The footer says Total_Amount ${t.amount} but the rows add up to a different amount; the file may be cut short or edited.`,
      );
    if (t.units !== undefined && Number.isFinite(t.units) && this.saleAt >= 0 && t.units !== this.saleUnits)
      throw new BadRequest(
        `The footer says Total_Units ${t.units} but the sales rows add up to ${this.saleUnits} units (returns are not counted in it); the file may be cut short or edited.`,
      );
    this.footerTotals = {};
    this.dataRows = 0;
    this.sum = 0n;
    this.saleUnits = 0;
    this.inFooter = false;
  }

  private amountAt = -1;
  private amountHeader: string | null = null;
  private takeBack: TakeBack | null = null;
  /** The Sales or Return column, when the footer's Total_Units is checked */
  private saleAt = -1;

  /**
   * Whether an amount cell could read as the amount column's name. Most cells start with a digit or a
   * minus sign, which a name normalised by norm() only does when it starts with that same character:
   * those skip norm(), whose five replacements cost more than the rest of the row's reading.
   */
  private mayBeHeader(cell: string): boolean {
    if (this.amountHeader === null || cell.length >= 80) return false;
    const c = cell.charCodeAt(0);
    return !((c === 45 || (c >= 48 && c <= 57)) && c !== this.amountHeader.charCodeAt(0));
  }

  private index(header: string[]) {
    this.cols = indexPreset(this.preset, header);
    this.amountAt = this.cols.fields.net_amount ?? -1;
    this.amountHeader = this.amountAt >= 0 ? norm(header[this.amountAt] ?? '') : null;
    const units = this.preset.footerUnits;
    const names = header.map(norm);
    this.saleAt = units && this.cols.fields.units !== undefined ? names.findIndex((h) => units.column.includes(h)) : -1;
    const rule = this.preset.takeBack;
    this.takeBack =
      rule && this.amountAt >= 0 && this.cols.fields.row_type !== undefined ? new TakeBack(rule, header) : null;
  }

  finish() {
    if (!this.cols) throw new BadRequest(`The file has no ${this.preset.name} header row.`);
    this.checkFooter();
  }
}

export type DetectedLayout =
  | { kind: 'preset'; preset: Preset; headerRow: number }
  | { kind: 'dsr' }
  | { kind: 'headerless'; preset: Preset; cols: ColumnIndex };

/**
 * The layout of a file from its first records: a DSR, a saved mapping, a preset or the default
 * template, whose header is within the first 20 records. Null when none matches.
 */
export function detectLayout(records: string[][], saved: SavedLayout[]): DetectedLayout | null {
  if (looksLikeDsr(records)) return { kind: 'dsr' };
  // The mapping editor's preview looks for an unknown layout's header in as many (header-row.ts), so a
  // mapping saved from it finds its header past the same title rows.
  const head = records.slice(0, HEADER_WINDOW);
  const savedPresets = saved.filter((m) => !m.headerless).map(savedAsPreset);
  // Saved mappings first (a label's own), then presets (most specific first), then the template.
  for (const p of [...savedPresets, ...PRESETS, DEFAULT_TEMPLATE]) {
    const i = head.findIndex((r) => matchesHeader(p, r));
    if (i >= 0) return { kind: 'preset', preset: p, headerRow: i };
  }
  return null;
}
