// /dashboard: the admin command center (spec §2.5: the role is forced to admin here). Static markup with client
// islands (components/command/command-center.tsx): no client providers on the page.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { CommandCenter } from '@/components/command/command-center';

export const metadata: Metadata = { title: 'Command Center' };

export default async function DashboardPage() {
  const user = await requirePageAccess('admin');
  return <CommandCenter user={user} />;
}
