// The DDEX schemas ship with the project: a plain clone with nothing beside it validates ERN messages.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SHIPPED_SCHEMA_DIR, schemaDir } from '@/lib/distribution/ern/validate';
import { resetEnvCache } from '@/lib/platform/env';

const README = path.join(SHIPPED_SCHEMA_DIR, 'README.md');

it('resolves the schemas inside the project when DDEX_SCHEMA_DIR is not set', () => {
  const saved = process.env.DDEX_SCHEMA_DIR;
  delete process.env.DDEX_SCHEMA_DIR;
  resetEnvCache();
  try {
    expect(schemaDir()).toBe(path.join(process.cwd(), 'lib', 'distribution', 'ern', 'schemas'));
  } finally {
    if (saved !== undefined) process.env.DDEX_SCHEMA_DIR = saved;
    resetEnvCache();
  }
});

it('ships exactly the files its README names, with the hashes it gives', () => {
  const listed = [...readFileSync(README, 'utf8').matchAll(/^\| `([^`]+\.xsd)` \|.*\| `([0-9a-f]{64})` \|$/gm)].map(
    (m) => [m[1], m[2]],
  );
  const shipped = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return shipped(full);
      return full.endsWith('.xsd') ? [path.relative(SHIPPED_SCHEMA_DIR, full)] : [];
    });
  expect(listed.map(([f]) => f).sort()).toEqual(shipped(SHIPPED_SCHEMA_DIR).sort());
  for (const [file, sha] of listed)
    expect([
      file,
      createHash('sha256')
        .update(readFileSync(path.join(SHIPPED_SCHEMA_DIR, file)))
        .digest('hex'),
    ]).toEqual([file, sha]);
});

it('no code reads anything from a machine path or from the shared folder beside the checkout', () => {
  const code = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      if (['node_modules', 'generated', '.next', '.data'].includes(name)) return [];
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return code(full);
      return /\.(ts|tsx|mjs|js|cjs)$/.test(name) ? [full] : [];
    });
  const offenders = ['app', 'components', 'lib', 'jobs', 'scripts', 'bench', 'prisma', 'tests']
    .flatMap((d) => code(d))
    .filter((f) => f !== path.join('tests', 'unit', 'distribution', 'ern-schemas.test.ts'))
    .filter((f) => /['"`](\/work\/|(\.\.\/)+shared\/)/.test(readFileSync(f, 'utf8')));
  expect(offenders).toEqual([]);
});
