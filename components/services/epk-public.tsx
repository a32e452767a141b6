// The public EPK: bios, releases with 30-second previews, photos with credits, press quotes, tour dates,
// documents, social links and contacts (a server component).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicEpk } from '@/lib/services/epk/service';
import { TextLink } from '../ui/links';
import { formatCount, formatDate } from '@/lib/platform/format';

const fmtDate = (d: string) => formatDate(`${d}T12:00:00Z`);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }} aria-label={title}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function EpkPublic({ kit, themeColor }: { kit: PublicEpk; themeColor: string }) {
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', px: 2, py: 4 }}>
      <Box sx={{ borderLeft: `6px solid ${themeColor}`, pl: 2 }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
          {kit.artistName}
        </Typography>
        <Typography color="text.secondary">{[kit.genre, kit.location].filter(Boolean).join(' · ')}</Typography>
        {kit.bio.short && <Typography sx={{ mt: 1, fontSize: '1.15rem' }}>{kit.bio.short}</Typography>}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Chip component="a" href={kit.zipUrl} clickable color="primary" label="Download the press kit (ZIP)" />
        {kit.stagePlotUrl && <Chip component="a" href={kit.stagePlotUrl} clickable label="Stage plot" />}
        {kit.riderUrl && <Chip component="a" href={kit.riderUrl} clickable label="Technical rider" />}
      </Stack>

      {kit.photos.length > 0 && (
        <Section title="Photos">
          <Grid container spacing={2}>
            {kit.photos.map((p, i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Box component="figure" sx={{ m: 0 }}>
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={p.url}
                    alt={p.caption || `${kit.artistName} press photo ${i + 1}`}
                    style={{ width: '100%', height: 'auto', borderRadius: 8 }}
                  />
                  <Typography component="figcaption" variant="caption" color="text.secondary">
                    {p.caption}
                    {p.credit ? ` Photo: ${p.credit}` : ''}
                  </Typography>
                </Box>
              </Grid>
            ))}
          </Grid>
        </Section>
      )}

      <Section title="Music">
        {kit.releases.length === 0 && <Typography color="text.secondary">New music is on the way.</Typography>}
        <Stack spacing={2}>
          {kit.releases.map((r) => (
            <Paper key={r.id} variant="outlined" sx={{ p: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {r.artworkUrl && (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={r.artworkUrl}
                    alt={`${r.title} artwork`}
                    width={140}
                    height={140}
                    style={{ borderRadius: 6, objectFit: 'cover' }}
                  />
                )}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="h6" component="h3">
                    {r.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {r.artist} · {r.type}
                    {r.releaseDate ? ` · ${fmtDate(r.releaseDate)}` : ''}
                  </Typography>
                  <Stack spacing={1} sx={{ mt: 1 }}>
                    {r.tracks.map((t) => (
                      <Box key={t.title}>
                        <Typography variant="body2">{t.title}</Typography>
                        {t.previewUrl && (
                          <audio
                            controls
                            preload="none"
                            src={`${t.previewUrl}#t=0,30`}
                            style={{ width: '100%', maxWidth: 420 }}
                          >
                            <track kind="captions" />
                          </audio>
                        )}
                      </Box>
                    ))}
                  </Stack>
                </Box>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Section>

      {(kit.bio.medium || kit.bio.long) && (
        <Section title="Biography">
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{kit.bio.long || kit.bio.medium}</Typography>
        </Section>
      )}

      {kit.pressQuotes.length > 0 && (
        <Section title="Press">
          <Stack spacing={1.5}>
            {kit.pressQuotes.map((q, i) => (
              <Box key={i} component="blockquote" sx={{ m: 0, pl: 2, borderLeft: `3px solid ${themeColor}` }}>
                <Typography sx={{ fontStyle: 'italic' }}>“{q.quote}”</Typography>
                <Typography variant="body2" color="text.secondary">
                  — {q.url ? <TextLink href={q.url}>{q.source}</TextLink> : q.source}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Section>
      )}

      <Section title="Tour dates">
        {kit.tourDates.length === 0 ? (
          <Typography color="text.secondary">No upcoming shows announced.</Typography>
        ) : (
          <Stack spacing={1}>
            {kit.tourDates.map((d, i) => (
              <Typography key={i}>
                <strong>{fmtDate(d.date)}</strong> · {d.venue}
                {d.city ? `, ${d.city}` : ''} {d.ticketUrl && <TextLink href={d.ticketUrl}>Tickets</TextLink>}
              </Typography>
            ))}
          </Stack>
        )}
      </Section>

      {(kit.socialLinks.length > 0 || kit.contacts.length > 0) && (
        <Section title="Links and contacts">
          <Stack spacing={0.5}>
            {kit.socialLinks.map((s, i) => (
              <Typography key={i}>
                {s.url ? <TextLink href={s.url}>{s.platform}</TextLink> : s.platform}
                {s.followers ? ` · ${formatCount(s.followers)} followers` : ''}
              </Typography>
            ))}
            {kit.contacts.map((c) => (
              <Typography key={c.email}>
                {c.role}: {c.name} · <TextLink href={`mailto:${c.email}`}>{c.email}</TextLink>
              </Typography>
            ))}
          </Stack>
        </Section>
      )}
    </Box>
  );
}
