// The press ZIP: bios, photos (with a credits file), stage plot, rider, release artwork and the kit as JSON.
import { PassThrough, type Readable } from 'node:stream';
import { db } from '../../platform/db';
import { openFile } from '../../platform/storage/service';
import { logger } from '../../platform/logger';
import { publicEpk } from './service';
import { epkLists } from './stored';

export async function pressKitZip(slug: string, token?: string): Promise<{ filename: string; stream: Readable }> {
  const kit = await publicEpk(slug, token);
  const e = await db.epk.findUniqueOrThrow({ where: { slug } });
  // archiver 8 is ESM-only: loaded when a ZIP is made (this also keeps it out of Jest's CommonJS runtime).
  const { ZipArchive } = await import('archiver');
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  zip.on('error', (err: Error) => {
    logger.error('press kit zip failed', err);
    out.destroy(err);
  });
  zip.pipe(out);
  zip.append(`${kit.artistName}\n\n${kit.bio.short}\n`, { name: 'bio-short.txt' });
  zip.append(`${kit.bio.medium}\n`, { name: 'bio-medium.txt' });
  zip.append(`${kit.bio.long}\n`, { name: 'bio-long.txt' });
  const { photos } = epkLists(e);
  const credits: string[] = [];
  const fileIds = [
    ...photos.map((p, i) => ({ id: p.fileId, name: `photos/photo-${i + 1}` })),
    { id: e.stagePlotFileId, name: 'stage-plot' },
    { id: e.riderFileId, name: 'rider' },
  ].filter((f): f is { id: string; name: string } => !!f.id);
  photos.forEach((p, i) =>
    credits.push(
      `photo-${i + 1}: ${p.caption || ''}${p.credit ? ` (photo: ${p.credit})` : ''}${p.url ? ` ${p.url}` : ''}`,
    ),
  );
  zip.append(credits.join('\n') + '\n', { name: 'photos/CREDITS.txt' });
  const files = await db.storedFile.findMany({ where: { id: { in: fileIds.map((f) => f.id) } } });
  for (const f of fileIds) {
    const file = files.find((x) => x.id === f.id);
    if (file) zip.append(await openFile(file), { name: `${f.name}.${file.ext}` });
  }
  const releases = await db.release.findMany({
    where: { ownerId: e.userId, status: 'distributed', artworkFileId: { not: null } },
    select: { title: true, artworkFileId: true },
  });
  const arts = await db.storedFile.findMany({ where: { id: { in: releases.map((r) => r.artworkFileId!) } } });
  for (const r of releases) {
    const file = arts.find((a) => a.id === r.artworkFileId);
    if (file) zip.append(await openFile(file), { name: `artwork/${r.title.replace(/[^\w -]+/g, '_')}.${file.ext}` });
  }
  zip.append(JSON.stringify(kit, null, 2), { name: 'press-kit.json' });
  void zip.finalize();
  return { filename: `${slug}-press-kit.zip`, stream: out };
}
