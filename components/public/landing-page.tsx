// Renders a brand's landing content: hero, highlights, features, steps and a closing call to action.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lighten } from '@mui/material/styles';
import type { Brand } from '@/lib/brands/brands';
import { withStoreCount, type LandingContent } from '@/lib/brands/landing';
import { enabledStoreCount } from '@/lib/distribution/stats';
import { LinkButton } from '@/components/ui/links';

export async function LandingPage({ brand, content: copy }: { brand: Brand; content: LandingContent }) {
  const content = withStoreCount(copy, await enabledStoreCount());
  return (
    <>
      <Box sx={{ bgcolor: brand.themeColor, color: '#f8fafc', py: { xs: 8, md: 12 } }}>
        <Container maxWidth="lg">
          <Typography
            variant="overline"
            sx={{ color: lighten(brand.accentColor, 0.4), fontWeight: 700, letterSpacing: 2 }}
          >
            {content.eyebrow}
          </Typography>
          <Typography
            component="h1"
            variant="h2"
            sx={{
              maxWidth: 820,
              mt: 1,
              fontSize: { xs: '2.25rem', sm: '3rem', md: '3.75rem' },
              overflowWrap: 'anywhere',
            }}
          >
            {content.headline}
          </Typography>
          <Typography variant="h6" component="p" sx={{ maxWidth: 760, mt: 3, fontWeight: 400, opacity: 0.9 }}>
            {content.intro}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
            <LinkButton
              href={content.primary.href}
              variant="contained"
              size="large"
              sx={{ bgcolor: brand.accentColor, color: '#0f172a' }}
            >
              {content.primary.label}
            </LinkButton>
            {content.secondary && (
              <LinkButton href={content.secondary.href} variant="outlined" size="large" color="inherit">
                {content.secondary.label}
              </LinkButton>
            )}
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {content.highlights.map((h) => (
            <Grid key={h.label} size={{ xs: 12, md: 4 }} component="li">
              <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 800 }}>
                {h.value}
              </Typography>
              <Typography color="text.secondary">{h.label}</Typography>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Container maxWidth="lg" sx={{ pb: 8 }}>
        <Typography component="h2" variant="h4" gutterBottom>
          {content.featuresTitle}
        </Typography>
        <Grid container spacing={3}>
          {content.features.map((f) => (
            <Grid key={f.title} size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h3" variant="h6" gutterBottom>
                    {f.title}
                  </Typography>
                  <Typography color="text.secondary">{f.body}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box sx={{ bgcolor: 'grey.100', py: 8 }}>
        <Container maxWidth="lg">
          <Typography component="h2" variant="h4" gutterBottom>
            {content.stepsTitle}
          </Typography>
          <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {content.steps.map((s, i) => (
              <Grid key={s.title} size={{ xs: 12, sm: 6, md: 12 / Math.min(content.steps.length, 4) }} component="li">
                <Typography variant="h3" component="p" color="primary" sx={{ fontWeight: 800 }} aria-hidden>
                  {i + 1}
                </Typography>
                <Typography component="h3" variant="h6">
                  {s.title}
                </Typography>
                <Typography color="text.secondary">{s.body}</Typography>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="md" sx={{ py: 10, textAlign: 'center' }}>
        <Typography component="h2" variant="h4" gutterBottom>
          {content.closing.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {content.closing.body}
        </Typography>
        <LinkButton href={content.closing.cta.href} variant="contained" size="large">
          {content.closing.cta.label}
        </LinkButton>
      </Container>
    </>
  );
}
