// /admin-customer-service: the support team's queue.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { SupportQueue } from '@/components/comms/support-queue';

export const metadata: Metadata = { title: 'Customer service' };

export default function CustomerServicePage() {
  return (
    <>
      <PageHeader
        title="Customer service"
        description="Every open ticket with the release, delivery or payout it is about. Overdue tickets come first."
      />
      <SupportQueue />
    </>
  );
}
