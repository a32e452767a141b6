// The route-handler conventions, checked over every file under app/api (docs/architecture.md):
// a handler whose path has [segments] validates them with a `params` schema, and no route file
// defines its own zod schema (schemas live in lib/<domain>/schema.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../../../..');
const apiDir = path.join(root, 'app/api');
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
// next-auth's catch-all is its own handler: it reads no record by its segment.
const EXEMPT = new Set(['app/api/auth/[...nextauth]/route.ts']);

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return routeFiles(p);
    return d.name === 'route.ts' ? [path.relative(root, p)] : [];
  });
}

/** Each exported method of a route file with the options object given to its wrapper (or why there is none). */
function handlerOptions(source: string): { method: string; options: ts.ObjectLiteralExpression | string }[] {
  const file = ts.createSourceFile('route.ts', source, ts.ScriptTarget.ES2022, true);
  const out: { method: string; options: ts.ObjectLiteralExpression | string }[] = [];
  for (const stmt of file.statements) {
    if (ts.isExportDeclaration(stmt) && stmt.exportClause && ts.isNamedExports(stmt.exportClause)) {
      for (const el of stmt.exportClause.elements)
        if (METHODS.has(el.name.text)) out.push({ method: el.name.text, options: 'not a withAuth/publicRoute call' });
      continue;
    }
    if (!ts.isVariableStatement(stmt)) {
      if (ts.isFunctionDeclaration(stmt) && stmt.name && METHODS.has(stmt.name.text))
        out.push({ method: stmt.name.text, options: 'a bare function' });
      continue;
    }
    for (const decl of stmt.declarationList.declarations) {
      if (!ts.isIdentifier(decl.name) || !METHODS.has(decl.name.text)) continue;
      const init = decl.initializer;
      const callee = init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) ? init.expression.text : '';
      if (!init || !ts.isCallExpression(init) || (callee !== 'withAuth' && callee !== 'publicRoute')) {
        out.push({ method: decl.name.text, options: 'not a withAuth/publicRoute call' });
        continue;
      }
      const arg = init.arguments[callee === 'withAuth' ? 1 : 0];
      out.push({
        method: decl.name.text,
        options: arg && ts.isObjectLiteralExpression(arg) ? arg : 'options are not an object literal',
      });
    }
  }
  return out;
}

const hasParams = (o: ts.ObjectLiteralExpression) =>
  o.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'params');

describe('route handlers', () => {
  const files = routeFiles(apiDir);

  it('finds the route files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('validate their [segments] with a params schema', () => {
    const missing: string[] = [];
    for (const file of files.filter((f) => f.includes('[') && !EXEMPT.has(f))) {
      for (const { method, options } of handlerOptions(readFileSync(path.join(root, file), 'utf8'))) {
        if (typeof options === 'string') missing.push(`${method} ${file}: ${options}`);
        else if (!hasParams(options)) missing.push(`${method} ${file}: no params schema`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the check catches a handler without one', () => {
    const [bad] = handlerOptions("export const GET = withAuth('artist', {}, ({ params }) => get(params.id));");
    expect(typeof bad.options !== 'string' && hasParams(bad.options)).toBe(false);
    const [good] = handlerOptions('export const GET = publicRoute({ params: idParams }, ({ params }) => 1);');
    expect(typeof good.options !== 'string' && hasParams(good.options)).toBe(true);
    expect(handlerOptions('export async function GET() {}')[0].options).toBe('a bare function');
  });
});

describe('input schemas', () => {
  it('live in lib/<domain>/schema.ts, not in route files or pages', () => {
    const pages = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
        const p = path.join(dir, d.name);
        if (d.isDirectory()) return pages(p);
        return /\.tsx?$/.test(d.name) ? [path.relative(root, p)] : [];
      });
    const inline = pages(path.join(root, 'app')).filter((f) =>
      /from 'zod'/.test(readFileSync(path.join(root, f), 'utf8')),
    );
    expect(inline).toEqual([]);
  });
});
