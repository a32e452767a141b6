'use client';
// /store-management: a store's SFTP or S3 delivery settings and the folder its acknowledgement files are
// read from. The password, key or secret is never shown; leaving it empty keeps the stored one.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { api } from '@/lib/api-client';
import { useStepUp } from './use-step-up';

type Kind = 'none' | 'sftp' | 's3';
type Form = Record<string, string>;

const EMPTY: Form = {
  host: '',
  port: '22',
  username: '',
  authType: 'password',
  remoteDir: '.',
  bucket: '',
  region: 'us-east-1',
  endpoint: '',
  prefix: '',
  accessKeyId: '',
  ackFolder: '',
  secret: '',
};

function field(form: Form, set: (f: Form) => void, name: string, label: string, extra: object = {}) {
  return (
    <TextField
      key={name}
      size="small"
      label={label}
      value={form[name]}
      onChange={(e) => set({ ...form, [name]: e.target.value })}
      {...extra}
    />
  );
}

export function StoreTransportDialog({ store, onClose }: { store: { id: string; name: string }; onClose: () => void }) {
  const [kind, setKind] = useState<Kind>('none');
  const [saved, setSaved] = useState<Kind>('none');
  const [form, setForm] = useState<Form>(EMPTY);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const stepUp = useStepUp();
  const storeId = store.id;

  useEffect(() => {
    void (async () => {
      const t = await api.get('/api/ops/store-transports/[id]', { params: { id: storeId } }).catch(() => null);
      if (!t) return; // 404: the store has none (HTTP(S) or the simulator)
      const values: Record<string, unknown> = t;
      const next = { ...EMPTY };
      for (const k of Object.keys(EMPTY)) if (values[k] !== undefined && k !== 'secret') next[k] = String(values[k]);
      setForm(next);
      setKind(t.kind);
      setSaved(t.kind);
    })();
  }, [storeId]);

  const fail = (text: string) => setMessage({ ok: false, text });
  async function save() {
    setMessage(null);
    if (kind === 'none') return;
    const { secret, ...f } = form;
    const body =
      kind === 'sftp'
        ? {
            kind,
            host: f.host,
            port: Number(f.port),
            username: f.username,
            authType: f.authType === 'key' ? ('key' as const) : ('password' as const),
            remoteDir: f.remoteDir,
            ackFolder: f.ackFolder,
          }
        : {
            kind,
            bucket: f.bucket,
            region: f.region,
            endpoint: f.endpoint,
            prefix: f.prefix,
            accessKeyId: f.accessKeyId,
            forcePathStyle: !!f.endpoint,
            ackFolder: f.ackFolder,
          };
    await stepUp.run(async () => {
      await api.put('/api/ops/store-transports/[id]', secret ? { ...body, secret } : body, { params: { id: storeId } });
      setSaved(kind);
      setForm({ ...form, secret: '' });
      setMessage({ ok: true, text: 'Saved.' });
    }, fail);
  }
  async function remove() {
    setMessage(null);
    await stepUp.run(async () => {
      await api.delete('/api/ops/store-transports/[id]', { params: { id: storeId } });
      setSaved('none');
      setKind('none');
      setMessage({ ok: true, text: 'Removed: deliveries go over HTTP(S) or to the simulator.' });
    }, fail);
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{store.name}: delivery transport</DialogTitle>
      <DialogContent>
        {stepUp.dialog}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
          <TextField
            select
            size="small"
            label="Deliver by"
            value={kind}
            onChange={(e) => setKind(e.target.value as Kind)}
          >
            <MenuItem value="none">HTTP(S) endpoint or the simulator</MenuItem>
            <MenuItem value="sftp">SFTP</MenuItem>
            <MenuItem value="s3">S3 bucket</MenuItem>
          </TextField>
          {kind === 'sftp' && [
            field(form, setForm, 'host', 'Server'),
            field(form, setForm, 'port', 'Port', { type: 'number' }),
            field(form, setForm, 'username', 'User name'),
            <TextField
              key="authType"
              select
              size="small"
              label="Sign in with"
              value={form.authType}
              onChange={(e) => setForm({ ...form, authType: e.target.value })}
            >
              <MenuItem value="password">Password</MenuItem>
              <MenuItem value="key">Private key</MenuItem>
            </TextField>,
            field(form, setForm, 'secret', form.authType === 'key' ? 'Private key' : 'Password', {
              type: form.authType === 'key' ? 'text' : 'password',
              multiline: form.authType === 'key',
              helperText: saved === 'sftp' ? 'Leave empty to keep the stored one.' : undefined,
            }),
            field(form, setForm, 'remoteDir', 'Folder for batches'),
          ]}
          {kind === 's3' && [
            field(form, setForm, 'bucket', 'Bucket'),
            field(form, setForm, 'region', 'Region'),
            field(form, setForm, 'endpoint', 'Address (S3-compatible services only)'),
            field(form, setForm, 'prefix', 'Folder (key prefix) for batches'),
            field(form, setForm, 'accessKeyId', 'Access key id'),
            field(form, setForm, 'secret', 'Secret access key', {
              type: 'password',
              helperText: saved === 's3' ? 'Leave empty to keep the stored one.' : undefined,
            }),
          ]}
          {kind !== 'none' &&
            field(form, setForm, 'ackFolder', 'Acknowledgement folder', {
              helperText:
                'Where the store writes its DDEX acknowledgement files, inside the folder for batches unless it starts with /. Empty: the store sends none, and a written batch counts as acknowledged.',
            })}
        </Stack>
      </DialogContent>
      <DialogActions>
        {saved !== 'none' && kind === 'none' && (
          <Button color="error" onClick={remove}>
            Remove transport
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
        {kind !== 'none' && (
          <Button variant="contained" onClick={save}>
            Save
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
