// The code index chat retrieves from: one entry per file (its path words and first comment) and one
// per exported symbol, route handler method and Prisma model, with the line it is on.
import path from 'node:path';
import { isCode, readText } from './analyse';

export interface CodeEntryDraft {
  path: string;
  kind: 'file' | 'symbol';
  name: string;
  line: number;
  body: string;
  snippet: string;
}

/** "submitForReview" -> "submit for review"; "lib/brain/scan" -> "lib brain scan". */
function words(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .toLowerCase();
}

function firstComment(lines: string[]): string {
  for (const raw of lines.slice(0, 8)) {
    const l = raw.trim();
    if (l === "'use client';" || l === '"use client";' || l === '') continue;
    const m = /^(?:\/\/\/?|\/\*\*?|\*)\s?(.*?)(?:\*\/)?$/.exec(l);
    if (m && (l.startsWith('//') || l.startsWith('/*'))) return m[1].trim();
    return '';
  }
  return '';
}

/** The comment line right above a declaration, if any. */
function docAbove(lines: string[], i: number): string {
  const above = lines[i - 1]?.trim() ?? '';
  const m = /^(?:\/\/\/?|\/\*\*|\*)\s?(.*?)(?:\*\/)?$/.exec(above);
  return m && /^(\/\/|\/\*|\*)/.test(above) ? m[1].trim() : '';
}

const EXPORT =
  /^export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/;
const MODEL = /^(model|enum)\s+([A-Za-z_]\w*)\s*\{/;

function routePath(file: string): string | null {
  if (!/^app\/api\/.*\/route\.[jt]s$/.test(file)) return null;
  return '/' + path.dirname(file).replace(/^app\//, '');
}

export function indexFile(root: string, file: string): CodeEntryDraft[] {
  const text = readText(root, file);
  if (!text) return [];
  const lines = text.split('\n');
  const comment = firstComment(lines);
  const route = routePath(file);
  const symbols: CodeEntryDraft[] = [];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const m = EXPORT.exec(line) ?? (file.endsWith('.prisma') ? MODEL.exec(line) : null);
    if (!m) return;
    const name = file.endsWith('.prisma') && !EXPORT.test(line) ? m[2] : m[1];
    const display = route && /^(GET|POST|PUT|PATCH|DELETE)$/.test(name) ? `${name} ${route}` : name;
    const doc = docAbove(lines, i);
    symbols.push({
      path: file,
      kind: 'symbol',
      name: display,
      line: i + 1,
      body: [words(display), doc, words(file), route ? 'route handler api endpoint' : '', comment]
        .filter(Boolean)
        .join(' '),
      snippet: (doc || line).slice(0, 200),
    });
  });
  const fileEntry: CodeEntryDraft = {
    path: file,
    kind: 'file',
    name: path.basename(file),
    line: 1,
    body: [
      words(file),
      comment,
      symbols.map((s) => words(s.name)).join(' '),
      route ? `route handler api ${words(route)}` : '',
    ]
      .filter(Boolean)
      .join(' ')
      .slice(0, 4000),
    snippet: comment.slice(0, 200),
  };
  return [fileEntry, ...symbols];
}

/** Code and Prisma schema files are indexed; tests, benches and generated code are not. */
export function indexable(file: string): boolean {
  if (/^(tests|bench|node_modules)\//.test(file) || file.includes('/generated/')) return false;
  return isCode(file) || file.endsWith('.prisma');
}
