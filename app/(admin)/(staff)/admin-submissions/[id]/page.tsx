// /admin-submissions/{id}: the review screen of one submission: cover at full size, quality control, a
// player per track, per-field change requests, and approve / reject.
import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { releaseDetail } from '@/lib/distribution/releases/detail';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/links';
import { ReleaseActions } from '@/components/distribution/release-actions';
import { ReviewPanel } from '@/components/distribution/review-panel';
import { recordOrNotFound } from '@/lib/platform/http/not-found';

export const metadata: Metadata = { title: 'Review submission' };
export const dynamic = 'force-dynamic';

export default async function ReviewSubmissionPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess('admin');
  const { id } = await params;
  const r = await recordOrNotFound(releaseDetail(user, id));
  const inReview = r.status === 'uploaded' || r.status === 'under_review';
  const qcErrors = r.qc.filter((i) => i.severity === 'error').map((i) => i.message);
  return (
    <>
      <PageHeader
        title={`Review: ${r.title}`}
        description={`${r.primaryArtist} · ${r.releaseType.toUpperCase()} · ${r.statusLabel} · by ${r.owner.name}`}
      />
      <Stack spacing={3}>
        {!inReview && (
          <Alert severity="info">
            This release is {r.statusLabel} and is not waiting for review.{' '}
            <TextLink href={`/project/${r.id}`}>Open the release</TextLink>
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Decision
          </Typography>
          <ReleaseActions id={r.id} status={r.status} isAdmin isOwner={false} title={r.title} qcProblems={qcErrors} />
        </Paper>
        {inReview && (
          <ReviewPanel
            release={{
              id: r.id,
              title: r.title,
              primaryArtist: r.primaryArtist,
              genre: r.genre,
              label: r.label,
              pLine: r.pLine,
              cLine: r.cLine,
              releaseDate: r.releaseDate?.toISOString().slice(0, 10) ?? null,
              artworkFileId: r.artworkFileId,
              artworkWidth: r.artworkWidth,
              artworkHeight: r.artworkHeight,
              storeCount: r.storeIds.length,
              tracks: r.tracks,
              qc: r.qc,
            }}
          />
        )}
      </Stack>
    </>
  );
}
