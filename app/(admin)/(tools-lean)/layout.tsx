// Artist tools rendered as static markup (/projects first): artists, members and staff, checked on the server
// for every page of the group, as in (tools). Unlike (tools), no client providers: a page that still needs them
// (MUI, queries) wraps itself in AppShell. No loading.tsx: the page comes in the first HTML, not behind a
// streamed placeholder (which cost the artist dashboard its mobile LCP).
import { requirePageAccess } from '@/lib/platform/auth/current-user';

export default async function ArtistToolsLeanLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess('artist');
  return children;
}
