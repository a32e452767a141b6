// /ddex-conformance: validate any release's ERN message, or an uploaded file, against the ERN 4.3 or 4.3.2 XSD (by its namespace).
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { releaseChoices } from '@/lib/distribution/stats';
import { PageHeader } from '@/components/ui/page-header';
import { ConformanceChecker } from '@/components/distribution/ddex-tools';

export const metadata: Metadata = { title: 'DDEX conformance' };
export const dynamic = 'force-dynamic';

export default async function DdexConformancePage() {
  await requirePageAccess('admin');
  const releases = await releaseChoices();
  return (
    <>
      <PageHeader
        title="DDEX conformance"
        description="Checks a message against the official ERN 4.3 or 4.3.2 schema, chosen by its root namespace (release-notification.xsd with its allowed-value sets), error by error with line numbers."
      />
      <ConformanceChecker releases={releases} />
    </>
  );
}
