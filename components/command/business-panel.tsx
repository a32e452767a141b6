'use client';
// 'Turn your music into a business' (spec §2.9): collapsible; opens by itself on the first visit only,
// remembered by a browser flag. The flag is a cookie the page reads on the server (firstVisit), so the panel
// is open in the served HTML: opening it after hydration pushed the rest of the dashboard down (layout shift
// 0.1 on Lighthouse).
import { useEffect, useState, type ReactNode } from 'react';
import { BUSINESS_PANEL_SEEN_COOKIE } from '@/lib/dashboard/business-panel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';

export function BusinessPanel({ firstVisit, children }: { firstVisit: boolean; children: ReactNode }) {
  const [toggled, setOpen] = useState<boolean | null>(null);
  const open = toggled ?? firstVisit;
  // A year; read by the server on the next visit (not HttpOnly: written here).
  useEffect(() => {
    document.cookie = `${BUSINESS_PANEL_SEEN_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
  }, []);
  return (
    <Card variant="outlined" component="section" aria-labelledby="business-panel-title" sx={{ mb: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="business-panel-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Turn your music into a business
          </Typography>
          <Button onClick={() => setOpen(!open)} aria-expanded={open} aria-controls="business-panel-body">
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
