// Releases waiting for review, each with its QC result and the review buttons (server component).
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reviewQueuePage } from '@/lib/distribution/review-queue';
import { STATUS_LABEL } from '@/lib/distribution/releases/status';
import { LinkButton, TextLink } from '../ui/links';
import { PageNumberLinks } from '../ui/page-number-links';
import { ReleaseActions } from './release-actions';
import { formatDate } from '@/lib/platform/format';

/** One page of the queue (`page` from 1; `href(n)` is page n's address), with the number waiting and its links. */
export async function ReviewQueue({ page = 1, href }: { page?: number; href: (page: number) => string }) {
  const { items: waiting, total, pageSize } = await reviewQueuePage(page);
  if (total === 0) return <Alert severity="info">No releases are waiting for review.</Alert>;
  const footer = (where: string) => (
    <PageNumberLinks
      label={`Review queue pages${where}`}
      page={page}
      pageSize={pageSize}
      shown={waiting.length}
      total={total}
      href={href}
    />
  );
  return (
    <Stack spacing={2}>
      {footer(', top')}
      {waiting.map((r) => {
        const errors = r.qcErrors;
        return (
          <Paper key={r.id} variant="outlined" sx={{ p: 2 }} aria-label={`Submission ${r.title}`}>
            <Typography sx={{ fontWeight: 700 }}>
              <TextLink href={`/project/${r.id}`}>{r.title}</TextLink> · {r.primaryArtist}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {STATUS_LABEL[r.status]} · {r._count.tracks} track{r._count.tracks === 1 ? '' : 's'} · {r.storeIds.length}{' '}
              stores · by {r.owner.name} ({r.owner.email}) · submitted {r.submittedAt ? formatDate(r.submittedAt) : '—'}
            </Typography>
            {errors.length === 0 && (
              <Alert severity="success" sx={{ mb: 1 }}>
                Quality control passed.
              </Alert>
            )}
            <LinkButton href={`/admin-submissions/${r.id}`} variant="contained" size="small" sx={{ mb: 1 }}>
              Open the review
            </LinkButton>
            {/* The failing checks are listed beside the disabled Approve button. */}
            <ReleaseActions
              id={r.id}
              status={r.status}
              isAdmin
              isOwner={false}
              title={r.title}
              qcProblems={errors.map((e) => e.message)}
            />
          </Paper>
        );
      })}
      {waiting.length > 0 && footer('')}
    </Stack>
  );
}
