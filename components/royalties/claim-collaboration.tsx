'use client';
// Claiming a split share from an emailed link: into the signed-in account, or a new account.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, errorText, useApi } from '@/lib/api-client';
import { AuthCard } from '../accounts/auth-card';
import { TextLink } from '../ui/links';
import { formatMoney, formatPercentBps } from '@/lib/platform/format';

export function ClaimCollaboration({ token }: { token: string }) {
  const target = { params: { token } };
  const info = useApi('/api/royalties/claims/[token]', target, { retry: false });
  const me = useApi('/api/auth/me', {}, { retry: false, meta: { on401: 'returnNull' } });
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const signedIn = !!me.data && !me.error;
  const m = useMutation({
    mutationFn: () => api.post('/api/royalties/claims/[token]', signedIn ? {} : { name, password }, target),
  });
  const body = () => {
    if (info.error) return <Alert severity="error">{errorText(info.error)}</Alert>;
    if (!info.data) return <Typography>Loading…</Typography>;
    const c = info.data;
    if (m.isSuccess)
      return (
        <Alert severity="success">
          Your share is now in your account; {formatMoney(m.data.creditedCents)} of earnings were credited.{' '}
          <TextLink href={signedIn ? '/earnings' : '/mms/login'}>{signedIn ? 'See your earnings' : 'Sign in'}</TextLink>
        </Alert>
      );
    return (
      <Stack
        spacing={2}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          m.mutate();
        }}
      >
        <Typography>
          {c.name}, you were credited as {c.role.replace(/_/g, ' ')} with {formatPercentBps(c.shareBps)} of the earnings
          of “{c.work}”. Earnings waiting for you: {formatMoney(c.unclaimedCents)}.
        </Typography>
        {signedIn ? (
          <Typography>You are signed in as {me.data!.email}; the share will go to this account.</Typography>
        ) : c.hasAccount ? (
          <Alert severity="info">
            An account exists for {c.email}.{' '}
            <TextLink href={`/mms/login?callbackUrl=${encodeURIComponent(`/mms/claim-collaboration/${token}`)}`}>
              Sign in
            </TextLink>{' '}
            to claim the share.
          </Alert>
        ) : (
          <>
            <Typography>Create your account for {c.email}:</Typography>
            <TextField label="Your name" required value={name} onChange={(e) => setName(e.target.value)} />
            <TextField
              label="Password"
              type="password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              helperText="At least 10 characters"
            />
          </>
        )}
        {m.error && <Alert severity="error">{errorText(m.error)}</Alert>}
        {(signedIn || !c.hasAccount) && (
          <Button type="submit" variant="contained" disabled={m.isPending}>
            Claim my share
          </Button>
        )}
      </Stack>
    );
  };
  return <AuthCard title="Claim your share">{body()}</AuthCard>;
}
