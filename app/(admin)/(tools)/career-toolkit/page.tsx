// /career-toolkit: the career plan with links to each tool.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { CareerPlanView } from '@/components/services/business';

export const metadata: Metadata = { title: 'Career Toolkit' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="Career Toolkit"
        description="Your business plan, computed from your answers and what you have done here, with the tool for each step."
      />
      <CareerPlanView />
    </>
  );
}
