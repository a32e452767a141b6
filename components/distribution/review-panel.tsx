'use client';
// The reviewer's view of one submission: the cover at full size, quality control, a player per track
// (streamed with Range from the uploaded file), and a comment box per field. "Request changes" sends the
// comments to the artist, who sees each one beside the field to fix.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, errorText } from '@/lib/api-client';
import { RELEASE_COMMENT_FIELDS, TRACK_COMMENT_FIELDS } from '@/lib/distribution/releases/schema';
import { FieldRow, type CommentKey } from './review-field-row';
import type { ReleaseDetail } from '@/lib/distribution/releases/detail';

// The server page hands over the release as releaseDetail reads it (React passes its dates through), with the
// release date as a day and the store selection as a count.
export type ReviewRelease = Pick<
  ReleaseDetail,
  | 'id'
  | 'title'
  | 'primaryArtist'
  | 'genre'
  | 'label'
  | 'pLine'
  | 'cLine'
  | 'artworkFileId'
  | 'artworkWidth'
  | 'artworkHeight'
  | 'tracks'
  | 'qc'
> & { releaseDate: string | null; storeCount: number };

const seconds = (ms: number | null) =>
  ms ? `${Math.floor(ms / 60000)}:${String(Math.round((ms % 60000) / 1000)).padStart(2, '0')}` : '—';

export function ReviewPanel({ release: r }: { release: ReviewRelease }) {
  const router = useRouter();
  const [comments, setComments] = useState<Record<CommentKey, string | undefined>>({});
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setComment = (k: CommentKey, v: string | undefined) => setComments((c) => ({ ...c, [k]: v }));
  const row = { comments, setComment };
  const filled = Object.entries(comments).filter(([, v]) => v !== undefined && v.trim().length > 0);

  async function send() {
    setBusy(true);
    setError(null);
    try {
      await api.post(
        '/api/releases/[id]/review',
        {
          action: 'request_changes',
          note: note.trim() || undefined,
          comments: filled.map(([k, v]) => {
            const parts = k.split(':');
            return parts[0] === 'track'
              ? { trackId: parts[1], field: parts[2], comment: v!.trim() }
              : { field: parts[1], comment: v!.trim() };
          }),
        },
        { params: { id: r.id } },
      );
      router.push('/admin-submissions');
      router.refresh();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const errors = r.qc.filter((i) => i.severity === 'error');
  const warnings = r.qc.filter((i) => i.severity === 'warning');
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Quality control
        </Typography>
        {errors.length === 0 && warnings.length === 0 && <Alert severity="success">Every check passed.</Alert>}
        <Stack spacing={0.5} aria-label="Quality control results">
          {[...errors, ...warnings].map((i, n) => (
            <Alert key={`${i.rule}-${n}`} severity={i.severity} variant="outlined" sx={{ py: 0 }}>
              {i.message}
            </Alert>
          ))}
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6">
          Cover art
        </Typography>
        {r.artworkFileId ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {r.artworkWidth} × {r.artworkHeight} px ·{' '}
              <a href={`/api/files/${r.artworkFileId}`} target="_blank" rel="noreferrer">
                Open at actual size
              </a>
            </Typography>
            {/* eslint-disable-next-line @next/next/no-img-element -- a private file streamed by the API at its own size */}
            <img
              src={`/api/files/${r.artworkFileId}`}
              alt={`Cover art of ${r.title}`}
              data-testid="review-cover"
              style={{ width: '100%', maxWidth: r.artworkWidth ?? undefined, height: 'auto', display: 'block' }}
            />
          </>
        ) : (
          <Alert severity="warning">No cover art uploaded.</Alert>
        )}
        <FieldRow label={RELEASE_COMMENT_FIELDS.cover} commentKey="release:cover" {...row} />
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6">
          Release details
        </Typography>
        <FieldRow label={RELEASE_COMMENT_FIELDS.title} value={r.title} commentKey="release:title" {...row} />
        <FieldRow
          label={RELEASE_COMMENT_FIELDS.primaryArtist}
          value={r.primaryArtist}
          commentKey="release:primaryArtist"
          {...row}
        />
        <FieldRow
          label={RELEASE_COMMENT_FIELDS.releaseDate}
          value={r.releaseDate ?? ''}
          commentKey="release:releaseDate"
          {...row}
        />
        <FieldRow label={RELEASE_COMMENT_FIELDS.genre} value={r.genre} commentKey="release:genre" {...row} />
        <FieldRow label={RELEASE_COMMENT_FIELDS.label} value={r.label} commentKey="release:label" {...row} />
        <FieldRow
          label={RELEASE_COMMENT_FIELDS.copyright}
          value={[r.pLine && `℗ ${r.pLine}`, r.cLine && `© ${r.cLine}`].filter(Boolean).join(' · ')}
          commentKey="release:copyright"
          {...row}
        />
        <FieldRow
          label={RELEASE_COMMENT_FIELDS.stores}
          value={`${r.storeCount} store${r.storeCount === 1 ? '' : 's'}`}
          commentKey="release:stores"
          {...row}
        />
      </Paper>

      {r.tracks.map((t) => {
        const k = (f: keyof typeof TRACK_COMMENT_FIELDS) => `track:${t.id}:${f}`;
        const context = `Track ${t.position}`;
        return (
          <Paper key={t.id} variant="outlined" sx={{ p: 2 }} aria-label={`Track ${t.position}`}>
            <Typography component="h2" variant="h6">
              Track {t.position}: {t.title}
            </Typography>
            <FieldRow label={TRACK_COMMENT_FIELDS.audio} context={context} commentKey={k('audio')} {...row}>
              {t.audioFileId ? (
                <>
                  <audio
                    controls
                    preload="metadata"
                    src={`/api/releases/${r.id}/tracks/${t.id}/audio`}
                    aria-label={`Play track ${t.position}, ${t.title}`}
                    data-testid="review-audio"
                    style={{ width: '100%', marginTop: 4 }}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {t.audioFormat?.toUpperCase()} {t.bitsPerSample ? `${t.bitsPerSample}-bit` : ''}{' '}
                    {t.sampleRate ? `${t.sampleRate / 1000} kHz` : ''} · {seconds(t.durationMs)}
                  </Typography>
                </>
              ) : (
                <Alert severity="warning">No audio uploaded.</Alert>
              )}
            </FieldRow>
            <Divider />
            <FieldRow
              label={TRACK_COMMENT_FIELDS.title}
              value={t.title + (t.version ? ` (${t.version})` : '')}
              context={context}
              commentKey={k('title')}
              {...row}
            />
            <FieldRow
              label={TRACK_COMMENT_FIELDS.isrc}
              value={t.isrcDisplay ?? 'assigned at approval'}
              context={context}
              commentKey={k('isrc')}
              {...row}
            />
            <FieldRow
              label={TRACK_COMMENT_FIELDS.credits}
              value={t.contributors.map((c) => `${c.name} (${c.role.replace('_', ' ')})`).join(', ')}
              context={context}
              commentKey={k('credits')}
              {...row}
            />
            <FieldRow
              label={TRACK_COMMENT_FIELDS.explicit}
              value={t.explicit ? 'Explicit' : 'Clean'}
              context={context}
              commentKey={k('explicit')}
              {...row}
            />
            <FieldRow
              label={TRACK_COMMENT_FIELDS.language}
              value={t.language}
              context={context}
              commentKey={k('language')}
              {...row}
            />
          </Paper>
        );
      })}

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Request changes
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {filled.length === 0
            ? 'Use "Comment" beside a field to tell the artist what to change there.'
            : `${filled.length} field comment${filled.length === 1 ? '' : 's'} will be sent to the artist.`}
        </Typography>
        <TextField
          fullWidth
          multiline
          size="small"
          label="A note for the whole release (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          sx={{ mb: 1 }}
        />
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        <Button variant="contained" color="warning" disabled={busy || filled.length === 0} onClick={send}>
          Request changes
        </Button>
      </Paper>
    </Stack>
  );
}
