// Statement layouts: the presets built from the stores' and distributors' published report layouts,
// saved column mappings, this platform's default template and DDEX DSR flat files; the detection of a
// file's layout from its header and first lines; and the interpreters that turn each record into a
// row, a skipped row (with its reason) or a refusal. Pure (no database): the preview shares it.
import { BadRequest } from '../../errors';
import { TEMPLATE_FIELDS, type TemplateField } from '../schema';
import { interpretRow, parseAmount, toPeriod, toUsd, type ColumnIndex, type Outcome, type RowRules } from './row';

const norm = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .replace(/^"|"$/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

export interface Preset {
  id: string;
  name: string;
  /** Store named on the lines when the file has no store column */
  store: string;
  /** Each entry: one of these headers must be present */
  signature: string[][];
  /** Each field: the headers it may be under, first found wins */
  columns: Partial<Record<TemplateField, string[]>>;
  dateOrder: 'mdy' | 'dmy';
  /** Currency of the amounts when the file has no currency column */
  currency?: string;
  skipKinds?: Record<string, string>;
  /** A record whose first cell matches is a footer row (skipped as "footer") */
  footer?: RegExp;
  /** What the preset is, for the docs and the page */
  description: string;
}

const PRESETS: Preset[] = [
  {
    id: 'distrokid',
    name: 'DistroKid',
    store: 'DistroKid',
    description: 'DistroKid bank "excruciating detail" export (TSV): Sale Month, Store, ISRC, UPC, Earnings (USD)',
    signature: [['sale month'], ['store'], ['earnings (usd)']],
    columns: {
      isrc: ['isrc'],
      upc: ['upc'],
      track_title: ['title'],
      artist: ['artist'],
      store: ['store'],
      country: ['country of sale'],
      sale_period: ['sale month'],
      units: ['quantity'],
      net_amount: ['earnings (usd)'],
      row_type: ['song/album'],
    },
    dateOrder: 'mdy',
    currency: 'USD',
  },
  {
    id: 'tunecore',
    name: 'TuneCore',
    store: 'TuneCore',
    description:
      'TuneCore sales report: Sales Period, Store Name, Country Of Sale, Song Title, ISRC, UPC, Total Earned',
    signature: [['store name'], ['total earned', 'net sales'], ['sales period', 'posted date']],
    columns: {
      isrc: ['isrc', 'optional isrc'],
      upc: ['upc', 'optional upc'],
      track_title: ['song title', 'release title'],
      artist: ['artist'],
      store: ['store name'],
      country: ['country of sale'],
      sale_period: ['sales period', 'posted date'],
      units: ['# units sold', 'units sold', 'units'],
      net_amount: ['total earned', 'net sales'],
      currency: ['currency', 'net sales currency'],
      row_type: ['sales type'],
    },
    dateOrder: 'mdy',
    currency: 'USD',
  },
  {
    id: 'cdbaby',
    name: 'CD Baby',
    store: 'CD Baby',
    description: 'CD Baby digital sales report: Sales Date, Partner, Artist, Album, Song, UPC, ISRC, Qty, Earnings',
    signature: [
      ['partner'],
      ['song', 'track', 'track name'],
      ['earnings', 'amount earned', 'payable', 'total payable'],
    ],
    columns: {
      isrc: ['isrc'],
      upc: ['upc'],
      track_title: ['song', 'track', 'track name', 'album'],
      artist: ['artist'],
      store: ['partner'],
      country: ['country', 'territory'],
      sale_period: ['sales date', 'sale date', 'sales month', 'report date', 'period'],
      units: ['qty', 'quantity', 'units'],
      net_amount: ['earnings', 'amount earned', 'payable', 'total payable'],
      currency: ['currency'],
      row_type: ['type', 'sale type'],
    },
    dateOrder: 'mdy',
    currency: 'USD',
  },
  {
    id: 'bandcamp-full',
    name: 'Bandcamp sales report (full)',
    store: 'Bandcamp',
    description:
      'Bandcamp sales report with item and buyer details: date, item type, item name, artist, currency, net amount, upc, isrc',
    signature: [['item type'], ['item name'], ['net amount'], ['isrc', 'upc']],
    columns: {
      isrc: ['isrc'],
      upc: ['upc'],
      track_title: ['item name'],
      artist: ['artist'],
      country: ['country code', 'buyer country code', 'ship to country code', 'country'],
      sale_period: ['date'],
      units: ['quantity'],
      net_amount: ['net amount'],
      currency: ['currency'],
      row_type: ['item type'],
    },
    dateOrder: 'mdy',
    skipKinds: { payout: 'payout', 'payout fee': 'payout' },
  },
  {
    id: 'bandcamp-short',
    name: 'Bandcamp sales report (short)',
    store: 'Bandcamp',
    description: 'Bandcamp sales report: date, item type, item name, artist, currency, net amount (no identifiers)',
    signature: [['item type'], ['item name'], ['net amount']],
    columns: {
      track_title: ['item name'],
      artist: ['artist'],
      country: ['country code', 'buyer country code', 'country'],
      sale_period: ['date'],
      units: ['quantity'],
      net_amount: ['net amount'],
      currency: ['currency'],
      row_type: ['item type'],
    },
    dateOrder: 'mdy',
    skipKinds: { payout: 'payout', 'payout fee': 'payout' },
  },
  {
    id: 'symphonic',
    name: 'Symphonic',
    store: 'Symphonic',
    description:
      'Symphonic earnings detail export: Reporting Period, Digital Service Provider, UPC Code, ISRC Code, Track Name, Royalty',
    signature: [['digital service provider'], ['isrc code', 'isrc', 'upc code', 'upc']],
    columns: {
      isrc: ['isrc code', 'isrc'],
      upc: ['upc code', 'upc'],
      track_title: ['track name', 'track title', 'release name'],
      artist: ['track artists', 'track artist', 'release artists', 'artist'],
      store: ['digital service provider'],
      country: ['territory', 'country'],
      sale_period: ['sale month', 'sales month', 'sale period', 'reporting period', 'period'],
      units: ['quantity', 'units', 'streams'],
      net_amount: ['royalty', 'net royalty', 'net revenue', 'net earnings', 'earnings', 'revenue', 'amount'],
      currency: ['currency'],
      row_type: ['sale type', 'content type'],
    },
    dateOrder: 'mdy',
    currency: 'USD',
  },
  {
    id: 'apple',
    name: 'Apple financial report',
    store: 'Apple Music',
    description:
      'Apple (iTunes/Apple Music) financial report (TSV): Start Date, UPC, ISRC/ISBN, Quantity, Extended Partner Share, Partner Share Currency, Country Of Sale; Total_Rows/Total_Amount/Total_Units footer',
    signature: [['extended partner share'], ['partner share currency']],
    columns: {
      isrc: ['isrc/isbn', 'isrc'],
      upc: ['upc'],
      track_title: ['title'],
      artist: ['artist/show/developer/author', 'artist/show', 'artist'],
      country: ['country of sale'],
      sale_period: ['start date'],
      units: ['quantity'],
      net_amount: ['extended partner share'],
      currency: ['partner share currency'],
    },
    dateOrder: 'mdy',
    footer: /^(total_|country of sale$|total\b)/i,
  },
  {
    id: 'spotify',
    name: 'Spotify-style per-track CSV',
    store: 'Spotify',
    description:
      'Per-track streaming report: ISRC, track name, artist name, country, streams, revenue/payable, currency',
    signature: [
      ['isrc'],
      ['streams', 'stream count', 'quantity'],
      ['revenue', 'payable', 'net revenue', 'amount', 'earnings', 'royalty'],
    ],
    columns: {
      isrc: ['isrc'],
      upc: ['upc', 'ean'],
      track_title: ['track name', 'track', 'track title', 'title'],
      artist: ['artist name', 'artist', 'artists'],
      store: ['service', 'platform', 'store', 'dsp'],
      country: ['country', 'country code', 'territory', 'market'],
      sale_period: ['reporting month', 'month', 'period', 'date', 'start date'],
      units: ['streams', 'stream count', 'quantity'],
      net_amount: ['net revenue', 'payable', 'revenue', 'earnings', 'royalty', 'amount'],
      currency: ['currency', 'payable currency', 'revenue currency'],
    },
    dateOrder: 'dmy',
  },
];

export const DEFAULT_TEMPLATE: Preset = {
  id: 'default',
  name: 'Default template',
  store: '',
  description:
    "This platform's template: isrc, upc, track_title, artist, store, country, sale_period, units, net_amount, currency, exchange_rate",
  signature: [['net_amount'], ['isrc', 'upc', 'track_title']],
  columns: Object.fromEntries(TEMPLATE_FIELDS.map((f) => [f, [f]])),
  dateOrder: 'mdy',
};

const DSR_LAYOUT = {
  id: 'ddex-dsr',
  name: 'DDEX DSR flat file',
  description:
    'DDEX DSR flat file (tab or pipe separated): HEAD, per-record-type header rows (#SY02 ...), summary (SY..), release/resource (RE../AS..) and usage (SU../RU..) records, FOOT; summary totals are checked against the lines',
};

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

export interface Interpreter {
  read(rec: string[], rowNumber: number): Outcome;
  /** Checks made once every record is read (footer and summary totals); throws a 400 on a mismatch. */
  finish(): void;
}

/** Columnar files: a header (after optional preamble lines) or none, data rows, optional footer rows. */
export class TableInterpreter implements Interpreter {
  private cols?: ColumnIndex;
  private dataRows = 0;
  private sum = 0n;
  private footerTotals: { rows?: number; amount?: string } = {};

  constructor(
    private preset: Preset,
    private rules: RowRules,
    headerless?: ColumnIndex,
  ) {
    this.cols = headerless;
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
      if (footer.test(first)) {
        const v = (rec.slice(1).find((c) => c.trim() !== '') ?? '').trim();
        if (/^total_rows$/i.test(first)) this.footerTotals.rows = Number(v);
        if (/^total_amount$/i.test(first)) this.footerTotals.amount = parseAmount(v) ?? undefined;
        return { t: 'skip', reason: 'footer' };
      }
    }
    // A repeated header (Apple repeats it per section) is a header again. Only a record whose amount
    // cell reads as the amount column's own name can be one, so data rows skip the full comparison.
    const amountCell = rec[this.amountAt] ?? '';
    if (this.amountHeader !== null && amountCell.length < 80 && norm(amountCell) === this.amountHeader) {
      if (matchesHeader(this.preset, rec)) {
        this.index(rec);
        return { t: 'header' };
      }
    }
    const out = interpretRow(rec, rowNumber, this.cols, this.rules);
    if (!(out.t === 'skip' && out.reason === 'empty row')) this.dataRows++;
    // Footer totals are checked in file units; only presets with footers need the running sum.
    if (footer) {
      const amount = out.t === 'row' ? out.row.amount : parseAmount(amountCell.trim());
      if (amount !== null) this.sum += toUsd(amount, 1_000_000_000_000n);
    }
    return out;
  }

  private amountAt = -1;
  private amountHeader: string | null = null;

  private index(header: string[]) {
    this.cols = indexPreset(this.preset, header);
    this.amountAt = this.cols.fields.net_amount ?? -1;
    this.amountHeader = this.amountAt >= 0 ? norm(header[this.amountAt] ?? '') : null;
  }

  finish() {
    if (!this.cols) throw new BadRequest(`The file has no ${this.preset.name} header row.`);
    const t = this.footerTotals;
    if (t.rows !== undefined && Number.isFinite(t.rows) && t.rows !== this.dataRows)
      throw new BadRequest(
        `The footer says Total_Rows ${t.rows} but the file has ${this.dataRows} data rows; the file may be cut short.`,
      );
    if (t.amount !== undefined) {
      const expected = toUsd(t.amount, 1_000_000_000_000n);
      if (expected !== this.sum)
        throw new BadRequest(
          `The footer says Total_Amount ${t.amount} but the rows add up to a different amount; the file may be cut short or edited.`,
        );
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// DDEX DSR flat files.

/** Column names of the main DSR record types when a file carries no header rows (Basic Audio profile). */
const DSR_DEFAULT_HEADERS: Record<string, string[]> = {
  HEAD: [
    'RecordType',
    'MessageVersion',
    'Profile',
    'ProfileVersion',
    'MessageId',
    'MessageCreatedDateTime',
    'FileNumber',
    'NumberOfFiles',
    'UsageStartDate',
    'UsageEndDate',
    'SenderPartyId',
    'SenderName',
    'ServiceDescription',
    'RecipientPartyId',
    'RecipientName',
    'RepresentedRepertoire',
  ],
  FOOT: [
    'RecordType',
    'NumberOfLinesInFile',
    'NumberOfLinesInReport',
    'NumberOfSummaryRecords',
    'NumberOfBlocksInFile',
  ],
};

/** Column positions of one DSR record type, by lower-case name (a later column of the same name wins). */
type Columns = Map<string, number>;

/** One DSR record's cells by column name, read through its type's column positions. */
class Cells {
  constructor(
    private cols: Columns | undefined,
    private rec: string[],
  ) {}
  get(name: string): string | undefined {
    const i = this.cols?.get(name);
    return i === undefined ? undefined : (this.rec[i] ?? '');
  }
  get size() {
    return this.cols?.size ?? 0;
  }
}

/** Lower-case names, computed once: pick runs a dozen times per usage record. */
const lowered = new Map<string, string>();
const lower = (n: string) => lowered.get(n) ?? lowered.set(n, n.toLowerCase()).get(n)!;

const pick = (row: Cells, names: string[]) => {
  for (const n of names) {
    const v = row.get(lower(n));
    if (v !== undefined && v.trim() !== '') return v.trim();
  }
  return '';
};

/** The interpreted columns of a usage record's fields, in the order DsrInterpreter.read builds them. */
const USAGE_COLS: ColumnIndex = {
  fields: {
    isrc: 0,
    upc: 1,
    track_title: 2,
    artist: 3,
    store: 4,
    country: 5,
    sale_period: 6,
    units: 7,
    net_amount: 8,
    currency: 9,
  },
};

type DsrKind = 'summary' | 'resource' | 'usage' | 'other';
const dsrKind = (type: string): DsrKind =>
  /^SY\d\d$/.test(type)
    ? 'summary'
    : /^(AS|RE)\d\d$/.test(type)
      ? 'resource'
      : /^(SU|RU|LI)\d\d$/.test(type)
        ? 'usage'
        : 'other';

const AMOUNT_COLS = [
  'NetRevenue',
  'NetRevenueAmount',
  'RevenueNet',
  'AmountPayable',
  'NetAmount',
  'RoyaltyAmount',
  'Revenue',
  'TotalNetRevenue',
];
const CURRENCY_COLS = ['CurrencyOfReporting', 'Currency', 'CurrencyOfTransaction', 'CurrencyOfInvoicing'];

interface DsrResource {
  isrc: string;
  upc: string;
  title: string;
  artist: string;
}

export class DsrInterpreter implements Interpreter {
  private headers = new Map<string, string[]>();
  private blocks = new Map<string, DsrResource>();
  /** Resources (AS) and releases (RE) by their DSP id and reference, for usage records that name them */
  private byId = new Map<string, DsrResource>();
  private last: DsrResource | null = null;
  private currency = '';
  private head = new Cells(undefined, []);
  private lineSum = new Map<string, bigint>();
  private summarySums = new Map<string, Map<string, bigint>>();
  private sawUsage = false;

  constructor(private rules: RowRules) {}

  /** Column positions per record type, from the file's header rows or the defaults */
  private columns = new Map<string, Columns | undefined>();
  /** What each record type is (summary, resource, usage), decided once per type */
  private kinds = new Map<string, DsrKind>();

  private named(type: string, rec: string[]): Cells {
    let cols = this.columns.get(type);
    if (cols === undefined && !this.columns.has(type)) {
      const h = this.headers.get(type) ?? DSR_DEFAULT_HEADERS[type];
      // Header rows name the record type in their first cell ("#SU02" or "RecordType"): cells line up.
      cols = h ? new Map(h.map((name, i) => [name.replace(/^#/, '').toLowerCase(), i])) : undefined;
      this.columns.set(type, cols);
    }
    return new Cells(cols, rec);
  }

  read(rec: string[], rowNumber: number): Outcome {
    const type = (rec[0] ?? '').trim().toUpperCase();
    if (type.startsWith('#')) {
      this.headers.set(
        type.slice(1),
        rec.map((c) => c.trim()),
      );
      this.columns.delete(type.slice(1));
      return { t: 'header' };
    }
    if (rec.every((c) => c.trim() === '')) return { t: 'skip', reason: 'empty row' };
    const row = this.named(type, rec);
    if (type === 'HEAD') {
      this.head = row;
      return { t: 'skip', reason: 'DSR header record (HEAD)' };
    }
    if (type === 'FOOT') return { t: 'skip', reason: 'footer' };
    let kind = this.kinds.get(type);
    if (kind === undefined) this.kinds.set(type, (kind = dsrKind(type)));
    if (kind === 'summary') {
      const raw = pick(row, AMOUNT_COLS);
      const amount = raw ? parseAmount(raw) : null;
      if (amount !== null) {
        const cur = (pick(row, CURRENCY_COLS) || this.currency || this.rules.currency).toUpperCase();
        this.currency ||= pick(row, CURRENCY_COLS).toUpperCase();
        const sums = this.summarySums.get(type) ?? new Map<string, bigint>();
        sums.set(cur, (sums.get(cur) ?? 0n) + toUsd(amount, 1_000_000_000_000n));
        this.summarySums.set(type, sums);
      }
      return { t: 'skip', reason: `DSR summary record (${type})` };
    }
    if (kind === 'resource') {
      const res: DsrResource = {
        isrc: pick(row, ['ISRC', 'ResourceISRC']),
        upc: pick(row, ['ICPN', 'UPC', 'EAN', 'ReleaseICPN']),
        title: pick(row, ['Title', 'DisplayTitle', 'DisplayTitleText', 'ReferenceTitle']),
        artist: pick(row, ['DisplayArtistName', 'DisplayArtist', 'ArtistName']),
      };
      const block = pick(row, ['BlockId']);
      if (block) {
        const prev = this.blocks.get(block);
        this.blocks.set(
          block,
          prev ? { ...prev, ...Object.fromEntries(Object.entries(res).filter(([, v]) => v)) } : res,
        );
      }
      this.last = block ? this.blocks.get(block)! : res;
      return { t: 'skip', reason: `DSR ${type.startsWith('AS') ? 'resource' : 'release'} record (${type})` };
    }
    if (kind === 'usage') {
      const rawAmount = pick(row, AMOUNT_COLS);
      if (!rawAmount) return { t: 'skip', reason: `DSR usage record without revenue (${type})` };
      this.sawUsage = true;
      const block = pick(row, ['BlockId']);
      const resId = pick(row, ['DspResourceId']) || pick(row, ['ResourceReference']);
      const relId = pick(row, ['DspReleaseId']) || pick(row, ['ReleaseReference']);
      const res = (resId && this.byId.get(`A:${resId}`)) ||
        (relId && this.byId.get(`R:${relId}`)) ||
        (block && this.blocks.get(block)) ||
        this.last || { isrc: '', upc: '', title: '', artist: '' };
      const start = pick(row, ['UsageStartDate', 'StartOfPeriod', 'StartDate']) || pick(this.head, ['UsageStartDate']);
      const end = pick(row, ['UsageEndDate', 'EndOfPeriod', 'EndDate']);
      const fields: string[] = [
        pick(row, ['ISRC']) || res.isrc,
        pick(row, ['ICPN', 'UPC']) || res.upc,
        pick(row, ['Title']) || res.title,
        pick(row, ['DisplayArtistName']) || res.artist,
        pick(row, ['DSP', 'ServiceDescription', 'CommercialModel']) ||
          pick(this.head, ['SenderName', 'ServiceDescription']),
        pick(row, ['TerritoryOfUsage', 'TerritoryCode', 'Territory']) || pick(this.head, ['TerritoryOfUsage']),
        start && end ? `${start}--${end}` : start,
        pick(row, ['NumberOfUsages', 'Usages', 'NumberOfStreams', 'NumberOfDownloads', 'NumberOfSales']),
        rawAmount,
        pick(row, CURRENCY_COLS) || this.currency,
      ];
      const out = interpretRow(fields, rowNumber, USAGE_COLS, this.rules);
      if (out.t === 'row' || (out.t === 'skip' && out.reason === 'zero amount')) {
        // The row's amount is parseAmount's of the same cell (DSR files never use decimal commas).
        const amount = out.t === 'row' ? out.row.amount : (parseAmount(rawAmount) ?? '0');
        const cur = (fields[9] || this.rules.currency).toUpperCase();
        this.lineSum.set(cur, (this.lineSum.get(cur) ?? 0n) + toUsd(amount, 1_000_000_000_000n));
      }
      return out;
    }
    return { t: 'skip', reason: `DSR ${type || 'unknown'} record` };
  }

  finish() {
    if (!this.sawUsage && this.head.size === 0) throw new BadRequest('The file is not a DDEX DSR flat file.');
    const fmt = (m: Map<string, bigint>) =>
      [...m]
        .filter(([, v]) => v !== 0n)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([c, v]) => `${c} ${(Number(v) / 1e16).toFixed(2)}`)
        .join(', ') || '0';
    for (const [type, sums] of this.summarySums) {
      const keys = new Set([...sums.keys(), ...this.lineSum.keys()]);
      const same = [...keys].every((k) => (sums.get(k) ?? 0n) === (this.lineSum.get(k) ?? 0n));
      if (!same)
        throw new BadRequest(
          `The DSR summary records (${type}) total ${fmt(sums)} but the usage lines total ${fmt(this.lineSum)}; the file is incomplete or inconsistent.`,
        );
    }
  }

  /** Period and store from the HEAD record, once read. */
  headInfo() {
    return {
      period: toPeriod(pick(this.head, ['UsageStartDate'])) ?? undefined,
      store: pick(this.head, ['SenderName', 'ServiceDescription']) || undefined,
      currency: this.currency || undefined,
    };
  }
}

/** Whether the first records are a DSR flat file (a HEAD record, with or without header rows). */
function looksLikeDsr(records: string[][]): boolean {
  const first = records.find((r) => r.some((c) => c.trim() !== ''));
  if (!first) return false;
  const t = (first[0] ?? '').trim().toUpperCase();
  return t === 'HEAD' || t === '#HEAD';
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
  const head = records.slice(0, 20);
  const savedPresets = saved.filter((m) => !m.headerless).map(savedAsPreset);
  // Saved mappings first (a label's own), then presets (most specific first), then the template.
  for (const p of [...savedPresets, ...PRESETS, DEFAULT_TEMPLATE]) {
    const i = head.findIndex((r) => matchesHeader(p, r));
    if (i >= 0) return { kind: 'preset', preset: p, headerRow: i };
  }
  return null;
}

export function presetById(id: string): Preset | undefined {
  return id === 'default' ? DEFAULT_TEMPLATE : PRESETS.find((p) => p.id === id);
}

export const LAYOUT_CATALOG = [
  ...PRESETS.map((p) => ({ id: p.id, name: p.name, description: p.description })),
  DSR_LAYOUT,
  { id: DEFAULT_TEMPLATE.id, name: DEFAULT_TEMPLATE.name, description: DEFAULT_TEMPLATE.description },
];
