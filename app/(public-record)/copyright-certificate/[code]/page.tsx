// /copyright-certificate/{code}: public verification of a copyright-protection certificate.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { publicCertificate } from '@/lib/rights/certificates';
import { codeParams } from '@/lib/rights/schema';
import { recordOrNotFound } from '@/lib/platform/http/not-found';
import { formatDate } from '@/lib/platform/format';

export const metadata: Metadata = { title: 'Copyright certificate' };
export const dynamic = 'force-dynamic';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        sx={{ overflowWrap: 'anywhere', fontFamily: /hash|signature|sha/i.test(label) ? 'monospace' : undefined }}
      >
        {value}
      </Typography>
    </Box>
  );
}

export default async function CopyrightCertificatePage({ params }: { params: Promise<{ code: string }> }) {
  const parsed = codeParams.safeParse(await params);
  if (!parsed.success) notFound();
  const c = await recordOrNotFound(publicCertificate(parsed.data.code));
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader title="Copyright-protection certificate" description={`Certificate ${c.code}`} />
      {c.revoked ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          This certificate was revoked on {formatDate(c.revokedAt!)}
          {c.revokedReason ? `: ${c.revokedReason}` : ''}.
        </Alert>
      ) : c.chainVerifies ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Verified: the signature matches and the certificate log is intact up to entry {c.chainLength}.
        </Alert>
      ) : (
        <Alert severity="error" sx={{ mb: 2 }}>
          The certificate log does not verify (entry {c.chainProblem?.position}: {c.chainProblem?.reason}). Do not rely
          on this certificate.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Row label={c.subject?.kind === 'track' ? 'Recording' : 'Musical work'} value={c.subject?.title ?? ''} />
        <Row label="Owner" value={c.ownerName ?? ''} />
        <Row label="Issued" value={`${new Date(c.issuedAt).toUTCString()}`} />
        <Row label="SHA-256 of the file" value={c.fileSha256 ?? 'No audio file: the certificate covers the metadata'} />
        <Row label="SHA-256 of the metadata" value={c.metadataSha256 ?? ''} />
        <Row label="Position in the certificate log" value={`${c.chainPosition} of ${c.chainLength}`} />
        <Row label="Entry hash" value={c.entryHash} />
        <Row label="Previous entry hash" value={c.prevHash} />
        <Row label="Ed25519 signature" value={c.signature} />
        <Box sx={{ mt: 2 }}>
          {/* eslint-disable-next-line local/no-raw-api-path -- a download link to a route answering a file */}
          <Button component="a" href={`/api/rights/certificates/${c.code}/pdf`} variant="outlined">
            Download the certificate (PDF)
          </Button>
        </Box>
        {c.payload && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            To check it yourself: the entry hash is the SHA-256 of the previous entry hash followed by the signed
            payload, and the signature verifies against the platform&apos;s public key with the payload from{' '}
            <code>/api/rights/certificates/{c.code}</code>.
          </Typography>
        )}
      </Paper>
    </Container>
  );
}
