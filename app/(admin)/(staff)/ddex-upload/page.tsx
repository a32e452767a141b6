// /ddex-upload: import a release from a DDEX ERN 4.3 or 4.3.2 message.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ErnImporter } from '@/components/distribution/ddex-tools';

export const metadata: Metadata = { title: 'DDEX upload' };

export default function DdexUploadPage() {
  return (
    <>
      <PageHeader
        title="DDEX upload"
        description="Import a release delivered to you as a DDEX ERN 4.3 or 4.3.2 NewReleaseMessage (a PurgeReleaseMessage takes the release it names down). It is validated against the schema first and becomes a draft with its tracks, credits and codes."
      />
      <ErnImporter />
    </>
  );
}
