// /mms/dashboard: the artist's home.
import type { Metadata } from 'next';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { requirePageAccess } from '@/lib/auth/current-user';
import { isAdminRole } from '@/lib/auth/roles';
import { LinkButton } from '@/components/ui/links';

export const metadata: Metadata = { title: 'Artist dashboard' };

export default async function ArtistDashboardPage() {
  const user = await requirePageAccess('artist', '/mms/login');
  return (
    <>
      <PageHeader
        title={`Welcome back, ${user.name}`}
        actions={isAdminRole(user.role) ? <LinkButton href="/dashboard" variant="outlined">Admin</LinkButton> : undefined}
      />
      <Typography color="text.secondary">Your releases, earnings and payouts appear here.</Typography>
    </>
  );
}
