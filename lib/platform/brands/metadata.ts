// Page metadata from the brand: title, description, Open Graph and Twitter cards (off for distro80). Nothing in it
// comes from the request's Host header: the base of its URLs is the brand's configured public address, so the
// landing cache (landing-cache.ts) can serve one page per brand whatever host it was asked on.
import type { Metadata, Viewport } from 'next';
import type { Brand } from './brands';

export function brandMetadata(brand: Brand, title?: string, description?: string): Metadata {
  const pageTitle = title ? `${title} | ${brand.name}` : brand.pageTitle;
  const pageDescription = description ?? brand.description;
  const base: Metadata = {
    title: pageTitle,
    description: pageDescription,
    applicationName: brand.name,
    metadataBase: new URL(`https://${brand.publicDomain}`),
  };
  if (!brand.sharing) return { ...base, openGraph: null, twitter: null };
  return {
    ...base,
    openGraph: {
      title: pageTitle,
      description: pageDescription,
      siteName: brand.name,
      type: 'website',
      locale: 'en_US',
    },
    twitter: { card: 'summary_large_image', title: pageTitle, description: pageDescription },
  };
}

export function brandViewport(brand: Brand): Viewport {
  return { themeColor: brand.themeColor, width: 'device-width', initialScale: 1 };
}
