// Types flow from the server: a component or page does not write out by hand the shape of what a route returns.
// A derived type is imported from lib/ or built from something imported from lib/ (`Json<Awaited<ReturnType<typeof
// fn>>>`, `Page['items'][number]`). Two signs of a hand-written answer fail:
// - a name that reads like a response (…Response, …Row, …Item, …Summary, …Detail, …View, …Overview), not derived;
// - a database row's JSON spelled out in the declaration itself: an `id: string` field or a `…At: string` field (a
//   date as JSON carries it), at any depth. `Json<T>` already turns the service's Dates into strings, so a derived
//   type has no reason to write these fields; one that does (`Omit<Row, 'createdAt'> & { createdAt: string }`) is
//   copying part of the answer, and fails too.
// And no component re-declares a type its domain's lib/ folder exports by that name.
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
    const end = declarationEnd(src, m.index, m[1] === 'interface');
    out.push({ name: m[2], body: src.slice(m.index, end) });
  }
  return out;
}

/**
 * Where a declaration starting at `from` ends: an interface at the `}` closing its body, a type alias at the first
 * `;` outside brackets (a multi-line object type alias holds `;` between its fields).
 */
function declarationEnd(src: string, from: number, isInterface: boolean): number {
  let depth = 0;
  for (let i = from; i < src.length; i++) {
    const c = src[i];
    if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') {
      depth--;
      if (isInterface && depth === 0) return i + 1;
    } else if (c === ';' && depth === 0 && !isInterface) return i + 1;
  }
  return src.length;
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

const ui = [...files('components', /\.tsx?$/), ...files('app', /\.tsx?$/)];

/** A field of a database row as JSON: `id: string`, `createdAt?: string | null` … (not `userId`, `paidAtCents`). */
const ROW_FIELD = /(?:^|[\s{;,])(?:id|[a-z]\w*At)\??:\s*string\b/m;

// Shapes that look like a row but are no route's answer. Page and component props (`…Props`) are not listed.
const NOT_AN_ANSWER = new Set<string>([
  // the lesson editor's question before it is saved: ids are the browser's own until the server assigns them
  'components/school/lesson-builder-types.ts: DraftQuestion',
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
  expect(offenders).toEqual([]);
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
  expect(offenders).toEqual([]);
});

it('no component or page spells out a database row (`id: string`, `…At: string`): such types are derived from lib/', () => {
  const offenders = ui.flatMap((f) =>
    declarations(readFileSync(f, 'utf8'))
      .filter((d) => !d.name.endsWith('Props'))
      .filter((d) => ROW_FIELD.test(d.body.replace(/^[^=]*?(=|\{)/, '')))
      .map((d) => `${f}: ${d.name}`),
  );
  expect(offenders.filter((o) => !NOT_AN_ANSWER.has(o))).toEqual([]);
});

/** The type arguments written at fetch calls (`useQuery<…>`, `usePagedList<…>`, `apiJson<…>`, `uploadWithProgress<…>`). */
function fetchTypeArguments(src: string): string[] {
  const out: string[] = [];
  for (const m of src.matchAll(/\b(?:useQuery|useInfiniteQuery|usePagedList|apiJson|uploadWithProgress)</g)) {
    let depth = 0;
    for (let i = m.index + m[0].length - 1; i < src.length; i++) {
      if (src[i] === '<') depth++;
      else if (src[i] === '>' && src[i - 1] !== '=') depth--;
      if (depth === 0) {
        out.push(src.slice(m.index, i + 1));
        break;
      }
    }
  }
  return out;
}

it('no fetch in a component or page writes a database row into its type argument either', () => {
  const offenders = ui.flatMap((f) =>
    fetchTypeArguments(readFileSync(f, 'utf8'))
      .filter((arg) => ROW_FIELD.test(arg))
      .map((arg) => `${f}: ${arg.replace(/\s+/g, ' ')}`),
  );
  expect(offenders).toEqual([]);
});
