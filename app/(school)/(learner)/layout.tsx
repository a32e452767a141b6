// Learner pages: students, members and staff.
import { requirePageAccess } from '@/lib/platform/auth/current-user';

export default async function LearnerLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess('student');
  return children;
}
