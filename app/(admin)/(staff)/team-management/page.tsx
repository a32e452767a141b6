// /team-management: list admins, invite, change role, deactivate.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { TeamManager } from '@/components/command/team-manager';

export const metadata: Metadata = { title: 'Team management' };

export default async function TeamManagementPage() {
  const user = await requirePageAccess('admin');
  return (
    <>
      <PageHeader
        title="Team Management"
        description="Invite admins, change roles, and deactivate accounts. A deactivated admin is signed out at once."
      />
      <TeamManager selfId={user.id} isSuperAdmin={user.role === 'super_admin'} />
    </>
  );
}
