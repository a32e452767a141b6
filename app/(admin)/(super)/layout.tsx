// Super admins only, checked on the server for every page of the group.
import { requirePageAccess } from '@/lib/platform/auth/current-user';

export default async function SuperLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess('superAdmin');
  return children;
}
