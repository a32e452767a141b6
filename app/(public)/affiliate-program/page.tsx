// /affiliate-program: the footer's affiliate program: join, referral link and stats.
import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import { PageHeader } from '@/components/ui/page-header';
import { AffiliateProgram } from '@/components/services/affiliate-program';
import { currentUser } from '@/lib/platform/auth/current-user';

export const metadata: Metadata = { title: 'Affiliate Program' };

export default async function Page() {
  const user = await currentUser();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeader
        title="Affiliate Program"
        description="Share your referral link. When someone you refer orders a service, you earn a commission on it, credited to your balance once they pay."
      />
      <AffiliateProgram signedIn={!!user} />
    </Container>
  );
}
