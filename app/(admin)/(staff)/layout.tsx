// Staff-only tools: admins and super admins. Checked on the server for every page of the group. Its pages are
// MUI client pages: the group brings the client providers (the tools layout above is static markup).
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { AppShell } from '@/components/providers/app-shell';
import { FloatingAssistantButton } from '@/components/brain/floating-assistant-button';

export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess('admin');
  return (
    <AppShell>
      {children}
      <FloatingAssistantButton />
    </AppShell>
  );
}
