'use client';
// The Super Admin Settings password dialog (spec §2.6): Enter submits, Cancel clears. The password is
// checked on the server (step-up), which sets a short-lived elevated session cookie.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/ui/toast';

export function StepUpDialog({
  open,
  onClose,
  next = '/admin-super-settings',
  onGranted,
}: {
  open: boolean;
  onClose: () => void;
  next?: string;
  /** Called instead of navigating to `next` (a page that retries the change it was asked for). */
  onGranted?: () => void;
}) {
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const { toast } = useToast();
  const router = useRouter();

  const cancel = () => {
    setPassword('');
    setError('');
    onClose();
  };

  const submit = async () => {
    if (!password || pending) return;
    setPending(true);
    try {
      const res = await fetch('/api/admin/step-up', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
        credentials: 'include',
      });
      if (res.ok) {
        toast({ title: 'Access Granted', description: 'Welcome to Super Admin Settings' });
        setError('');
        setPassword('');
        onClose();
        if (onGranted) onGranted();
        else router.push(next);
        return;
      }
      const body = (await res.json().catch(() => ({}))) as { error?: string };
      const message = res.status === 429 && body.error ? body.error : 'Invalid password';
      // Shown in the dialog too: while it is open the toast region is hidden from assistive technology.
      setError(message);
      toast({ title: 'Access Denied', description: message, variant: 'destructive' });
      setPassword('');
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={cancel} aria-labelledby="step-up-title" fullWidth maxWidth="xs">
      <DialogTitle id="step-up-title">Super Admin Settings</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Confirm your own password. Access lasts 15 minutes.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          autoFocus
          fullWidth
          type="password"
          label="Your password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void submit();
            }
          }}
          autoComplete="current-password"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!password || pending}>
          Unlock
        </Button>
      </DialogActions>
    </Dialog>
  );
}
