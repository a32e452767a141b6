// /rights-management (staff): every work, registrations by society with ageing, conflicts, exports, ACK import.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { RightsAdmin } from '@/components/rights/rights-admin';
import { requirePageAccess } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Rights management' };

export default async function RightsManagementPage() {
  await requirePageAccess('admin');
  return (
    <>
      <PageHeader
        title="Rights management"
        description="Where every song stands at every society. A registration waiting more than 30 days for an acknowledgement is flagged."
      />
      <RightsAdmin />
    </>
  );
}
