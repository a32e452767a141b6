// /ein-filing-service: SS-4 answers (no SSN stored) and the EIN order.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { EinPrep } from '@/components/services/business-guides';
import { ServiceCatalog } from '@/components/services/catalog';

export const metadata: Metadata = { title: 'EIN Filing' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="EIN Filing"
        description="Your IRS SS-4 answers prepared from your business info, ready to file online for a same-day EIN. Or have our team prepare them with you."
      />
      <EinPrep />
      <div style={{ height: 24 }} />
      <ServiceCatalog only="ein_filing" />
    </>
  );
}
