'use client';
// The admin layout's dark theme, nested inside the brand theme.
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { brandTheme } from '@/lib/platform/brands/theme';

export function DarkTheme({ brand, children }: { brand: string; children: ReactNode }) {
  const [theme] = useState(() => brandTheme(brand, 'dark'));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
