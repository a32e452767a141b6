// /sign-contract/{applicationId}: read and sign the program agreement after acceptance.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { PageHeader } from '@/components/ui/page-header';
import { SignContractForm } from '@/components/school/sign-contract-form';
import { contractContext } from '@/lib/school/contracts';
import { NotFound } from '@/lib/errors';

export const metadata: Metadata = { title: 'Sign your program agreement' };

export default async function SignContractPage({ params }: { params: Promise<{ applicationId: string }> }) {
  const { applicationId } = await params;
  const ctx = await contractContext(applicationId).catch((err) => {
    if (err instanceof NotFound) notFound();
    throw err;
  });
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader
        title={`${ctx.programName}: program agreement`}
        description={`For ${ctx.applicantName}. Read the agreement, type your legal name and draw your signature.`}
      />
      {ctx.signed ? (
        <Alert severity="info">
          This agreement was signed by {ctx.signed.typedName} on {new Date(ctx.signed.signedAt).toLocaleString('en-US')}
          . Sign in to your student account to continue.
        </Alert>
      ) : ctx.status !== 'accepted' ? (
        <Alert severity="warning">
          This application is not accepted yet, so there is nothing to sign. We will email you when a decision is made.
        </Alert>
      ) : (
        <SignContractForm
          applicationId={ctx.applicationId}
          applicantName={ctx.applicantName}
          email={ctx.email}
          agreement={ctx.agreement}
        />
      )}
    </Container>
  );
}
