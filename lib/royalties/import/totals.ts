// The sums an import keeps while it reads: one bucket per (match, month, store, country, currency), so
// a row costs one map lookup and one exact addition; the statement's totals, its per-store, per-month
// and per-currency breakdowns and the allocation groups are all derived from the buckets at the end.
import { apportionCents, toUsd, usdToCents, usdToDecimal, type ParsedRow } from './row';
import type { Hit } from './matcher';

/** A rate of exactly 1 (scaled by 1e12) */
const ONE = 1_000_000_000_000n;

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

const sortedEntries = <V>(m: Map<string, V>) => [...m].sort(([a], [b]) => a.localeCompare(b));
const add = (m: Map<string, bigint>, k: string, v: bigint) => m.set(k, (m.get(k) ?? 0n) + v);
/** 1e-16 units as the shortest plain decimal (no trailing zeros). */
const plainDecimal = (v: bigint) => usdToDecimal(v).replace(/\.?0+$/, '');

export class Totals {
  /** Buckets by match (the same Hit object for every row of a track), then by month, store, country+currency */
  private byHit = new Map<Hit | null, Map<string, Map<string, Map<string, Bucket>>>>();
  private buckets: Bucket[] = [];
  private unmatchedReasons = new Map<string, number>();
  private lastCurrency = '';
  private lastAtOne = false;
  matched = 0;
  unmatched = 0;

  constructor(private rates: Map<string, bigint> | null) {}

  /** Nested maps of short keys: cheaper per row than building and hashing one long key. */
  private bucket(r: ParsedRow, hit: Hit | null): Bucket {
    let months = this.byHit.get(hit);
    if (!months) this.byHit.set(hit, (months = new Map()));
    let stores = months.get(r.salePeriod);
    if (!stores) months.set(r.salePeriod, (stores = new Map()));
    let rest = stores.get(r.store);
    if (!rest) stores.set(r.store, (rest = new Map()));
    const country = hit ? r.country : '';
    // \u0001 cannot be in a country or currency as the interpreter leaves them.
    const key = `${country}\u0001${r.currency}`;
    let b = rest.get(key);
    if (!b) {
      b = {
        trackId: hit?.trackId ?? null,
        releaseId: hit?.releaseId ?? null,
        salePeriod: r.salePeriod,
        store: r.store,
        country,
        currency: r.currency,
        units: 0,
        usd: 0n,
        own: 0n,
      };
      rest.set(key, b);
      this.buckets.push(b);
    }
    return b;
  }

  add(r: ParsedRow, hit: Hit | null, reason: string) {
    const b = this.bucket(r, hit);
    b.units += r.units;
    b.usd += r.usd;
    if (r.currency !== this.lastCurrency) {
      this.lastCurrency = r.currency;
      this.lastAtOne = this.rates?.get(r.currency) === ONE;
    }
    // In the file's own units, exact: a row at rate 1 already has them as its USD.
    if (!this.lastAtOne) b.own += toUsd(r.amount, ONE);
    if (hit) this.matched++;
    else {
      this.unmatched++;
      const k = reason.replace(/ [A-Z0-9]{6,}$/, '');
      this.unmatchedReasons.set(k, (this.unmatchedReasons.get(k) ?? 0) + 1);
    }
  }

  /**
   * Cents are taken once: the statement's total is rounded, then split exactly over its parts (matched
   * and unmatched, stores, months, the allocation groups).
   */
  result() {
    let matchedUsd = 0n;
    let unmatchedUsd = 0n;
    const byStore = new Map<string, bigint>();
    const byMonth = new Map<string, bigint>();
    const byCurrency = new Map<string, bigint>();
    const groups = new Map<string, Group>();
    for (const b of this.buckets) {
      add(byStore, b.store, b.usd);
      add(byMonth, b.salePeriod, b.usd);
      add(byCurrency, b.currency, this.rates?.get(b.currency) === ONE ? b.usd : b.own);
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
