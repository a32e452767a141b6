'use client';
// The super admin's view toggle (spec §2.10, §4): 'View as Artist (MMS)' stores the preview record
// (server and local storage) and goes to /mms/dashboard; 'Return to Admin' removes it and goes to
// /dashboard. Hidden for non-super-admins and on the brand in VIEW_TOGGLE_HIDDEN_BRAND.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Button from '@mui/material/Button';
import { apiRequest } from '@/lib/api-client';
import { useRole } from '@/components/providers/role-provider';
import { useDomainContext } from '@/components/providers/domain-context';
import { useToast } from '@/components/ui/toast';
import { PREVIEW_STORAGE_KEY, VIEW_TOGGLE_HIDDEN_BRAND } from '@/lib/command/view-toggle';

export function ViewToggle() {
  const { isSuperAdmin, viewMode, setViewMode } = useRole();
  const { brand } = useDomainContext();
  const router = useRouter();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  if (!isSuperAdmin || brand === VIEW_TOGGLE_HIDDEN_BRAND) return null;

  const toArtist = async () => {
    setPending(true);
    try {
      const res = await apiRequest('POST', '/api/admin/view-preview');
      const { record } = (await res.json()) as { record: unknown };
      window.localStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(record));
      setViewMode('artist');
      router.push('/mms/dashboard');
    } catch (err) {
      toast({ title: 'Error', description: (err as Error).message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const toAdmin = async () => {
    setPending(true);
    try {
      await apiRequest('DELETE', '/api/admin/view-preview');
      window.localStorage.removeItem(PREVIEW_STORAGE_KEY);
      setViewMode('admin');
      router.push('/dashboard');
    } catch (err) {
      toast({ title: 'Error', description: (err as Error).message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return viewMode === 'artist' ? (
    <Button
      variant="contained"
      color="secondary"
      onClick={() => void toAdmin()}
      disabled={pending}
      title="MMS Artist View"
    >
      Return to Admin
    </Button>
  ) : (
    <Button variant="outlined" onClick={() => void toArtist()} disabled={pending} title="Admin View">
      View as Artist (MMS)
    </Button>
  );
}
