// /featured-artists: the label's roster in the order the admins set.
import type { Metadata } from 'next';
import { currentBrand } from '@/lib/platform/brands/server';
import { listRoster } from '@/lib/command/roster-service';
import { RosterGrid } from '@/components/command/roster-public';

export const metadata: Metadata = { title: 'Featured artists' };
export const dynamic = 'force-dynamic';

export default async function FeaturedArtistsPage() {
  const [brand, artists] = await Promise.all([currentBrand(), listRoster()]);
  return (
    <RosterGrid
      title="Featured Artists"
      intro="The artists of Small Guy Records: independent careers we invest in and release."
      artists={artists}
      themeColor={brand.themeColor}
    />
  );
}
