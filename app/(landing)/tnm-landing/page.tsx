// /tnm-landing: the TNM Music Institute landing, whatever the host.
import type { Metadata } from 'next';
import { LandingPage } from '@/components/public/landing-page';
import { LANDINGS } from '@/lib/platform/brands/landing';
import { BRANDS } from '@/lib/platform/brands/brands';

export const metadata: Metadata = { title: 'TNM Music Institute', description: BRANDS.tnm.description };

// The store count in the copy is read from the database on each request.
export const dynamic = 'force-dynamic';

export default function TnmLanding() {
  return <LandingPage brand={BRANDS.tnm} content={LANDINGS.tnm} />;
}
