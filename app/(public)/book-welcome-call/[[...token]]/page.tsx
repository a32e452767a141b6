// /book-welcome-call/{token?}: book the welcome call (the emailed token, or the signed-in student's own).
import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import { PageHeader } from '@/components/ui/page-header';
import { WelcomeCallBooking } from '@/components/school/welcome-call-booking';

export const metadata: Metadata = { title: 'Book your welcome call' };

export default async function BookWelcomeCallPage({ params }: { params: Promise<{ token?: string[] }> }) {
  const { token } = await params;
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader
        title="Book your welcome call"
        description="A short call with our admissions team before your first lesson."
      />
      <WelcomeCallBooking token={token?.[0]} />
    </Container>
  );
}
