// /student-dashboard: the student's home (courses, progress, next lesson, due dates, grades).
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { StudentDashboard } from '@/components/school/student-dashboard';

export const metadata: Metadata = { title: 'Student dashboard' };

export default async function StudentDashboardPage() {
  const user = await requirePageAccess('student');
  return (
    <>
      <PageHeader title={`Hello, ${user.name}`} description="Your courses, next lessons, due dates and grades." />
      <StudentDashboard user={user} />
    </>
  );
}
