// The database is reached only through services in lib/: no page, layout, component or route handler
// imports the Prisma client (type-only imports of generated types are fine).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const DB_IMPORT = /^import\s+(?!type\b)[^;]*from\s+'(@\/lib\/db|@\/lib\/generated\/prisma\/client)'/m;

it('no file of app/ or components/ imports the database client', () => {
  const importers = [...files('app'), ...files('components')].filter((f) => DB_IMPORT.test(readFileSync(f, 'utf8')));
  expect(importers).toEqual([]);
});
