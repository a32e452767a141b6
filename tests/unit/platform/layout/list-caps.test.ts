// Lists page (lib/platform/paging.ts) instead of stopping silently at a cap: a query in lib/ that takes a fixed number of
// rows (`take: 200`, `take: MAX_ROWS`) says why that number is enough in a `// bounded:` comment just above it
// (a top-N chart, a dashboard's latest few, suggestions for typed words, a dropdown of a short list).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : files(full);
    return /\.ts$/.test(name) ? [full] : [];
  });
}

/** A fixed row count: a number or an UPPER_CASE constant (`take: q.limit + 1` in paginate is not). */
const FIXED_TAKE = /\btake:\s*(\d+|[A-Z][A-Z0-9_]{2,})\b/;

/** `file:line` of each fixed take without a `// bounded:` comment on its line or in the comment lines above it. */
function unexplainedCaps(file: string, text: string): string[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) => {
    if (!FIXED_TAKE.test(line) || line.includes('// bounded:')) return [];
    for (let j = i - 1; j >= 0 && lines[j].trim().startsWith('//'); j--)
      if (lines[j].includes('// bounded:')) return [];
    return [`${file}:${i + 1}`];
  });
}

it('every fixed `take` in lib/ pages or says why it is bounded', () => {
  const found = files('lib').flatMap((f) => unexplainedCaps(f, readFileSync(f, 'utf8')));
  expect(found).toEqual([]);
});

it('catches a cap without a reason and accepts one with it', () => {
  const capped = ['db.x.findMany({', "  orderBy: { createdAt: 'desc' },", '  take: 500,', '});'].join('\n');
  expect(unexplainedCaps('a.ts', capped)).toEqual(['a.ts:3']);
  expect(unexplainedCaps('b.ts', 'db.x.findMany({ take: MAX_ROWS });')).toEqual(['b.ts:1']);
  const explained = ['db.x.findMany({', '  // bounded: the ten latest, a dashboard teaser.', '  take: 10,', '});'];
  expect(unexplainedCaps('c.ts', explained.join('\n'))).toEqual([]);
  expect(unexplainedCaps('d.ts', 'db.x.findMany({ take: 5 }), // bounded: top five')).toEqual([]);
  expect(unexplainedCaps('e.ts', 'paginate(q, (page) => db.x.findMany({ ...page, take: q.limit + 1 }))')).toEqual([]);
});
