// The footer of spec §2.10 and §9: legal links, social links, Follow Us, affiliate banner, contact,
// support emails, phone numbers and business hours.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import { BUSINESS_HOURS, type Brand } from '@/lib/brands/brands';
import { LinkButton, TextLink } from '@/components/ui/links';

const linkSx = { color: 'inherit', textDecorationColor: 'rgba(255,255,255,0.4)' } as const;

export function SiteFooter({ brand }: { brand: Brand }) {
  const socials = [
    { label: 'Facebook', href: brand.social.facebook, icon: <FacebookIcon /> },
    { label: 'LinkedIn', href: brand.social.linkedin, icon: <LinkedInIcon /> },
    { label: 'Twitter', href: brand.social.twitter, icon: <XIcon /> },
    { label: 'YouTube', href: brand.social.youtube, icon: <YouTubeIcon /> },
    { label: 'Tumblr', href: brand.social.tumblr, icon: <RssFeedIcon /> },
  ];
  return (
    <Box component="footer" sx={{ bgcolor: brand.themeColor, color: '#f8fafc', mt: 'auto', pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Box
          component="aside"
          aria-label="Affiliate program"
          sx={{
            mb: 5,
            p: 3,
            borderRadius: 2,
            bgcolor: 'rgba(255,255,255,0.08)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              Affiliate Program
            </Typography>
            <Typography variant="body2">Earn a commission on the services ordered by the artists you refer.</Typography>
          </Box>
          <LinkButton href="/affiliate-program" variant="contained" color="secondary">
            Become an affiliate
          </LinkButton>
        </Box>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
              {brand.logoText}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, opacity: 0.85 }}>
              {brand.footerText}
            </Typography>
            <Typography variant="subtitle2" component="h2" sx={{ mt: 3, mb: 1 }}>
              Follow Us
            </Typography>
            <Stack direction="row" spacing={1}>
              {socials.map((s) => (
                <Box
                  key={s.label}
                  component="a"
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  sx={{ color: 'inherit', display: 'inline-flex', p: 0.5 }}
                >
                  {s.icon}
                </Box>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Contact
            </Typography>
            <Typography variant="body2">{brand.address}</Typography>
            {brand.phones.map((p) => (
              <Typography key={p} variant="body2">
                {/* 24 px tall: two stacked phone links are each a target a finger can hit (WCAG 2.5.8) */}
                <Box
                  component="a"
                  href={`tel:${p.replace(/[^+\d]/g, '')}`}
                  sx={{ ...linkSx, display: 'inline-block', lineHeight: '24px' }}
                >
                  {p}
                </Box>
              </Typography>
            ))}
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Contact Emails
            </Typography>
            {[
              ['Help', brand.emails.help],
              ['Report abuse', brand.emails.abuse],
              ['Member support', brand.emails.members],
            ].map(([label, email]) => (
              <Typography key={email} variant="body2">
                {label}:{' '}
                <Box component="a" href={`mailto:${email}`} sx={linkSx}>
                  {email}
                </Box>
              </Typography>
            ))}
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Business Hours
            </Typography>
            <Table size="small" aria-label="Business hours">
              <TableBody>
                {BUSINESS_HOURS.map((row) => (
                  <TableRow key={row.days}>
                    <TableCell sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.15)', pl: 0, py: 0.5 }}>
                      {row.days}
                    </TableCell>
                    <TableCell sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.15)', pr: 0, py: 0.5 }}>
                      {row.hours}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Grid>
        </Grid>
        <Box
          sx={{
            mt: 5,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.15)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 3,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">
            © {new Date().getFullYear()} {brand.name}. All rights reserved.
          </Typography>
          <Stack direction="row" spacing={3} component="nav" aria-label="Legal">
            <TextLink href="/legal/privacy-policy" sx={linkSx}>
              Privacy Policy
            </TextLink>
            <TextLink href="/legal/terms-of-service" sx={linkSx}>
              Terms of Service
            </TextLink>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
