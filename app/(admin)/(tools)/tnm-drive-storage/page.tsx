// /tnm-drive-storage: the artist's drive (stems, mixes, artwork, documents) with resumable uploads.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { PageHeader } from '@/components/ui/page-header';
import { DriveBrowser } from '@/components/ops/drive-browser';

export const metadata: Metadata = { title: 'Drive storage' };
export const dynamic = 'force-dynamic';

export default async function DriveStoragePage() {
  await requirePageAccess('artist');
  return (
    <>
      <PageHeader
        title="Drive storage"
        description="Keep your stems, mixes and artwork in folders. Large files upload in parts and continue where they stopped if the connection drops. Share a file with a link, or let a collaborator drop files into a folder."
      />
      <DriveBrowser />
    </>
  );
}
