// /admin-banking-stripe: money out through Stripe Connect, reconciliation and the yearly payee summary.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { PageHeader } from '@/components/ui/page-header';
import { BankingStripe } from '@/components/ops/banking-stripe';

export const metadata: Metadata = { title: 'Banking & Stripe' };
export const dynamic = 'force-dynamic';

export default async function BankingStripePage() {
  await requirePageAccess('admin');
  return (
    <>
      <PageHeader
        title="Banking & Stripe"
        description="Payees' Stripe Connect accounts, payouts sent as transfers, their reconciliation with Stripe, and what each payee was paid in a year."
      />
      <BankingStripe />
    </>
  );
}
