'use client';
// Buttons on a release for its owner and for staff: edit, withdraw, review (approve / reject with a
// reason), takedown, update or retry deliveries. The server decides what is legal (409 otherwise).
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiJson, errorText } from '@/lib/api-client';
import { LinkButton } from '../ui/links';

export function ReleaseActions({
  id,
  status,
  isAdmin,
  isOwner,
}: {
  id: string;
  status: string;
  isAdmin: boolean;
  isOwner: boolean;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(url: string, body?: unknown) {
    setBusy(true);
    setError(null);
    try {
      await apiJson('POST', url, body);
      setRejecting(false);
      router.refresh();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const inReview = status === 'uploaded' || status === 'under_review';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(isOwner || isAdmin) && (status === 'draft' || status === 'rejected') && (
          <LinkButton variant="contained" href={`/professional-release-workflow?id=${id}`}>
            {status === 'rejected' ? 'Fix and resubmit' : 'Continue editing'}
          </LinkButton>
        )}
        {(isOwner || isAdmin) && status === 'uploaded' && (
          <Button variant="outlined" disabled={busy} onClick={() => run(`/api/releases/${id}/withdraw`)}>
            Withdraw to edit
          </Button>
        )}
        {isAdmin && status === 'uploaded' && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => run(`/api/releases/${id}/review`, { action: 'start_review' })}
          >
            Start review
          </Button>
        )}
        {isAdmin && inReview && (
          <Button
            variant="contained"
            color="success"
            disabled={busy}
            onClick={() => run(`/api/releases/${id}/review`, { action: 'approve' })}
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
            onClick={() => run(`/api/releases/${id}/redeliver`, { mode: 'retry_failed' })}
          >
            Retry failed deliveries
          </Button>
        )}
        {isAdmin && status === 'distributed' && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => run(`/api/releases/${id}/redeliver`, { mode: 'update' })}
          >
            Send metadata update
          </Button>
        )}
        {(isOwner || isAdmin) && (status === 'distributed' || status === 'delivery_failed') && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => run(`/api/releases/${id}/takedown`)}>
            Take down from stores
          </Button>
        )}
        <Button variant="text" href={`/api/releases/${id}/ern`} target="_blank">
          View DDEX message
        </Button>
      </Stack>
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
              onClick={() => run(`/api/releases/${id}/review`, { action: 'reject', reason })}
            >
              Send rejection
            </Button>
            <Button onClick={() => setRejecting(false)}>Cancel</Button>
          </Stack>
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
