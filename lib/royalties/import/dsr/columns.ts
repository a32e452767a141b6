// DDEX DSR flat files: what the records' cells are named and where a record type keeps each value.
// Column positions come from the file's per-record-type header rows (#SU03 ...) or, without one, the
// standard's cell order of the record type (dsr/records.ts); usage records read through positions
// resolved once per record type (usagePlan). Record types may carry their version (SU02.03).

export type DsrKind = 'summary' | 'resource' | 'usage' | 'other';
/** SR07 (Masterlist profile) lists resources for claiming, "without any sales or usage figures" */
const isListing = (type: string) => type.startsWith('SR07');
export const dsrKind = (type: string): DsrKind =>
  /^SY\d\d(\.\d+)?$/.test(type)
    ? 'summary'
    : /^(AS|RE)\d\d(\.\d+)?$/.test(type)
      ? 'resource'
      : /^(SU|RU|LI|SR)\d\d(\.\d+)?$/.test(type) && !isListing(type)
        ? 'usage'
        : 'other';

export const AMOUNT_COLS = [
  'NetRevenue',
  'NetRevenueAmount',
  'RevenueNet',
  'AmountPayable',
  'NetAmount',
  'RoyaltyAmount',
  'Revenue',
  'TotalNetRevenue',
];
// CurrencyOfAccounting before CurrencyOfTransaction: Financial Reporting's amounts due are in the former (SY10).
export const CURRENCY_COLS = [
  'CurrencyOfReporting',
  'CurrencyOfAccounting',
  'Currency',
  'CurrencyOfTransaction',
  'CurrencyOfInvoicing',
];

/** A summary record's usages its records share its revenue by (SY08 Radio: NumberOfBroadcasts; SY04: UsagesInReportingPeriod) */
export const SUMMARY_USAGES = [
  'TotalUsages',
  'Usages',
  'NumberOfUsages',
  'NumberOfBroadcasts',
  'UsagesInReportingPeriod',
];
/** The recipient's part of them (SY08: RightsControllerAllocatedNumberOfBroadcasts) */
export const SUMMARY_ALLOCATED_USAGES = ['AllocatedUsages', 'RightsControllerAllocatedNumberOfBroadcasts'];

/** Column positions of one DSR record type, by lower-case name (a later column of the same name wins). */
export type Columns = Map<string, number>;

/** One DSR record's cells by column name, read through its type's column positions. */
export class Cells {
  constructor(
    private cols: Columns | undefined,
    private rec: string[],
  ) {}
  get(name: string): string | undefined {
    const i = this.cols?.get(name);
    return i === undefined ? undefined : (this.rec[i] ?? '');
  }
  get size() {
    return this.cols?.size ?? 0;
  }
}

/** Lower-case names, computed once: pick runs a dozen times per usage record. */
const lowered = new Map<string, string>();
const lower = (n: string) => lowered.get(n) ?? lowered.set(n, n.toLowerCase()).get(n)!;

export const pick = (row: Cells, names: string[]) => {
  for (const n of names) {
    const v = row.get(lower(n));
    if (v !== undefined && v.trim() !== '') return v.trim();
  }
  return '';
};

/** Positions of the first of `names` a record type has, in order: read without a lookup (dsr/usage.ts pickAt). */
const at = (cols: Columns | undefined, names: string[]) =>
  names.map((n) => cols?.get(lower(n))).filter((i): i is number => i !== undefined);

/**
 * Where a usage record type keeps each value, resolved once per type from its column names (the same
 * names, in the same order of preference, as pick would try): a million usage records then cost a few
 * array reads each instead of a dozen map lookups.
 */
export function usagePlan(cols: Columns | undefined) {
  return {
    /** The type's cells are known (a header row or the standard's order) */
    known: cols !== undefined,
    amount: at(cols, AMOUNT_COLS),
    /** The amount due to the rights controller (LI01, the UGC single record block records SR03/SR06, SR08) */
    allocated: at(cols, ['AllocatedAmount', 'AllocatedRevenueInCurrencyOfAccounting']),
    /** The SalesTransactionId of the usage record a licensor allocation (LI01.03) belongs to */
    parent: at(cols, ['ParentSalesTransactionId']),
    tx: at(cols, ['SalesTransactionId']),
    /** SR01: the number of resources of the sale, each reported on its own record with the sale's downloads */
    parts: at(cols, ['NumberOfTransactedResources']),
    block: at(cols, ['BlockId']),
    resId: at(cols, ['DspResourceId']),
    resRef: at(cols, ['TransactedResourceReference', 'TransactedResource', 'ResourceReference']),
    relId: at(cols, ['DspReleaseId']),
    relRef: at(cols, ['TransactedReleaseReference', 'TransactedRelease', 'ReleaseReference']),
    summary: at(cols, ['SummaryRecordId']),
    /** LI01: the rights controller allocated to, whose own summary record (SY02/SY03) it counts towards */
    controller: at(cols, ['RightsController']),
    returns: at(cols, ['Returns']),
    start: at(cols, ['UsageStartDate', 'StartOfPeriod', 'StartDate', 'SalesTransactionDate']),
    end: at(cols, ['UsageEndDate', 'EndOfPeriod', 'EndDate']),
    isrc: at(cols, ['ISRC', 'ResourceISRC']),
    upc: at(cols, ['ICPN', 'UPC', 'ReleaseICPN']),
    title: at(cols, ['Title', 'ResourceTitle', 'ReleaseTitle']),
    artist: at(cols, ['DisplayArtistName', 'ResourceDisplayArtistName', 'ReleaseDisplayArtistName']),
    store: at(cols, ['DSP', 'ServiceDescription', 'CommercialModel']),
    territory: at(cols, ['TerritoryOfUsage', 'TerritoryCode', 'Territory']),
    units: at(cols, [
      'NumberOfUsages',
      'Usages',
      'NumberOfStreams',
      'Downloads',
      'NumberOfDownloads',
      'NumberOfSales',
      'NetUsage', // SR08: TotalUsages less Returns
      'NumberOfBroadcasts', // SU05 (Radio): shares its SY08 summary's revenue by broadcasts
    ]),
    currency: at(cols, CURRENCY_COLS),
  };
}
export type UsagePlan = ReturnType<typeof usagePlan>;
/** A usage record type's plan, if the interpreter has one (dsr/interpreter.ts usagePlanOf) */
export type PlanOf = (type: string) => UsagePlan | undefined;

/** The first value of a multi-value cell (values separated by |, DSR Part 1): an ISRC or ICPN to match by. */
export const firstValue = (v: string) => {
  const bar = v.indexOf('|');
  return bar === -1 ? v : v.slice(0, bar).trim();
};
