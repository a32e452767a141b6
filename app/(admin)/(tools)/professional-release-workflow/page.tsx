// /professional-release-workflow: the multi-step release form (drafts saved on the server).
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ReleaseWizard } from '@/components/distribution/release-wizard';

export const metadata: Metadata = { title: 'Release workflow' };

export default async function ReleaseWorkflowPage({ searchParams }: { searchParams: Promise<{ id?: string }> }) {
  const { id } = await searchParams;
  return (
    <>
      <PageHeader
        title="Distribute a release"
        description="Details, tracks and audio, artwork, stores, then review. Every step is saved as a draft; quality control tells you what stores would refuse before you submit."
      />
      <ReleaseWizard releaseId={id} basePath="/professional-release-workflow" />
    </>
  );
}
