'use client';
// Checks /api/version at start and every 5 minutes; a different version offers 'Refresh Now'.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@/lib/platform/storage/browser-keys';
import { api } from '@/lib/api-client';
import { useToast } from '../ui/toast';

const VERSION_CHECK_MS = 5 * 60 * 1000;

export function VersionWatcher() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const shown = useRef(false);

  useEffect(() => {
    const check = async () => {
      try {
        // The route answers `cache-control: no-store`: each check asks the server.
        const { version } = await api.get('/api/version');
        const stored = window.localStorage.getItem(STORAGE_KEYS.version);
        if (!stored) {
          window.localStorage.setItem(STORAGE_KEYS.version, version);
          return;
        }
        if (stored !== version && !shown.current) {
          shown.current = true;
          toast({
            title: 'New Version Available!',
            description: 'A new version of the platform is available. Refresh to get the latest features.',
            duration: Infinity,
            action: {
              label: 'Refresh Now',
              onClick: async () => {
                window.localStorage.setItem(STORAGE_KEYS.version, version);
                queryClient.clear();
                if ('caches' in window) {
                  for (const key of await caches.keys()) await caches.delete(key);
                }
                window.location.reload();
              },
            },
          });
        }
      } catch (err) {
        console.error('Version check failed:', err); // spec §8: logged only
      }
    };
    void check();
    const timer = window.setInterval(check, VERSION_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [toast, queryClient]);

  return null;
}
