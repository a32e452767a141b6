'use client';
// Step 2: tracks with their credits (legal names for writers) and audio.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, errorText } from '@/lib/api-client';
import { AI_CONTENT_LABEL } from '@/lib/distribution/releases/ai-content';
import { AiSelect, type AiChoice } from './ai-select';
import { QcMessages } from './qc-messages';
import { TrackAudio } from './track-audio';
import type { ReleaseView } from './types';

const EMPTY = {
  title: '',
  version: '',
  featured: '',
  composer: '',
  lyricist: '',
  isrc: '',
  instrumental: false,
  explicit: false,
  containsAi: '' as AiChoice | '',
};

export function TracksStep({ release, onChanged }: { release: ReleaseView; onChanged: () => void }) {
  const [v, setV] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV({ ...v, [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value });

  async function add() {
    setError(null);
    const contributors = [
      { name: release.primaryArtist, role: 'main_artist' as const },
      ...(v.featured.trim() ? [{ name: v.featured.trim(), role: 'featured_artist' as const }] : []),
      ...(v.composer.trim() ? [{ name: v.composer.trim(), role: 'composer' as const }] : []),
      ...(v.lyricist.trim() && !v.instrumental ? [{ name: v.lyricist.trim(), role: 'lyricist' as const }] : []),
    ];
    try {
      await api.post(
        '/api/releases/[id]/tracks',
        {
          title: v.title,
          version: v.version,
          isrc: v.isrc.trim() || null,
          instrumental: v.instrumental,
          explicit: v.explicit,
          containsAi: v.containsAi || null,
          language: v.instrumental ? 'zxx' : release.language || 'en',
          contributors,
        },
        { params: { id: release.id } },
      );
      setV(EMPTY);
      onChanged();
    } catch (err) {
      setError(errorText(err));
    }
  }

  async function remove(trackId: string) {
    await api
      .delete('/api/releases/[id]/tracks/[trackId]', { params: { id: release.id, trackId } })
      .catch((err) => setError(errorText(err)));
    onChanged();
  }

  return (
    <Stack spacing={2}>
      <QcMessages qc={release.qc} field="tracks" />
      {release.tracks.map((t) => (
        <Paper key={t.id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 700 }}>
              {t.position}. {t.title}
              {t.version ? ` (${t.version})` : ''} {t.isrcDisplay ? `· ISRC ${t.isrcDisplay}` : ''}
            </Typography>
            <Button size="small" color="error" onClick={() => remove(t.id)}>
              Remove
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t.contributors.map((c) => `${c.name} (${c.role.replace('_', ' ')})`).join(', ')}
            {t.instrumental ? ' · instrumental' : ''}
            {t.explicit ? ' · explicit' : ''}
            {t.containsAi ? ` · generative AI: ${AI_CONTENT_LABEL[t.containsAi]}` : ''}
          </Typography>
          <TrackAudio releaseId={release.id} track={t} onDone={onChanged} />
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          Add a track
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField fullWidth required label="Track title" value={v.title} onChange={set('title')} />
          <TextField
            fullWidth
            label="Version"
            helperText="Remix, Acoustic, Radio Edit ..."
            value={v.version}
            onChange={set('version')}
          />
          <TextField fullWidth label="Featured artist" value={v.featured} onChange={set('featured')} />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 1 }}>
          <TextField fullWidth label="Composer (legal name)" value={v.composer} onChange={set('composer')} />
          <TextField
            fullWidth
            label="Lyricist (legal name)"
            value={v.lyricist}
            onChange={set('lyricist')}
            disabled={v.instrumental}
          />
          <TextField
            fullWidth
            label="ISRC (if you have one)"
            value={v.isrc}
            onChange={set('isrc')}
            helperText="Already released as a single? Use its ISRC: it is the same recording."
          />
        </Stack>
        <FormControlLabel
          control={<Checkbox checked={v.instrumental} onChange={set('instrumental')} />}
          label="Instrumental (no vocals)"
        />
        <FormControlLabel
          control={<Checkbox checked={v.explicit} onChange={set('explicit')} />}
          label="Explicit lyrics"
        />
        <Stack sx={{ my: 1, maxWidth: 360 }}>
          <AiSelect label="Generative AI in this track" value={v.containsAi} onChange={set('containsAi')} />
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        <div>
          <Button variant="contained" onClick={add} disabled={!v.title.trim()}>
            Add track
          </Button>
        </div>
      </Paper>
    </Stack>
  );
}
