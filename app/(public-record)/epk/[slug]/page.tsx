// /epk/{slug}: an artist's public press kit (or one shared by a private link ?t=), with Open Graph
// (og:audio), a Twitter card and schema.org MusicGroup / MusicRecording / Event JSON-LD.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { getBrandConfig } from '@/lib/platform/brands/brands';
import { AppError } from '@/lib/platform/errors';
import { publicEpk } from '@/lib/services/epk/service';
import { epkJsonLd, epkMetadata, jsonLdScript } from '@/lib/services/epk/metadata';
import { EpkPublic } from '@/components/services/epk-public';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ t?: string | string[] }> };

async function load(props: Props, countView: boolean) {
  const { slug } = await props.params;
  const t = (await props.searchParams).t;
  const token = typeof t === 'string' ? t : undefined;
  try {
    return { kit: await publicEpk(slug, token, { countView }) };
  } catch (err) {
    if (err instanceof AppError && err.status === 410) return { gone: true as const };
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const r = await load(props, false);
  if (!r || !('kit' in r) || !r.kit) return { title: 'Press kit not found', robots: { index: false } };
  const meta = epkMetadata(r.kit, getBrandConfig(r.kit.brand).name);
  return (await props.searchParams).t ? { ...meta, robots: { index: false, follow: false } } : meta;
}

export default async function EpkPage(props: Props) {
  const r = await load(props, true);
  if (!r) notFound();
  if ('gone' in r)
    return (
      <Box sx={{ maxWidth: 600, mx: 'auto', p: 4 }}>
        <Alert severity="warning">This press kit link has expired. Ask the artist for a new one.</Alert>
      </Box>
    );
  const kit = r.kit;
  return (
    <>
      {epkJsonLd(kit).map((d, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(d) }} />
      ))}
      <EpkPublic kit={kit} themeColor={getBrandConfig(kit.brand).themeColor} />
    </>
  );
}
