// Audio and artwork uploads of a draft: streamed to storage, typed by content, read with real parsers;
// a file that fails a check is deleted again, so nothing is left half written.
import { db } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import { parseMultipart } from '../../platform/storage/multipart';
import { deleteFile, getFileOrThrow, openFile, readFileBuffer } from '../../platform/storage/service';
import { longestClippingRun, readAudioFacts, readImageFacts } from '../media';
import { artworkProblem } from '../qc/artwork';
import { getReleaseForUser, releaseAccessWhere } from './access';
import { EDITABLE, isEditable, STATUS_LABEL } from './status';
import type { Prisma } from '../../generated/prisma/client';

// The proxy buffers request bodies up to 110 MB (next.config.ts), so audio stays under it.
const AUDIO_MAX_BYTES = 100 * 1024 * 1024;
const ARTWORK_MAX_BYTES = 40 * 1024 * 1024;

/** The release's `where` for a write from an upload: the caller's (or staff's), and still editable. */
const editableBy = (user: SessionUser): Prisma.ReleaseWhereInput => ({
  ...releaseAccessWhere(user),
  status: { in: [...EDITABLE] },
});
const NO_LONGER_EDITABLE = 'This release left the draft stage during the upload; it can no longer be changed.';

async function draftOf(user: SessionUser, id: string) {
  const r = await getReleaseForUser(id, user);
  if (!isEditable(r.status)) throw new Conflict(`A release that is ${STATUS_LABEL[r.status]} cannot be changed.`);
  return r;
}

export async function uploadTrackAudio(user: SessionUser, releaseId: string, trackId: string, req: Request) {
  const release = await draftOf(user, releaseId);
  const track = await db.track.findFirst({ where: { id: trackId, releaseId } });
  if (!track) throw new NotFound('Track not found');
  const { files } = await parseMultipart(req, release.ownerId, {
    audio: { kinds: ['audio'], maxBytes: AUDIO_MAX_BYTES, purpose: 'release_audio' },
  });
  const file = files.audio;
  if (!file) throw new BadRequest('Choose an audio file to upload.', [{ path: 'audio', message: 'Required' }]);
  try {
    const facts = await readAudioFacts(await openFile(file), file.mime, file.originalName);
    const clippedRun =
      facts.format === 'wav' ? await longestClippingRun(await openFile(file), facts.bitsPerSample) : null;
    const updated = await db.$transaction(async (tx) => {
      const written = await tx.track.updateMany({
        where: { id: trackId, releaseId, release: editableBy(user) },
        data: {
          audioFileId: file.id,
          audioFormat: facts.format,
          durationMs: facts.durationMs,
          sampleRate: facts.sampleRate,
          bitsPerSample: facts.bitsPerSample,
          channels: facts.channels,
          clippedRun,
        },
      });
      if (written.count !== 1) throw new Conflict(NO_LONGER_EDITABLE);
      await recordAudit({
        tx,
        actor: user.id,
        action: 'track.audio_upload',
        target: { type: 'Track', id: trackId },
        detail: { fileId: file.id, format: facts.format },
      });
      return tx.track.findUniqueOrThrow({ where: { id: trackId } });
    });
    if (track.audioFileId && track.audioFileId !== file.id)
      await deleteFile(await getFileOrThrow(track.audioFileId)).catch(() => undefined);
    return {
      track: updated,
      file: { id: file.id, name: file.originalName, mime: file.mime, sizeBytes: Number(file.sizeBytes) },
    };
  } catch (err) {
    await deleteFile(file).catch(() => undefined);
    throw err;
  }
}

export async function uploadArtwork(user: SessionUser, releaseId: string, req: Request) {
  const release = await draftOf(user, releaseId);
  const { files } = await parseMultipart(req, release.ownerId, {
    artwork: { kinds: ['image'], maxBytes: ARTWORK_MAX_BYTES, purpose: 'release_artwork' },
  });
  const file = files.artwork;
  if (!file) throw new BadRequest('Choose an artwork image to upload.', [{ path: 'artwork', message: 'Required' }]);
  try {
    const img = await readImageFacts(await readFileBuffer(file), file.originalName);
    const problem = artworkProblem(img.width, img.height, img.mime);
    if (problem) throw new BadRequest(problem, [{ path: 'artwork', message: problem }]);
    const updated = await db.$transaction(async (tx) => {
      const written = await tx.release.updateMany({
        where: { id: releaseId, ...editableBy(user) },
        data: { artworkFileId: file.id, artworkWidth: img.width, artworkHeight: img.height },
      });
      if (written.count !== 1) throw new Conflict(NO_LONGER_EDITABLE);
      await recordAudit({
        tx,
        actor: user.id,
        action: 'release.artwork_upload',
        target: { type: 'Release', id: releaseId },
        detail: { fileId: file.id },
      });
      return tx.release.findUniqueOrThrow({ where: { id: releaseId } });
    });
    if (release.artworkFileId && release.artworkFileId !== file.id)
      await deleteFile(await getFileOrThrow(release.artworkFileId)).catch(() => undefined);
    return { release: updated, file: { id: file.id, width: img.width, height: img.height, mime: img.mime } };
  } catch (err) {
    await deleteFile(file).catch(() => undefined);
    throw err;
  }
}

/** A track's uploaded audio for playback: the release's owner and staff; anyone else gets 404. */
export async function trackAudioFile(user: SessionUser, releaseId: string, trackId: string) {
  await getReleaseForUser(releaseId, user);
  const track = await db.track.findFirst({ where: { id: trackId, releaseId }, select: { audioFileId: true } });
  if (!track) throw new NotFound('Track not found');
  if (!track.audioFileId) throw new NotFound('This track has no audio yet.');
  const f = await getFileOrThrow(track.audioFileId);
  return {
    name: f.originalName,
    mime: f.mime,
    size: Number(f.sizeBytes),
    storage: f.storage,
    storageKey: f.storageKey,
  };
}
