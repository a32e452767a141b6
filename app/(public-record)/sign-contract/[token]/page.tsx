// /sign-contract/{token}: read and sign the program agreement with the personal link from the acceptance
// email. An applicant who already has an account signs while signed in to it.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/links';
import { SignContractForm } from '@/components/school/sign-contract-form';
import { contractContext } from '@/lib/school/contracts';
import { currentUser } from '@/lib/platform/auth/current-user';
import { Gone, NotFound } from '@/lib/platform/errors';
import { formatDateTime } from '@/lib/platform/format';

export const metadata: Metadata = { title: 'Sign your program agreement', referrer: 'no-referrer' };

export default async function SignContractPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const viewer = await currentUser();
  const loaded = await contractContext(token, viewer).then(
    (ctx) => ({ ctx, expired: null }),
    (err: unknown) => {
      if (err instanceof Gone) return { ctx: null, expired: err.message };
      if (err instanceof NotFound) notFound();
      throw err;
    },
  );
  const { ctx } = loaded;
  if (!ctx) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="warning">{loaded.expired}</Alert>
      </Container>
    );
  }
  const here = `/sign-contract/${token}`;
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader
        title={`${ctx.programName}: program agreement`}
        description={`For ${ctx.applicantName}. Read the agreement, type your legal name and draw your signature.`}
      />
      {ctx.signed ? (
        <Alert severity="info">
          This agreement was signed by {ctx.signed.typedName} on {formatDateTime(ctx.signed.signedAt)}. Sign in to your
          student account to continue.
        </Alert>
      ) : ctx.status !== 'accepted' ? (
        <Alert severity="warning">
          This application is not accepted yet, so there is nothing to sign. We will email you when a decision is made.
        </Alert>
      ) : ctx.hasAccount && !ctx.signedInAsApplicant ? (
        <Alert
          severity="info"
          action={
            <LinkButton href={`/login?callbackUrl=${encodeURIComponent(here)}`} variant="contained" size="small">
              Sign in
            </LinkButton>
          }
        >
          You already have an account with the email you applied with. Sign in with it to sign the agreement; your
          school access is added to that account.
        </Alert>
      ) : (
        <SignContractForm
          token={token}
          applicantName={ctx.applicantName}
          newAccount={!ctx.hasAccount}
          agreement={ctx.agreement}
        />
      )}
    </Container>
  );
}
