// /admin-services-panel: the artist dashboard's categories and tool links, the service catalog and the bank
// details customers pay orders to by transfer.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ServicesPanel } from '@/components/command/services-panel';
import { ServiceCatalogEditor } from '@/components/services/catalog-editor';
import { BankTransferSettingsForm } from '@/components/services/bank-transfer-settings';

export const metadata: Metadata = { title: 'Artist dashboard services' };

export default function AdminServicesPanelPage() {
  return (
    <>
      <PageHeader
        title="Artist Dashboard Services"
        description="The category cards and tool links artists see on their dashboard, in order. Inactive ones are hidden from artists."
      />
      <ServicesPanel />
      <div style={{ height: 32 }} />
      <PageHeader
        title="Service Catalog"
        description="What artists can order on each brand: price, description, turnaround (the SLA), affiliate commission, and whether it is offered."
      />
      <ServiceCatalogEditor />
      <div style={{ height: 32 }} />
      <BankTransferSettingsForm />
    </>
  );
}
