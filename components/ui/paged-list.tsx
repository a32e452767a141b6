'use client';
// The one way a table reads a paged list route (`lib/platform/paging.ts`): pages follow `nextCursor`, the footer says
// how many of the total are shown and offers the next page.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiJson } from '@/lib/api-client';
import type { Page } from '@/lib/platform/paging';

/**
 * All pages loaded so far of `url` (which may carry its own filters), flattened. `P` names a page that carries more
 * than the list (a balance next to the payouts): read it from `first`. `keepPrevious` keeps showing the last list
 * while a changed filter (a new `url`) loads, instead of starting from nothing.
 */
export function usePagedList<T, P extends Page<T> = Page<T>>(
  url: string,
  opts: { staleTime?: number; keepPrevious?: boolean } = {},
) {
  const query = useInfiniteQuery({
    queryKey: [url, 'paged'],
    queryFn: ({ pageParam }) => {
      const sep = url.includes('?') ? '&' : '?';
      return apiJson<P>('GET', pageParam ? `${url}${sep}cursor=${encodeURIComponent(pageParam)}` : url);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: opts.staleTime,
    placeholderData: opts.keepPrevious ? keepPreviousData : undefined,
  });
  const items = query.data?.pages.flatMap((p) => p.items);
  const total = query.data?.pages[query.data.pages.length - 1].total ?? 0;
  return { ...query, items, total, first: query.data?.pages[0] };
}

/** "Showing 50 of 312" and a button for the next page while there is one. */
export function LoadMore({
  shown,
  total,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  shown: number;
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        Showing {shown} of {total}
      </Typography>
      {hasNextPage && (
        <Button size="small" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </Stack>
  );
}
