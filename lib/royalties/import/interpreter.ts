// What reads a statement's records one at a time (a table of columns: csv/layouts.ts; a DDEX DSR flat file:
// dsr/interpreter.ts), as the import (run.ts) and the upload's plan (plan.ts) use it.
import type { QuickRow, Peek, ReadOutcome, Settled } from './csv/row';

export interface Interpreter {
  read(rec: string[], rowNumber: number): ReadOutcome;
  /**
   * The outcome of a record read earlier as `defer`, once the records read since settle it (a DSR usage
   * record is settled by the licensor allocations that follow it, or their absence); at the `end`, whatever
   * is still deferred. Asked after every read.
   */
  settled?(end?: boolean): Settled | undefined;
  /**
   * A record read from its line's text without its cells (only the next record; `peek(k)` shows the kth
   * line after it, when the text read so far has it): a matched row of a bucket the import already sums,
   * or undefined when the record is to be split and read(). Either way, a deferred record the line
   * settles is then given by settled(), as after read().
   */
  quick?(line: string, peek: Peek): QuickRow | undefined;
  /** Records quick has read, for the import's log */
  readonly quickRows?: number;
  /** An empty line of the file, which is no record (DSR: its footer's line counts may count it) */
  emptyLine?(): void;
  /**
   * Checks made once every record is read (footer and summary totals): a mismatch throws a Discrepancy
   * (the import is held) or, when the rules accept it, is returned to be kept on the statement.
   */
  finish(): string[] | void;
}
