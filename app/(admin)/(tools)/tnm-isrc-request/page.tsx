// /tnm-isrc-request: ISRCs for the artist's own recordings, issued from the platform's registrant code.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/auth/current-user';
import { listIsrcRequestRows } from '@/lib/distribution/requests';
import { PageHeader } from '@/components/ui/page-header';
import { CodeRequests } from '@/components/distribution/code-requests';

export const metadata: Metadata = { title: 'ISRC request' };
export const dynamic = 'force-dynamic';

export default async function IsrcRequestPage() {
  const user = await requirePageAccess('artist');
  const rows = await listIsrcRequestRows(user);
  return (
    <>
      <PageHeader
        title="ISRC codes"
        description="An ISRC identifies one recording in every store and royalty report. Each track gets its own; approval assigns any that are missing, or request one here now."
      />
      <CodeRequests kind="isrc" rows={rows} />
    </>
  );
}
