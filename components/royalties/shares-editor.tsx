'use client';
// Editing a split's contributors: name, email, role and percentage (kept as basis points), with the sum.
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { CREDIT_ROLES } from '@/lib/distribution/releases/schema';
import type { ContributorRole } from '@/lib/royalties/schema';
import { formatPercentBps } from '@/lib/platform/format';

export interface ShareRow {
  name: string;
  email: string;
  role: ContributorRole;
  percent: string;
}

/**
 * lib/royalties/schema.ts's CONTRIBUTOR_ROLES, built here from the distribution module itself: schema.ts reaches
 * it through the distribution face, which would bring the database client into the browser bundle.
 */
const CONTRIBUTOR_ROLES: readonly ContributorRole[] = [...CREDIT_ROLES, 'label', 'other'];

const toBps = (percent: string) => Math.round(Number(percent) * 100);
const sumBps = (rows: ShareRow[]) =>
  rows.reduce((s, r) => s + (Number.isFinite(toBps(r.percent)) ? toBps(r.percent) : 0), 0);
export const toShares = (rows: ShareRow[]) =>
  rows.map((r) => ({ name: r.name, email: r.email || undefined, role: r.role, shareBps: toBps(r.percent) }));
export const fromShares = (
  shares: { name: string; email?: string | null; role: string; shareBps: number }[],
): ShareRow[] =>
  shares.map((s) => ({
    name: s.name,
    email: s.email ?? '',
    role: s.role as ShareRow['role'],
    percent: (s.shareBps / 100).toString(),
  }));

export function SharesEditor({
  rows,
  onChange,
  label,
}: {
  rows: ShareRow[];
  onChange: (r: ShareRow[]) => void;
  label: string;
}) {
  const set = (i: number, patch: Partial<ShareRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const total = sumBps(rows);
  return (
    <Stack spacing={1} role="group" aria-label={label}>
      {rows.map((r, i) => (
        <Stack key={i} direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <TextField
            size="small"
            label={`Contributor ${i + 1} name`}
            value={r.name}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <TextField
            size="small"
            label={`Contributor ${i + 1} email`}
            type="email"
            value={r.email}
            onChange={(e) => set(i, { email: e.target.value })}
            helperText="Invited to claim the share if they have no account"
          />
          <TextField
            size="small"
            select
            label="Role"
            value={r.role}
            onChange={(e) => set(i, { role: e.target.value as ShareRow['role'] })}
            sx={{ minWidth: 160 }}
          >
            {CONTRIBUTOR_ROLES.map((x) => (
              <MenuItem key={x} value={x}>
                {x.replace(/_/g, ' ')}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={`Contributor ${i + 1} share %`}
            value={r.percent}
            onChange={(e) => set(i, { percent: e.target.value })}
            sx={{ width: 140 }}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <IconButton
            aria-label={`Remove contributor ${i + 1}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
            disabled={rows.length === 1}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button onClick={() => onChange([...rows, { name: '', email: '', role: 'composer', percent: '' }])}>
          Add contributor
        </Button>
        <Typography color={total === 10_000 ? 'success.main' : 'error'}>
          Total: {formatPercentBps(total)} {total === 10_000 ? '' : '(must be 100%)'}
        </Typography>
      </Stack>
    </Stack>
  );
}
