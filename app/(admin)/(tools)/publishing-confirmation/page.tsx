// /publishing-confirmation: the signed publishing administration agreement and what happens next.
import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/links';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { publishingStatus } from '@/lib/rights/publishing';
import { formatDateTime } from '@/lib/platform/format';

export const metadata: Metadata = { title: 'Publishing confirmation' };

export default async function PublishingConfirmationPage() {
  const user = await requirePageAccess('artist');
  const { signed } = await publishingStatus(user);
  if (!signed)
    return (
      <>
        <PageHeader title="Publishing confirmation" />
        <Alert severity="info" action={<LinkButton href="/tnm-publishing-signup">Sign up</LinkButton>}>
          You have not signed the publishing administration agreement yet.
        </Alert>
      </>
    );
  return (
    <>
      <PageHeader title="You are signed up for publishing administration" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5}>
          <Typography>
            Signed by {signed.legalName} on {formatDateTime(signed.signedAt)}.
          </Typography>
          {signed.ipi && <Typography>IPI name number: {signed.ipi}</Typography>}
          {signed.society && <Typography>Society: {signed.society}</Typography>}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            SHA-256 of the agreement: <code>{signed.agreementSha256}</code>
          </Typography>
          <Typography component="h2" variant="h6">
            Next steps
          </Typography>
          <Typography>
            Add your songs and have every co-writer sign the split sheet; signed works are registered with the societies
            and The MLC, and you can follow each registration on the ISWC and registration page.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {/* eslint-disable-next-line local/no-raw-api-path -- a download link to a route answering a file */}
            <Button component="a" href="/api/rights/publishing-agreement/pdf" variant="outlined">
              Download the signed agreement (PDF)
            </Button>
            <LinkButton href="/song-split-sheet-service" variant="contained">
              Add your songs
            </LinkButton>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
