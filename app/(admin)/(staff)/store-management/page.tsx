// /store-management: enable or disable stores and see what each requires.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { StoreTable } from '@/components/distribution/store-table';

export const metadata: Metadata = { title: 'Store management' };

export default function StoreManagementPage() {
  return (
    <>
      <PageHeader
        title="Store management"
        description="The stores releases are delivered to. A disabled store is not offered to artists and receives no new deliveries."
      />
      <StoreTable />
    </>
  );
}
