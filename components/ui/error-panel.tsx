'use client';
// What a route group's error.tsx shows when a page fails to render: a message written for people, a retry (which
// fetches the page again from the server) and a way out. The error's details stay in the server's log; the
// reference (Next's digest) lets support find them.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from './links';

export interface ErrorBoundaryProps {
  error: unknown;
  retry: () => void;
}

export function ErrorPanel({ error, retry, home }: ErrorBoundaryProps & { home: { href: string; label: string } }) {
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Stack component="section" spacing={2} sx={{ maxWidth: 640, mx: 'auto', my: 6, px: 2 }} aria-live="polite">
      <Typography component="h1" variant="h5">
        This page could not be loaded
      </Typography>
      <Alert severity="error">
        Something went wrong on our side while preparing this page. Nothing you entered was lost. Please try again in a
        moment; if it keeps happening, contact support{digest ? ` and mention reference ${digest}` : ''}.
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => retry()}>
          Try again
        </Button>
        <LinkButton href={home.href}>{home.label}</LinkButton>
      </Stack>
    </Stack>
  );
}
