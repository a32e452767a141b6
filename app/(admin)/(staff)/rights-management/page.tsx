// /rights-management (staff): every work, registrations by society with ageing, conflicts, exports, ACK import.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { RightsAdmin } from '@/components/rights/rights-admin';
import { RightsSettingsForm } from '@/components/rights/rights-settings-form';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { getRightsSettings } from '@/lib/rights/settings';

export const metadata: Metadata = { title: 'Rights management' };

export default async function RightsManagementPage() {
  const user = await requirePageAccess('admin');
  const settings = user.role === 'super_admin' ? await getRightsSettings() : null;
  return (
    <>
      <PageHeader
        title="Rights management"
        description="Where every song stands at every society. A registration waiting more than 30 days for an acknowledgement is flagged."
      />
      <RightsAdmin />
      {user.role === 'super_admin' && (
        <div style={{ marginTop: 24 }}>
          <RightsSettingsForm initial={settings} />
        </div>
      )}
    </>
  );
}
