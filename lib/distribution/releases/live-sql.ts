// `liveWhere` (status.ts) as a SQL condition, for grouped counts in plain SQL. Apart from status.ts, which client
// components import: this one needs Prisma's runtime (Prisma.sql), which must stay out of the browser bundles.
import { Prisma } from '../../generated/prisma/client';

/** The rows `isLive` is true of, on the release table aliased `alias` (the same rule as `liveWhere`). */
export function liveSql(now: Date, alias: string): Prisma.Sql {
  const r = Prisma.raw(alias);
  return Prisma.sql`${r}.status = 'distributed' AND (${r}."releaseDate" IS NULL OR ${r}."releaseDate" <= ${now}::timestamp)`;
}
