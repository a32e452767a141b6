// /admin-waiting-list: who joined the waiting lists, by brand and interest.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { WaitingListTable } from '@/components/accounts/waiting-list-table';

export const metadata: Metadata = { title: 'Waiting list' };

export default function AdminWaitingListPage() {
  return (
    <>
      <PageHeader
        title="Waiting list"
        description="People who asked for a place, per brand, with what they are interested in."
      />
      <WaitingListTable />
    </>
  );
}
