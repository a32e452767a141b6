// The counts a DSR file's footer gives (FOOT, or SRFO in a single record block variant) against what was
// read: lines, summary records and blocks, so a file cut short or corrupted fails rather than import part
// of a report. What each count counts is DDEX's own definition (ddexnet/dsrf profile schemas, Part 8
// 5.1.2/5.1.3; docs/royalties.md "DSR footer counts").
import { BadRequest } from '../../../platform/errors';
import { Discrepancy } from '../discrepancy';
import { pick, type Cells } from './columns';

const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

interface Footer {
  type: string;
  row: Cells;
  /** The lines up to and including the footer: records (header rows too) and the empty lines among them */
  records: number;
  empty: number;
  headerRows: number;
}

export class DsrFooter {
  /** The footer, once read */
  private foot: Footer | undefined;
  /** Empty lines read before the footer (the reader drops them: they are no records) */
  private empty = 0;
  /** Header rows (#SU02 ...) read before the footer */
  private headerRows = 0;
  /** Summary records (SY..) read */
  private summaries = 0;
  /** The BlockIds of the records read in blocks, and the last one (a block's records come together) */
  private blocks = new Set<string>();
  private lastBlock: string | undefined;
  /** A deal-specific record (DExx) was read: Part 8 5.7.2 allows it as a summary record or in a block */
  private dealSpecific = false;

  get seen() {
    return this.foot !== undefined;
  }

  emptyLine() {
    if (!this.foot) this.empty++;
  }

  headerRow() {
    if (!this.foot) this.headerRows++;
  }

  summary() {
    this.summaries++;
  }

  /** A record in a block, by its BlockId cell as read (undefined or blank when it has none) */
  block(id: string | undefined) {
    if (id === this.lastBlock || id === undefined) return;
    this.lastBlock = id;
    const t = id.trim();
    if (t !== '') this.blocks.add(t);
  }

  other(type: string) {
    if (type.startsWith('DE')) this.dealSpecific = true;
  }

  /** The footer record, the `records`th record of the file. */
  read(type: string, row: Cells, records: number) {
    this.foot ??= { type, row, records, empty: this.empty, headerRows: this.headerRows };
  }

  /**
   * Throws a 400 naming the footer's count and the count read when they differ. `singleFile`: the report
   * is this one file (HEAD NumberOfFiles 1), so its report-wide counts are this file's.
   */
  check(singleFile: boolean) {
    const f = this.foot;
    if (!f) return;
    const lines = f.records + f.empty;
    const linesRead =
      f.empty === 0
        ? counted(lines, 'line')
        : `${lines} lines counting its ${counted(f.empty, 'empty line')} (${f.records} without)`;
    // Empty lines: the definition counts "empty Records in accordance with Clause 6.6.7" of Part 1, which
    // DDEX's own parser refuses as not permissible; a count with or without them is taken.
    // Header rows: the definition counts them (DDEX's sample: 35 lines with its 8 header rows); a sender that
    // leaves them out still counts every record, so a missing record is still found.
    const linesOk = (n: number) =>
      n === lines || n === f.records || n === lines - f.headerRows || n === f.records - f.headerRows;
    const cells: [string, (n: number) => boolean, string][] = [];
    if (f.type === 'SRFO') {
      // A single record block variant report is never split into files (Part 1; its HEAD's NumberOfFiles is 1).
      cells.push(['NumberOfLinesInReport', linesOk, linesRead]);
      if (!this.dealSpecific)
        cells.push(['NumberOfSummaryRecords', (n) => n === this.summaries, counted(this.summaries, 'summary record')]);
    } else {
      const blocks = this.dealSpecific ? undefined : this.blocks.size;
      cells.push(['NumberOfLinesInFile', linesOk, linesRead]);
      if (blocks !== undefined) cells.push(['NumberOfBlocksInFile', (n) => n === blocks, counted(blocks, 'block')]);
      // The report-wide counts of a report split into files need its other files (and a part's
      // NumberOfSummaryRecords could be read as the set every file repeats or as their sum): not checked.
      if (singleFile) {
        cells.push(['NumberOfLinesInReport', linesOk, linesRead]);
        if (blocks !== undefined) cells.push(['NumberOfBlocksInReport', (n) => n === blocks, counted(blocks, 'block')]);
        if (!this.dealSpecific)
          cells.push([
            'NumberOfSummaryRecords',
            (n) => n === this.summaries,
            counted(this.summaries, 'summary record'),
          ]);
      }
    }
    const findings: string[] = [];
    for (const [cell, ok, read] of cells) {
      const given = pick(f.row, [cell]);
      if (given === '') continue; // the Report cells are optional; a count not given is not checked
      const n = /^\d+$/.test(given) ? Number(given) : NaN;
      if (Number.isNaN(n))
        throw new BadRequest(`The DSR footer (${f.type}) gives ${cell} "${given.slice(0, 40)}", which is not a count.`);
      if (!ok(n))
        findings.push(
          `The DSR footer (${f.type}) gives ${cell} ${given} but the file has ${read}; the file is incomplete or inconsistent.`,
        );
    }
    if (findings.length > 0) throw new Discrepancy(findings);
  }
}
