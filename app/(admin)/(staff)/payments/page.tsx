// /payments: artists' payout requests, approved and paid here.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { PaymentsAdmin } from '@/components/royalties/payments-admin';

export const metadata: Metadata = { title: 'Payments' };

export default function PaymentsPage() {
  return (
    <>
      <PageHeader
        title="Payments"
        description="Approve payout requests and mark them paid: by Stripe Connect transfer when Stripe is configured, otherwise as a recorded manual payment."
      />
      <PaymentsAdmin />
    </>
  );
}
