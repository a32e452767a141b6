// Artist tools inside the tools layout (releases, earnings, uploads): artists, members and staff. MUI client
// pages: the group brings the client providers (the tools layout above is static markup).
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { AppShell } from '@/components/providers/app-shell';

export default async function ArtistToolsLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess('artist');
  return <AppShell>{children}</AppShell>;
}
