// Rows that take money back (Bandcamp's reversals and refunds of a sale): always a deduction, and, when the
// export leaves their net amount blank, worked out from the row's own cells as Bandcamp computes a net
// amount (sub total less its revenue share less the payment fee). Sources in docs/royalties.md.
import Decimal from 'decimal.js';
import { norm } from './presets';
import type { TakeBackRule } from './preset-types';
import type { Outcome } from './row';

export class TakeBack {
  private kinds: Set<string>;
  private from = -1;
  private less: number[] = [];
  private missing: string[] = [];

  constructor(
    private rule: TakeBackRule,
    header: string[],
  ) {
    this.kinds = new Set(rule.kinds);
    if (!rule.derive) return;
    const at = (name: string) => header.findIndex((h) => norm(h) === name);
    this.from = at(rule.derive.from);
    this.less = rule.derive.less.map(at);
    this.missing = [rule.derive.from, ...rule.derive.less].filter((n) => at(n) < 0);
  }

  takesBack(kind: string): boolean {
    return this.kinds.has(kind);
  }

  /**
   * The record to read for a take-back row: as it is when it has an amount (or nothing at all to work one
   * out from: an empty row of a multi-item refund, skipped as without amount), else with its net amount
   * worked out; a refusal when the export lacks the columns to do so.
   */
  prepare(rec: string[], amountAt: number, kind: string): string[] | Outcome {
    if ((rec[amountAt] ?? '').trim() !== '' || !this.rule.derive) return rec;
    const from = (rec[this.from] ?? '').trim();
    if (this.from >= 0 && from === '') return rec;
    if (this.missing.length)
      return {
        t: 'refuse',
        reason: `a ${kind} row (a sale taken back) with no net amount, and no ${this.missing.join(', ')} column to work it out from: fill in its net amount (the amount taken back) and upload the file again`,
      };
    try {
      let net = new Decimal(from);
      for (const i of this.less) {
        const cell = (rec[i] ?? '').trim();
        if (cell !== '') net = net.minus(new Decimal(cell));
      }
      const out = rec.slice();
      out[amountAt] = net.toFixed();
      return out;
    } catch {
      return { t: 'refuse', reason: `a ${kind} row with no net amount, whose amounts are not numbers` };
    }
  }

  /** A take-back is a deduction whatever the sign written: negative amount and units. */
  static deduct(out: Outcome): Outcome {
    if (out.t !== 'row') return out;
    const r = out.row;
    if (!r.amount.startsWith('-')) r.amount = `-${r.amount}`;
    if (r.units > 0) r.units = -r.units;
    return out;
  }
}
