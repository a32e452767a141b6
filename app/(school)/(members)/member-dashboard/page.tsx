// /member-dashboard: the member's home: their learning (courses, grades, certificates) and their artist area.
import type { Metadata } from 'next';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/links';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { StudentDashboard } from '@/components/school/student-dashboard';

export const metadata: Metadata = { title: 'Member dashboard' };

export default async function MemberDashboardPage() {
  const user = await requirePageAccess('member');
  return (
    <>
      <PageHeader
        title={`Welcome, ${user.name}`}
        description="Your membership: programs and grades below, releases and earnings in your artist area."
        actions={
          <Stack direction="row" spacing={1}>
            <LinkButton href="/mms/dashboard" variant="contained">
              Artist area
            </LinkButton>
            <LinkButton href="/tnm-school" variant="outlined">
              Programs
            </LinkButton>
          </Stack>
        }
      />
      <StudentDashboard user={user} />
    </>
  );
}
