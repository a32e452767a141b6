// /auto-royalty-splits: default split for new releases and split sheets per release or track.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { SplitsManager } from '@/components/royalties/splits-manager';
import { requirePageAccess } from '@/lib/platform/auth/current-user';

export const metadata: Metadata = { title: 'Royalty splits' };

export default async function AutoRoyaltySplitsPage() {
  const user = await requirePageAccess('artist');
  return (
    <>
      <PageHeader
        title="Royalty splits"
        description="Who shares your earnings. Shares must add up to 100%; a change applies from the month you choose, and earlier months keep the split they were paid with."
      />
      <SplitsManager me={{ name: user.name, email: user.email }} />
    </>
  );
}
