// /tnm-copyright-filing: US SR/PA registration data (incl. group registration of up to 20 songs on one album),
// the filing's status and the registration number.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/links';
import { CopyrightFiling } from '@/components/rights/copyright-filing';
import { requirePageAccess } from '@/lib/platform/auth/current-user';

export const metadata: Metadata = { title: 'Copyright filing' };

export default async function CopyrightFilingPage() {
  const user = await requirePageAccess('artist');
  return (
    <>
      <PageHeader
        title="Copyright filing"
        description={
          <>
            Prepare your U.S. Copyright Office registration here, file it in the Office&apos;s eCO system, and keep its
            status and registration number with your songs. For a quick proof of authorship, issue a{' '}
            <TextLink href="/copyright-certificates">copyright-protection certificate</TextLink>.
          </>
        }
      />
      <CopyrightFiling me={user.name} />
    </>
  );
}
