// /artist-payout-setup: where the artist is paid, and payout requests.
import type { Metadata } from 'next';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/ui/page-header';
import { PayoutMethodForm, PayoutRequests } from '@/components/royalties/payout-setup';

export const metadata: Metadata = { title: 'Payout setup' };

export default function ArtistPayoutSetupPage() {
  return (
    <>
      <PageHeader
        title="Payout setup"
        description="Choose how you are paid and request a payout of your available balance."
      />
      <Stack spacing={3}>
        <PayoutRequests />
        <PayoutMethodForm />
      </Stack>
    </>
  );
}
