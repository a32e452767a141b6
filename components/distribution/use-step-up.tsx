'use client';
// Platform-wide changes need a super admin who confirmed their password recently (step-up). This runs a
// change; on 428 it asks for the password and then repeats the change; on 403 it says who may do it.
import { useRef, useState, type ReactNode } from 'react';
import { StepUpDialog } from '@/components/command/step-up-dialog';
import { errorText } from '@/lib/api-client';

const status = (err: unknown) => Number(/^(\d{3}):/.exec(err instanceof Error ? err.message : '')?.[1]);

export function useStepUp(): {
  run: (change: () => Promise<void>, onError: (message: string) => void) => Promise<void>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const pending = useRef<(() => Promise<void>) | null>(null);
  async function run(change: () => Promise<void>, onError: (message: string) => void) {
    try {
      await change();
    } catch (err) {
      if (status(err) === 428) {
        pending.current = async () => {
          try {
            await change();
          } catch (again) {
            onError(errorText(again));
          }
        };
        setOpen(true);
      } else if (status(err) === 403) {
        onError('Only a super admin can change platform-wide settings.');
      } else onError(errorText(err));
    }
  }
  const dialog = (
    <StepUpDialog
      open={open}
      onClose={() => setOpen(false)}
      onGranted={() => {
        const retry = pending.current;
        pending.current = null;
        void retry?.();
      }}
    />
  );
  return { run, dialog };
}
