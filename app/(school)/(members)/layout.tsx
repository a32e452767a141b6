// Member pages: members and staff.
import { requirePageAccess } from '@/lib/platform/auth/current-user';

export default async function MembersLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess('member');
  return children;
}
