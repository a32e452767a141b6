// DDEX DSR flat files: HEAD, per-record-type header rows (#SY02 ...), summary (SY..), release/resource
// (RE../AS..) and usage (SU../RU..) records, FOOT; the summary records' totals are checked against the lines.
import { BadRequest } from '../../errors';
import {
  AMOUNT_COLS,
  Cells,
  CURRENCY_COLS,
  dsrKind,
  firstValue,
  pick,
  pickAt,
  usagePlan,
  type Columns,
  type DsrKind,
  type UsagePlan,
} from './dsr-columns';
import { standardCells } from './dsr-records';
import { DsrResources } from './dsr-resources';
import { DsrSummary, LineSums } from './dsr-summaries';
import {
  interpretRow,
  parseAmount,
  toPeriod,
  toUsd,
  usdToDecimal,
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

const ONE = 1_000_000_000_000n; // toUsd's rate of 1

export class DsrInterpreter implements Interpreter {
  private headers = new Map<string, string[]>();
  /** The release and resource records read, for the usage records that name them */
  private resources = new DsrResources();
  private currency = '';
  private head = new Cells(undefined, []);
  /** What usage records take from HEAD when they lack it */
  private headStart = '';
  private headStore = '';
  private headTerritory = '';
  /** The sums of the usage lines that name no summary record of the file (those of the others are on it) */
  private unattributed = new LineSums();
  private summarySums = new Map<string, Map<string, bigint>>();
  /** Summary records by SummaryRecordId, and the last one a usage record named */
  private summaries = new Map<string, DsrSummary>();
  private lastSummary: DsrSummary | undefined;
  private lastSummaryId = '';
  /** HEAD's FileNumber and NumberOfFiles: a part of a report split into several files */
  private fileNumber = 1;
  private numberOfFiles = 1;
  private sawFoot = false;
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
      const h = this.headers.get(type) ?? standardCells(type);
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
      this.fileNumber = Number(pick(row, ['FileNumber'])) || 1;
      this.numberOfFiles = Number(pick(row, ['NumberOfFiles'])) || 1;
      return { t: 'skip', reason: 'DSR header record (HEAD)' };
    }
    if (type === 'FOOT') {
      this.sawFoot = true;
      return { t: 'skip', reason: 'footer' };
    }
    if (kind === 'summary') return this.summaryRecord(type, row);
    if (kind === 'resource') {
      const resource = type.startsWith('AS');
      this.resources.add(resource, row);
      return { t: 'skip', reason: `DSR ${resource ? 'resource' : 'release'} record (${type})` };
    }
    return { t: 'skip', reason: `DSR ${type || 'unknown'} record` };
  }

  /**
   * A summary record: its net revenue totalled per record type and currency for the check, and kept by
   * its SummaryRecordId for the usage records naming it. When it gives the recipient's own part of the
   * context (AllocatedNetRevenue for AllocatedUsages, SY02/SY03 with a RightsController), that part is
   * what its usage records share and what they are checked against; else its NetRevenue for TotalUsages.
   */
  private summaryRecord(type: string, row: Cells): Outcome {
    const raw = pick(row, AMOUNT_COLS);
    let amount = raw ? parseAmount(raw) : null;
    // Read by the standard's cell order (no header row), a record of another version could put other
    // cells where the money is: refused rather than read as an amount.
    const ownCur = pick(row, CURRENCY_COLS);
    if (!this.headers.has(type) && ((raw && amount === null) || (ownCur && !/^[A-Za-z]{3}$/.test(ownCur))))
      return {
        t: 'refuse',
        reason: `the ${type} record has "${(amount === null ? raw : ownCur).slice(0, 40)}" where the standard's cell order puts its ${amount === null ? 'NetRevenue' : 'CurrencyOfReporting'}: give the file's #${type} header row`,
      };
    const cur = (ownCur || this.currency || this.rules.currency).toUpperCase();
    this.currency ||= ownCur.toUpperCase();
    let usages = pick(row, ['TotalUsages', 'Usages', 'NumberOfUsages']);
    const allocated = parseAmount(pick(row, ['AllocatedNetRevenue']) || 'x');
    const allocatedUsages = pick(row, ['AllocatedUsages']);
    if (allocated !== null && allocatedUsages && parseAmount(allocatedUsages) !== null) {
      amount = allocated;
      usages = allocatedUsages;
    }
    if (amount !== null) {
      const sums = this.summarySums.get(type) ?? new Map<string, bigint>();
      sums.set(cur, (sums.get(cur) ?? 0n) + toUsd(amount, ONE));
      this.summarySums.set(type, sums);
    }
    const id = pick(row, ['SummaryRecordId']);
    if (id)
      this.summaries.set(
        id,
        DsrSummary.of(id, type, cur, pick(row, ['Territory']), amount, usages ? parseAmount(usages) : null),
      );
    // Every file of a report split into several carries the summary records of the whole report.
    return {
      t: 'skip',
      reason:
        this.numberOfFiles > 1
          ? `DSR summary record (${type}) of the whole report, not checked against file ${this.fileNumber} of ${this.numberOfFiles}`
          : `DSR summary record (${type})`,
    };
  }

  /** The summary record a usage record names, if the file has it (usage records come in runs of one). */
  private summaryOf(id: string): DsrSummary | undefined {
    if (id !== this.lastSummaryId) {
      this.lastSummaryId = id;
      this.lastSummary = this.summaries.get(id);
    }
    return this.lastSummary;
  }

  /** A usage record: its values where its type keeps them, else from its resource, release or HEAD. */
  private usage(type: string, rec: string[], rowNumber: number): Outcome {
    let p = this.plans.get(type);
    if (p === undefined) this.plans.set(type, (p = usagePlan(this.cols(type))));
    const summary = p.summary.length === 0 ? undefined : this.summaryOf(pickAt(rec, p.summary));
    let rawAmount = pickAt(rec, p.amount);
    let units = pickAt(rec, p.units);
    if (!rawAmount) {
      // The standard's sales/usage records (SU01, SU02 …) carry usages, no revenue: theirs is their share
      // of their summary record's net revenue. A type with a revenue cell left empty has none to report.
      if (p.amount.length > 0 || p.units.length === 0 || !type.startsWith('SU'))
        return { t: 'skip', reason: `DSR usage record without revenue (${type})` };
      const why = summary
        ? summary.unshareable
        : `its summary record ${pickAt(rec, p.summary) || '(none named)'} is not in the file`;
      if (why)
        return {
          t: 'refuse',
          reason: `the ${type} record has no revenue of its own (the standard puts it on the summary record it names), and ${why}`,
        };
      const used = parseAmount(units || '0');
      const returned = pickAt(rec, p.returns);
      const back = returned ? parseAmount(returned) : '0';
      if (used === null || back === null)
        return { t: 'refuse', reason: `usages "${(units || returned).slice(0, 40)}" is not a number` };
      units = back === '0' ? used : usdToDecimal(toUsd(used, ONE) - toUsd(back, ONE));
      rawAmount = summary!.share(units);
    }
    this.sawUsage = true;
    const res = this.resources.find(
      pickAt(rec, p.block),
      pickAt(rec, p.resId),
      pickAt(rec, p.resRef),
      pickAt(rec, p.relId),
      pickAt(rec, p.relRef),
    );
    const start = pickAt(rec, p.start) || this.headStart;
    const end = pickAt(rec, p.end);
    const fields: string[] = [
      firstValue(pickAt(rec, p.isrc)) || res.isrc,
      firstValue(pickAt(rec, p.upc)) || res.upc,
      pickAt(rec, p.title) || res.title,
      pickAt(rec, p.artist) || res.artist,
      pickAt(rec, p.store) || this.headStore,
      pickAt(rec, p.territory) || summary?.territory || this.headTerritory,
      start && end ? `${start}--${end}` : start,
      units,
      rawAmount,
      pickAt(rec, p.currency) || summary?.currency || this.currency,
    ];
    const out = interpretRow(fields, rowNumber, USAGE_COLS, this.rules);
    if (out.t === 'row' || (out.t === 'skip' && out.reason === 'zero amount')) {
      // The row's amount is parseAmount's of the same cell (DSR files never use decimal commas).
      const amount = out.t === 'row' ? out.row.amount : (parseAmount(rawAmount) ?? '0');
      (summary ? summary.lines : this.unattributed).add((fields[9] || this.rules.currency).toUpperCase(), amount);
    }
    return out;
  }

  finish() {
    if (!this.sawUsage && this.head.size === 0) throw new BadRequest('The file is not a DDEX DSR flat file.');
    // The files of a report split into several each carry the whole report's summary records, so a
    // part's lines are not checked against them: a part cut short is known by its missing FOOT.
    if (this.numberOfFiles > 1) {
      if (!this.sawFoot)
        throw new BadRequest(
          `File ${this.fileNumber} of ${this.numberOfFiles} of this DSR report ends without its FOOT record: the file is incomplete.`,
        );
      return;
    }
    const fmt = (m: Map<string, bigint>) =>
      [...m]
        .filter(([, v]) => v !== 0n)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([c, v]) => `${c} ${(Number(v) / 1e16).toFixed(2)}`)
        .join(', ') || '0';
    // Each summary record type against the lines that name one of its records or none of the file's.
    for (const [type, sums] of this.summarySums) {
      const lines = this.unattributed.addTo(new Map());
      for (const s of this.summaries.values()) if (s.type === type) s.lines.addTo(lines);
      const keys = new Set([...sums.keys(), ...lines.keys()]);
      const same = [...keys].every((k) => (sums.get(k) ?? 0n) === (lines.get(k) ?? 0n));
      if (!same)
        throw new BadRequest(
          `The DSR summary records (${type}) total ${fmt(sums)} but the usage lines total ${fmt(lines)}; the file is incomplete or inconsistent.`,
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
