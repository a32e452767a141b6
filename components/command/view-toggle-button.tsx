'use client';
// The view toggle's button: 'View as Artist (MMS)' stores the preview record (server and local storage) and
// goes to /mms/dashboard; 'Return to Admin' removes it and goes to /dashboard. Plain markup and fetch: the
// request helpers are imported on click, so the dashboard's first load carries none of their dependencies.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useStoredValue, writeStoredValue } from '@/components/providers/local-storage';
import { STORAGE_KEYS } from '@/lib/platform/storage/browser-keys';
import { PREVIEW_STORAGE_KEY } from '@/lib/command/view-toggle';
import btn from '@/components/ui/static-button.module.css';
import css from './artist-dashboard.module.css';

export function ViewToggleButton() {
  const artistView = useStoredValue(STORAGE_KEYS.viewMode) === 'artist';
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    setPending(true);
    setError(null);
    const { api, errorText } = await import('@/lib/api-client');
    try {
      if (artistView) {
        await api.delete('/api/admin/view-preview');
        window.localStorage.removeItem(PREVIEW_STORAGE_KEY);
        writeStoredValue(STORAGE_KEYS.viewMode, 'admin');
        router.push('/dashboard');
      } else {
        const { record } = await api.post('/api/admin/view-preview', undefined);
        window.localStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(record));
        writeStoredValue(STORAGE_KEYS.viewMode, 'artist');
        router.push('/mms/dashboard');
      }
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={pending}
        title={artistView ? 'MMS Artist View' : 'Admin View'}
        className={
          artistView
            ? `${btn.button} ${btn.contained} ${css.filledSecondary}`
            : `${btn.button} ${btn.outlined} ${css.tinted}`
        }
      >
        {artistView ? 'Return to Admin' : 'View as Artist (MMS)'}
      </button>
      {error && (
        <span role="alert" className={css.error}>
          {error}
        </span>
      )}
    </>
  );
}
