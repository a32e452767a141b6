// /tnm-upc-request: UPC barcodes for the artist's own releases, issued from the platform's GS1 prefix.
import type { Metadata } from 'next';
import { CodeRequestPage } from '@/components/distribution/code-request-page';

export const metadata: Metadata = { title: 'UPC request' };
export const dynamic = 'force-dynamic';

export default function UpcRequestPage() {
  return <CodeRequestPage kind="upc" />;
}
