// /tnm-isrc-request: ISRCs for the artist's own recordings, issued from the platform's registrant code.
import type { Metadata } from 'next';
import { CodeRequestPage } from '@/components/distribution/code-request-page';

export const metadata: Metadata = { title: 'ISRC request' };
export const dynamic = 'force-dynamic';

export default function IsrcRequestPage() {
  return <CodeRequestPage kind="isrc" />;
}
