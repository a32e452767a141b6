// Artist tools inside the dark layout (releases, earnings, uploads): artists, members and staff.
import { requirePageAccess } from '@/lib/auth/current-user';

export default async function ArtistToolsLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess('artist');
  return children;
}
