// lib/platform/env.ts is the only reader of process.env in lib/, app/ and proxy.ts: every other module asks it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

it('no module of lib/, app/ or proxy.ts but lib/platform/env.ts reads process.env', () => {
  const readers = [...files('lib'), ...files('app'), 'proxy.ts']
    .filter((f) => f !== path.join('lib', 'platform', 'env.ts'))
    .filter((f) => /process\.env\b(?!\s*\*)/.test(readFileSync(f, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')));
  expect(readers).toEqual([]);
});
