// /wallet-settings: the artist's balances and payout method.
import type { Metadata } from 'next';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/ui/page-header';
import { EarningsSummaryCards } from '@/components/royalties/earnings-view';
import { PayoutMethodForm } from '@/components/royalties/payout-setup';

export const metadata: Metadata = { title: 'Wallet settings' };

export default function WalletSettingsPage() {
  return (
    <>
      <PageHeader
        title="Wallet settings"
        description="Your balances and where payouts go. Account numbers are stored encrypted and only ever shown masked."
      />
      <EarningsSummaryCards />
      <Stack spacing={3}>
        <PayoutMethodForm />
      </Stack>
    </>
  );
}
