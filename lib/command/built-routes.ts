// The page paths that exist in this build, read from the app/ folder once per process, so the
// command center links only to pages that are there (a tool whose page is missing shows 'planned').
import 'server-only';
import { readdirSync } from 'node:fs';
import path from 'node:path';

export function scanPageRoutes(dir: string, segments: string[] = []): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((d) => {
    if (d.isDirectory()) {
      if (d.name === 'api' || d.name.startsWith('_') || d.name.startsWith('@')) return [];
      return scanPageRoutes(path.join(dir, d.name), [...segments, d.name]);
    }
    // A page, or a route handler that answers a page path (e.g. a redirect)
    if (d.name !== 'page.tsx' && !(d.name === 'route.ts' && segments.length > 0)) return [];
    return ['/' + segments.filter((s) => !s.startsWith('(')).join('/')];
  });
}

let cached: Set<string> | undefined;
export function builtRoutes(): ReadonlySet<string> {
  cached ??= new Set(scanPageRoutes(path.join(process.cwd(), 'app')));
  return cached;
}
