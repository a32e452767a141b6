// The sums an import keeps while it reads: one bucket per (match, month, store, country, currency)
// (bucket-index.ts), so a row costs one map lookup and exact additions in place; the statement's totals, its per-store, per-month
// and per-currency breakdowns, the allocation groups and the stored groups of matched rows (EarningGroup)
// are all derived from the buckets at the end.
import { apportionCents, rowUsd as rowUsdOf, toUsd, usdToCents, usdToDecimal, type ParsedRow } from './csv/row';
import type { Hit } from './matcher';
import { BucketIndex } from './bucket-index';
import { addNano as addNanoOf, NANO_TO_USD, nanoOf as nanoOfAmount } from './money';

/** A rate of exactly 1 (scaled by 1e12) */
const ONE = 1_000_000_000_000n;
/**
 * Read once into module constants: the worker runs under tsx, whose CommonJS output reads an imported
 * function through a getter at every call (add runs once per row).
 */
const nanoOf = nanoOfAmount;
const addNano = addNanoOf;
const rowUsd = rowUsdOf;

interface Group {
  trackId: string | null;
  releaseId: string;
  salePeriod: string;
  store: string;
  country: string;
  units: number;
  usd: bigint;
}

interface Bucket extends Omit<Group, 'releaseId'> {
  releaseId: string | null;
  currency: string;
  /** The amounts in the file's own currency units (1e-16), when its rate is not 1 */
  own: bigint;
}

/** A bucket of matched rows as stored (EarningGroup): amounts as exact decimals, in the file's currency and in USD. */
export interface MatchedSum {
  trackId: string | null;
  releaseId: string;
  salePeriod: string;
  store: string;
  country: string;
  currency: string;
  lines: number;
  units: number;
  amount: string;
  amountUsd: string;
}

const sortedEntries = <V>(m: Map<string, V>) => [...m].sort(([a], [b]) => a.localeCompare(b));
const add = (m: Map<string, bigint>, k: string, v: bigint) => m.set(k, (m.get(k) ?? 0n) + v);
/** 1e-16 units as the shortest plain decimal (no trailing zeros). */
const plainDecimal = (v: bigint) => usdToDecimal(v).replace(/\.?0+$/, '');

export class Totals {
  private index = new BucketIndex();
  /**
   * Per bucket number: units, and the USD sum of rows at a rate of 1 with at most 9 decimals (most rows)
   * in 1e-9 units, in typed arrays updated in place; a BigInt per row held by the buckets made garbage
   * that every young-generation collection copied. Other rows, and sums grown past NANO_LIMIT, go to
   * the BigInts in `usd`.
   */
  private units = new Float64Array(1024);
  private nano = new Float64Array(1024);
  /** Rows per bucket */
  private lines = new Float64Array(1024);
  /** USD sums in 1e-16 units of rows added with such amounts (addAt), kept as addNano keeps `nano` */
  private fine = new Float64Array(1024);
  private usd: bigint[] = [];
  private own: bigint[] = [];
  private unmatchedReasons = new Map<string, number>();
  private lastCurrency = '';
  private lastAtOne = false;
  matched = 0;
  unmatched = 0;

  constructor(private rates: Map<string, bigint> | null) {}

  /** The bucket number of a row, its accumulators made room for. */
  private bucket(r: ParsedRow, hit: Hit | null): number {
    const i = this.index.of(r, hit);
    if (i === this.usd.length) {
      this.usd.push(0n);
      this.own.push(0n);
      if (i === this.units.length) {
        const grow = (a: Float64Array) => {
          const b = new Float64Array(a.length * 2);
          b.set(a);
          return b;
        };
        this.units = grow(this.units);
        this.nano = grow(this.nano);
        this.lines = grow(this.lines);
        this.fine = grow(this.fine);
      }
    }
    return i;
  }

  /**
   * Sums a row into its bucket. Returns the bucket's number when later matched rows of it may be summed
   * by addAt (it is matched and its currency at a rate of 1), else -1.
   */
  add(r: ParsedRow, hit: Hit | null, reason: string): number {
    const i = this.bucket(r, hit);
    this.units[i] += r.units;
    this.lines[i]++;
    if (r.currency !== this.lastCurrency) {
      this.lastCurrency = r.currency;
      this.lastAtOne = this.rates?.get(r.currency) === ONE;
    }
    const nano = this.lastAtOne ? nanoOf(r.amount) : null;
    if (nano !== null) this.addNanoAt(i, nano);
    else this.usd[i] += rowUsd(r);
    // In the file's own units, exact: a row at rate 1 already has them as its USD.
    if (!this.lastAtOne) this.own[i] += toUsd(r.amount, ONE);
    if (hit) this.matched++;
    else {
      this.unmatched++;
      const k = reason.replace(/ [A-Z0-9]{6,}$/, '');
      this.unmatchedReasons.set(k, (this.unmatchedReasons.get(k) ?? 0) + 1);
      return -1;
    }
    return this.lastAtOne ? i : -1;
  }

  /**
   * A matched row of bucket `i` (a number add returned), its amount `nano` 1e-9 units (nanoOf's) plus
   * `fine` 1e-16 units, whole numbers below 2^52.
   */
  addAt(i: number, units: number, nano: number, fine = 0) {
    this.units[i] += units;
    this.lines[i]++;
    if (nano !== 0) this.addNanoAt(i, nano);
    if (fine !== 0) {
      const sum = addNano(this.fine[i], fine);
      if (sum !== null) this.fine[i] = sum;
      else {
        this.usd[i] += BigInt(this.fine[i]) + BigInt(fine);
        this.fine[i] = 0;
      }
    }
    this.matched++;
  }

  /** Bucket `i`'s USD sum, in 1e-16 units. */
  private usdOf(i: number): bigint {
    return this.usd[i] + BigInt(this.nano[i]) * NANO_TO_USD + BigInt(this.fine[i]);
  }

  private addNanoAt(i: number, nano: number) {
    const sum = addNano(this.nano[i], nano);
    if (sum === null) {
      this.usd[i] += BigInt(this.nano[i] + nano) * NANO_TO_USD;
      this.nano[i] = 0;
    } else this.nano[i] = sum;
  }

  /**
   * Cents are taken once: the statement's total is rounded, then split exactly over its parts (matched
   * and unmatched, stores, months, the allocation groups).
   */
  result() {
    const buckets: Bucket[] = this.index.keys.map((k, i) => ({
      ...k,
      units: this.units[i],
      usd: this.usdOf(i),
      own: this.own[i],
    }));
    const ownOf = (b: Bucket) => (this.rates?.get(b.currency) === ONE ? b.usd : b.own);
    let matchedUsd = 0n;
    let unmatchedUsd = 0n;
    const byStore = new Map<string, bigint>();
    const byMonth = new Map<string, bigint>();
    const byCurrency = new Map<string, bigint>();
    const groups = new Map<string, Group>();
    for (const b of buckets) {
      add(byStore, b.store, b.usd);
      add(byMonth, b.salePeriod, b.usd);
      add(byCurrency, b.currency, ownOf(b));
      if (b.releaseId === null) {
        unmatchedUsd += b.usd;
        continue;
      }
      matchedUsd += b.usd;
      const key = `${b.trackId ?? ''}\u0001${b.releaseId}\u0001${b.salePeriod}\u0001${b.store}\u0001${b.country}`;
      const g = groups.get(key);
      if (g) {
        g.units += b.units;
        g.usd += b.usd;
      } else groups.set(key, { ...b, releaseId: b.releaseId });
    }
    const totalCents = usdToCents(matchedUsd + unmatchedUsd);
    const [matchedCents, unmatchedCents] = apportionCents(totalCents, [matchedUsd, unmatchedUsd]);
    const breakdown = (m: Map<string, bigint>) => {
      const entries = sortedEntries(m);
      const cents = apportionCents(
        totalCents,
        entries.map(([, v]) => v),
      );
      return Object.fromEntries(entries.map(([k], i) => [k, cents[i]]));
    };
    const groupList = sortGroups([...groups.values()]);
    const groupCents = groupList.length
      ? apportionCents(
          matchedCents,
          groupList.map((g) => g.usd),
        )
      : [];
    return {
      totalCents,
      matchedCents,
      unmatchedCents,
      byStore: breakdown(byStore),
      byMonth: breakdown(byMonth),
      byCurrency: Object.fromEntries(sortedEntries(byCurrency).map(([k, v]) => [k, plainDecimal(v)])),
      unmatchedReasons: Object.fromEntries(sortedEntries(this.unmatchedReasons)),
      groups: groupList.map((g, i) => ({
        trackId: g.trackId,
        releaseId: g.releaseId,
        salePeriod: g.salePeriod,
        store: g.store,
        country: g.country,
        units: g.units,
        cents: groupCents[i],
      })),
    };
  }

  /**
   * The buckets of matched rows as stored (EarningGroup), made one at a time from the accumulators as they
   * are stored: made all at once, or kept as result()'s buckets through the allocation, they were ~25 MB more
   * at a million-row import's peak.
   */
  *matchedSums(): Generator<MatchedSum> {
    const keys = this.index.keys;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i];
      if (k.releaseId === null) continue;
      const usd = this.usdOf(i);
      yield {
        trackId: k.trackId,
        releaseId: k.releaseId,
        salePeriod: k.salePeriod,
        store: k.store,
        country: k.country,
        currency: k.currency,
        lines: this.lines[i],
        units: this.units[i],
        amount: usdToDecimal(this.rates?.get(k.currency) === ONE ? usd : this.own[i]),
        amountUsd: usdToDecimal(usd),
      };
    }
  }
}

function sortGroups(groups: Group[]) {
  return groups.sort(
    (a, b) =>
      a.salePeriod.localeCompare(b.salePeriod) ||
      (a.trackId ?? '').localeCompare(b.trackId ?? '') ||
      a.releaseId.localeCompare(b.releaseId) ||
      a.store.localeCompare(b.store) ||
      a.country.localeCompare(b.country),
  );
}
