// /project/{id}: one release with its progress, codes, tracks, store deliveries and history.
import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { isAdminRole } from '@/lib/platform/auth/roles';
import { releaseDetail } from '@/lib/distribution/releases/detail';
import { releaseStatusLabel, STATUS_LABEL } from '@/lib/distribution/releases/status';
import { AI_CONTENT_LABEL } from '@/lib/distribution/releases/ai-content';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/links';
import { ReleaseActions } from '@/components/distribution/release-actions';
import { AutoRefresh } from '@/components/distribution/auto-refresh';
import { FieldComments } from '@/components/distribution/field-comments';
import { recordOrNotFound } from '@/lib/platform/http/not-found';
import { formatDate, formatDateTime, formatUpc } from '@/lib/platform/format';

export const metadata: Metadata = { title: 'Release' };

const fmt = (d: Date | null) => (d ? formatDateTime(d, 'UTC', true) : '—');

export default async function ProjectPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess('artist');
  const { id } = await params;
  const r = await recordOrNotFound(releaseDetail(user, id));
  const live = r.status === 'distributed' && !r.scheduled;
  const isAdmin = isAdminRole(user.role);
  const inReview = r.status === 'uploaded' || r.status === 'under_review';
  const qcErrors = r.qc.filter((i) => i.severity === 'error').map((i) => i.message);
  const deliveredStores = [
    ...new Set(r.deliveries.filter((d) => d.kind === 'insert' && d.status === 'acknowledged').map((d) => d.store.name)),
  ];
  // Refreshes while deliveries are open, and while an approved release waits to be settled: its last
  // delivery can be acknowledged a moment before the release turns Scheduled or Live, and a page loaded
  // in between would otherwise stay on "Approved" (seen once in the browser suite under load).
  const pending =
    r.deliveries.some((d) => d.status === 'queued' || d.status === 'sending' || d.status === 'delivered') ||
    (r.status === 'approved' && r.deliveries.length > 0);
  // Generative AI as an imported ERN 4.3.2 message declared it: a column only when some track says something.
  const trackAi = r.tracks.some((t) => t.containsAi);
  return (
    <>
      <PageHeader
        title={r.title}
        description={`${r.primaryArtist} · ${r.releaseType.toUpperCase()} · ${r.genre || 'no genre'} · release date ${r.releaseDate ? formatDate(r.releaseDate) : 'not set'}`}
      />
      {pending && <AutoRefresh seconds={2} />}
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
            <Chip
              color={
                live
                  ? 'success'
                  : r.scheduled
                    ? 'info'
                    : r.status === 'rejected' || r.status === 'delivery_failed'
                      ? 'error'
                      : 'default'
              }
              label={r.statusLabel}
              data-testid="release-status"
            />
            <Typography variant="body2">{r.progress}%</Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={r.progress}
            aria-label={`Progress ${r.progress}%`}
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Box sx={{ display: 'flex', gap: 4, mt: 2, flexWrap: 'wrap' }}>
            <Typography>
              <strong>UPC:</strong>{' '}
              <span data-testid="release-upc">{r.upc ? formatUpc(r.upc) : 'assigned at approval'}</span>
            </Typography>
            <Typography>
              <strong>Owner:</strong> {r.owner.name}
            </Typography>
            {r.containsAi && (
              <Typography data-testid="release-ai">
                <strong>Generative AI:</strong> {AI_CONTENT_LABEL[r.containsAi]}
              </Typography>
            )}
            {r.status === 'taken_down' ? (
              <Typography data-testid="release-availability">
                <strong>Taken down</strong> from the stores
              </Typography>
            ) : r.scheduled ? (
              <Typography data-testid="release-availability">
                <strong>Scheduled:</strong> acknowledged by the stores, in shops on{' '}
                {r.releaseDate ? formatDate(r.releaseDate) : ''}
              </Typography>
            ) : (
              r.status === 'distributed' &&
              r.liveAt && (
                <Typography data-testid="release-availability">
                  <strong>Live since:</strong> {fmt(r.liveAt)}
                </Typography>
              )
            )}
          </Box>
          {r.status === 'rejected' && r.rejectionReason && (
            <Alert severity="error" sx={{ mt: 2 }}>
              <strong>Rejected:</strong> {r.rejectionReason}
            </Alert>
          )}
          {r.fieldComments.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <FieldComments comments={r.fieldComments} />
            </Box>
          )}
          {qcErrors.length > 0 && !(isAdmin && inReview) && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Quality control: {qcErrors.join(' ')}
            </Alert>
          )}
          <Box sx={{ mt: 2 }}>
            <ReleaseActions
              id={r.id}
              status={r.status}
              isAdmin={isAdmin}
              isOwner={r.ownerId === user.id}
              title={r.title}
              deliveredStores={deliveredStores}
              qcProblems={qcErrors}
            />
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            Tracks
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Tracks">
              <TableHead>
                <TableRow>
                  <TableCell>#</TableCell>
                  <TableCell>Title</TableCell>
                  <TableCell>ISRC</TableCell>
                  <TableCell>Duration</TableCell>
                  <TableCell>Credits</TableCell>
                  {trackAi && <TableCell>Generative AI</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {r.tracks.map((t) => (
                  <TableRow key={t.id}>
                    <TableCell>{t.position}</TableCell>
                    <TableCell>
                      {t.title}
                      {t.version ? ` (${t.version})` : ''}
                      {t.explicit ? ' · E' : ''}
                    </TableCell>
                    <TableCell data-testid="track-isrc">
                      {t.isrcDisplay ?? 'assigned at approval'}
                      {t.alsoOn.map((o) => (
                        <Typography key={o.id} variant="body2" color="text.secondary">
                          also on <TextLink href={`/project/${o.id}`}>{o.title}</TextLink>
                        </Typography>
                      ))}
                    </TableCell>
                    <TableCell>
                      {t.durationMs
                        ? `${Math.floor(t.durationMs / 60000)}:${String(Math.round((t.durationMs % 60000) / 1000)).padStart(2, '0')}`
                        : '—'}
                    </TableCell>
                    <TableCell>
                      {t.contributors.map((c) => `${c.name} (${c.role.replace('_', ' ')})`).join(', ')}
                    </TableCell>
                    {trackAi && (
                      <TableCell data-testid="track-ai">
                        {t.containsAi ? AI_CONTENT_LABEL[t.containsAi] : '—'}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            Store deliveries
          </Typography>
          {r.deliveries.length === 0 ? (
            <Typography color="text.secondary">Deliveries start when the release is approved.</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Store deliveries">
                <TableHead>
                  <TableRow>
                    <TableCell>Store</TableCell>
                    <TableCell>Message</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Attempts</TableCell>
                    <TableCell>Acknowledged</TableCell>
                    <TableCell>Last error</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {r.deliveries.map((d) => (
                    <TableRow key={d.id}>
                      <TableCell>{d.store.name}</TableCell>
                      <TableCell>{d.kind}</TableCell>
                      <TableCell>{d.status}</TableCell>
                      <TableCell>{d.attempts}</TableCell>
                      <TableCell>{fmt(d.acknowledgedAt)}</TableCell>
                      <TableCell>{d.lastError ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            History
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="History">
              <TableBody>
                {r.statusChanges.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>{fmt(c.createdAt)}</TableCell>
                    <TableCell>
                      {c.fromStatus ? `${STATUS_LABEL[c.fromStatus]} → ` : ''}
                      {releaseStatusLabel(c.toStatus, r.releaseDate, c.createdAt)}
                    </TableCell>
                    <TableCell>{c.actor ? c.actor.name : 'System'}</TableCell>
                    <TableCell>{c.note ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      </Stack>
    </>
  );
}
