// /legal/privacy-policy: the Privacy Policy, naming the current brand and its contact emails.
import type { Metadata } from 'next';
import { LegalDocument } from '@/components/public/legal-document';
import { privacyPolicySections } from '@/lib/platform/legal/privacy-policy';
import { currentBrand } from '@/lib/platform/brands/server';

export const metadata: Metadata = { title: 'Privacy Policy' };

export default async function PrivacyPolicyPage() {
  const brand = await currentBrand();
  return <LegalDocument title="Privacy Policy" sections={privacyPolicySections(brand)} />;
}
