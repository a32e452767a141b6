// /split-sheet/{token}: a writer reads and signs a work's split sheet from the emailed single-use link.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { PageHeader } from '@/components/ui/page-header';
import { SplitSignForm } from '@/components/rights/split-sign-form';
import { splitSignContext } from '@/lib/rights/split-sheets';
import { recordOrNotFound } from '@/lib/platform/http/not-found';
import { formatDateTime } from '@/lib/platform/format';

export const metadata: Metadata = { title: 'Sign a split sheet', robots: { index: false } };
export const dynamic = 'force-dynamic';

export default async function SplitSheetSignPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) notFound();
  const ctx = await recordOrNotFound(splitSignContext(token));
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader
        title={`Split sheet: ${ctx.workTitle}`}
        description={`${ctx.ownerName} asks you, ${ctx.signerName}, to confirm the writers' shares (version ${ctx.version}).`}
      />
      {ctx.signedAt ? (
        <Alert severity="info">You signed this split sheet on {formatDateTime(ctx.signedAt)}.</Alert>
      ) : ctx.superseded ? (
        <Alert severity="warning">
          The shares changed after this link was sent. Use the link in the newest email to sign the current version.
        </Alert>
      ) : ctx.expired ? (
        <Alert severity="warning">
          This signing link has expired. Ask {ctx.ownerName} to send the split sheet again.
        </Alert>
      ) : (
        <SplitSignForm
          token={token}
          signerName={ctx.signerName}
          agreementText={ctx.agreementText}
          agreementSha256={ctx.agreementSha256}
        />
      )}
    </Container>
  );
}
