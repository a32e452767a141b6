// /member-dashboard: the member's home.
import type { Metadata } from 'next';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { requirePageAccess } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Member dashboard' };

export default async function MemberDashboardPage() {
  const user = await requirePageAccess('member');
  return (
    <>
      <PageHeader title={`Welcome, ${user.name}`} />
      <Typography color="text.secondary">Your membership, programs and releases appear here.</Typography>
    </>
  );
}
