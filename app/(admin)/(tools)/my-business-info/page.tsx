// /my-business-info: the artist's business answers.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { BusinessInfoForm } from '@/components/services/business';

export const metadata: Metadata = { title: 'My Business Info' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="My Business Info"
        description="What you tell us about your music business. Your plan and the LLC and EIN tools use it. We never store Social Security numbers."
      />
      <BusinessInfoForm />
    </>
  );
}
