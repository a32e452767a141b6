// Every state-changing handler for the super admin alone asks for step-up through the wrapper
// (`withAuth('superAdmin', { stepUp: true, ... })`), unless it is listed below with the reason it is no
// platform-wide setting. A new super admin handler without step-up fails here until it is one or the other.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../../..');
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Super admin handlers that change no platform-wide setting, and why. */
const NOT_SETTINGS: Record<string, string> = {
  'POST app/api/admin/step-up/route.ts': 'the step-up itself (the password is checked there)',
  'DELETE app/api/admin/step-up/route.ts': 'ends the step-up',
  'POST app/api/admin/view-preview/route.ts': 'read-only "View as Artist", audited',
  'DELETE app/api/admin/view-preview/route.ts': 'ends the read-only view',
  'POST app/api/brain/scan/deep/route.ts': 'starts a code scan (names only are stored)',
  'POST app/api/brain/suggestions/code/[id]/approve/route.ts': 'turns an assistant suggestion into a task',
  'POST app/api/brain/suggestions/code/[id]/reject/route.ts': 'rejects an assistant suggestion',
};

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return routeFiles(p);
    return d.name === 'route.ts' ? [path.relative(root, p)] : [];
  });
}

/** `METHOD file` of each exported withAuth('superAdmin', ...) handler that changes state, with its step-up option. */
function superAdminChanges(file: string): { name: string; stepUp: boolean }[] {
  const src = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.ES2022, true);
  const out: { name: string; stepUp: boolean }[] = [];
  for (const stmt of src.statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    for (const decl of stmt.declarationList.declarations) {
      const init = decl.initializer;
      if (!ts.isIdentifier(decl.name) || !CHANGES.has(decl.name.text) || !init || !ts.isCallExpression(init)) continue;
      const [level, options] = init.arguments;
      if (!level || !ts.isStringLiteral(level) || level.text !== 'superAdmin') continue;
      const stepUp =
        !!options &&
        ts.isObjectLiteralExpression(options) &&
        options.properties.some(
          (p) =>
            ts.isPropertyAssignment(p) &&
            ts.isIdentifier(p.name) &&
            p.name.text === 'stepUp' &&
            p.initializer.kind === ts.SyntaxKind.TrueKeyword,
        );
      out.push({ name: `${decl.name.text} ${file}`, stepUp });
    }
  }
  return out;
}

describe('super admin handlers', () => {
  const handlers = routeFiles(path.join(root, 'app/api')).flatMap(superAdminChanges);

  it('finds the platform settings', () => {
    expect(handlers.map((h) => h.name)).toEqual(
      expect.arrayContaining(['PUT app/api/rights/settings/route.ts', 'PATCH app/api/admin/super-settings/route.ts']),
    );
  });

  it('every one that changes a platform-wide setting asks for step-up in the wrapper', () => {
    const missing = handlers.filter((h) => !h.stepUp && !NOT_SETTINGS[h.name]).map((h) => h.name);
    expect(missing).toEqual([]);
  });

  it('the exceptions are still there', () => {
    const names = new Set(handlers.map((h) => h.name));
    expect(Object.keys(NOT_SETTINGS).filter((n) => !names.has(n))).toEqual([]);
  });
});
