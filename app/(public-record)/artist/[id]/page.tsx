// /artist/{id}: one roster artist's public page; for an artist account with a published press kit, the
// one-page artist site built from it (the website service's site the day it is ordered).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { currentBrand } from '@/lib/platform/brands/server';
import { getBrandConfig } from '@/lib/platform/brands/brands';
import { getRosterArtistView } from '@/lib/command/roster-service';
import { artistSiteFromEpk } from '@/lib/services/epk/service';
import { epkJsonLd, epkMetadata, jsonLdScript } from '@/lib/services/epk/metadata';
import { ArtistProfile } from '@/components/command/roster-public';
import { EpkPublic } from '@/components/services/epk-public';

type Props = { params: Promise<{ id: string }> };

const load = getRosterArtistView;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = (await params).id;
  const a = await load(id);
  if (a) return { title: a.stageName };
  const site = await artistSiteFromEpk(id);
  if (site) return { ...epkMetadata(site, getBrandConfig(site.brand).name), title: site.artistName };
  return { title: 'Artist not found' };
}

export default async function ArtistPage({ params }: Props) {
  const id = (await params).id;
  const [a, brand] = await Promise.all([load(id), currentBrand()]);
  if (a) return <ArtistProfile a={a} themeColor={brand.themeColor} />;
  const site = await artistSiteFromEpk(id);
  if (!site) notFound();
  return (
    <>
      {epkJsonLd(site).map((d, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(d) }} />
      ))}
      <EpkPublic kit={site} themeColor={getBrandConfig(site.brand).themeColor} />
    </>
  );
}
