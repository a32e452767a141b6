// The footer of a server-rendered list paged by number: "Showing 21-40 of 10,068" with links to the previous and
// next pages while there are some. `href(n)` builds page n's address (the page keeps its other query parameters).
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { z } from 'zod';
import { formatCount } from '@/lib/platform/format';
import { TextLink } from './links';

/** A `?page=`-style parameter: a whole number from 1; anything else (missing, malformed) is the first page. */
export const pageNumber = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export function PageNumberLinks({
  page,
  pageSize,
  shown,
  total,
  href,
  label,
  sx,
}: {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  href: (page: number) => string;
  label: string;
  sx?: SxProps<Theme>;
}) {
  const first = (page - 1) * pageSize;
  const last = Math.ceil(total / pageSize);
  return (
    <Typography component="nav" aria-label={label} variant="body2" color="text.secondary" sx={sx}>
      {shown > 0
        ? `Showing ${formatCount(first + 1)}-${formatCount(first + shown)} of ${formatCount(total)}`
        : `Nothing on page ${page}: ${formatCount(total)} in all`}
      {page > 1 && (
        <>
          {' · '}
          <TextLink href={href(Math.min(page - 1, Math.max(last, 1)))}>Previous page</TextLink>
        </>
      )}
      {page < last && (
        <>
          {' · '}
          <TextLink href={href(page + 1)}>Next page</TextLink>
        </>
      )}
    </Typography>
  );
}
