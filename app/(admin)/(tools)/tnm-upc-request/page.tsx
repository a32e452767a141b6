// /tnm-upc-request: UPC barcodes for the artist's own releases, issued from the platform's GS1 prefix.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/auth/current-user';
import { listUpcRequestRows } from '@/lib/distribution/requests';
import { PageHeader } from '@/components/ui/page-header';
import { CodeRequests } from '@/components/distribution/code-requests';

export const metadata: Metadata = { title: 'UPC request' };
export const dynamic = 'force-dynamic';

export default async function UpcRequestPage() {
  const user = await requirePageAccess('artist');
  const rows = await listUpcRequestRows(user);
  return (
    <>
      <PageHeader
        title="UPC codes"
        description="A UPC identifies a release (single, EP or album) in the stores. Approval assigns one when missing, or request it here now."
      />
      <CodeRequests kind="upc" rows={rows} />
    </>
  );
}
