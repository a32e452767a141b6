// /artist-upload: upload a release, in saved drafts. /artist-upload-enhanced and /professional-release-workflow
// re-export this page.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ReleaseWizard } from '@/components/distribution/release-wizard';

export const metadata: Metadata = { title: 'Upload a release' };

export default async function ArtistUploadPage({
  searchParams,
}: {
  searchParams: Promise<{ id?: string; step?: string }>;
}) {
  const { id, step } = await searchParams;
  return (
    <>
      <PageHeader
        title="Distribute a release"
        description="Details, tracks and audio, artwork, stores, then review. Every step is saved as a draft; quality control tells you what stores would refuse before you submit."
      />
      <ReleaseWizard releaseId={id} step={step} />
    </>
  );
}
