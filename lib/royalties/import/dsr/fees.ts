// DSR Financial Reporting summary records (SY10): their usage-independent fees, money the service pays the
// record company that no sales record carries, become a line of their own (no identifier: the review
// queue, for an admin to assign), and each SY10's FinalTotalAmount is checked against what it allocates.
import { Discrepancy } from '../discrepancy';
import { CURRENCY_COLS, pick, type Cells } from './columns';
import { parseAmount, toPeriod, toUsd, usdToDecimal, type Outcome, type RowRules } from '../csv/row';

const ONE = 1_000_000_000_000n; // toUsd's rate of 1: a decimal string to 1e-16 units of its own currency
const fmt = (v: bigint) => (Number(v) / 1e16).toFixed(2);

/** An SY10's FinalTotalAmount and what makes it up, in 1e-16 units of its CurrencyOfAccounting */
interface Final {
  id: string;
  type: string;
  /** The cells' suffix: InCurrencyOfAccounting, or InCurrencyOfTransaction when the fees are only in that */
  inCur: string;
  currency: string;
  final: bigint;
  allocated: bigint;
  fees: bigint;
}

export class DsrFees {
  private finals: Final[] = [];
  private headStart = '';
  private headStore = '';

  constructor(private rules: RowRules) {}

  fromHead(head: Cells) {
    this.headStart = pick(head, ['UsageStartDate']);
    this.headStore = pick(head, ['SenderName', 'ServiceDescription']);
  }

  /**
   * A summary record's usage-independent fees (FinancialReportingToRecordCompaniesProfileSRB 1.0, SY10:
   * UsageIndependentFeeType/…InCurrencyOfAccounting, multi-value cells, "Fee payable to the RightsController
   * independent from any usage") as one line without an identifier, its note naming each fee; null when it
   * has none (or when `paidElsewhere`: another file of the same report, which repeats the summary, pays them).
   */
  read(type: string, row: Cells, rowNumber: number, paidElsewhere: boolean): Outcome | null {
    // In the CurrencyOfAccounting, as the SR08 lines; a sender giving the fees only in the
    // CurrencyOfTransaction has them checked against that currency's final total and allocated revenue.
    let raw = pick(row, ['UsageIndependentFeeInCurrencyOfAccounting', 'UsageIndependentFee']);
    let currency = pick(row, CURRENCY_COLS);
    let inCur = 'InCurrencyOfAccounting';
    if (!raw && (raw = pick(row, ['UsageIndependentFeeInCurrencyOfTransaction']))) {
      currency = pick(row, ['CurrencyOfTransaction']) || currency;
      inCur = 'InCurrencyOfTransaction';
    }
    const finalRaw = pick(row, [`FinalTotalAmount${inCur}`]);
    if (!raw && !finalRaw) return null;
    currency = (currency || this.rules.currency).toUpperCase();
    const id = pick(row, ['SummaryRecordId']);
    const types = pick(row, ['UsageIndependentFeeType']).split('|');
    let fees = 0n;
    const named: string[] = [];
    const kinds: string[] = [];
    for (const [i, cell] of (raw ? raw.split('|') : []).entries()) {
      const amount = parseAmount(cell.trim());
      if (amount === null)
        return { t: 'refuse', reason: `UsageIndependentFee "${cell.slice(0, 40)}" of ${type} is not a number` };
      fees += toUsd(amount, ONE);
      kinds.push(types[i]?.trim() || 'fee');
      named.push(`${kinds[i]} ${amount} ${currency}`);
    }
    if (finalRaw) {
      const final = parseAmount(finalRaw);
      const allocated = parseAmount(pick(row, [`AllocatedRevenue${inCur}`]) || '0');
      if (final === null || allocated === null)
        return { t: 'refuse', reason: `FinalTotalAmount "${finalRaw.slice(0, 40)}" of ${type} is not a number` };
      this.finals.push({
        id,
        type,
        inCur,
        currency,
        final: toUsd(final, ONE),
        allocated: toUsd(allocated, ONE),
        fees,
      });
    }
    if (fees === 0n || paidElsewhere) return null;
    const rate = this.rules.rates ? this.rules.rates.get(currency) : 0n;
    if (rate === undefined)
      return {
        t: 'refuse',
        reason: `the usage-independent fee is in ${currency}, which has no exchange rate: give the USD rate of ${currency} (such as {"${currency}":1.08}) and upload the file again`,
      };
    return {
      t: 'row',
      row: {
        rowNumber,
        isrc: '',
        upc: '',
        title: `Usage-independent fee (${kinds.join(', ')})`.slice(0, 300),
        artist: '',
        store: (pick(row, ['ServiceDescription']) || this.headStore || this.rules.store).slice(0, 100),
        country: pick(row, ['Territory']).toUpperCase().slice(0, 10),
        salePeriod: toPeriod(pick(row, ['ReportingPeriodStartDate'])) ?? toPeriod(this.headStart) ?? this.rules.period,
        units: 0,
        amount: usdToDecimal(fees),
        currency,
        rate,
        note: `usage-independent fee of summary record ${id || '(no id)'} (${type}): ${named.join(', ')}; not tied to any recording or release, assign it by hand`,
      },
    };
  }

  /** Each SY10's FinalTotalAmount ("all allocated amounts … including the UsageIndependentFee") must be its AllocatedRevenue plus its fees. */
  check() {
    const findings: string[] = [];
    for (const f of this.finals)
      if (f.final !== f.allocated + f.fees)
        findings.push(
          `The DSR summary record ${f.id} (${f.type}) gives FinalTotalAmount${f.inCur} ${f.currency} ${fmt(f.final)} but its AllocatedRevenue${f.inCur} ${fmt(f.allocated)} and usage-independent fees ${fmt(f.fees)} total ${fmt(f.allocated + f.fees)}; the file is incomplete or inconsistent.`,
        );
    if (findings.length > 0) throw new Discrepancy(findings);
  }
}
