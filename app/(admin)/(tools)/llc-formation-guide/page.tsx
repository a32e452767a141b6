// /llc-formation-guide: state-aware LLC checklist and a review order.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { LlcGuide } from '@/components/services/business-guides';
import { ServiceCatalog } from '@/components/services/catalog';

export const metadata: Metadata = { title: 'LLC Formation Guide' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="LLC Formation Guide"
        description="A state-by-state checklist for forming an LLC for your music: fees, where to file, and the steps after."
      />
      <LlcGuide />
      <div style={{ height: 24 }} />
      <ServiceCatalog only="llc_formation" />
    </>
  );
}
