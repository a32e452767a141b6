'use client';
// Buttons on a release for its owner and for staff: edit, withdraw, review (approve / reject with a
// reason; Approve stays disabled with the reasons listed while quality control fails), takedown (after a
// confirmation that says what it does), re-release, update or retry deliveries. The server decides what is
// legal (409 otherwise).
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { api, errorText } from '@/lib/api-client';
import { LinkButton } from '../ui/links';

export function ReleaseActions({
  id,
  status,
  isAdmin,
  isOwner,
  title,
  deliveredStores = [],
  qcProblems = [],
}: {
  id: string;
  status: string;
  isAdmin: boolean;
  isOwner: boolean;
  /** The release's title, named in the takedown confirmation. */
  title?: string;
  /** Stores that acknowledged the release: a takedown goes to each. */
  deliveredStores?: string[];
  /** Quality-control errors: while there are any, Approve is disabled and they are listed beside it. */
  qcProblems?: string[];
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmTakedown, setConfirmTakedown] = useState(false);

  const target = { params: { id } };
  async function run(request: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await request();
      setRejecting(false);
      setConfirmTakedown(false);
      router.refresh();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const inReview = status === 'uploaded' || status === 'under_review';
  const qcBlocks = qcProblems.length > 0;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(isOwner || isAdmin) && (status === 'draft' || status === 'rejected') && (
          <LinkButton variant="contained" href={`/professional-release-workflow?id=${id}`}>
            {status === 'rejected' ? 'Fix and resubmit' : 'Continue editing'}
          </LinkButton>
        )}
        {(isOwner || isAdmin) && status === 'uploaded' && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => run(() => api.post('/api/releases/[id]/withdraw', undefined, target))}
          >
            Withdraw to edit
          </Button>
        )}
        {isAdmin && status === 'uploaded' && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => run(() => api.post('/api/releases/[id]/review', { action: 'start_review' }, target))}
          >
            Start review
          </Button>
        )}
        {isAdmin && inReview && (
          <Button
            variant="contained"
            color="success"
            disabled={busy || qcBlocks}
            aria-describedby={qcBlocks ? `qc-blockers-${id}` : undefined}
            onClick={() => run(() => api.post('/api/releases/[id]/review', { action: 'approve' }, target))}
          >
            Approve
          </Button>
        )}
        {isAdmin && inReview && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setRejecting(true)}>
            Reject
          </Button>
        )}
        {isAdmin && status === 'delivery_failed' && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => run(() => api.post('/api/releases/[id]/redeliver', { mode: 'retry_failed' }, target))}
          >
            Retry failed deliveries
          </Button>
        )}
        {isAdmin && status === 'distributed' && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => run(() => api.post('/api/releases/[id]/redeliver', { mode: 'update' }, target))}
          >
            Send metadata update
          </Button>
        )}
        {(isOwner || isAdmin) && (status === 'distributed' || status === 'delivery_failed') && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmTakedown(true)}>
            Take down from stores
          </Button>
        )}
        {isAdmin && status === 'taken_down' && (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => run(() => api.post('/api/releases/[id]/redeliver', { mode: 'rerelease' }, target))}
          >
            Re-release to stores
          </Button>
        )}
        <Button variant="text" href={`/api/releases/${id}/ern`} target="_blank">
          View DDEX message
        </Button>
      </Stack>
      {isAdmin && inReview && qcBlocks && (
        <Alert severity="warning" id={`qc-blockers-${id}`}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Approve is unavailable until quality control passes:
          </Typography>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {qcProblems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Dialog
        open={confirmTakedown}
        onClose={() => !busy && setConfirmTakedown(false)}
        aria-labelledby={`takedown-title-${id}`}
        aria-describedby={`takedown-text-${id}`}
      >
        <DialogTitle id={`takedown-title-${id}`}>Take {title ? `“${title}”` : 'this release'} down?</DialogTitle>
        <DialogContent>
          <DialogContentText id={`takedown-text-${id}`}>
            The release is removed from every store it was delivered to
            {deliveredStores.length > 0
              ? ` (${deliveredStores.length} store${deliveredStores.length === 1 ? '' : 's'}: ${deliveredStores.join(', ')})`
              : ''}
            : each gets a takedown message and removes it on its own timetable. Listeners can no longer stream or buy it
            there; earnings the stores report afterwards are still paid. Staff can re-release it later.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmTakedown(false)} disabled={busy} autoFocus>
            Keep it in the stores
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => run(() => api.post('/api/releases/[id]/takedown', undefined, target))}
          >
            Take down from every store
          </Button>
        </DialogActions>
      </Dialog>
      {rejecting && (
        <Stack spacing={1} sx={{ maxWidth: 640 }}>
          <TextField
            label="Reason for rejection"
            helperText="The artist sees this and what to fix"
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              color="error"
              disabled={busy}
              onClick={() => run(() => api.post('/api/releases/[id]/review', { action: 'reject', reason }, target))}
            >
              Send rejection
            </Button>
            <Button variant="outlined" href={`/admin-submissions/${id}`}>
              Comment per field instead
            </Button>
            <Button onClick={() => setRejecting(false)}>Cancel</Button>
          </Stack>
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
