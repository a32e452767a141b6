// /small-guy-records-landing: the Small Guy Records landing, whatever the host.
import type { Metadata } from 'next';
import { LandingPage } from '@/components/public/landing-page';
import { LANDINGS } from '@/lib/platform/brands/landing';
import { BRANDS } from '@/lib/platform/brands/brands';

export const metadata: Metadata = { title: 'Small Guy Records', description: BRANDS.sgr.description };

// The store count in the copy is read from the database on each request.
export const dynamic = 'force-dynamic';

export default function SmallGuyRecordsLanding() {
  return <LandingPage brand={BRANDS.sgr} content={LANDINGS.sgr} />;
}
