// DDEX DSR flat files: HEAD, per-record-type header rows (#SY02 ...), summary (SY..), release/resource
// (RE../AS..) and usage (SU../RU..) records, FOOT; the summary records' totals are checked against the lines.
import { BadRequest } from '../../errors';
import {
  AMOUNT_COLS,
  Cells,
  CURRENCY_COLS,
  DSR_DEFAULT_HEADERS,
  dsrKind,
  pick,
  pickAt,
  usagePlan,
  type Columns,
  type DsrKind,
  type UsagePlan,
} from './dsr-columns';
import { addNano, NANO_TO_USD, nanoOf } from './money';
import {
  interpretRow,
  parseAmount,
  toPeriod,
  toUsd,
  type ColumnIndex,
  type Interpreter,
  type Outcome,
  type RowRules,
} from './row';

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

interface DsrResource {
  isrc: string;
  upc: string;
  title: string;
  artist: string;
}

/** What a block's release and resource records said, for usage records that name only the block. */
interface DsrBlock {
  /** The block's records merged in order (a later non-empty value wins) */
  merged: DsrResource;
  /** The release record's own values (RE), if the block has one */
  release: DsrResource | null;
  /** The titles of the block's resource records (AS), in order */
  titles: string[];
  /** Whom a usage record naming only this block is credited to (withTarget) */
  target: DsrResource;
}

const NOTHING: DsrResource = { isrc: '', upc: '', title: '', artist: '' };

/**
 * The block with its target: a usage record that names only the block is credited to the block's one
 * resource, or with several resources to the release (by its code, without a track's ISRC): crediting
 * the last resource read would pay one track for the others' usage. Without a release code it waits in
 * the review queue under the resources' titles, for someone to say which track it was.
 */
function withTarget(b: Omit<DsrBlock, 'target'>): DsrBlock {
  if (b.titles.length <= 1) return { ...b, target: b.merged };
  const r = b.release ?? NOTHING;
  const title = r.title || b.titles.join(' / ');
  return { ...b, target: { isrc: '', upc: r.upc || b.merged.upc, title, artist: r.artist || b.merged.artist } };
}

export class DsrInterpreter implements Interpreter {
  private headers = new Map<string, string[]>();
  private blocks = new Map<string, DsrBlock>();
  /** Resources (AS) and releases (RE) by their DSP id and reference, for usage records that name them */
  private byId = new Map<string, DsrResource>();
  /** The last release or resource read (its block's, when it had one): for usage records that name nothing */
  private last: DsrBlock | null = null;
  private currency = '';
  private head = new Cells(undefined, []);
  /** What usage records take from HEAD when they lack it */
  private headStart = '';
  private headStore = '';
  private headTerritory = '';
  /** The usage lines' sums per currency in 1e-16 dollars, with the part still exact in a double (1e-9 units) */
  private lineSum = new Map<string, bigint>();
  private lineNano = new Map<string, number>();
  private summarySums = new Map<string, Map<string, bigint>>();
  private sawUsage = false;

  constructor(private rules: RowRules) {}

  /** Column positions per record type, from the file's header rows or the defaults */
  private columns = new Map<string, Columns | undefined>();
  /** What each record type is (summary, resource, usage), decided once per type */
  private kinds = new Map<string, DsrKind>();
  /** Usage record types' value positions (usagePlan), dropped with their columns when a header row redefines them */
  private plans = new Map<string, UsagePlan>();
  /** The last record's first cell and its record type (usage records come in long runs of one type) */
  private lastCell: string | undefined;
  private lastType = '';

  private cols(type: string): Columns | undefined {
    let cols = this.columns.get(type);
    if (cols === undefined && !this.columns.has(type)) {
      const h = this.headers.get(type) ?? DSR_DEFAULT_HEADERS[type];
      // Header rows name the record type in their first cell ("#SU02" or "RecordType"): cells line up.
      cols = h ? new Map(h.map((name, i) => [name.replace(/^#/, '').toLowerCase(), i])) : undefined;
      this.columns.set(type, cols);
    }
    return cols;
  }

  private named(type: string, rec: string[]): Cells {
    return new Cells(this.cols(type), rec);
  }

  read(rec: string[], rowNumber: number): Outcome {
    const first = rec[0];
    let type = this.lastType;
    if (first !== this.lastCell) {
      type = (first ?? '').trim().toUpperCase();
      this.lastCell = first;
      this.lastType = type;
    }
    if (type.startsWith('#')) {
      this.headers.set(
        type.slice(1),
        rec.map((c) => c.trim()),
      );
      this.columns.delete(type.slice(1));
      this.plans.delete(type.slice(1));
      return { t: 'header' };
    }
    if (type === '' && rec.every((c) => c.trim() === '')) return { t: 'skip', reason: 'empty row' };
    let kind = this.kinds.get(type);
    if (kind === undefined) this.kinds.set(type, (kind = dsrKind(type)));
    if (kind === 'usage') return this.usage(type, rec, rowNumber);
    const row = this.named(type, rec);
    if (type === 'HEAD') {
      this.head = row;
      this.headStart = pick(row, ['UsageStartDate']);
      this.headStore = pick(row, ['SenderName', 'ServiceDescription']);
      this.headTerritory = pick(row, ['TerritoryOfUsage']);
      return { t: 'skip', reason: 'DSR header record (HEAD)' };
    }
    if (type === 'FOOT') return { t: 'skip', reason: 'footer' };
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
      const resource = type.startsWith('AS');
      const block = pick(row, ['BlockId']);
      const prev = block ? this.blocks.get(block) : undefined;
      const b = withTarget(
        prev
          ? {
              merged: { ...prev.merged, ...Object.fromEntries(Object.entries(res).filter(([, v]) => v)) },
              release: resource ? prev.release : res,
              titles: resource ? [...prev.titles, res.title] : prev.titles,
            }
          : { merged: res, release: resource ? null : res, titles: resource ? [res.title] : [] },
      );
      if (block) this.blocks.set(block, b);
      // Usage records may name their resource or release by the DSP's id or the file's reference
      // rather than by block (SU03 → DspResourceId, SU02 → DspReleaseId). A resource is kept with its
      // block's release code (read so far); a release with its own values only, not a resource's ISRC.
      const ids = resource
        ? [pick(row, ['DspResourceId']), pick(row, ['ResourceReference'])]
        : [pick(row, ['DspReleaseId']), pick(row, ['ReleaseReference'])];
      const named = resource ? b.merged : res;
      for (const id of ids) if (id) this.byId.set(`${resource ? 'A' : 'R'}:${id}`, named);
      this.last = b;
      return { t: 'skip', reason: `DSR ${type.startsWith('AS') ? 'resource' : 'release'} record (${type})` };
    }
    return { t: 'skip', reason: `DSR ${type || 'unknown'} record` };
  }

  /** A usage record: its values where its type keeps them, else from its resource, release or HEAD. */
  private usage(type: string, rec: string[], rowNumber: number): Outcome {
    let p = this.plans.get(type);
    if (p === undefined) this.plans.set(type, (p = usagePlan(this.cols(type))));
    const rawAmount = pickAt(rec, p.amount);
    if (!rawAmount) return { t: 'skip', reason: `DSR usage record without revenue (${type})` };
    this.sawUsage = true;
    const block = pickAt(rec, p.block);
    const resId = pickAt(rec, p.resId) || pickAt(rec, p.resRef);
    const relId = pickAt(rec, p.relId) || pickAt(rec, p.relRef);
    const b = (block && this.blocks.get(block)) || this.last;
    const res =
      (resId && this.byId.get(`A:${resId}`)) || (relId && this.byId.get(`R:${relId}`)) || (b ? b.target : NOTHING);
    const start = pickAt(rec, p.start) || this.headStart;
    const end = pickAt(rec, p.end);
    const fields: string[] = [
      pickAt(rec, p.isrc) || res.isrc,
      pickAt(rec, p.upc) || res.upc,
      pickAt(rec, p.title) || res.title,
      pickAt(rec, p.artist) || res.artist,
      pickAt(rec, p.store) || this.headStore,
      pickAt(rec, p.territory) || this.headTerritory,
      start && end ? `${start}--${end}` : start,
      pickAt(rec, p.units),
      rawAmount,
      pickAt(rec, p.currency) || this.currency,
    ];
    const out = interpretRow(fields, rowNumber, USAGE_COLS, this.rules);
    if (out.t === 'row' || (out.t === 'skip' && out.reason === 'zero amount')) {
      // The row's amount is parseAmount's of the same cell (DSR files never use decimal commas).
      const amount = out.t === 'row' ? out.row.amount : (parseAmount(rawAmount) ?? '0');
      this.addLine((fields[9] || this.rules.currency).toUpperCase(), amount);
    }
    return out;
  }

  /** Adds a usage line's amount to its currency's sum: in a double while exact (money.ts nanoOf), else a BigInt. */
  private addLine(currency: string, amount: string) {
    const n = nanoOf(amount);
    let big: bigint;
    if (n === null) big = toUsd(amount, 1_000_000_000_000n);
    else {
      const prev = this.lineNano.get(currency) ?? 0;
      const sum = addNano(prev, n);
      this.lineNano.set(currency, sum ?? 0);
      if (sum !== null) return;
      big = BigInt(prev + n) * NANO_TO_USD;
    }
    this.lineSum.set(currency, (this.lineSum.get(currency) ?? 0n) + big);
  }

  finish() {
    for (const [cur, n] of this.lineNano)
      this.lineSum.set(cur, (this.lineSum.get(cur) ?? 0n) + BigInt(n) * NANO_TO_USD);
    this.lineNano.clear();
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
export function looksLikeDsr(records: string[][]): boolean {
  const first = records.find((r) => r.some((c) => c.trim() !== ''));
  if (!first) return false;
  const t = (first[0] ?? '').trim().toUpperCase();
  return t === 'HEAD' || t === '#HEAD';
}
