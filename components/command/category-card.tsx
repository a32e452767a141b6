'use client';
// The dashboards' category cards (admin command center and artist dashboard): a card per category that opens
// a dialog listing its tools.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

/** A category's card in the grid: its title and description, then `children` (e.g. tool counts). */
export function CategoryCard({
  title,
  description,
  onOpen,
  children,
}: {
  title: string;
  description: string;
  onOpen: () => void;
  children?: ReactNode;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea onClick={onOpen} sx={{ height: '100%' }}>
          <CardContent>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={children ? { mb: 1 } : undefined}>
              {description}
            </Typography>
            {children}
          </CardContent>
        </CardActionArea>
      </Card>
    </Grid>
  );
}

/** The open category's tools in a dialog; `closeLabel` names the way back. */
export function CategoryDialog({
  title,
  id,
  maxWidth,
  closeLabel,
  onClose,
  children,
}: {
  title: string | null;
  id: string;
  maxWidth: 'xs' | 'sm';
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={title !== null} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={id}>
      {title !== null && (
        <>
          <DialogTitle id={id}>{title}</DialogTitle>
          <DialogContent dividers>{children}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{closeLabel}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
