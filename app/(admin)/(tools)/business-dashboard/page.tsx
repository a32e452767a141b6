// /business-dashboard: progress of the career plan.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { CareerPlanView } from '@/components/services/business';

export const metadata: Metadata = { title: 'Business Dashboard' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="Business Dashboard"
        description="How far your music business has come: the steps done and the ones left."
      />
      <CareerPlanView compact />
    </>
  );
}
