'use client';
// The SLA state of a ticket as a chip: overdue in red, due soon in amber, paused while waiting on the customer.
import Chip from '@mui/material/Chip';
import type { SlaState } from '@/lib/comms/support/sla';
import { formatDateTime } from '@/lib/platform/format';
import type { Json } from '@/lib/platform/json-types';

type Sla = Json<SlaState>;

export function SlaChip({ sla }: { sla: Sla }) {
  const c =
    sla.firstResponse.state === 'met' || sla.firstResponse.state === 'breached' ? sla.resolution : sla.firstResponse;
  const what = c === sla.firstResponse ? 'First reply' : 'Resolution';
  const due = formatDateTime(c.dueAt);
  if (sla.overdue) return <Chip size="small" color="error" label={`Overdue: ${what.toLowerCase()} was due ${due}`} />;
  if (c.state === 'paused') return <Chip size="small" variant="outlined" label="Paused: waiting on the customer" />;
  if (c.state === 'due_soon') return <Chip size="small" color="warning" label={`${what} due ${due}`} />;
  if (c.state === 'met') return <Chip size="small" color="success" variant="outlined" label="Within SLA" />;
  if (c.state === 'breached') return <Chip size="small" color="error" variant="outlined" label="SLA missed" />;
  return <Chip size="small" variant="outlined" label={`${what} due ${due}`} />;
}
