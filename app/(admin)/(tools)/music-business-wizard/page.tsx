// /music-business-wizard: questions step by step, then the plan.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { BusinessWizard } from '@/components/services/business';

export const metadata: Metadata = { title: 'Music Business Wizard' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="Music Business Wizard"
        description="A few questions about where your business stands, then an ordered plan of what to do next."
      />
      <BusinessWizard />
    </>
  );
}
