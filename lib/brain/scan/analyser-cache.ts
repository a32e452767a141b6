// knip and madge take most of a deep scan (about 80 s of 100 on this tree, docs/performance.md) and their
// findings depend only on the files they read. A scan of a tree whose every file (path and bytes, the lockfile
// included) is unchanged since the last scan reuses those findings instead of running them again; any change
// runs them. The findings are kept under the scanned tree's .data/ (which the walk skips), one file per tree.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runKnip, runMadge, type KnipFindings } from './analyse';

interface Findings {
  knip: KnipFindings;
  cycles: string[];
}

function treeKey(root: string, files: string[]): string {
  const hash = createHash('sha256');
  for (const f of files) {
    hash.update(f).update('\0');
    hash.update(readFileSync(path.join(/*turbopackIgnore: true*/ root, f)));
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * knip's and madge's findings for the tree (`files`: its walk), from the last scan of identical files when
 * there was one. `onStep` reports which analyser runs, for the scan's progress.
 */
export async function analyseTree(
  root: string,
  files: string[],
  onStep: (step: 'knip' | 'madge') => Promise<void>,
): Promise<Findings & { reused: boolean }> {
  const dir = path.join(/*turbopackIgnore: true*/ root, '.data', 'brain-scan');
  const file = path.join(/*turbopackIgnore: true*/ dir, `${treeKey(root, files)}.json`);
  try {
    return { ...(JSON.parse(readFileSync(file, 'utf8')) as Findings), reused: true };
  } catch {
    /* not scanned in this state yet */
  }
  await onStep('knip');
  const knip = await runKnip(root);
  await onStep('madge');
  const cycles = await runMadge(root);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${file}.${process.pid}`, JSON.stringify({ knip, cycles }));
    renameSync(`${file}.${process.pid}`, file);
  } catch {
    /* a read-only tree: the next scan runs them again */
  }
  return { knip, cycles, reused: false };
}
