'use client';
// Small pieces shared by the royalties screens: period/store filters, simple tables.
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { toCsv } from '@/lib/platform/csv';

export interface Filters {
  from: string;
  to: string;
  store: string;
}

export function filterQuery(f: Filters): string {
  const p = new URLSearchParams();
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.store) p.set('store', f.store);
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function FilterBar({
  value,
  onChange,
  stores,
  children,
}: {
  value: Filters;
  onChange: (f: Filters) => void;
  stores?: string[];
  children?: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <TextField
        label="From month"
        type="month"
        size="small"
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To month"
        type="month"
        size="small"
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {stores && (
        <TextField
          select
          label="Store"
          size="small"
          value={value.store}
          onChange={(e) => onChange({ ...value, store: e.target.value })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All stores</MenuItem>
          {stores.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      )}
      {children}
    </Stack>
  );
}

export function SimpleTable({
  label,
  head,
  rows,
}: {
  label: string;
  head: string[];
  rows: (string | number | React.ReactElement)[][];
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} align={i === head.length - 1 ? 'right' : 'left'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={i}>
              {r.map((c, j) => (
                <TableCell key={j} align={j === r.length - 1 ? 'right' : 'left'}>
                  {c}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Downloads rows as a CSV file in the browser. */
export function downloadCsv(name: string, head: string[], rows: (string | number)[][]) {
  const text = toCsv(rows, head);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}
