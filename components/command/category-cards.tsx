'use client';
// The nine category cards (spec §2.6): each shows how many tools open and opens a dialog listing
// them. Tools whose page is not built show disabled as 'planned'. Super Admin Settings opens the
// step-up password dialog.
import { useState } from 'react';
import Link from 'next/link';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CategoryState, ToolState } from '@/lib/command/tools';
import { StepUpDialog } from './step-up-dialog';

export function CategoryCards({ categories, isSuperAdmin }: { categories: CategoryState[]; isSuperAdmin: boolean }) {
  const [open, setOpen] = useState<CategoryState | null>(null);
  const [stepUp, setStepUp] = useState(false);

  const toolItem = (tool: ToolState) => {
    const superOnly = tool.action === 'super-settings';
    if (superOnly && isSuperAdmin && tool.built) {
      return (
        <ListItem key={tool.title} disablePadding>
          <ListItemButton
            onClick={() => {
              setOpen(null);
              setStepUp(true);
            }}
          >
            <ListItemText primary={tool.title} secondary="Asks for your password" />
          </ListItemButton>
        </ListItem>
      );
    }
    if (!tool.built || (superOnly && !isSuperAdmin)) {
      return (
        <ListItem
          key={tool.title}
          aria-disabled="true"
          sx={{ opacity: 0.6 }}
          secondaryAction={
            <Chip size="small" label={superOnly && tool.built ? 'super admins' : 'planned'} variant="outlined" />
          }
        >
          <ListItemText primary={tool.title} />
        </ListItem>
      );
    }
    return (
      <ListItem key={tool.title} disablePadding>
        <ListItemButton component={Link} href={tool.href}>
          <ListItemText primary={tool.title} secondary={tool.href} />
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <>
      <Grid container spacing={2}>
        {categories.map((c) => (
          <Grid key={c.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea onClick={() => setOpen(c)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                    {c.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {c.description}
                  </Typography>
                  <Chip
                    size="small"
                    color="primary"
                    label={`${c.available} ${c.available === 1 ? 'tool' : 'tools'} available`}
                  />
                  {c.tools.length > c.available && (
                    <Chip
                      size="small"
                      sx={{ ml: 1 }}
                      variant="outlined"
                      label={`${c.tools.length - c.available} planned`}
                    />
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Dialog
        open={!!open}
        onClose={() => setOpen(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="category-dialog-title"
      >
        {open && (
          <>
            <DialogTitle id="category-dialog-title">{open.title}</DialogTitle>
            <DialogContent dividers>
              <Typography variant="body2" color="text.secondary">
                {open.description}
              </Typography>
              <List dense>{open.tools.map(toolItem)}</List>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(null)}>Back to Dashboard</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <StepUpDialog open={stepUp} onClose={() => setStepUp(false)} />
    </>
  );
}
