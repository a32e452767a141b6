// /services: the brand's priced services to order (through sign-up for a visitor), then every service of the
// platform grouped by section, with a way in for each.
import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/ui/links';
import { SERVICE_SECTIONS } from '@/lib/platform/brands/services-catalog';
import { withStoreCount } from '@/lib/platform/brands/landing';
import { enabledStoreCount } from '@/lib/distribution/stats';
import { currentBrand } from '@/lib/platform/brands/server';
import { currentUser } from '@/lib/platform/auth/current-user';
import { listCatalog } from '@/lib/services/catalog';
import { PublicPrices } from '@/components/services/public-prices';

export const metadata: Metadata = { title: 'Services' };

export default async function ServicesPage() {
  const brand = await currentBrand();
  const [offerings, user, storeCount] = await Promise.all([listCatalog(brand.key), currentUser(), enabledStoreCount()]);
  return (
    <>
      <Box sx={{ bgcolor: brand.themeColor, color: '#f8fafc', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <Typography component="h1" variant="h2">
            Services
          </Typography>
          <Typography variant="h6" component="p" sx={{ maxWidth: 780, mt: 2, fontWeight: 400, opacity: 0.9 }}>
            {brand.name} runs on one platform with TNM Music Institute, Master Music Safe, Distro80 and Small Guy
            Records. Here is everything it offers independent artists, songwriters and label owners, from the first
            lesson to the last payout.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <LinkButton
              href="#order"
              variant="contained"
              size="large"
              sx={{ bgcolor: brand.accentColor, color: '#0f172a' }}
            >
              See prices and order
            </LinkButton>
            <LinkButton href="/mms/login" variant="outlined" size="large" color="inherit">
              Artist sign in
            </LinkButton>
            <LinkButton href="/login" variant="outlined" size="large" color="inherit">
              Member and student sign in
            </LinkButton>
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Stack spacing={8}>
          <PublicPrices offerings={offerings} signedIn={!!user} />
          {withStoreCount(SERVICE_SECTIONS, storeCount).map((section) => {
            const headingId = `${section.id}-heading`;
            const columns = 12 / Math.min(section.services.length, 4);
            return (
              <Box key={section.id} component="section" aria-labelledby={headingId}>
                <Typography id={headingId} component="h2" variant="h4">
                  {section.title}
                </Typography>
                <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 0.5 }}>
                  Provided by {section.provider}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3, maxWidth: 780 }}>
                  {section.intro}
                </Typography>
                <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {section.services.map((service) => (
                    <Grid key={service.title} size={{ xs: 12, sm: 6, lg: columns }} component="li">
                      <Card variant="outlined" sx={{ height: '100%' }}>
                        <CardContent>
                          <Typography component="h3" variant="h6" gutterBottom>
                            {service.title}
                          </Typography>
                          <Typography color="text.secondary">{service.description}</Typography>
                        </CardContent>
                      </Card>
                    </Grid>
                  ))}
                </Grid>
                <LinkButton href={section.cta.href} variant="outlined" sx={{ mt: 3 }}>
                  {section.cta.label}
                </LinkButton>
              </Box>
            );
          })}
        </Stack>
      </Container>
    </>
  );
}
