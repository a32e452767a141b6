// /artists: every artist account (search, pages), invitations, deactivation; "View as Artist" for super admins.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ArtistsManager } from '@/components/accounts/artists-manager';
import { SignupSwitches } from '@/components/accounts/signup-switches';
import { requirePageAccess } from '@/lib/platform/auth/current-user';

export const metadata: Metadata = { title: 'Artists' };

export default async function ArtistsPage() {
  const user = await requirePageAccess('admin');
  const superAdmin = user.role === 'super_admin';
  return (
    <>
      <PageHeader title="Artists" description="Artist and member accounts, invitations and sign-up." />
      <ArtistsManager canViewAs={superAdmin} />
      {superAdmin && <SignupSwitches />}
    </>
  );
}
