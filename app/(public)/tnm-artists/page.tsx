// /tnm-artists: the same roster presented for the TNM program.
import type { Metadata } from 'next';
import { currentBrand } from '@/lib/platform/brands/server';
import { listRoster } from '@/lib/command/roster-service';
import { RosterGrid } from '@/components/command/roster-public';

export const metadata: Metadata = { title: 'TNM artists' };
export const dynamic = 'force-dynamic';

export default async function TnmArtistsPage() {
  const [brand, artists] = await Promise.all([currentBrand(), listRoster()]);
  return (
    <RosterGrid
      title="TNM Artists"
      intro="Artists who grew their careers with TNM Music Institute and its label partners."
      artists={artists}
      themeColor={brand.themeColor}
    />
  );
}
