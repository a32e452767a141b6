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
import { toastOnNextPage, useToast } from '@/components/ui/toast';
import { api, ApiError, errorText } from '@/lib/api-client';

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
      const refused = await api.post('/api/admin/step-up', { password }).then(
        () => null,
        (err: unknown) => {
          if (err instanceof ApiError) return err;
          throw err;
        },
      );
      if (!refused) {
        const granted = { title: 'Access Granted', description: 'Welcome to Super Admin Settings' };
        setError('');
        setPassword('');
        onClose();
        if (onGranted) {
          toast(granted);
          onGranted();
        } else {
          // The settings page is in another route group, with its own providers (and toasts).
          toastOnNextPage(granted);
          router.push(next);
        }
        return;
      }
      const message = refused.status === 429 ? errorText(refused, 'Invalid password') : 'Invalid password';
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
