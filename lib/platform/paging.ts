// Cursor paging for list routes: `?cursor=&limit=` in, `{ items, nextCursor, total }` out.
// Lists used to stop silently at 100-500 rows; a page says how many there are and where the next one starts.
import { z } from 'zod';
import { recordId } from './http/params';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

/** Merge into a route's query schema: `pageQuery.extend({ status: ... })`. */
export const pageQuery = z.object({
  cursor: recordId.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface Page<T> {
  items: T[];
  /** the id to pass as `cursor` for the next page, or null on the last page */
  nextCursor: string | null;
  /** every row the list's filter matches, not only this page */
  total: number;
}

/** Prisma arguments for one page. The query's orderBy must end with `id` so the order is total and stable. */
function cursorArgs(q: PageQuery) {
  return { take: q.limit + 1, ...(q.cursor ? { cursor: { id: q.cursor }, skip: 1 } : {}) };
}

/** A page's arguments newest first; the id breaks ties so that a cursor finds its place in the same order each time. */
export function newestFirst<P extends object>(page: P) {
  return { orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }], ...page };
}

/**
 * Runs one page of a list: `findMany` gets `take`/`cursor`/`skip` to spread into its arguments, `count` the
 * same filter. One extra row is read to know whether another page follows.
 */
export async function paginate<Row extends { id: string }>(
  q: PageQuery,
  findMany: (args: ReturnType<typeof cursorArgs>) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<Page<Row>>;
export async function paginate<Row extends { id: string }, Item>(
  q: PageQuery,
  findMany: (args: ReturnType<typeof cursorArgs>) => Promise<Row[]>,
  count: () => Promise<number>,
  map: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>>;
export async function paginate<Row extends { id: string }, Item>(
  q: PageQuery,
  findMany: (args: ReturnType<typeof cursorArgs>) => Promise<Row[]>,
  count: () => Promise<number>,
  map?: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Row | Item>> {
  const [rows, total] = await Promise.all([findMany(cursorArgs(q)), count()]);
  const more = rows.length > q.limit;
  const pageRows = more ? rows.slice(0, q.limit) : rows;
  const items: (Row | Item)[] = map ? await map(pageRows) : pageRows;
  return { items, nextCursor: more ? pageRows[pageRows.length - 1].id : null, total };
}

/** Every item of a paged list, page after page (for a caller that needs them all, like the assistant's name lookup). */
export async function allPages<T>(fetchPage: (q: PageQuery) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage({ limit: MAX_PAGE_SIZE, cursor });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
