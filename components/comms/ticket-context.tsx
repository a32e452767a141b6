'use client';
// What staff see beside a ticket about a release: its status history, quality checks, store deliveries and
// latest statement lines, to answer without opening other pages.
import type { TicketDetail } from '@/lib/comms/support/service';
import type { Json } from '@/lib/platform/json-types';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime, formatMoney } from '@/lib/platform/format';

export function ContextPanel({ context }: { context: Json<TicketDetail>['context'] }) {
  const { release, payout, statementLines } = context;
  if (!release && !payout && statementLines.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Ticket context">
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        What this is about
      </Typography>
      {release && (
        <Stack spacing={1}>
          <Typography sx={{ fontWeight: 700 }}>
            {release.title} — {release.primaryArtist}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" label={`Status: ${release.statusLabel}`} color="primary" />
            {release.scheduled && release.releaseDate && (
              <Chip size="small" label={`In the shops on ${formatDate(release.releaseDate)}`} />
            )}
            {release.upc && <Chip size="small" label={`UPC ${release.upc}`} />}
            {release.tracks.map((t) => t.isrc && <Chip key={t.position} size="small" label={`ISRC ${t.isrc}`} />)}
          </Stack>
          {release.rejectionReason && <Alert severity="warning">Reason given: {release.rejectionReason}</Alert>}
          <Typography variant="subtitle2">Status history</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {release.history.map((h, i) => (
              <li key={i}>
                <Typography variant="body2">
                  {formatDateTime(h.createdAt)}: {h.label}
                  {h.note ? ` — ${h.note}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
          <Typography variant="subtitle2">Quality checks</Typography>
          {release.qc.length === 0 ? (
            <Typography variant="body2" color="success.main">
              No problems found.
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {release.qc.map((q, i) => (
                <li key={i}>
                  <Typography variant="body2" color={q.severity === 'error' ? 'error' : 'text.secondary'}>
                    {q.severity}: {q.message}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
          {release.deliveries.length > 0 && (
            <>
              <Typography variant="subtitle2">Store deliveries</Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {release.deliveries.map((d, i) => (
                  <li key={i}>
                    <Typography variant="body2">
                      {d.store} ({d.kind}): {d.status}
                      {d.log[0] ? ` — ${d.log[0].message}` : ''}
                    </Typography>
                  </li>
                ))}
              </Box>
            </>
          )}
        </Stack>
      )}
      {payout && (
        <Typography>
          Payout of {formatMoney(payout.amountCents)}: {payout.status}
          {payout.rejectionReason ? ` (${payout.rejectionReason})` : ''}, requested {formatDate(payout.createdAt)} to{' '}
          {payout.methodSummary}
        </Typography>
      )}
      {statementLines.length > 0 && (
        <Box tabIndex={0} sx={{ overflowX: 'auto', mt: 1 }}>
          <Typography variant="subtitle2">Latest statement lines</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {statementLines.map((l, i) => (
              <li key={i}>
                <Typography variant="body2">
                  {l.salePeriod} {l.store} {l.country}: {l.units} units, {formatMoney(l.amountCents)}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
