'use client';
// Local storage as an external store (useSyncExternalStore): read during render without an effect, a
// write re-renders every reader in this tab, and the server render sees `undefined` (not read yet).
import { useSyncExternalStore } from 'react';

const EVENT = 'local-storage-write';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

/** The stored string for `key`, null when absent, undefined during the server render and hydration. */
export function useStoredValue(key: string): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key),
    () => undefined,
  );
}

/** Writes (or with null removes) a stored value and tells this tab's readers. */
export function writeStoredValue(key: string, value: string | null): void {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(new Event(EVENT));
}
