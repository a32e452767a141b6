// DDEX DSR usage records read from their line's text, without splitting it into cells: a usage record
// whose cells, but for its usages and revenue, are those of an earlier record of its type (the same
// block, resource, summary record, territory …) is the same row but for those two numbers. Once such a
// row was read the generic way (dsr/usage.ts, dsr/fast.ts) and summed in a bucket by the import, the next
// ones are found by their cells' text alone, one map lookup, and their two numbers read in place. A record
// type without revenue of its own (the Basic Audio Profile's SU02) gets its share of its summary record's
// revenue by its usages by the same rule as dsr/usage.ts (DsrSummary.share; shareWhole, its BigInts).
// Everything a record's other cells decide (resource, template, summary record, footer's block, bucket)
// stays valid while only usage records are read: any other record forgets the lines known (forget).
import type { PlanOf, UsagePlan } from './columns';
import type { DsrSummary, LineSums } from './summaries';
import { cellAmount as cellAmountOf } from '../money';
import { AllocatedPairs } from './quick-allocated';
import { QuickPlan, type Keys, type LineKey } from './quick-plan';
import { plainUsages as plainUsagesOf, sharesByCells } from './rules';
import type { Peek, QuickRow, RowKey } from '../csv/row';

/** A module constant: tsx's CommonJS output reads an imported function through a getter at every call. */
const cellAmount = cellAmountOf;
const plainUsages = plainUsagesOf;

/** Distinct cell values remembered per record type; beyond, new ones are read the generic way */
const MAX_KEYS = 200_000;
/** Misses after which a file whose records rarely repeat (a transaction id per record…) stops trying */
const GIVE_UP_MISSES = 100_000;

/**
 * The plan of a usage record type that can be read here: one revenue cell, or none and one usages cell
 * (its records share their summary's revenue), apart from every cell that decides the row (those
 * dsr/usage.ts reads for a row of the fast lane).
 */
function quickPlan(p: UsagePlan): QuickPlan | null {
  if (!p.known || p.amount.length > 1 || p.units.length > 1) return null;
  const shares = p.amount.length === 0;
  if (shares && !sharesByCells(p)) return null;
  const amount = shares ? -1 : p.amount[0];
  const units = p.units.length ? p.units[0] : -1;
  const decides = [
    p.summary,
    p.allocated,
    p.block,
    p.resId,
    p.resRef,
    p.relId,
    p.relRef,
    p.isrc,
    p.upc,
    p.title,
    p.artist,
    p.store,
    p.territory,
    p.start,
    p.end,
    p.currency,
  ].flat();
  const cells = [...new Set(decides)].sort((a, b) => a - b);
  const returns = shares ? p.returns : [];
  const parts = shares ? p.parts : [];
  const tx = p.tx.length === 1 && !shares ? p.tx[0] : -1;
  const own = [amount, units, ...returns, ...parts, tx].filter((c) => c >= 0);
  if (own.some((c) => cells.includes(c)) || new Set(own).size !== own.length) return null;
  return new QuickPlan(amount, units, returns, parts, Math.max(...own, ...cells), cells, tx);
}

export class DsrQuickLane {
  private plans = new Map<UsagePlan, QuickPlan | null>();
  /** Cell boundaries of the line being read, by position */
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  private readonly out: QuickRow = { bucket: 0, units: 0, nano: 0, fine: 0, lines: 1, skip: '', skipped: '' };
  /** Usage records read with the licensor allocation after them (dsr/quick-allocated.ts) */
  private pairs: AllocatedPairs;
  private misses = 0;
  private hits = 0;
  private off = false;
  /** Records read here (the import logs it) */
  get rows() {
    return this.hits;
  }

  constructor(private delimiter: string) {
    this.pairs = new AllocatedPairs(delimiter);
  }

  private planOf(p: UsagePlan): QuickPlan | null {
    let q = this.plans.get(p);
    if (q === undefined) {
      q = quickPlan(p);
      if (q !== null && q.last >= this.starts.length) q = null;
      this.plans.set(p, q);
    }
    return q;
  }

  /** What the records read so far say no longer holds (a release, resource, summary or header record was read). */
  forget() {
    this.pairs = new AllocatedPairs(this.delimiter);
    for (const q of this.plans.values())
      if (q) {
        q.keys = new Map();
        q.size = 0;
      }
  }

  /**
   * The key of a record read the generic way to a plain row (dsr/fast.ts), whose amount was summed in
   * `sums` under `currency` (`sharing`: its share of that summary record's revenue): the import sets its
   * bucket, and records with the same cells are then read here.
   */
  remember(
    rec: string[],
    p: UsagePlan,
    sums: LineSums,
    currency: string,
    sharing: DsrSummary | undefined,
    allocated = false,
    summary?: DsrSummary,
  ): RowKey | undefined {
    const q = this.off ? null : this.planOf(p);
    if (q === null || rec.length <= q.last || q.amount < 0 !== (sharing !== undefined)) return undefined;
    if (allocated && q.tx < 0) return undefined;
    const d = this.delimiter;
    const r = q.runs;
    let level = q.keys;
    let known: LineKey | undefined;
    for (let k = 0; k < r.length; k += 2) {
      // A cell holding the delimiter (quoted) makes a value no line's cells make: not remembered.
      for (let c = r[k]; c <= r[k + 1]; c++) if (rec[c].includes(d)) return undefined;
      const value = r[k] === r[k + 1] ? rec[r[k]] : rec.slice(r[k], r[k + 1] + 1).join(d);
      let next = level.get(value);
      if (next === undefined) {
        if (q.size >= MAX_KEYS) return undefined;
        if (k + 2 < r.length) next = new Map();
        else {
          next = known = { bucket: -1, sums, currency, sharing, allocated, summary };
          q.size++;
        }
        level.set(value, next);
      }
      if (k + 2 < r.length) level = next as Keys;
      else known = next as LineKey;
    }
    return known;
  }

  /**
   * A usage record of plan `p` from its line (its first cell, the record type, `typeLength` characters
   * long, already checked), when its other cells but usages and revenue are a remembered record's whose
   * bucket is known and its usages and revenue are plain numbers; else undefined, and it is read the
   * generic way. Its amount is summed for the summary check here, as dsr/usage.ts does.
   */
  line(line: string, typeLength: number, p: UsagePlan): QuickRow | undefined {
    const q = this.off ? null : this.planOf(p);
    const known = q === null ? undefined : this.find(line, typeLength, q);
    const units = known === undefined || known.allocated ? -1 : this.units(line, q!.units);
    const out =
      units < 0 ? undefined : q!.amount < 0 ? this.shared(line, q!, known!, units) : this.own(line, q!, known!);
    return this.counted(out, known, units, 1);
  }

  /**
   * A usage record of a file whose usage records wait for their licensor allocations (UGC), read with the
   * one allocation after it (dsr/quick-allocated.ts): the row paid what it allocates, that record skipped.
   */
  allocated(line: string, typeLength: number, p: UsagePlan, peek: Peek, planOf: PlanOf): QuickRow | undefined {
    const q = this.off ? null : this.planOf(p);
    const known = q === null || q.tx < 0 || q.amount < 0 ? undefined : this.find(line, typeLength, q);
    const units = known === undefined || !known.allocated ? -1 : this.units(line, q!.units);
    const read = units >= 0 && this.pairs.read(line, q!, p, known!, this.starts, this.ends, peek, planOf, this.out);
    return this.counted(read ? this.out : undefined, known, units, 2);
  }

  /** `out` for the `lines` records read, counted; undefined (a miss) when there is none. */
  private counted(out: QuickRow | undefined, known: LineKey | undefined, units: number, lines: number) {
    if (out === undefined) {
      if (++this.misses > GIVE_UP_MISSES && this.misses > this.hits) this.off = true;
      return undefined;
    }
    this.hits++;
    out.bucket = known!.bucket;
    out.units = units;
    out.lines = lines;
    if (lines === 1) out.skip = '';
    return out;
  }

  /**
   * The remembered key of a line's cells (left in starts and ends), when its bucket is known; undefined
   * for a line with a quote, too few cells, or cells not seen before.
   */
  private find(line: string, typeLength: number, q: QuickPlan): LineKey | undefined {
    if (line.includes('"')) return undefined;
    const d = this.delimiter;
    const starts = this.starts;
    const ends = this.ends;
    let pos = typeLength + 1;
    for (let c = 1; c <= q.last; c++) {
      const next = line.indexOf(d, pos);
      starts[c] = pos;
      if (next === -1) {
        if (c < q.last) return undefined;
        ends[c] = line.length;
      } else {
        ends[c] = next;
        pos = next + 1;
      }
    }
    const r = q.runs;
    let found: unknown = q.keys;
    for (let k = 0; k < r.length && found !== undefined; k += 2)
      found = (found as Keys).get(r[k] > r[k + 1] ? '' : line.slice(starts[r[k]], ends[r[k + 1]]));
    const known = found as LineKey | undefined;
    return known === undefined || known.bucket < 0 ? undefined : known;
  }

  /** A line with its own revenue: the amount read in place, summed for the summary check. */
  private own(line: string, q: QuickPlan, known: LineKey): QuickRow | undefined {
    const out = this.out;
    if (!cellAmount(line, this.starts[q.amount], this.ends[q.amount], out)) return undefined;
    if (out.nano !== 0) known.sums.addNano(known.currency, out.nano);
    if (out.fine !== 0) known.sums.addFine(known.currency, out.fine);
    return out;
  }

  /** A line sharing its summary record's revenue by its usages (none returned, not a part of a sale). */
  private shared(line: string, q: QuickPlan, known: LineKey, units: number): QuickRow | undefined {
    for (const c of q.returns) if (!this.blankOr(line, c, 48)) return undefined;
    for (const c of q.parts) if (!this.blankOr(line, c, 48) && !this.blankOr(line, c, 49)) return undefined;
    const out = this.out;
    // The summary's one share rule (DsrSummary.share, in BigInts), its amount read into the row's units.
    if (!known.sharing!.shareWhole(units, out)) return undefined;
    if (out.nano !== 0) known.sums.addNano(known.currency, out.nano);
    if (out.fine !== 0) known.sums.addFine(known.currency, out.fine);
    return out;
  }

  /** Whether cell `c` of the line is empty or the one character `code`. */
  private blankOr(line: string, c: number, code: number): boolean {
    const from = this.starts[c];
    const length = this.ends[c] - from;
    return length === 0 || (length === 1 && line.charCodeAt(from) === code);
  }

  /** Usages as every lane reads them from cell `c` (rules.ts plainUsages; no cell is 0); -1 for anything else. */
  private units(line: string, c: number): number {
    return c < 0 ? 0 : plainUsages(line, this.starts[c], this.ends[c]);
  }
}
