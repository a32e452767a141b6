// Root layout: brand metadata and theme colour. The client providers are added by each route group's layout
// (components/providers/app-shell.tsx), so the brand landings, static markup, ship none of them.
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { brandFromHeaders } from '@/lib/platform/brands/server';
import { getBrandConfig } from '@/lib/platform/brands/brands';
import { brandMetadata, brandViewport } from '@/lib/platform/brands/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return brandMetadata(getBrandConfig(brandFromHeaders(await headers())));
}

export async function generateViewport(): Promise<Viewport> {
  return brandViewport(getBrandConfig(brandFromHeaders(await headers())));
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
