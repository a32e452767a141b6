// Follows a paged list route (lib/platform/paging.ts) from its first page to its last.
import { call, type CallResult, type createUser } from './api';

type Handler = Parameters<typeof call>[0];

/**
 * Every id a list route returns for `as`, page after page, with the total each page reported; fails if it never ends.
 * `params`: the route's path parameters, for a list under a `[segment]`.
 */
export async function walk(
  handler: Handler,
  as: Awaited<ReturnType<typeof createUser>>,
  url: string,
  maxPages = 20,
  params?: Record<string, string>,
) {
  const ids: string[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < maxPages; i++) {
    const sep = url.includes('?') ? '&' : '?';
    const res: CallResult = await call(handler, { as, params, url: cursor ? `${url}${sep}cursor=${cursor}` : url });
    expect(res.status).toBe(200);
    ids.push(...res.json.items.map((r: { id: string }) => r.id));
    totals.push(res.json.total);
    cursor = res.json.nextCursor;
    if (!cursor) return { ids, totals, pages: i + 1 };
  }
  throw new Error('the list never ended');
}
