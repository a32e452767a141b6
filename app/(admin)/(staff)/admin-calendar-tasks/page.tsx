// /admin-calendar-tasks: one calendar of the platform's dates plus tasks, and a private ICS feed.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { listTeam } from '@/lib/ops/calendar/service';
import { PageHeader } from '@/components/ui/page-header';
import { CalendarTasks } from '@/components/ops/calendar-tasks';

export const metadata: Metadata = { title: 'Calendar & tasks' };
export const dynamic = 'force-dynamic';

export default async function CalendarTasksPage() {
  const user = await requirePageAccess('admin');
  const team = await listTeam(user);
  return (
    <>
      <PageHeader
        title="Calendar & tasks"
        description="Welcome calls, release dates, delivery and payout runs, your own events and your tasks in one place."
      />
      <CalendarTasks team={team} />
    </>
  );
}
