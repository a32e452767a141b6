// Code suggestions for what the scan found, each with file, priority, reasoning, steps and the
// current versus proposed code taken from the real files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EnvFindings, KnipFindings } from './analyse';
import { readText } from './analyse';

export interface CodeSuggestionDraft {
  fingerprint: string;
  title: string;
  content: string;
  priority: 'critical' | 'high' | 'medium' | 'low';
  filePath: string;
  reasoning: string;
  implementationSteps: string[];
  oldCode: string;
  newCode: string;
}

const MAX_SUGGESTIONS = 60;

function lineOf(root: string, file: string, line: number): string {
  try {
    return readText(root, file).split('\n')[line - 1] ?? '';
  } catch {
    return '';
  }
}

function packageLine(root: string, name: string): string {
  const pkg = existsSync(path.join(/*turbopackIgnore: true*/ root, 'package.json'))
    ? readFileSync(path.join(/*turbopackIgnore: true*/ root, 'package.json'), 'utf8')
    : '';
  return (
    pkg
      .split('\n')
      .find((l) => l.trim().startsWith(`"${name}":`))
      ?.trim() ?? ''
  );
}

function installedVersion(root: string, name: string): string {
  try {
    return (
      JSON.parse(
        readFileSync(path.join(/*turbopackIgnore: true*/ root, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { version: string }
    ).version;
  } catch {
    return '*';
  }
}

export function buildSuggestions(
  root: string,
  knip: KnipFindings,
  cycles: string[],
  env: EnvFindings,
): CodeSuggestionDraft[] {
  const out: CodeSuggestionDraft[] = [];
  for (const cycle of cycles) {
    const [first, second] = cycle.split(' > ');
    const importLine =
      readText(root, first)
        .split('\n')
        .find((l) => /^\s*import\b/.test(l) && l.includes(path.basename(second).replace(/\.[jt]sx?$/, ''))) ?? '';
    out.push({
      fingerprint: `cycle:${cycle}`,
      title: `Break the circular import ${first} → ${second}`,
      content: `Circular dependency: ${cycle}`,
      priority: 'high',
      filePath: first,
      reasoning:
        'madge found an import cycle. Cycles make module initialisation order fragile (undefined imports at start-up) and couple the modules.',
      implementationSteps: [
        `Move what ${first} needs from ${second} into a module both can import`,
        'Import types with `import type` where only types are used',
        'Run madge --circular again',
      ],
      oldCode: importLine,
      newCode: importLine.replace(/^(\s*)import\s+(?!type\b)/, '$1import type '),
    });
  }
  for (const dep of knip.missingDeps) {
    const name = dep.split(' ')[0];
    if (name.startsWith('.') || name.startsWith('/')) continue;
    out.push({
      fingerprint: `missing-dep:${dep}`,
      title: `Declare the dependency ${name}`,
      content: `Imported but not listed in package.json: ${dep}`,
      priority: 'high',
      filePath: 'package.json',
      reasoning:
        'knip found an import of a package that package.json does not list; a clean install would not provide it.',
      implementationSteps: [
        `npm install ${name}@${installedVersion(root, name)}`,
        'Commit package.json and package-lock.json',
      ],
      oldCode: '',
      newCode: `"${name}": "${installedVersion(root, name)}",`,
    });
  }
  for (const name of env.missingAtRuntime) {
    out.push({
      fingerprint: `env:${name}`,
      title: `Document the environment variable ${name}`,
      content: `${env.readInCode[name]} reads ${name}, which neither lib/platform/env.ts nor .env.example defines and this process does not set.`,
      priority: 'medium',
      filePath: '.env.example',
      reasoning:
        'Every variable must be listed in .env.example so a deployment knows it exists (docs/architecture.md §10).',
      implementationSteps: [
        `Add ${name} with a comment to .env.example`,
        'Validate it in lib/platform/env.ts if the app depends on it',
      ],
      oldCode: '',
      newCode: `# Read by ${env.readInCode[name]}\n# ${name}=`,
    });
  }
  for (const file of knip.unusedFiles) {
    out.push({
      fingerprint: `unused-file:${file}`,
      title: `Remove the unused file ${file}`,
      content: `No entry point imports ${file}.`,
      priority: 'low',
      filePath: file,
      reasoning: 'knip found no import of this file from any entry point (pages, route handlers, scripts, tests).',
      implementationSteps: [
        'Check that nothing loads it dynamically',
        `Delete ${file} or import it where it was meant to be used`,
        'Run npx tsc --noEmit and the tests',
      ],
      oldCode: readText(root, file).split('\n').slice(0, 12).join('\n'),
      newCode: '',
    });
  }
  for (const name of knip.unusedDeps) {
    out.push({
      fingerprint: `unused-dep:${name}`,
      title: `Drop the unused dependency ${name}`,
      content: `package.json lists ${name} but no file imports it.`,
      priority: 'low',
      filePath: 'package.json',
      reasoning: 'knip finds no import of this package; it still installs, takes space and needs audits.',
      implementationSteps: [`Confirm ${name} is not loaded by a config file or CLI`, `npm uninstall ${name}`],
      oldCode: packageLine(root, name),
      newCode: '',
    });
  }
  const seen = new Set<string>();
  for (const e of knip.unusedExports) {
    if (seen.has(e.file)) continue;
    seen.add(e.file);
    const line = lineOf(root, e.file, e.line);
    if (!/^\s*export\s/.test(line)) continue;
    out.push({
      fingerprint: `unused-export:${e.file}:${e.name}`,
      title: `Stop exporting ${e.name} from ${e.file}`,
      content: `${e.name} is exported but imported nowhere.`,
      priority: 'low',
      filePath: e.file,
      reasoning:
        "knip found no import of this export; keeping it module-private shows it is not part of the module's interface.",
      implementationSteps: [
        `Remove the export keyword at line ${e.line}`,
        'Delete it entirely if the module does not use it either',
      ],
      oldCode: line,
      newCode: line.replace(/^(\s*)export\s+(default\s+)?/, '$1'),
    });
  }
  return out.slice(0, MAX_SUGGESTIONS);
}
