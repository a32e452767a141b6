'use client';
// The signed-in user's own profile: names, time zone and photo (an image by its bytes).
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiJson, apiKey, apiUrl, useApi, type ApiAnswer } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
type Profile = ApiAnswer<'/api/profile'>;

export function ProfileForm() {
  const { data } = useApi('/api/profile');
  const [v, setV] = useState<Profile | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const { toast } = useToast();
  const qc = useQueryClient();
  const [loaded, setLoaded] = useState(data);
  if (data !== loaded) {
    setLoaded(data);
    setV(data ?? null);
  }

  const save = useMutation({
    // Multipart (the photo): the typed client sends JSON, so the form goes through apiJson to the mapped path.
    mutationFn: (form: FormData) => apiJson<Profile>('PATCH', apiUrl('/api/profile'), form),
    onSuccess: (p) => {
      qc.setQueryData(apiKey('/api/profile'), p);
      setPhoto(null);
      toast({ title: 'Profile saved', description: 'Your changes are live.' });
    },
    onError: (err: Error) => {
      const text = err.message.replace(/^\d{3}: /, '');
      let msg = text;
      try {
        msg = (JSON.parse(text) as { error: string }).error;
      } catch {
        /* plain */
      }
      toast({ title: 'Error', description: msg, variant: 'destructive' });
    },
  });

  if (!v) return <CircularProgress aria-label="Loading your profile" />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const form = new FormData();
    for (const k of ['displayName', 'nickname', 'firstName', 'lastName', 'personalTimezone'] as const)
      form.append(k, v[k]);
    if (photo) form.append('profileImage', photo);
    save.mutate(form);
  };
  const set = (k: keyof Profile) => (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value });

  return (
    <form onSubmit={submit}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Avatar src={v.profileImage ?? undefined} alt="Your photo" sx={{ width: 80, height: 80 }}>
          {v.displayName.charAt(0)}
        </Avatar>
        <div>
          <Typography component="label" htmlFor="profile-photo" variant="body2" sx={{ display: 'block' }}>
            Profile photo
          </Typography>
          <input
            id="profile-photo"
            type="file"
            accept="image/*"
            onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          />
        </div>
      </Stack>
      <Grid container spacing={2} sx={{ maxWidth: 720 }}>
        <Grid size={12}>
          <TextField fullWidth label="Email" value={v.email} disabled />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth required label="Display name" value={v.displayName} onChange={set('displayName')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label="Nickname" value={v.nickname} onChange={set('nickname')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label="First name" value={v.firstName} onChange={set('firstName')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label="Last name" value={v.lastName} onChange={set('lastName')} />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            label="Time zone"
            helperText="For example America/New_York"
            value={v.personalTimezone}
            onChange={set('personalTimezone')}
          />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save profile
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
