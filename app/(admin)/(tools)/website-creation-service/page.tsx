// /website-creation-service: the Website Creation service and its order form.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ServiceCatalog } from '@/components/services/catalog';

export const metadata: Metadata = { title: 'Website Creation' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="Website Creation"
        description="A professional website on your own domain. Your one-page artist site, built from your press kit, is live the day you order."
      />
      <ServiceCatalog only="website" />
    </>
  );
}
