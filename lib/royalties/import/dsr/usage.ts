// DDEX DSR usage records (SU.., RU.., LI.., SR..) as statement lines: their release or resource,
// territory, usages and revenue (their own, or their share of their summary record's), and for a UGC
// usage record followed by licensor allocations (LI01), the amounts those allocate to the licensor.
import { firstValue as firstValueOf, pick, type Cells, type PlanOf, type UsagePlan } from './columns';
import { DsrFastLane, dsrFastLane } from './fast';
import { DsrQuickLane } from './quick';
import type { DsrResources } from './resources';
import type { DsrSummaries, DsrSummary } from './summaries';
import {
  allocationSkipReason,
  isAllocation,
  ONE,
  revenueSource as revenueSourceOf,
  saleParts,
  usagesLessReturns,
} from './rules';
import { pickAt as pickAtOf, USAGE_COLS, type Held } from './usage-cells';
import {
  interpretRow,
  parseAmount,
  toUsd,
  usdToDecimal,
  type Outcome,
  type Peek,
  type QuickRow,
  type ReadOutcome,
  type RowRules,
  type Settled,
} from '../csv/row';

/**
 * Read once into a module constant: the worker runs under tsx, whose CommonJS output reads an imported
 * function through a getter at every call, which a million usage records pay a dozen times each.
 */
const firstValue = firstValueOf;
const pickAt = pickAtOf;
const revenueSource = revenueSourceOf;

export class DsrUsages {
  /**
   * Usage records may be followed by licensor allocations: a file of the UGC or Royalty Reporting profile
   * (DSR Part 4: each SU03 record "followed by none, one or more" LI01 records; Part 8: LI01.04 is in
   * those two profiles), or one with an #LI01 header row. Their SU.. records with revenue are held back.
   */
  allocating = false;
  /** A usage record was read */
  seen = false;
  /** What usage records take from HEAD when they lack it */
  private headStart = '';
  private headStore = '';
  private headTerritory = '';
  private held: Held | undefined;
  private done: Settled | undefined;
  /** Single record block records of a version whose cells are not known, by record type */
  private unsupported = new Map<string, number>();
  /** The common usage record's reader (dsr/fast.ts); undefined when the differential test turns it off */
  private fast: DsrFastLane | undefined;
  /** Its records read again from their line's text (dsr/quick.ts); undefined with it, or with no delimiter known */
  private quickLane: DsrQuickLane | undefined;

  constructor(
    private rules: RowRules,
    private resources: DsrResources,
    private summaries: DsrSummaries,
  ) {
    this.fast = dsrFastLane.on ? new DsrFastLane(rules, USAGE_COLS) : undefined;
    this.quickLane = this.fast && rules.delimiter ? new DsrQuickLane(rules.delimiter) : undefined;
  }

  /**
   * A usage record of plan `p` read from its line (dsr/quick.ts), or undefined. In a file whose usage
   * records wait for their licensor allocations, a usage record with the one allocation after it.
   */
  quick(line: string, typeLength: number, p: UsagePlan, peek: Peek, planOf: PlanOf): QuickRow | undefined {
    if (this.quickLane === undefined) return undefined;
    if (this.held !== undefined) {
      // A record that is no allocation settles the usage record held back, as read() would (Interpreter.settled).
      const type = line.slice(0, typeLength).trim().toUpperCase();
      if (isAllocation(type)) return undefined;
      this.settleUnless(type);
    }
    return this.allocating
      ? this.quickLane.allocated(line, typeLength, p, peek, planOf)
      : this.quickLane.line(line, typeLength, p);
  }

  /** A record other than a usage record was read: what the quick lane knows may no longer hold. */
  forgetQuick() {
    this.quickLane?.forget();
  }

  /** Usage records read from their line's text */
  get quickRows() {
    return this.quickLane?.rows ?? 0;
  }

  fromHead(head: Cells) {
    this.headStart = pick(head, ['UsageStartDate']);
    this.headStore = pick(head, ['SenderName', 'ServiceDescription']);
    this.headTerritory = pick(head, ['TerritoryOfUsage']);
    if (/ugc|royalty/i.test(pick(head, ['Profile']))) this.allocating = true;
  }

  /** A usage record, read through its type's plan. */
  read(type: string, rec: string[], rowNumber: number, p: UsagePlan): ReadOutcome {
    if (type.startsWith('LI')) return this.allocation(type, rec, p);
    const summary = p.summary.length === 0 ? undefined : this.summaries.of(pickAt(rec, p.summary));
    // The one rule of what pays a record (rules.ts): the amount due to the rights controller (SR03/SR06
    // AllocatedAmount, SR08 AllocatedRevenueInCurrencyOfAccounting), else its own revenue, else its share.
    const allocatedRaw = pickAt(rec, p.allocated);
    const ownRaw = allocatedRaw === '' ? pickAt(rec, p.amount) : '';
    const source = revenueSource(type, p, allocatedRaw, ownRaw);
    const allocated = source === 'allocated';
    let rawAmount = allocated ? allocatedRaw : ownRaw;
    let units = pickAt(rec, p.units);
    /** The summary record whose revenue this record shares (it has none of its own) */
    let sharing: DsrSummary | undefined;
    if (source === 'unsupported') {
      this.unsupported.set(type, (this.unsupported.get(type) ?? 0) + 1);
      return {
        t: 'skip',
        reason: `DSR single record block variant record (${type}) skipped: this version is not supported, its cell order could not be checked against the standard (a #${type} header row naming its cells would be read)`,
      };
    }
    if (source === 'none') return { t: 'skip', reason: `DSR usage record without revenue (${type})` };
    if (source === 'share') {
      const why = summary
        ? summary.unshareable
        : `its summary record ${pickAt(rec, p.summary) || '(none named)'} is not in the file`;
      if (why)
        return {
          t: 'refuse',
          reason: `the ${type} record has no revenue of its own (the standard puts it on the summary record it names), and ${why}`,
        };
      const returned = pickAt(rec, p.returns);
      const net = usagesLessReturns(units, returned);
      if (net === null) return { t: 'refuse', reason: `usages "${(units || returned).slice(0, 40)}" is not a number` };
      units = net;
      rawAmount = summary!.share(units, saleParts(pickAt(rec, p.parts)));
      sharing = summary;
    }
    this.seen = true;
    if (allocated && summary) summary.allocated = true;
    const res = this.resources.find(
      pickAt(rec, p.block),
      pickAt(rec, p.resId),
      pickAt(rec, p.resRef),
      pickAt(rec, p.relId),
      pickAt(rec, p.relRef),
    );
    // A usage record's values where its type keeps them, else from its resource, release, summary or HEAD.
    const isrc = firstValue(pickAt(rec, p.isrc)) || res.isrc;
    const upc = firstValue(pickAt(rec, p.upc)) || res.upc;
    const title = pickAt(rec, p.title) || res.title;
    const artist = pickAt(rec, p.artist) || res.artist;
    const store = pickAt(rec, p.store) || this.headStore;
    const territory = pickAt(rec, p.territory) || summary?.territory || this.headTerritory;
    const start = pickAt(rec, p.start) || this.headStart;
    const end = pickAt(rec, p.end);
    const currency = pickAt(rec, p.currency) || summary?.currency || this.summaries.currency;
    // Neither held back for licensor allocations nor paid an allocated amount: most records.
    if (this.fast && !this.allocating && !allocated) {
      const row = this.fast.row(
        res,
        isrc,
        upc,
        title,
        artist,
        store,
        territory,
        start,
        end,
        units,
        rawAmount,
        currency,
        rowNumber,
      );
      if (row !== undefined) {
        const sums = summary ? summary.lines : this.summaries.unattributed;
        sums.add(this.fast.sumCurrency, row.amount);
        return { t: 'row', row, key: this.quickLane?.remember(rec, p, sums, this.fast.sumCurrency, sharing) };
      }
    }
    const period = start && end ? `${start}--${end}` : start;
    const fields = [isrc, upc, title, artist, store, territory, period, units, rawAmount, currency];
    if (this.allocating && !allocated && type.startsWith('SU') && p.amount.length > 0) {
      this.held = { rowNumber, rec, p, fields, summary, tx: pickAt(rec, p.tx), allocated: null };
      return { t: 'defer' };
    }
    return this.line(fields, rowNumber, summary, true);
  }

  /**
   * A licensor allocation (LI01): the amount due to the licensor (AllocatedAmount) of the usage record it
   * follows (ParentSalesTransactionId, LI01.03), which is then paid that amount rather than its NetRevenue,
   * the service's revenue from the resource for every licensor. The allocation is checked against its
   * summary record's AllocatedRevenue, the amount payable to the licensor.
   */
  private allocation(type: string, rec: string[], p: UsagePlan): Outcome {
    const held = this.held;
    const parent = pickAt(rec, p.parent);
    if (!held)
      return {
        t: 'refuse',
        reason: `the ${type} record allocates the revenue of a usage record that is not right before it (licensor allocations follow the SU03 record they allocate, in files of the UGC or Royalty Reporting profile)`,
      };
    if (parent && held.tx && parent !== held.tx)
      return {
        t: 'refuse',
        reason: `the ${type} record allocates sales transaction ${parent.slice(0, 40)} but follows the usage record of sales transaction ${held.tx.slice(0, 40)}`,
      };
    const raw = pickAt(rec, p.allocated);
    const amount = raw ? parseAmount(raw) : null;
    if (amount === null)
      return {
        t: 'refuse',
        reason: raw
          ? `AllocatedAmount "${raw.slice(0, 40)}" is not a number`
          : `the ${type} record gives no AllocatedAmount: the amount due to the licensor for the usage record at row ${held.rowNumber} is not known`,
      };
    const cur = (held.fields[9] || this.rules.currency).toUpperCase();
    const own = pickAt(rec, p.summary);
    const summary = (own ? this.summaries.of(own, pickAt(rec, p.controller)) : undefined) ?? held.summary;
    if (summary && summary.currency !== cur)
      return {
        t: 'refuse',
        reason: `the ${type} record's summary record ${summary.id} is in ${summary.currency}, the usage record it allocates in ${cur}`,
      };
    if (summary) summary.allocated = true;
    (summary ? summary.lines : this.summaries.unattributed).add(cur, amount);
    held.allocated = (held.allocated ?? 0n) + toUsd(amount, ONE);
    return { t: 'skip', reason: allocationSkipReason(type) };
  }

  /** The held usage record, once a record that is not one of its allocations (LI..) or breakdowns (ST..) is read. */
  settleUnless(type: string) {
    const held = this.held;
    if (!held || isAllocation(type)) return;
    this.held = undefined;
    let out: Outcome;
    if (held.allocated === null) out = this.line(held.fields, held.rowNumber, held.summary, true);
    else {
      // Its allocations were summed into their summary records as they were read.
      held.fields[8] = usdToDecimal(held.allocated);
      out = this.line(held.fields, held.rowNumber, held.summary, false);
      // The usage records with the same cells and one allocation after it are then read from their text.
      const cur = (held.fields[9] || this.rules.currency).toUpperCase();
      // Not when several summary records share its SummaryRecordId: each allocation counts towards its controller's.
      const plain = !held.summary || (held.summary.currency === cur && held.summary.members.length === 0);
      if (out.t === 'row' && this.quickLane && plain) {
        const sums = held.summary ? held.summary.lines : this.summaries.unattributed;
        out = { ...out, key: this.quickLane.remember(held.rec, held.p, sums, cur, undefined, true, held.summary) };
      }
    }
    this.done = { rowNumber: held.rowNumber, rec: held.rec, out };
  }

  settled(end?: boolean): Settled | undefined {
    if (end) this.settleUnless('');
    const done = this.done;
    this.done = undefined;
    return done;
  }

  /** For the summary check's message: unsupported records skipped, which may explain a difference. */
  unsupportedNote(): string {
    if (this.unsupported.size === 0) return '';
    const list = [...this.unsupported].map(([t, n]) => `${n} ${t}`).join(', ');
    return ` Records of a single record block variant version that is not supported were skipped (${list}).`;
  }

  /** The line of a usage record's fields; its amount summed for the check unless it already was (`sum`). */
  private line(fields: string[], rowNumber: number, summary: DsrSummary | undefined, sum: boolean): Outcome {
    const out = interpretRow(fields, rowNumber, USAGE_COLS, this.rules);
    if (sum && (out.t === 'row' || (out.t === 'skip' && out.reason === 'zero amount'))) {
      // The row's amount is parseAmount's of the same cell (DSR files never use decimal commas).
      const amount = out.t === 'row' ? out.row.amount : (parseAmount(fields[8]) ?? '0');
      (summary ? summary.lines : this.summaries.unattributed).add(
        (fields[9] || this.rules.currency).toUpperCase(),
        amount,
      );
    }
    return out;
  }
}
