// The cover artwork's facts for a message's FrontCoverImage, read from the stored file itself: its format and size
// in pixels from the image's own header (image-size reads the PNG IHDR / JPEG SOF, only as many bytes as that
// takes), its SHA-256 the one storage computed over every byte when the file was saved. A file that is missing or
// is not a PNG or JPEG gives no facts: the message then carries what the release row says, and the profile rules
// (./profile-rules.ts) report the cover's missing hash and size.
import { imageSize } from 'image-size';
import { db } from '../../platform/db';
import { openFile } from '../../platform/storage/service';
import type { ErnArtwork } from './release-data';

const CODECS: Record<string, ErnArtwork['codec']> = { png: 'PNG', jpg: 'JPEG' };
/** Past this, a header that still cannot be read is not one (a JPEG's SOF follows its EXIF and ICC data). */
const MAX_HEADER_BYTES = 4 * 1024 * 1024;

async function readHeader(
  file: Parameters<typeof openFile>[0],
): Promise<{ type: string; width: number; height: number } | null> {
  const stream = await openFile(file);
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of stream) {
      head = Buffer.concat([head, Buffer.from(chunk as Buffer)]);
      try {
        const size = imageSize(head);
        if (size.width && size.height && size.type) return { type: size.type, width: size.width, height: size.height };
      } catch {
        // not enough of the header yet
      }
      if (head.length >= MAX_HEADER_BYTES) break;
    }
    return null;
  } finally {
    stream.destroy();
  }
}

/** The cover's facts by file id; null when the file or its header cannot be read. */
export async function readArtworkFacts(fileId: string): Promise<ErnArtwork | null> {
  const file = await db.storedFile.findUnique({ where: { id: fileId } });
  if (!file) return null;
  const header = await readHeader(file).catch(() => null);
  const codec = header && CODECS[header.type];
  if (!header || !codec) return null;
  return { fileId, codec, width: header.width, height: header.height, sha256: file.sha256 };
}

/** Facts of many covers (a batch of deliveries), each file read once. */
export async function readArtworkFactsMany(fileIds: (string | null)[]): Promise<Map<string, ErnArtwork | null>> {
  const ids = [...new Set(fileIds.filter((id): id is string => !!id))];
  const facts = await Promise.all(ids.map(readArtworkFacts));
  return new Map(ids.map((id, i) => [id, facts[i]]));
}
