// /student-dashboard: the student's home.
import type { Metadata } from 'next';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { requirePageAccess } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Student dashboard' };

export default async function StudentDashboardPage() {
  const user = await requirePageAccess('student');
  return (
    <>
      <PageHeader title={`Hello, ${user.name}`} />
      <Typography color="text.secondary">Your courses, lessons and grades appear here.</Typography>
    </>
  );
}
