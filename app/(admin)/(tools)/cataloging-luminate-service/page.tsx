// /cataloging-luminate-service: the Luminate Cataloging service and its order form.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ServiceCatalog } from '@/components/services/catalog';

export const metadata: Metadata = { title: 'Luminate Cataloging' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="Luminate Cataloging"
        description="Register a release with Luminate so its sales and streams count toward the charts. The registration data (UPC, ISRCs, label, release date) is read from your release and checked before you order."
      />
      <ServiceCatalog only="cataloging_luminate" />
    </>
  );
}
