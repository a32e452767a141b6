'use client';
// 'Turn your music into a business' (spec §2.9): collapsible; opens by itself on the first visit only,
// remembered by a local browser flag.
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';

export const BUSINESS_PANEL_SEEN_KEY = 'businessPanelSeen';

export function BusinessPanel({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!window.localStorage.getItem(BUSINESS_PANEL_SEEN_KEY)) {
      window.localStorage.setItem(BUSINESS_PANEL_SEEN_KEY, '1');
      setOpen(true);
    }
  }, []);
  return (
    <Card variant="outlined" component="section" aria-labelledby="business-panel-title" sx={{ mb: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="business-panel-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Turn your music into a business
          </Typography>
          <Button onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls="business-panel-body">
            {open ? 'Hide' : 'Show'}
          </Button>
        </Box>
        <Collapse in={open} id="business-panel-body">
          <Box sx={{ pt: 2 }}>{children}</Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
