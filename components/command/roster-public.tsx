// The public roster pages (/featured-artists, /tnm-artists, /artist/{id}): the label's artists in
// display order with photos, stats, achievements and social links.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton, TextLink } from '@/components/ui/links';
import type { RosterArtistView } from '@/lib/command/roster-service';

const SOCIAL_LABELS: Record<string, string> = {
  spotify: 'Spotify',
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

function SocialLinks({ links, name }: { links: Record<string, string>; name: string }) {
  const entries = Object.entries(links).filter(([k, v]) => SOCIAL_LABELS[k] && /^https?:\/\//.test(v));
  if (entries.length === 0) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      {entries.map(([k, v]) => (
        <TextLink
          key={k}
          href={v}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${name} on ${SOCIAL_LABELS[k]}`}
        >
          {SOCIAL_LABELS[k]}
        </TextLink>
      ))}
    </Stack>
  );
}

function StatLine({ a }: { a: RosterArtistView }) {
  const parts = [
    a.stats.monthlyStreams && `${a.stats.monthlyStreams} monthly streams`,
    `${a.stats.totalReleases} releases`,
    a.stats.socialFollowers && `${a.stats.socialFollowers} followers`,
  ].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary">
      {parts.join(' · ')}
    </Typography>
  );
}

export function RosterGrid({
  title,
  intro,
  artists,
  themeColor,
}: {
  title: string;
  intro: string;
  artists: RosterArtistView[];
  themeColor: string;
}) {
  return (
    <>
      <Box sx={{ bgcolor: themeColor, color: '#f8fafc', py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <Typography component="h1" variant="h2">
            {title}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 2, fontWeight: 400, opacity: 0.9, maxWidth: 760 }}>
            {intro}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        {artists.length === 0 ? (
          <Typography>The roster is being assembled. Check back soon.</Typography>
        ) : (
          <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0 }} aria-label="Artists">
            {artists.map((a) => (
              <Grid key={a.id} size={{ xs: 12, sm: 6, md: 4 }} component="li" data-testid="public-artist">
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
                      <Avatar
                        src={a.profileImage ?? undefined}
                        alt={`${a.stageName} photo`}
                        sx={{ width: 72, height: 72 }}
                      >
                        {a.stageName.charAt(0)}
                      </Avatar>
                      <Box>
                        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                          <TextLink href={`/artist/${a.id}`} color="inherit" underline="hover">
                            {a.stageName}
                          </TextLink>
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {a.genre}
                          {a.location ? ` · ${a.location}` : ''}
                        </Typography>
                      </Box>
                      {a.status === 'featured' && <Chip size="small" color="secondary" label="Featured" />}
                    </Stack>
                    <StatLine a={a} />
                    {a.achievements.length > 0 && (
                      <Box component="ul" sx={{ pl: 2, my: 1 }}>
                        {a.achievements.slice(0, 3).map((x) => (
                          <li key={x}>
                            <Typography variant="body2">{x}</Typography>
                          </li>
                        ))}
                      </Box>
                    )}
                    <SocialLinks links={a.socialLinks} name={a.stageName} />
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </>
  );
}

export function ArtistProfile({ a, themeColor }: { a: RosterArtistView; themeColor: string }) {
  return (
    <>
      <Box sx={{ bgcolor: themeColor, color: '#f8fafc', py: { xs: 6, md: 8 } }}>
        <Container maxWidth="md">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
            <Avatar src={a.profileImage ?? undefined} alt={`${a.stageName} photo`} sx={{ width: 140, height: 140 }}>
              {a.stageName.charAt(0)}
            </Avatar>
            <Box>
              <Typography component="h1" variant="h2">
                {a.stageName}
              </Typography>
              <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.9 }}>
                {a.genre}
                {a.location ? ` · ${a.location}` : ''}
              </Typography>
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          {[
            ['Monthly streams', a.stats.monthlyStreams || '—'],
            ['Releases', String(a.stats.totalReleases)],
            ['Followers', a.stats.socialFollowers || '—'],
            ['Yearly revenue', a.stats.yearlyRevenue || '—'],
          ].map(([label, value]) => (
            <Grid key={label} size={{ xs: 6, md: 3 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography variant="h6" component="p">
                    {value}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        {a.bio && <Typography sx={{ mb: 3, whiteSpace: 'pre-line' }}>{a.bio}</Typography>}
        {a.achievements.length > 0 && (
          <>
            <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
              Achievements
            </Typography>
            <Box component="ul" sx={{ mb: 3 }}>
              {a.achievements.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </Box>
          </>
        )}
        <SocialLinks links={a.socialLinks} name={a.stageName} />
        <Box sx={{ mt: 4 }}>
          <LinkButton href="/featured-artists" variant="outlined">
            All artists
          </LinkButton>
        </Box>
      </Container>
    </>
  );
}
