'use client';
// Quality-control messages for one field (or a group of fields), shown next to the input to fix.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { issuesFor, type QcIssue } from './types';

export function QcMessages({ qc, field }: { qc: QcIssue[] | undefined; field: string }) {
  const list = issuesFor(qc, field);
  if (!list.length) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      {list.map((i, n) => (
        <Alert key={`${i.rule}-${n}`} severity={i.severity} variant="outlined" sx={{ py: 0 }}>
          {i.message}
        </Alert>
      ))}
    </Stack>
  );
}
