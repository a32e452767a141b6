// File type from the bytes (magic numbers), never from the name.
import { fileTypeFromBuffer } from 'file-type';

export type UploadKind = 'audio' | 'image' | 'document';

/** What each kind accepts, by detected MIME type. */
const ACCEPTED_MIME: Record<UploadKind, readonly string[]> = {
  audio: [
    'audio/wav',
    'audio/x-wav',
    'audio/vnd.wave',
    'audio/flac',
    'audio/x-flac',
    'audio/aiff',
    'audio/x-aiff',
    'audio/mpeg',
    'audio/mp4',
    'audio/x-m4a',
    'audio/ogg',
  ],
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  document: ['application/pdf'],
};

export const KIND_LABEL: Record<UploadKind, string> = {
  audio: 'an audio file',
  image: 'an image (JPEG, PNG, WebP or GIF)',
  document: 'a PDF document',
};

/** Bytes needed from the start of a file to recognise it. */
export const SNIFF_BYTES = 4100;

export async function sniff(head: Uint8Array): Promise<{ mime: string; ext: string } | null> {
  const t = await fileTypeFromBuffer(head);
  if (t) return { mime: t.mime === 'audio/x-wav' || t.mime === 'audio/vnd.wave' ? 'audio/wav' : t.mime, ext: t.ext };
  return null;
}

/** The kind a detected type belongs to among the allowed kinds, or null. */
export function kindOf(mime: string, allowed: readonly UploadKind[]): UploadKind | null {
  return allowed.find((k) => ACCEPTED_MIME[k].includes(mime)) ?? null;
}
