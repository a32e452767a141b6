'use client';
// A full-width text field in a cell of a form's Grid, with an optional note under it (e.g. quality-check
// messages): the unit of the two-column forms (release details, roster artist).
import type { ReactNode } from 'react';
import Grid, { type GridSize } from '@mui/material/Grid';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Size = GridSize | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', GridSize>>;

/** `cell` is the Grid size of the cell. */
export function GridField({ cell, note, ...field }: TextFieldProps & { cell: Size; note?: ReactNode }) {
  return (
    <Grid size={cell}>
      <TextField fullWidth {...field} />
      {note}
    </Grid>
  );
}
