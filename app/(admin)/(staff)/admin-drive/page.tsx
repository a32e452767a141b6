// /admin-drive: staff browse their own drive and any user's drive.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { PageHeader } from '@/components/ui/page-header';
import { DriveBrowser } from '@/components/ops/drive-browser';

export const metadata: Metadata = { title: 'Admin drive' };
export const dynamic = 'force-dynamic';

export default async function AdminDrivePage() {
  await requirePageAccess('admin');
  return (
    <>
      <PageHeader
        title="Admin drive"
        description="Your own files, and the drive of any artist or member who keeps files here: open, move, share or clean them up."
      />
      <DriveBrowser staff />
    </>
  );
}
