// DDEX DSR usage records (SU.., RU.., LI.., SR..) as statement lines: their release or resource,
// territory, usages and revenue (their own, or their share of their summary record's).
import { firstValue, pick, pickAt, type Cells, type UsagePlan } from './dsr-columns';
import type { DsrResources } from './dsr-resources';
import type { DsrSummaries, DsrSummary } from './dsr-summaries';
import { interpretRow, parseAmount, toUsd, usdToDecimal, type ColumnIndex, type Outcome, type RowRules } from './row';

/** The interpreted columns of a usage record's fields, in the order DsrUsages.fields builds them. */
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

export class DsrUsages {
  /** A usage record was read */
  seen = false;
  /** What usage records take from HEAD when they lack it */
  private headStart = '';
  private headStore = '';
  private headTerritory = '';
  /** Single record block records of a version whose cells are not known, by record type */
  private unsupported = new Map<string, number>();

  constructor(
    private rules: RowRules,
    private resources: DsrResources,
    private summaries: DsrSummaries,
  ) {}

  fromHead(head: Cells) {
    this.headStart = pick(head, ['UsageStartDate']);
    this.headStore = pick(head, ['SenderName', 'ServiceDescription']);
    this.headTerritory = pick(head, ['TerritoryOfUsage']);
  }

  /** A usage record (`known`: its type's cells are known, from a header row or the standard). */
  read(type: string, rec: string[], rowNumber: number, p: UsagePlan, known: boolean): Outcome {
    const summary = p.summary.length === 0 ? undefined : this.summaries.of(pickAt(rec, p.summary));
    // SR03/SR06 give the amount due to the rights controller (AllocatedAmount): that is what is paid.
    let rawAmount = type.startsWith('SR') ? pickAt(rec, p.allocated) : '';
    const allocated = rawAmount !== '';
    if (!allocated) rawAmount = pickAt(rec, p.amount);
    let units = pickAt(rec, p.units);
    if (!rawAmount) {
      if (!known && type.startsWith('SR')) {
        this.unsupported.set(type, (this.unsupported.get(type) ?? 0) + 1);
        return {
          t: 'skip',
          reason: `DSR single record block variant record (${type}) skipped: this version is not supported, its cell order could not be checked against the standard (a #${type} header row naming its cells would be read)`,
        };
      }
      // The standard's sales/usage records (SU01, SU02, SR01, SR02 …) carry usages, no revenue: theirs is
      // their share of their summary record's net revenue. A type with a revenue cell left empty has none.
      const shared = type.startsWith('SU') || type.startsWith('SR');
      if (p.amount.length > 0 || p.allocated.length > 0 || p.units.length === 0 || !shared)
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
      // SR01: a release of N tracks sold is reported on N records, each with the sale's downloads
      // (NumberOfTransactedResources N, one SalesTransactionId): each is 1/N of the sale.
      const n = Number(pickAt(rec, p.parts));
      rawAmount = summary!.share(units, Number.isInteger(n) && n > 1 ? BigInt(n) : 1n);
    }
    this.seen = true;
    if (allocated && summary) summary.allocated = true;
    return this.line(this.fields(rec, p, summary, units, rawAmount), rowNumber, summary);
  }

  /** For the summary check's message: unsupported records skipped, which may explain a difference. */
  unsupportedNote(): string {
    if (this.unsupported.size === 0) return '';
    const list = [...this.unsupported].map(([t, n]) => `${n} ${t}`).join(', ');
    return ` Records of a single record block variant version that is not supported were skipped (${list}).`;
  }

  /** A usage record's values where its type keeps them, else from its resource, release, summary or HEAD. */
  private fields(rec: string[], p: UsagePlan, summary: DsrSummary | undefined, units: string, amount: string) {
    const res = this.resources.find(
      pickAt(rec, p.block),
      pickAt(rec, p.resId),
      pickAt(rec, p.resRef),
      pickAt(rec, p.relId),
      pickAt(rec, p.relRef),
    );
    const start = pickAt(rec, p.start) || this.headStart;
    const end = pickAt(rec, p.end);
    return [
      firstValue(pickAt(rec, p.isrc)) || res.isrc,
      firstValue(pickAt(rec, p.upc)) || res.upc,
      pickAt(rec, p.title) || res.title,
      pickAt(rec, p.artist) || res.artist,
      pickAt(rec, p.store) || this.headStore,
      pickAt(rec, p.territory) || summary?.territory || this.headTerritory,
      start && end ? `${start}--${end}` : start,
      units,
      amount,
      pickAt(rec, p.currency) || summary?.currency || this.summaries.currency,
    ];
  }

  /** The line of a usage record's fields, its amount summed for the check. */
  private line(fields: string[], rowNumber: number, summary: DsrSummary | undefined): Outcome {
    const out = interpretRow(fields, rowNumber, USAGE_COLS, this.rules);
    if (out.t === 'row' || (out.t === 'skip' && out.reason === 'zero amount')) {
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
