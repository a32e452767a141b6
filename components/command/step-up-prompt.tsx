'use client';
// Shown instead of the settings when the step-up has expired or never happened.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useRouter } from 'next/navigation';
import { StepUpDialog } from './step-up-dialog';

export function StepUpPrompt({ next }: { next: string }) {
  const [open, setOpen] = useState(true);
  const router = useRouter();
  return (
    <>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={() => setOpen(true)}>
            Enter password
          </Button>
        }
      >
        Confirm your password to open these settings.
      </Alert>
      <StepUpDialog
        open={open}
        next={next}
        onClose={() => {
          setOpen(false);
          router.refresh();
        }}
      />
    </>
  );
}
