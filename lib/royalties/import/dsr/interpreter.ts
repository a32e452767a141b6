// DDEX DSR flat files: HEAD, per-record-type header rows (#SY02 ...), summary (SY..), release/resource
// (RE../AS..) and usage (SU../RU../LI.., and the single record block variants' SR..) records, FOOT or
// SRFO; the summary records' totals are checked against the lines, the footer's counts against the
// records read (dsr/footer.ts).
import { BadRequest } from '../../../platform/errors';
import { Cells, dsrKind, pick, usagePlan, type Columns, type DsrKind, type UsagePlan } from './columns';
import { DsrFees } from './fees';
import { DsrFooter } from './footer';
import { standardCells } from './records';
import { otherRecordReason } from './rules';
import { DsrResources } from './resources';
import { DsrSummaries } from './summaries';
import { collectDiscrepancies, Discrepancy } from '../discrepancy';
import { DsrUsages } from './usage';
import type { Interpreter } from '../interpreter';
import { toPeriod, type Peek, type QuickRow, type ReadOutcome, type RowRules, type Settled } from '../csv/row';

export class DsrInterpreter implements Interpreter {
  private headers = new Map<string, string[]>();
  /** The release and resource records read, for the usage records that name them */
  private resources = new DsrResources();
  private summaries = new DsrSummaries();
  private usages: DsrUsages;
  private head = new Cells(undefined, []);
  /** HEAD's FileNumber and NumberOfFiles: a part of a report split into several files */
  private fileNumber = 1;
  private numberOfFiles = 1;
  /** HEAD's Profile and ProfileVersion: the dsrf schema whose record definitions a record without a header row is read by */
  private profile = '';
  private profileVersion = '';
  /** The footer's counts and what they are checked against */
  private footer = new DsrFooter();
  /** Financial Reporting's usage-independent fees (SY10) and final totals */
  private fees: DsrFees;

  /** The delimiter's character code (-1 when not known: no record is then read from its text) */
  private delimiterCode: number;

  constructor(private rules: RowRules) {
    this.usages = new DsrUsages(rules, this.resources, this.summaries);
    this.delimiterCode = rules.delimiter?.length === 1 ? rules.delimiter.charCodeAt(0) : -1;
    this.fees = new DsrFees(rules);
  }

  /** Column positions per record type, from the file's header rows or the defaults */
  private columns = new Map<string, Columns | undefined>();
  /** What each record type is (summary, resource, usage), decided once per type */
  private kinds = new Map<string, DsrKind>();
  /** Usage record types' value positions (usagePlan), dropped with their columns when a header row redefines them */
  private plans = new Map<string, UsagePlan>();
  /** The last record's first cell and its record type (usage records come in long runs of one type) */
  private lastCell: string | undefined;
  private lastType = '';
  /** That type's kind and, for a usage type, its plan: no map lookups within a run of one type */
  private lastKind: DsrKind | undefined;
  private lastPlan: UsagePlan | undefined;
  /** The first cell and plan of the last line quick() read of another usage type than the last record's */
  private otherCell: string | undefined;
  private otherPlan: UsagePlan | undefined;

  private cols(type: string): Columns | undefined {
    let cols = this.columns.get(type);
    if (cols === undefined && !this.columns.has(type)) {
      const h = this.headers.get(type) ?? standardCells(type, this.profile, this.profileVersion);
      // Header rows name the record type in their first cell ("#SU02" or "RecordType"): cells line up.
      cols = h ? new Map(h.map((name, i) => [name.replace(/^#/, '').toLowerCase(), i])) : undefined;
      this.columns.set(type, cols);
    }
    return cols;
  }

  read(rec: string[], rowNumber: number): ReadOutcome {
    const first = rec[0];
    let type = this.lastType;
    if (first !== this.lastCell) {
      type = (first ?? '').trim().toUpperCase();
      this.lastCell = first;
      this.lastType = type;
      this.lastKind = undefined;
      this.lastPlan = undefined;
    }
    // A usage record held back for the licensor allocations after it is settled by the first other record.
    this.usages.settleUnless(type);
    if (type.startsWith('#')) {
      this.usages.forgetQuick();
      this.otherPlan = undefined;
      const named = type.slice(1);
      this.headers.set(
        named,
        rec.map((c) => c.trim()),
      );
      this.columns.delete(named);
      this.plans.delete(named);
      this.lastPlan = undefined;
      if (named.startsWith('LI')) this.usages.allocating = true;
      this.footer.headerRow();
      return { t: 'header' };
    }
    if (type === '' && rec.every((c) => c.trim() === '')) return { t: 'skip', reason: 'empty row' };
    let kind = this.lastKind;
    if (kind === undefined) {
      kind = this.kinds.get(type);
      if (kind === undefined) this.kinds.set(type, (kind = dsrKind(type)));
      this.lastKind = kind;
    }
    if (kind === 'usage') {
      let p = this.lastPlan;
      if (p === undefined) {
        p = this.plans.get(type);
        if (p === undefined) this.plans.set(type, (p = usagePlan(this.cols(type))));
        this.lastPlan = p;
      }
      // The raw cell, compared with the last one read: a million usage records pay a string compare.
      if (p.block.length > 0) this.footer.block(rec[p.block[0]]);
      return this.usages.read(type, rec, rowNumber, p);
    }
    // A release, resource, summary or HEAD record may change what a usage record's cells lead to.
    this.usages.forgetQuick();
    // FHEA and FFOO: the file header and footer as DDEX's own flat-file library also names them
    // (ddexnet/dsrf constants.py: HEADER_ROW_PATTERN …|HEAD|FHEA, FOOT_ROWS ['FOOT', 'FFOO']).
    const row = new Cells(this.cols(type === 'FHEA' ? 'HEAD' : type === 'FFOO' ? 'FOOT' : type), rec);
    if (type === 'HEAD' || type === 'FHEA') {
      this.head = row;
      this.usages.fromHead(row);
      this.fees.fromHead(row);
      this.fileNumber = Number(pick(row, ['FileNumber'])) || 1;
      this.profile = pick(row, ['Profile']);
      this.profileVersion = pick(row, ['ProfileVersion']);
      // The records after it are read by its profile version's definitions (records.ts standardCells).
      this.columns.clear();
      this.plans.clear();
      this.numberOfFiles = Number(pick(row, ['NumberOfFiles'])) || 1;
      return { t: 'skip', reason: `DSR header record (${type})` };
    }
    // FOOT ends a multi record block file, SRFO a single record block one (DSR Part 8, 5.1.2 and 5.1.3).
    if (type === 'FOOT' || type === 'SRFO' || type === 'FFOO') {
      this.footer.read(type, row, rowNumber);
      return { t: 'skip', reason: 'footer' };
    }
    if (kind === 'summary') {
      this.footer.summary();
      const why = this.summaries.add(type, row, !this.headers.has(type), this.rules.currency);
      if (why) return { t: 'refuse', reason: why };
      // Every file of a split report repeats its summary records: their fees are paid with file 1 only.
      const fee = this.fees.read(type, row, rowNumber, this.fileNumber > 1);
      if (fee) return fee;
      // Every file of a report split into several carries the summary records of the whole report.
      return {
        t: 'skip',
        reason:
          this.numberOfFiles > 1
            ? `DSR summary record (${type}) of the whole report, not checked against file ${this.fileNumber} of ${this.numberOfFiles}`
            : `DSR summary record (${type})`,
      };
    }
    this.footer.block(pick(row, ['BlockId']));
    if (kind === 'resource') {
      const resource = type.startsWith('AS');
      this.resources.add(resource, row);
      return { t: 'skip', reason: `DSR ${resource ? 'resource' : 'release'} record (${type})` };
    }
    this.footer.other(type);
    // Deal-specific, masterlist and cue records carry no money anyone can read (rules.ts otherRecordReason).
    return { t: 'skip', reason: otherRecordReason(type) };
  }

  settled(end?: boolean): Settled | undefined {
    return this.usages.settled(end);
  }

  /**
   * A usage record read from its line's text (dsr/quick.ts), when its type's cells are known: no header
   * row, release, resource or summary record read since its type's last record went through read().
   */
  quick(line: string, peek: Peek): QuickRow | undefined {
    let p = this.lastPlan;
    let first = this.lastCell;
    if (
      p === undefined ||
      first === undefined ||
      this.lastKind !== 'usage' ||
      !line.startsWith(first) ||
      line.charCodeAt(first.length) !== this.delimiterCode
    ) {
      // Another usage type than the last read (a UGC file's SU03 after its LI01): the one found last time?
      first = this.otherCell;
      p = this.otherPlan;
      if (
        p === undefined ||
        first === undefined ||
        !line.startsWith(first) ||
        line.charCodeAt(first.length) !== this.delimiterCode
      ) {
        const end = line.indexOf(this.rules.delimiter!);
        if (end <= 0) return undefined;
        first = line.slice(0, end);
        p = this.usagePlanOf(first.trim().toUpperCase());
        if (p === undefined) return undefined;
        this.otherCell = first;
        this.otherPlan = p;
      }
    }
    return this.usages.quick(line, first.length, p, peek, this.usagePlanOf);
  }

  /** A usage record type's plan, if a record of it went through read() since the header rows last changed. */
  private readonly usagePlanOf = (type: string) =>
    this.kinds.get(type) === 'usage' ? this.plans.get(type) : undefined;

  /** Usage records read from their line's text (quick), for the import's log */
  get quickRows() {
    return this.usages.quickRows;
  }

  /** An empty line, which the reader drops: the footer's line counts may count it. */
  emptyLine() {
    this.footer.emptyLine();
  }

  /**
   * The checks made once every record is read. A file whose footer, summaries or lines disagree throws a
   * Discrepancy quoting the file's figures (the import is held), unless the rules accept it: the findings
   * are then returned, to be kept on the statement.
   */
  finish(): string[] {
    if (!this.usages.seen && this.head.size === 0) throw new BadRequest('The file is not a DDEX DSR flat file.');
    this.usages.settleUnless('');
    const checks = [() => this.footer.check(this.numberOfFiles <= 1)];
    // The files of a report split into several each carry the whole report's summary records, so a
    // part's lines are not checked against them: a part cut short is known by its missing FOOT.
    if (this.numberOfFiles > 1) {
      if (!this.footer.seen)
        throw new BadRequest(
          `File ${this.fileNumber} of ${this.numberOfFiles} of this DSR report ends without its FOOT record: the file is incomplete.`,
        );
    } else
      checks.push(
        () => this.summaries.check(this.usages.unsupportedNote()),
        () => this.fees.check(),
      );
    const found = collectDiscrepancies(checks);
    if (found.length > 0 && !this.rules.acceptDiscrepancy) throw new Discrepancy(found);
    return found;
  }

  /** Period and store from the HEAD record, once read. */
  headInfo() {
    return {
      period: toPeriod(pick(this.head, ['UsageStartDate'])) ?? undefined,
      store: pick(this.head, ['SenderName', 'ServiceDescription']) || undefined,
      currency: this.summaries.currency || undefined,
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
