// Types flow from the server: a component or page does not write out by hand the shape of what a route returns.
// A type named like a response (…Response, …Row, …Item, …Summary, …Detail, …View, …Overview) must be derived
// from lib/ — imported, or built from something imported from lib/ (`Json<Awaited<ReturnType<typeof fn>>>`,
// `Page['items'][number]`) — and no component re-declares a type its domain's lib/ folder exports by that name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function files(dir: string, kinds: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (full.includes(`${path.sep}generated`)) return [];
    if (statSync(full).isDirectory()) return files(full, kinds);
    return kinds.test(name) ? [full] : [];
  });
}

const RESPONSE_NAME = /(Response|Row|Item|Summary|Detail|View|Overview)$/;

/** Top-level `interface X` / `type X =` declarations with the text that defines them. */
function declarations(src: string): { name: string; body: string }[] {
  const out: { name: string; body: string }[] = [];
  const re = /^(?:export )?(interface|type) (\w+)\b/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(src))) {
    const rest = src.slice(m.index);
    // The declaration ends at the first line that closes it: `}` at column 0 or a `;` ending a type alias.
    const end = m[1] === 'interface' ? rest.search(/^}/m) + 1 : rest.search(/;\s*$/m) + 1;
    out.push({ name: m[2], body: rest.slice(0, end > 0 ? end : undefined) });
  }
  return out;
}

/**
 * Names that stand for lib/: what the file imports from lib/, and its own types built from those (repeated until
 * nothing changes, so `type Row = Payouts['items'][number]` counts when Payouts is derived from lib/).
 */
function fromLib(src: string): Set<string> {
  const names = libImports(src);
  const decls = declarations(src);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of decls) {
      if (!names.has(d.name) && mentions(d.body, names)) {
        names.add(d.name);
        grew = true;
      }
    }
  }
  return names;
}

const mentions = (body: string, names: Set<string>) =>
  [...names].some((name) => new RegExp(`\\b${name}\\b`).test(body.replace(/^[^=]*?(=|\{)/, '')));

/** Names a file imports from lib/ (values and types). */
function libImports(src: string): Set<string> {
  const names = new Set<string>();
  for (const m of src.matchAll(/import (?:type )?\{([^}]*)\} from '(?:@\/lib\/|(?:\.\.\/)+lib\/)[^']*'/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .replace(/\btype\b/, '')
        .split(' as ')
        .at(-1)!
        .trim();
      if (name) names.add(name);
    }
  }
  return names;
}

const ui = [...files('components', /\.tsx?$/), ...files('app', /\.tsx$/)];

// Files another change in progress owns (paging: rights, school quizzes and meetings): to follow this rule when
// they land.
const PENDING = new Set<string>([
  'components/rights/work-form.tsx: Row',
  'components/school/grading-queue.tsx: AttemptDetail',
  'components/school/meeting-scheduler.tsx: SlotRow',
  'components/school/quiz-taker.tsx: QuizView',
]);

it('a response-shaped type in a component is derived from lib/, not written by hand', () => {
  const offenders = ui.flatMap((f) => {
    const src = readFileSync(f, 'utf8');
    const derived = fromLib(src);
    return declarations(src)
      .filter((d) => RESPONSE_NAME.test(d.name))
      .filter((d) => !derived.has(d.name))
      .map((d) => `${f}: ${d.name}`);
  });
  expect(offenders.filter((o) => !PENDING.has(o))).toEqual([]);
});

it("no component re-declares a type that its domain's lib/ folder exports", () => {
  const exportedBy = (domain: string) =>
    new Set(
      statSync(path.join('lib', domain), { throwIfNoEntry: false })?.isDirectory()
        ? files(path.join('lib', domain), /\.ts$/).flatMap((f) =>
            [...readFileSync(f, 'utf8').matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]),
          )
        : [],
    );
  const offenders = files('components', /\.tsx?$/).flatMap((f) => {
    const exported = exportedBy(f.split(path.sep)[1]);
    const src = readFileSync(f, 'utf8');
    const derived = fromLib(src);
    return declarations(src)
      .filter((d) => exported.has(d.name))
      .filter((d) => !derived.has(d.name))
      .map((d) => `${f}: ${d.name}`);
  });
  expect(offenders.filter((o) => !PENDING.has(o))).toEqual([]);
});
