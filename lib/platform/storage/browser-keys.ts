// The browser's local-storage keys (spec §3), in a module of their own so a small client island can name them
// without loading the request helpers (and TanStack Query) with it.
export const STORAGE_KEYS = {
  user: 'user',
  adminSession: 'adminSession',
  viewMode: 'viewMode',
  version: 'app-version',
} as const;
