// /affiliate-program: the footer's affiliate program: join, referral link and stats.
import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import { PageHeader } from '@/components/ui/page-header';
import { AffiliateProgram } from '@/components/services/affiliate-program';

export const metadata: Metadata = { title: 'Affiliate Program' };

export default function Page() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeader
        title="Affiliate Program"
        description="Share your referral link. When someone you refer orders a service, you earn a commission on it, credited to your balance once they pay."
      />
      <AffiliateProgram />
    </Container>
  );
}
