'use client';
// Add New Artist (spec §2.7, §5, §7.2): name, stage name and genre are required; the photo must be an
// image (the server checks its bytes too). Sent as multipart; the form resets on success.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GridField } from '@/components/ui/grid-field';
import Typography from '@mui/material/Typography';
import { apiJson, apiUrl } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import { ROSTER_STATUSES } from '@/lib/command/roster-schema';
import { ROSTER_KEY } from './roster-reorder';

const EMPTY = {
  name: '',
  stageName: '',
  genre: '',
  location: '',
  bio: '',
  status: 'active',
  spotify: '',
  youtube: '',
  facebook: '',
  instagram: '',
  monthlyStreams: '',
  totalReleases: '',
  socialFollowers: '',
  yearlyRevenue: '',
  achievements: '',
};

export function RosterAddForm() {
  const [v, setV] = useState(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { toast } = useToast();
  const qc = useQueryClient();
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [k]: e.target.value }));

  const add = useMutation({
    // Multipart (the photo): the typed client sends JSON, so the form goes through apiJson to the mapped path.
    mutationFn: (form: FormData) => apiJson<{ message: string }>('POST', apiUrl('/api/admin/sgr/artists'), form),
    onSuccess: async (res) => {
      toast({ title: 'Artist Added', description: res.message });
      setV(EMPTY);
      setPhoto(null);
      setFormKey((k) => k + 1);
      await qc.invalidateQueries({ queryKey: ROSTER_KEY });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to add new artist', variant: 'destructive' }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!v.name.trim() || !v.stageName.trim() || !v.genre.trim()) {
      toast({ title: 'Validation Error', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    if (photo && !photo.type.startsWith('image/')) {
      toast({
        title: 'Validation Error',
        description: 'The profile image must be an image file',
        variant: 'destructive',
      });
      return;
    }
    const form = new FormData();
    for (const k of ['name', 'stageName', 'genre', 'location', 'bio', 'status'] as const) form.append(k, v[k]);
    const links = Object.fromEntries(
      (['spotify', 'youtube', 'facebook', 'instagram'] as const)
        .filter((k) => v[k].trim())
        .map((k) => [k, v[k].trim()]),
    );
    form.append('socialLinks', JSON.stringify(links));
    form.append(
      'stats',
      JSON.stringify({
        monthlyStreams: v.monthlyStreams,
        totalReleases: Number.parseInt(v.totalReleases, 10) || 0,
        socialFollowers: v.socialFollowers,
        yearlyRevenue: v.yearlyRevenue,
      }),
    );
    form.append(
      'achievements',
      JSON.stringify(
        v.achievements
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    );
    if (photo) form.append('profileImage', photo);
    add.mutate(form);
  };

  return (
    <form onSubmit={submit} noValidate key={formKey}>
      <Grid container spacing={2}>
        <GridField cell={{ xs: 12, sm: 4 }} required label="Name" value={v.name} onChange={set('name')} />
        <GridField
          cell={{ xs: 12, sm: 4 }}
          required
          label="Stage name"
          value={v.stageName}
          onChange={set('stageName')}
        />
        <GridField cell={{ xs: 12, sm: 4 }} required label="Genre" value={v.genre} onChange={set('genre')} />
        <GridField cell={{ xs: 12, sm: 6 }} label="Location" value={v.location} onChange={set('location')} />
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField select fullWidth label="Status" value={v.status} onChange={set('status')}>
            {ROSTER_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <GridField cell={12} multiline minRows={3} label="Bio" value={v.bio} onChange={set('bio')} />
        {(['spotify', 'youtube', 'facebook', 'instagram'] as const).map((k) => (
          <Grid key={k} size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField fullWidth label={`${k[0].toUpperCase()}${k.slice(1)} link`} value={v[k]} onChange={set(k)} />
          </Grid>
        ))}
        <GridField
          cell={{ xs: 6, md: 3 }}
          label="Monthly streams"
          value={v.monthlyStreams}
          onChange={set('monthlyStreams')}
        />
        <GridField
          cell={{ xs: 6, md: 3 }}
          label="Total releases"
          inputMode="numeric"
          value={v.totalReleases}
          onChange={set('totalReleases')}
        />
        <GridField
          cell={{ xs: 6, md: 3 }}
          label="Social followers"
          value={v.socialFollowers}
          onChange={set('socialFollowers')}
        />
        <GridField
          cell={{ xs: 6, md: 3 }}
          label="Yearly revenue"
          value={v.yearlyRevenue}
          onChange={set('yearlyRevenue')}
        />
        <GridField
          cell={12}
          multiline
          minRows={2}
          label="Achievements (one per line)"
          value={v.achievements}
          onChange={set('achievements')}
        />
        <Grid size={12}>
          <Typography component="label" variant="body2" htmlFor="roster-photo" sx={{ display: 'block', mb: 0.5 }}>
            Profile image
          </Typography>
          <input
            id="roster-photo"
            type="file"
            accept="image/*"
            onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            Add Artist
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
