'use client';
// The pieces every small form shares: its sending state, the column with the error above the fields, and the
// email and password fields. Copy components/accounts/register-form.tsx for a new one.
import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ZodType } from 'zod';
import { apiJson, errorText } from '@/lib/api-client';

/**
 * A form's sending state. `submit(work)` clears the error, runs `work` while `pending`, and shows what it throws:
 * the server's sentence (`errorText`) unless the form words failures itself (`failure`).
 */
export function useFormSubmit(failure: (err: unknown) => string = errorText) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(work: () => Promise<void>) {
    setError(null);
    setPending(true);
    try {
      await work();
    } catch (err) {
      setError(failure(err));
    } finally {
      setPending(false);
    }
  }
  return { error, setError, pending, submit };
}

/** A form's submit handler that runs `work` in place of the browser's page reload. */
function preventingReload(work: () => void) {
  return (e: FormEvent) => {
    e.preventDefault();
    work();
  };
}

/**
 * A public form checked in the browser with the server's own schema before it is posted to `url`: `errors` by
 * field when the check fails, otherwise the server's sentence in `result` (ok or not).
 */
export function useCheckedPost(schema: ZodType, url: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState(false);
  async function send(input: unknown) {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const res = await apiJson<{ message: string }>('POST', url, parsed.data);
      setResult({ ok: true, message: res.message });
    } catch (err) {
      setResult({ ok: false, message: errorText(err) });
    } finally {
      setPending(false);
    }
  }
  return { errors, result, pending, send };
}

/**
 * The frame of a `useCheckedPost` form: the server's thanks in place of the form once it is sent; until then the
 * form, with a failed sending's sentence (as `failure`) above the fields. Submitting checks and posts `input`.
 */
export function CheckedPostForm({
  post,
  failure,
  input,
  children,
}: {
  post: Pick<ReturnType<typeof useCheckedPost>, 'result' | 'send'>;
  failure: 'info' | 'error';
  input: unknown;
  children: ReactNode;
}) {
  if (post.result?.ok) return <Alert severity="success">{post.result.message}</Alert>;
  return (
    <Stack component="form" spacing={2} onSubmit={preventingReload(() => void post.send(input))} noValidate>
      {post.result && <Alert severity={failure}>{post.result.message}</Alert>}
      {children}
    </Stack>
  );
}

/** The form's column: the error first (announced to screen readers), then the fields and buttons. */
export function FormStack({
  onSubmit,
  error,
  children,
}: {
  onSubmit: () => void;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Stack component="form" spacing={2} onSubmit={preventingReload(onSubmit)} noValidate>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

/** A form in its own outlined panel, named for screen readers by `label`: its heading, then the fields. */
export function PanelForm({
  label,
  heading,
  onSubmit,
  children,
}: {
  label: string;
  heading: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" aria-label={label} onSubmit={preventingReload(onSubmit)}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {heading}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The shortest password the accounts accept (lib/platform/auth checks it again on the server). */
export const PASSWORD_MIN_LENGTH = 10;

/** A password field: `current` for signing in, otherwise a new one with its rule under it. */
export function PasswordField({
  label,
  value,
  onChange,
  current = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  current?: boolean;
}) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={current ? 'current-password' : 'new-password'}
      helperText={current ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters`}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The keys of a draft whose values are text, so a field can edit them. */
type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** A small text field that edits one key of a form's draft object (`setDraft` receives the whole new draft). */
export function DraftField<T extends object>({
  draft,
  setDraft,
  field,
  ...props
}: { draft: T; setDraft: (draft: T) => void; field: TextKeys<T> } & Omit<TextFieldProps, 'value' | 'onChange'>) {
  return (
    <TextField
      size="small"
      {...props}
      value={draft[field]}
      onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
    />
  );
}
