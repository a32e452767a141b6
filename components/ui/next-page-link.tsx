// The footer of a server-rendered paged table: "Showing 50 of 312" and a link to the next page while there is one
// (`?cursor=`, read back by the page). Client tables use `LoadMore` from `paged-list.tsx` instead.
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { TextLink } from './links';

export function ShowingWithNextPage({
  shown,
  total,
  nextCursor,
  sx,
}: {
  shown: number;
  total: number;
  nextCursor: string | null | undefined;
  sx?: SxProps<Theme>;
}) {
  return (
    <Typography variant="body2" color="text.secondary" sx={sx}>
      Showing {shown} of {total}
      {nextCursor && (
        <>
          {' · '}
          <TextLink href={`?cursor=${nextCursor}`}>Next page</TextLink>
        </>
      )}
    </Typography>
  );
}
