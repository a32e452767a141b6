// /enhanced-project-wizard: the spec's one "coming soon" placeholder.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/links';

export const metadata: Metadata = { title: 'Enhanced Project Wizard' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="Enhanced Project Wizard"
        description="The enhanced project wizard is coming soon. Until then, start a release with the professional release workflow."
      />
      <LinkButton href="/professional-release-workflow" variant="contained">
        Open the release workflow
      </LinkButton>
    </>
  );
}
