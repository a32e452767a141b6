'use client';
// A held statement (its own figures disagree): the figures as the file gives them, and the admin's choice to
// accept it as it is, with a reason (the dialog), or to delete it; once accepted, the discrepancy stays shown.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { api, errorText } from '@/lib/api-client';

export function HeldStatement({
  id,
  discrepancy,
  onAccepted,
  onDelete,
}: {
  id: string;
  discrepancy: string | null;
  onAccepted: () => Promise<void>;
  onDelete: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [err, setErr] = useState('');
  const accept = async () => {
    setErr('');
    try {
      await api.post('/api/royalties/statements/[id]/accept', { reason }, { params: { id } });
      setOpen(false);
      await onAccepted();
    } catch (e) {
      setErr(errorText(e));
    }
  };
  return (
    <Stack spacing={1}>
      <Alert severity="warning">
        Held: nothing was imported, because the file&apos;s own figures disagree. {discrepancy}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => setOpen(true)}>
          Accept with a reason…
        </Button>
        <Button variant="outlined" color="error" onClick={onDelete}>
          Delete this import
        </Button>
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="accept-held-title" fullWidth>
        <DialogTitle id="accept-held-title">Import the file as it is?</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">
              Its usage lines are imported as the file gives them; the discrepancy stays recorded on the statement with
              your reason.
            </Alert>
            <TextField
              label="Reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              required
              autoFocus
            />
            {err && <Alert severity="error">{err}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={accept} disabled={reason.trim().length < 3}>
            Accept and import
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** An accepted statement's discrepancy, kept on its page. */
export function AcceptedDiscrepancy({
  discrepancy,
  accepted,
}: {
  discrepancy: string | null;
  accepted: { reason: string | null; at: string } | null;
}) {
  if (!discrepancy) return null;
  return (
    <Alert severity="warning">
      The file&apos;s own figures disagree: {discrepancy}
      {accepted && ` Accepted on ${accepted.at.slice(0, 10)}: ${accepted.reason ?? ''}`}
    </Alert>
  );
}
