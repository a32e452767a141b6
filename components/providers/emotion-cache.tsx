'use client';
// Emotion's cache for the App Router with the CSP nonce of the document. The server passes the nonce of the
// request it renders, which on a client-side navigation is the RSC request's own, not the document's: a
// route group's layout mounted by such a navigation (each group has its own providers) would then write its
// <style> tags with a nonce the page's policy refuses. In the browser the document's nonce is read from its
// scripts (the `nonce` property; the attribute is hidden once parsed).
import { useState, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';

function documentNonce(fallback: string | undefined): string | undefined {
  if (typeof document === 'undefined') return fallback;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || fallback;
}

export function NoncedEmotionCache({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  const [value] = useState(() => documentNonce(nonce));
  return <AppRouterCacheProvider options={{ key: 'css', nonce: value }}>{children}</AppRouterCacheProvider>;
}
