// /tnm-publishing-signup: the publishing administration agreement, e-signed; then /publishing-confirmation.
import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/links';
import { PublishingSignupForm } from '@/components/rights/publishing-signup-form';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { publishingStatus } from '@/lib/rights/publishing';
import { formatDate } from '@/lib/platform/format';

export const metadata: Metadata = { title: 'Publishing administration signup' };

export default async function PublishingSignupPage() {
  const user = await requirePageAccess('artist');
  const status = await publishingStatus(user);
  return (
    <>
      <PageHeader
        title="Publishing administration"
        description="We register your songs with the societies and The MLC and collect your publishing royalties. You keep your copyrights."
      />
      {status.signed ? (
        <Alert severity="success" action={<LinkButton href="/publishing-confirmation">See your agreement</LinkButton>}>
          You signed the agreement on {formatDate(status.signed.signedAt)}.
        </Alert>
      ) : (
        <PublishingSignupForm agreement={status.agreement} />
      )}
    </>
  );
}
