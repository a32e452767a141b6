// The client providers of every page built with MUI (theme, Emotion's cache with the CSP nonce, session,
// queries, the stored user), added by each route group's layout rather than the root one, so the brand
// landings (app/(landing), static markup) load none of their JavaScript.
import { headers } from 'next/headers';
import { AppProviders } from './app-providers';
import { NoncedEmotionCache } from './emotion-cache';
import { brandFromHeaders, domainContextFromHeaders } from '@/lib/platform/brands/server';
import { currentUser } from '@/lib/platform/auth/current-user';
import { toStoredUser } from '@/lib/platform/auth/session';

export async function AppShell({ children }: { children: React.ReactNode }) {
  const h = await headers();
  const user = await currentUser();
  // The CSP nonce from proxy.ts: Emotion puts it on its <style> tags (style-src allows only nonced styles).
  const nonce = h.get('x-nonce') ?? undefined;
  return (
    <NoncedEmotionCache nonce={nonce}>
      <AppProviders
        brand={brandFromHeaders(h)}
        domain={domainContextFromHeaders(h)}
        user={user ? toStoredUser(user) : null}
      >
        {children}
      </AppProviders>
    </NoncedEmotionCache>
  );
}
