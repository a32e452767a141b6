// Root layout: brand metadata and theme colour, providers, the signed-in user for the browser.
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { AppProviders } from '@/components/providers/app-providers';
import { brandFromHeaders, domainContextFromHeaders } from '@/lib/brands/server';
import { getBrandConfig } from '@/lib/brands/brands';
import { brandMetadata, brandViewport } from '@/lib/brands/metadata';
import { currentUser } from '@/lib/auth/current-user';
import { toStoredUser } from '@/lib/auth/session';

export async function generateMetadata(): Promise<Metadata> {
  const h = await headers();
  return brandMetadata(getBrandConfig(brandFromHeaders(h)), h.get('host') ?? 'localhost');
}

export async function generateViewport(): Promise<Viewport> {
  return brandViewport(getBrandConfig(brandFromHeaders(await headers())));
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const h = await headers();
  const brand = brandFromHeaders(h);
  const user = await currentUser();
  // The CSP nonce from proxy.ts: Emotion puts it on its <style> tags (style-src allows only nonced styles).
  const nonce = h.get('x-nonce') ?? undefined;
  return (
    <html lang="en">
      <body>
        <AppRouterCacheProvider options={{ key: 'css', nonce }}>
          <AppProviders brand={brand} domain={domainContextFromHeaders(h)} user={user ? toStoredUser(user) : null}>
            {children}
          </AppProviders>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
