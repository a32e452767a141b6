// /musicbizcert/verify/{code}: public verification of a TNM certificate.
import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { verifyCertificate } from '@/lib/school/certificates';
import { AppError } from '@/lib/platform/errors';
import { VerifyCertificateForm } from '@/components/school/verify-certificate-form';
import { formatDate } from '@/lib/platform/format';

export const metadata: Metadata = { title: 'Verify a TNM certificate' };

export default async function VerifyCertificatePage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const decoded = decodeURIComponent(code);
  const result = await verifyCertificate(decoded).then(
    (c) => ({ ok: true as const, c }),
    (err) => {
      if (err instanceof AppError) return { ok: false as const, message: err.message };
      throw err;
    },
  );
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader title="Certificate verification" description={`Code ${decoded}`} />
      <Stack spacing={3}>
        {result.ok ? (
          <Alert severity="success" variant="outlined">
            <AlertTitle>Valid certificate</AlertTitle>
            <Typography>
              <strong>{result.c.holderName}</strong> holds the <strong>{result.c.title}</strong> ({result.c.programName}
              ), issued by TNM Music Institute on {formatDate(result.c.issuedAt)}.
            </Typography>
          </Alert>
        ) : (
          <Alert severity="error" variant="outlined">
            <AlertTitle>Not a valid certificate</AlertTitle>
            {result.message}
          </Alert>
        )}
        {result.ok && (
          <div>
            {/* eslint-disable-next-line local/no-raw-api-path -- a download link to a route answering a file */}
            <Button component="a" href={`/api/school/certificates/${result.c.code}/pdf`} variant="outlined">
              Download the certificate (PDF)
            </Button>
          </div>
        )}
        <Typography component="h2" variant="h6">
          Check another code
        </Typography>
        <VerifyCertificateForm />
      </Stack>
    </Container>
  );
}
