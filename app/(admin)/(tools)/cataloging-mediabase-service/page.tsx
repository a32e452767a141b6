// /cataloging-mediabase-service: the Mediabase Cataloging service and its order form.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ServiceCatalog } from '@/components/services/catalog';

export const metadata: Metadata = { title: 'Mediabase Cataloging' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="Mediabase Cataloging"
        description="Register a single with Mediabase for radio airplay monitoring: its ISRC, label and impact date come from your release; add the radio format and station contacts."
      />
      <ServiceCatalog only="cataloging_mediabase" />
    </>
  );
}
