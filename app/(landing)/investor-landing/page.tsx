// /investor-landing: the page for investors and franchise owners, in the current brand's colours.
import type { Metadata } from 'next';
import { LandingPage } from '@/components/public/landing-page';
import { investorLanding } from '@/lib/platform/brands/landing/investor';
import { currentBrand } from '@/lib/platform/brands/server';

export const metadata: Metadata = { title: 'Investors and franchise owners' };

export default async function InvestorLanding() {
  const brand = await currentBrand();
  return <LandingPage brand={brand} content={investorLanding} prices={false} />;
}
