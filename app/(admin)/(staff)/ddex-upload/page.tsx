// /ddex-upload: import a release from a DDEX ERN 4.3 or 4.3.2 message.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import Stack from '@mui/material/Stack';
import { ErnImporter } from '@/components/distribution/ddex-tools';
import { ErnImportList } from '@/components/distribution/ern-imports';

export const metadata: Metadata = { title: 'DDEX upload' };

export default function DdexUploadPage() {
  return (
    <>
      <PageHeader
        title="DDEX upload"
        description="Import a release delivered to you as a DDEX ERN 4.3 or 4.3.2 NewReleaseMessage (a PurgeReleaseMessage takes the release it names down). It is validated against the schema of its version first and becomes a draft with its tracks, credits and codes; every import is listed below with its ERN version."
      />
      <Stack spacing={4}>
        <ErnImporter />
        <ErnImportList />
      </Stack>
    </>
  );
}
