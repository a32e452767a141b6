// Staff-only pages rendered as static markup (the command center first): admins and super admins, checked on
// the server for every page of the group, as in (staff). Unlike (staff), no client providers: a page that still
// needs them (MUI, queries) wraps itself in AppShell. The floating assistant is an island that loads itself and
// its providers on the first click. No loading.tsx: the page comes in the first HTML, not behind a streamed
// placeholder (which cost the artist dashboard its mobile LCP).
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { islandProps } from '@/components/providers/island-props';
import { AssistantIsland } from '@/components/brain/assistant-island';
import { paletteVars } from '@/components/command/palette';

export default async function StaffLeanLayout({ children }: { children: React.ReactNode }) {
  const user = await requirePageAccess('admin');
  const context = await islandProps(user);
  return (
    <>
      {children}
      <AssistantIsland context={context} style={paletteVars(context.brand)} />
    </>
  );
}
