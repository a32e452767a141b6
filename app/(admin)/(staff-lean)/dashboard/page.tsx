// /dashboard: the admin command center (spec §2.5: the role is forced to admin here). Its group's layout brings no
// client providers; the page's MUI components bring them themselves (AppShell).
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { AppShell } from '@/components/providers/app-shell';
import { CommandCenter } from '@/components/command/command-center';

export const metadata: Metadata = { title: 'Command Center' };

export default async function DashboardPage() {
  const user = await requirePageAccess('admin');
  return (
    <AppShell>
      <CommandCenter user={user} />
    </AppShell>
  );
}
