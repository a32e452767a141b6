// Member pages: members and staff.
import { requirePageAccess } from '@/lib/auth/current-user';

export default async function MembersLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess('member');
  return children;
}
