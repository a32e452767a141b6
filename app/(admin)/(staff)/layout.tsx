// Staff-only tools: admins and super admins. Checked on the server for every page of the group.
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { FloatingAssistantButton } from '@/components/brain/floating-assistant-button';

export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess('admin');
  return (
    <>
      {children}
      <FloatingAssistantButton />
    </>
  );
}
