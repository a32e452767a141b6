// The running build's version: package version plus Next's build id (changes with every build).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pkg from '../../package.json';

let cached: string | undefined;
export function appVersion(): string {
  if (cached) return cached;
  let build = 'dev';
  try {
    build = readFileSync(path.join(process.cwd(), '.next/BUILD_ID'), 'utf8').trim();
  } catch {
    /* not built (dev server, tests) */
  }
  cached = `${pkg.version}+${build}`;
  return cached;
}
