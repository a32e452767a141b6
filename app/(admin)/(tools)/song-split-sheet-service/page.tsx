// /song-split-sheet-service: create a work, add writers, send the split sheet, watch signatures arrive.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { WorksManager } from '@/components/rights/works-manager';
import { requirePageAccess } from '@/lib/platform/auth/current-user';

export const metadata: Metadata = { title: 'Song split sheets' };

export default async function SongSplitSheetPage() {
  const user = await requirePageAccess('artist');
  return (
    <>
      <PageHeader
        title="Song split sheets"
        description="Agree who wrote what before you register a song. Every writer signs through a link we email them; a change of shares starts a new version that everyone signs again."
      />
      <WorksManager me={{ name: user.name, email: user.email }} />
    </>
  );
}
