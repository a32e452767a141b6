// /admin: the command center, except on the Master Music Safe brand, the artists' own domain, where
// the artist view is shown instead (spec §2.5).
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { currentBrand } from '@/lib/platform/brands/server';
import { CommandCenter } from '@/components/command/command-center';
import { ArtistDashboard } from '@/components/command/artist-dashboard';

export const metadata: Metadata = { title: 'Command Center' };

export default async function AdminPage() {
  const [user, brand] = await Promise.all([requirePageAccess('admin'), currentBrand()]);
  if (brand.key === 'mastermusicsafe') return <ArtistDashboard user={user} />;
  return <CommandCenter user={user} />;
}
