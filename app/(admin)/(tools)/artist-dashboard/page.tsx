// /artist-dashboard: the artist dashboard inside the dark tool layout (spec §2.3).
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { ArtistDashboard } from '@/components/command/artist-dashboard';

export const metadata: Metadata = { title: 'Artist dashboard' };

export default async function ArtistDashboardToolPage({
  searchParams,
}: {
  searchParams: Promise<{ notice?: string }>;
}) {
  const user = await requirePageAccess('artist', '/mms/login');
  return <ArtistDashboard user={user} notice={(await searchParams).notice} />;
}
