// /admin-services-panel: the artist dashboard's categories and tool links.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ServicesPanel } from '@/components/command/services-panel';

export const metadata: Metadata = { title: 'Artist dashboard services' };

export default function AdminServicesPanelPage() {
  return (
    <>
      <PageHeader
        title="Artist Dashboard Services"
        description="The category cards and tool links artists see on their dashboard, in order. Inactive ones are hidden from artists."
      />
      <ServicesPanel />
    </>
  );
}
