// /: the landing of the brand that owns this host.
import { LandingPage } from '@/components/public/landing-page';
import { LANDINGS } from '@/lib/platform/brands/landing';
import { currentBrand } from '@/lib/platform/brands/server';

export default async function HomePage() {
  const brand = await currentBrand();
  return <LandingPage brand={brand} content={LANDINGS[brand.key]} />;
}
