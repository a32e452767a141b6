// /tnm-services: the brand's service catalog; order any service (?order=<key> opens that service's order form).
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ServiceCatalog } from '@/components/services/catalog';

export const metadata: Metadata = { title: 'Services' };

export default async function Page({ searchParams }: { searchParams: Promise<{ order?: string | string[] }> }) {
  const { order } = await searchParams;
  return (
    <>
      <PageHeader
        title="Services"
        description="Professional services for your music career. Order one, fill in what we need, and follow it to delivery in your service hub."
      />
      <ServiceCatalog wanted={typeof order === 'string' ? order : undefined} />
    </>
  );
}
