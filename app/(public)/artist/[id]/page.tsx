// /artist/{id}: one roster artist's public page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { db } from '@/lib/db';
import { currentBrand } from '@/lib/brands/server';
import { toRosterView } from '@/lib/command/roster-service';
import { ArtistProfile } from '@/components/command/roster-public';

type Props = { params: Promise<{ id: string }> };

async function load(id: string) {
  const row = await db.rosterArtist.findUnique({ where: { id } });
  return row ? toRosterView(row) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const a = await load((await params).id);
  return { title: a ? a.stageName : 'Artist not found' };
}

export default async function ArtistPage({ params }: Props) {
  const [a, brand] = await Promise.all([load((await params).id), currentBrand()]);
  if (!a) notFound();
  return <ArtistProfile a={a} themeColor={brand.themeColor} />;
}
