// /tnm-upc-request: UPC barcodes for the artist's own releases, issued from the platform's GS1 prefix.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/auth/current-user';
import { db } from '@/lib/db';
import { PageHeader } from '@/components/ui/page-header';
import { CodeRequests } from '@/components/distribution/code-requests';

export const metadata: Metadata = { title: 'UPC request' };
export const dynamic = 'force-dynamic';

export default async function UpcRequestPage() {
  const user = await requirePageAccess('artist');
  const releases = await db.release.findMany({ where: { ownerId: user.id }, orderBy: { createdAt: 'desc' } });
  return (
    <>
      <PageHeader
        title="UPC codes"
        description="A UPC identifies a release (single, EP or album) in the stores. Approval assigns one when missing, or request it here now."
      />
      <CodeRequests kind="upc" rows={releases.map((r) => ({ id: r.id, label: r.title, code: r.upc }))} />
    </>
  );
}
