// /location-services-admin: places of in-person services.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { LocationsAdmin } from '@/components/services/studio-locations';

export const metadata: Metadata = { title: 'Location Services' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="Location Services"
        description="Where in-person services are offered (studios, offices), with addresses, time zones and hours. Studio booking uses these places."
      />
      <LocationsAdmin />
    </>
  );
}
