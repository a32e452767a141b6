// /artist-payout-setup: where the artist is paid, and payout requests.
import type { Metadata } from 'next';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/ui/page-header';
import { PayoutMethodForm, PayoutRequests } from '@/components/royalties/payout-setup';
import { StripeConnectCard, TaxDetailsForm } from '@/components/ops/payout-onboarding';

export const metadata: Metadata = { title: 'Payout setup' };

export default function ArtistPayoutSetupPage() {
  return (
    <>
      <PageHeader
        title="Payout setup"
        description="Give your tax details, choose how you are paid (Stripe, bank transfer or PayPal) and request a payout of your available balance."
      />
      <Stack spacing={3}>
        <PayoutRequests />
        <TaxDetailsForm />
        <StripeConnectCard />
        <PayoutMethodForm />
      </Stack>
    </>
  );
}
