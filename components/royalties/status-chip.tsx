'use client';
// An import's or a payment's status as a MUI chip: completed and paid green, failed and rejected red, held amber.
import Chip from '@mui/material/Chip';

function statusColor(status: string): 'success' | 'error' | 'warning' | 'default' {
  return status === 'completed' || status === 'paid'
    ? 'success'
    : status === 'failed' || status === 'rejected'
      ? 'error'
      : status === 'held'
        ? 'warning'
        : 'default';
}

export function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={status} color={statusColor(status)} />;
}
