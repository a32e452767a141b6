// /: the landing of the brand that owns this host.
import { LandingPage } from '@/components/public/landing-page';
import { LANDINGS } from '@/lib/brands/landing';
import { currentBrand } from '@/lib/brands/server';

export default async function HomePage() {
  const brand = await currentBrand();
  return <LandingPage brand={brand} content={LANDINGS[brand.key]} />;
}
