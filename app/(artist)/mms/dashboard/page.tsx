// /mms/dashboard: the artist's home (spec §2.9).
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { ArtistDashboard } from '@/components/command/artist-dashboard';

export const metadata: Metadata = { title: 'Artist dashboard' };

export default async function ArtistDashboardPage({ searchParams }: { searchParams: Promise<{ notice?: string }> }) {
  const user = await requirePageAccess('artist', '/mms/login');
  return <ArtistDashboard user={user} notice={(await searchParams).notice} />;
}
