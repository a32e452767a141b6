// The filter shared by the sums over earnings (allocations: earningsBy) and over the stores' reported units
// (earning groups: unitsBy): the same field names on both tables, so one `where` fragment serves both.

/** Sale periods `from`..`to` (YYYY-MM, inclusive, either open), a store, releases, tracks, a country. */
export interface EarningsFilter {
  from?: string;
  to?: string;
  /** The store as the statements name it (case-insensitive) */
  store?: string;
  /** Only these releases / tracks */
  releaseIds?: string[];
  trackIds?: string[];
  /** The sale country (ISO code as the statements give it) */
  country?: string;
}

/** The filter as a Prisma `where` fragment of the sale period, store, releases, tracks and country. */
export function earningsFilterWhere(filter: EarningsFilter) {
  const salePeriod =
    filter.from || filter.to
      ? { ...(filter.from ? { gte: filter.from } : {}), ...(filter.to ? { lte: filter.to } : {}) }
      : undefined;
  return {
    ...(salePeriod ? { salePeriod } : {}),
    ...(filter.store ? { store: { equals: filter.store, mode: 'insensitive' as const } } : {}),
    ...(filter.releaseIds ? { releaseId: { in: filter.releaseIds } } : {}),
    ...(filter.trackIds ? { trackId: { in: filter.trackIds } } : {}),
    ...(filter.country ? { country: filter.country } : {}),
  };
}
