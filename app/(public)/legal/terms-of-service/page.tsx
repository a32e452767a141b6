// /legal/terms-of-service: the Terms of Service, naming the current brand and its contact emails.
import type { Metadata } from 'next';
import { LegalDocument } from '@/components/public/legal-document';
import { termsOfServiceSections } from '@/lib/platform/legal/terms-of-service';
import { currentBrand } from '@/lib/platform/brands/server';

export const metadata: Metadata = { title: 'Terms of Service' };

export default async function TermsOfServicePage() {
  const brand = await currentBrand();
  return <LegalDocument title="Terms of Service" sections={termsOfServiceSections(brand)} />;
}
