'use client';
// Reject with an optional reason (one item or the selection).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export function ReasonDialog({
  open,
  count,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  count: number;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const close = (fn: () => void) => {
    fn();
    setReason('');
  };
  return (
    <Dialog open={open} onClose={() => close(onCancel)} fullWidth maxWidth="xs">
      <DialogTitle>Reject {count === 1 ? 'this item' : `${count} items`}?</DialogTitle>
      <DialogContent>
        <TextField
          label="Reason (optional)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(onCancel)}>Cancel</Button>
        <Button color="error" variant="contained" onClick={() => close(() => onConfirm(reason.trim()))}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}
