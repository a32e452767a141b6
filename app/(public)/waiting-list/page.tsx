// /waiting-list: a working sign-up form for the current brand.
import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { WaitingListForm } from '@/components/accounts/waiting-list-form';
import { currentBrand } from '@/lib/platform/brands/server';

export const metadata: Metadata = { title: 'Join the waiting list' };

export default async function WaitingListPage({ searchParams }: { searchParams: Promise<{ interest?: string }> }) {
  const brand = await currentBrand();
  const { interest } = await searchParams;
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography component="h1" variant="h3" gutterBottom>
        Join the waiting list
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {brand.name} opens places in small groups so every new member gets a proper welcome. Leave your details and we
        will email you when your place is ready.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <WaitingListForm initialInterest={interest} />
      </Paper>
    </Container>
  );
}
