// The deep scan's analysers, run on the platform's own source tree: a file walk, knip (unused files,
// exports and dependencies, missing dependencies), madge (circular imports) and an environment scan.
import { childProcessEnv, env, setVariableNames } from '../../platform/env';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const SKIP_DIRS = new Set([
  'node_modules',
  '.next',
  '.git',
  '.data',
  'generated',
  'test-results',
  'playwright-report',
  'coverage',
  '.turbo',
]);
const CODE_EXT = new Set(['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs']);

export function projectRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ env().BRAIN_SCAN_ROOT ?? process.cwd());
}

/** Every file of the tree (relative paths, sorted), skipping build output, data and dependencies. */
export function walkFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      if (d.isDirectory()) {
        if (!SKIP_DIRS.has(d.name) && !(d.name.startsWith('.') && d.name !== '.ci'))
          walk(path.join(/*turbopackIgnore: true*/ dir, d.name));
      } else if (d.isFile()) out.push(path.relative(root, path.join(/*turbopackIgnore: true*/ dir, d.name)));
    }
  };
  walk(root);
  return out.sort();
}

export const isCode = (file: string) => CODE_EXT.has(path.extname(file));

export function readText(root: string, file: string, maxBytes = 256 * 1024): string {
  const full = path.join(/*turbopackIgnore: true*/ root, file);
  if (statSync(full).size > maxBytes) return '';
  return readFileSync(full, 'utf8');
}

export interface KnipFindings {
  unusedFiles: string[];
  unusedDeps: string[];
  missingDeps: string[];
  unusedExports: { file: string; name: string; line: number }[];
}

interface KnipIssue {
  file: string;
  files?: { name: string }[];
  dependencies?: { name: string }[];
  devDependencies?: { name: string }[];
  unlisted?: { name: string }[];
  unresolved?: { name: string }[];
  exports?: { name: string; line?: number }[];
  types?: { name: string; line?: number }[];
}

function parseKnip(json: string): KnipFindings {
  const data = JSON.parse(json) as { issues?: KnipIssue[]; files?: string[] };
  const f: KnipFindings = { unusedFiles: [], unusedDeps: [], missingDeps: [], unusedExports: [] };
  for (const i of data.issues ?? []) {
    for (const x of i.files ?? []) f.unusedFiles.push(x.name);
    for (const x of [...(i.dependencies ?? []), ...(i.devDependencies ?? [])]) f.unusedDeps.push(x.name);
    for (const x of i.unlisted ?? []) f.missingDeps.push(`${x.name} (imported in ${i.file})`);
    for (const x of i.unresolved ?? []) f.missingDeps.push(`${x.name} (unresolved in ${i.file})`);
    for (const x of [...(i.exports ?? []), ...(i.types ?? [])])
      f.unusedExports.push({ file: i.file, name: x.name, line: x.line ?? 1 });
  }
  for (const name of data.files ?? []) f.unusedFiles.push(name);
  f.unusedFiles = [...new Set(f.unusedFiles)].sort();
  f.unusedDeps = [...new Set(f.unusedDeps)].sort();
  f.missingDeps = [...new Set(f.missingDeps)].sort();
  return f;
}

function bin(root: string, name: string): string {
  const local = path.join(/*turbopackIgnore: true*/ root, 'node_modules/.bin', name);
  return existsSync(local) ? local : path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules/.bin', name);
}

export async function runKnip(root: string): Promise<KnipFindings> {
  const { stdout } = await run(bin(root, 'knip'), ['--reporter', 'json', '--no-exit-code', '--no-progress'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
    timeout: 10 * 60_000,
    env: childProcessEnv({ NO_COLOR: '1' }),
  });
  return parseKnip(stdout || '{"issues":[]}');
}

const MADGE_DIRS = ['app', 'lib', 'components', 'jobs', 'scripts', 'prisma/seed'];

/** Circular import chains, each as "a.ts > b.ts > a.ts". */
export async function runMadge(root: string): Promise<string[]> {
  const dirs = MADGE_DIRS.filter((d) => existsSync(path.join(/*turbopackIgnore: true*/ root, d)));
  if (dirs.length === 0) return [];
  const args = [
    '--circular',
    '--json',
    '--no-spinner',
    '--extensions',
    'ts,tsx,js,jsx,mjs',
    '--exclude',
    '(^|/)generated/',
    ...dirs,
  ];
  if (existsSync(path.join(/*turbopackIgnore: true*/ root, 'tsconfig.json'))) args.push('--ts-config', 'tsconfig.json');
  // madge exits 1 when it finds a cycle: that is a finding (its JSON is on stdout), not a failed scan.
  const { stdout } = await run(bin(root, 'madge'), args, {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
    timeout: 10 * 60_000,
  }).catch((err: { code?: number; stdout?: string }) => {
    if (err.code === 1 && err.stdout?.trim().startsWith('[')) return { stdout: err.stdout };
    throw err;
  });
  const cycles = JSON.parse(stdout.trim() || '[]') as string[][];
  return cycles.map((c) => [...c, c[0]].join(' > '));
}

export interface EnvFindings {
  /** Every variable the code reads through process.env, with one file that reads it */
  readInCode: Record<string, string>;
  definedInEnvTs: string[];
  definedInExample: string[];
  /** Read in code, set in neither lib/platform/env.ts, .env.example nor this process */
  missingAtRuntime: string[];
  /** Read in code but not listed in .env.example */
  undocumented: string[];
  /** Variables read in code and set in this process: names only, never their values */
  present: Record<string, '[set]'>;
}

const ENV_READ = /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g;
/** Set by Node, Next or the test runners: never something to document. */
const PLATFORM_VARS = new Set([
  'NODE_ENV',
  'NEXT_RUNTIME',
  'NEXT_PHASE',
  'CI',
  'PORT',
  'HOSTNAME',
  'JEST_WORKER_ID',
  'NODE_OPTIONS',
  'TZ',
  'HOME',
  'PATH',
]);

export function scanEnv(
  root: string,
  codeFiles: string[],
  processEnv: Readonly<Record<string, string | undefined>> = Object.fromEntries(
    setVariableNames().map((n) => [n, '[set]']),
  ),
): EnvFindings {
  const readInCode: Record<string, string> = {};
  for (const file of codeFiles) {
    if (file.startsWith('tests/') || file.startsWith('bench/')) continue;
    const text = readText(root, file);
    for (const m of text.matchAll(ENV_READ)) {
      const name = m[1] ?? m[2];
      if (!PLATFORM_VARS.has(name)) readInCode[name] ??= file;
    }
  }
  const envTs = existsSync(path.join(/*turbopackIgnore: true*/ root, 'lib/platform/env.ts'))
    ? readFileSync(path.join(/*turbopackIgnore: true*/ root, 'lib/platform/env.ts'), 'utf8')
    : '';
  const definedInEnvTs = [...new Set([...envTs.matchAll(/^\s+([A-Z][A-Z0-9_]*)\s*:/gm)].map((m) => m[1]))].sort();
  const example = existsSync(path.join(/*turbopackIgnore: true*/ root, '.env.example'))
    ? readFileSync(path.join(/*turbopackIgnore: true*/ root, '.env.example'), 'utf8')
    : '';
  const definedInExample = [...new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]))].sort();
  const names = Object.keys(readInCode).sort();
  const present: Record<string, '[set]'> = {};
  for (const n of names) if (processEnv[n] !== undefined) present[n] = '[set]';
  return {
    readInCode,
    definedInEnvTs,
    definedInExample,
    missingAtRuntime: names.filter(
      (n) => processEnv[n] === undefined && !definedInEnvTs.includes(n) && !definedInExample.includes(n),
    ),
    undocumented: names.filter((n) => !definedInExample.includes(n)),
    present,
  };
}

/** TODO / FIXME / HACK / XXX comments in code. */
export function countNotes(root: string, codeFiles: string[]): Record<string, number> {
  const counts: Record<string, number> = { TODO: 0, FIXME: 0, HACK: 0, XXX: 0 };
  for (const file of codeFiles) {
    for (const m of readText(root, file).matchAll(/\/\/\s*(TODO|FIXME|HACK|XXX)\b/g)) counts[m[1]] += 1;
  }
  return counts;
}
