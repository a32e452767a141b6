// lib/platform/env.ts is the only reader of process.env in the product (lib/, app/, components/, jobs/, the root
// modules but instrumentation.ts's build-time NEXT_RUNTIME check): every other module asks it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

it('no module of the product but lib/platform/env.ts reads process.env', () => {
  const readers = [
    ...files('lib'),
    ...files('app'),
    ...files('components'),
    ...files('jobs'),
    'proxy.ts',
    'server-boot.ts',
  ]
    .filter((f) => f !== path.join('lib', 'platform', 'env.ts'))
    .filter((f) => /process\.env\b(?!\s*\*)/.test(readFileSync(f, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')));
  expect(readers).toEqual([]);
});
