// The one learning landing (/tnm-school, /tnm-lms, /musicbizcert, /members): programs from the
// catalogue, live figures, apply and verify.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { schoolLandingFigures } from '@/lib/school/landing-figures';
import { PROGRAM_KEYS, PROGRAMS } from '@/lib/school/programs';
import { BRANDS } from '@/lib/platform/brands/brands';
import { LinkButton } from '@/components/ui/links';
import { VerifyCertificateForm } from './verify-certificate-form';

const figures = schoolLandingFigures;

export async function LearningLanding() {
  const brand = BRANDS.tnm;
  const f = await figures();
  return (
    <>
      <Box sx={{ bgcolor: brand.themeColor, color: '#f8fafc', py: { xs: 8, md: 10 } }}>
        <Container maxWidth="lg">
          <Typography variant="overline" sx={{ color: brand.accentColor, fontWeight: 700, letterSpacing: 2 }}>
            TNM Music Institute · non-profit school and career accelerator
          </Typography>
          <Typography component="h1" variant="h2" sx={{ maxWidth: 820, mt: 1 }}>
            Learn the music business. Earn a certificate anyone can verify.
          </Typography>
          <Typography variant="h6" component="p" sx={{ maxWidth: 760, mt: 3, fontWeight: 400, opacity: 0.9 }}>
            Four programs, from Music Business 101 to the Music Business Certification and the career accelerator
            practicum: lessons, quizzes, assignments and mentors.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
            <LinkButton
              href="/tnm-application"
              variant="contained"
              size="large"
              sx={{ bgcolor: brand.accentColor, color: '#0f172a' }}
            >
              Apply now
            </LinkButton>
            <LinkButton href="/login?callbackUrl=%2Fstudent-dashboard" variant="outlined" size="large" color="inherit">
              Student sign in
            </LinkButton>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[
            [f.courses, 'published courses'],
            [f.lessons, 'lessons online'],
            [f.certificates, 'certificates issued'],
          ].map(([value, label]) => (
            <Grid key={label} size={{ xs: 12, md: 4 }} component="li">
              <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 800 }}>
                {value}
              </Typography>
              <Typography color="text.secondary">{label}</Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
      <Container maxWidth="lg" sx={{ pb: 6 }}>
        <Typography component="h2" variant="h4" gutterBottom>
          Programs
        </Typography>
        <Grid container spacing={3}>
          {PROGRAM_KEYS.map((k) => (
            <Grid key={k} size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                    <Chip size="small" label={`${PROGRAMS[k].weeks} weeks`} />
                    <Chip size="small" label={`${f.byProgram[k] ?? 0} course${f.byProgram[k] === 1 ? '' : 's'}`} />
                  </Stack>
                  <Typography component="h3" variant="h6">
                    {PROGRAMS[k].name}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {PROGRAMS[k].summary}
                  </Typography>
                  <LinkButton href={`/tnm-application?program=${k}`} variant="outlined">
                    Apply to {PROGRAMS[k].name}
                  </LinkButton>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
      <Container maxWidth="md" sx={{ pb: 8 }}>
        <Typography component="h2" variant="h5" gutterBottom>
          Verify a certificate
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Enter the code printed on a TNM certificate to confirm its holder, program and date.
        </Typography>
        <VerifyCertificateForm />
      </Container>
    </>
  );
}
