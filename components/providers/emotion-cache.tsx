'use client';
// Emotion's cache for the App Router with the CSP nonce of the document, and that nonce for the other client
// code that writes <style> tags (the drag-and-drop list, the email preview): useNonce(). The server passes the
// nonce of the request it renders, which on a client-side navigation is the RSC request's own, not the
// document's: a route group's layout mounted by such a navigation (each group has its own providers) would
// then write its <style> tags with a nonce the page's policy refuses. In the browser the document's nonce is
// read from its scripts (the `nonce` property; the attribute is hidden once parsed).
import { createContext, useContext, useState, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';

function documentNonce(fallback: string | undefined): string | undefined {
  if (typeof document === 'undefined') return fallback;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || fallback;
}

const NonceContext = createContext<string | undefined>(undefined);

/** The page's CSP nonce, for a <style> tag written outside Emotion. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

export function NoncedEmotionCache({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  const [value] = useState(() => documentNonce(nonce));
  return (
    <NonceContext.Provider value={value}>
      <AppRouterCacheProvider options={{ key: 'css', nonce: value }}>{children}</AppRouterCacheProvider>
    </NonceContext.Provider>
  );
}
