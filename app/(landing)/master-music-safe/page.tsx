// /master-music-safe: the Master Music Safe landing, whatever the host.
import type { Metadata } from 'next';
import { LandingPage } from '@/components/public/landing-page';
import { LANDINGS } from '@/lib/platform/brands/landing';
import { BRANDS } from '@/lib/platform/brands/brands';

export const metadata: Metadata = { title: 'Master Music Safe', description: BRANDS.mastermusicsafe.description };

// The store count in the copy is read from the database on each request.
export const dynamic = 'force-dynamic';

export default function MasterMusicSafeLanding() {
  return <LandingPage brand={BRANDS.mastermusicsafe} content={LANDINGS.mastermusicsafe} />;
}
