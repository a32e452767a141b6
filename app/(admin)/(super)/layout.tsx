// Super admins only, checked on the server for every page of the group. MUI client pages: the group brings
// the client providers (the tools layout above is static markup).
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { AppShell } from '@/components/providers/app-shell';

export default async function SuperLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess('superAdmin');
  return <AppShell>{children}</AppShell>;
}
