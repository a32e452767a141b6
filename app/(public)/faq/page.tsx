// /faq: the brand's help centre. Staff see drafts and edit articles in place.
import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FaqView } from '@/components/comms/faq';
import { currentBrand } from '@/lib/platform/brands/server';
import { currentUser } from '@/lib/platform/auth/current-user';
import { isAdminRole } from '@/lib/platform/auth/roles';

export const metadata: Metadata = { title: 'Help centre' };

export default async function FaqPage() {
  const [brand, user] = await Promise.all([currentBrand(), currentUser()]);
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography component="h1" variant="h3" gutterBottom>
        Help centre
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Answers to what {brand.name} members ask most.
      </Typography>
      <FaqView brand={brand.key} staff={!!user && isAdminRole(user.role)} />
    </Container>
  );
}
