// One formatter each for money, dates, times and counts (lib/platform/format.ts): no page or component formats
// them on its own, so a figure reads the same on every page. Route handlers (app/api) are left out: they
// answer machines, not people.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function files(dir: string, kinds = /\.(ts|tsx)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (full === path.join('app', 'api')) return [];
    if (statSync(full).isDirectory()) return files(full, kinds);
    return kinds.test(name) ? [full] : [];
  });
}

// `Intl.DateTimeFormat()` with no arguments only asks the browser for its time zone.
const LOCAL_FORMAT = /\.toLocale(Date|Time)?String\(|Intl\.(NumberFormat|DateTimeFormat)\((?!\))/;

it('no page or component formats money, dates or counts outside lib/platform/format', () => {
  const offenders = [...files('app'), ...files('components')].filter((f) => LOCAL_FORMAT.test(readFileSync(f, 'utf8')));
  expect(offenders).toEqual([]);
});

it('the store count is never typed into a page or the copy it shows', () => {
  const copy = [
    ...files('app'),
    ...files('components'),
    // The landing copy and brand settings are JSON content.
    ...files(path.join('lib', 'platform', 'brands'), /\.(ts|tsx|json)$/),
    'lib/command/artist-toolkit.ts',
  ];
  const typed = copy.filter((f) => /\b8[04]\+|\b8[04] (digital )?stores/.test(readFileSync(f, 'utf8')));
  expect(typed).toEqual([]);
});
