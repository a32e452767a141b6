// Artist tools inside the tools layout (releases, earnings, uploads): artists, members and staff.
import { requirePageAccess } from '@/lib/platform/auth/current-user';

export default async function ArtistToolsLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess('artist');
  return children;
}
