// The filter shared by the sums over earnings (allocations: earningsBy) and over the stores' reported units
// (earning groups: unitsBy): the same field names on both tables, so one `where` fragment serves both.
import { Prisma } from '../generated/prisma/client';

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

/** The same filter as SQL conditions on the table aliased `alias`, each starting with AND (none: empty). */
export function earningsFilterSql(filter: EarningsFilter, alias: 'g' | 'a'): Prisma.Sql {
  const t = Prisma.raw(alias);
  const parts: Prisma.Sql[] = [];
  if (filter.from) parts.push(Prisma.sql`AND ${t}."salePeriod" >= ${filter.from}`);
  if (filter.to) parts.push(Prisma.sql`AND ${t}."salePeriod" <= ${filter.to}`);
  // The store as the statements name it, case-insensitive (as earningsFilterWhere's `mode: 'insensitive'`).
  if (filter.store) parts.push(Prisma.sql`AND lower(${t}.store) = lower(${filter.store})`);
  if (filter.releaseIds) parts.push(Prisma.sql`AND ${t}."releaseId" = ANY(${filter.releaseIds}::text[])`);
  if (filter.trackIds) parts.push(Prisma.sql`AND ${t}."trackId" = ANY(${filter.trackIds}::text[])`);
  if (filter.country) parts.push(Prisma.sql`AND ${t}.country = ${filter.country}`);
  return parts.length ? Prisma.join(parts, ' ') : Prisma.empty;
}
