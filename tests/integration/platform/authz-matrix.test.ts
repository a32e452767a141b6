// Every route handler is in the matrix, and each answers 401 without a session and 403 to a role
// outside its access level, before looking at the input.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROLES, allows, type Role } from '@/lib/platform/auth/roles';
import { authzMatrix, type AuthzEntry } from '../../authz';
import { call, usersByRole } from '../../helpers/api';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const root = process.cwd();

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return routeFiles(p);
    return d.name === 'route.ts' ? [path.relative(root, p)] : [];
  });
}

type Module = Partial<Record<(typeof METHODS)[number], Parameters<typeof call>[0]>>;
// Route modules are loaded by path at run time (synchronously, inside describe).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = (file: string): Module => require(path.join(root, file)) as Module;

describe('authorization matrix', () => {
  it('lists every exported method of every route handler under app/api', () => {
    const listed = new Set(authzMatrix.map((e) => `${e.method} ${e.file}`));
    const missing: string[] = [];
    for (const file of routeFiles(path.join(root, 'app/api'))) {
      const mod = load(file);
      for (const m of METHODS)
        if (typeof mod[m] === 'function' && !listed.has(`${m} ${file}`)) missing.push(`${m} ${file}`);
    }
    expect(missing).toEqual([]);
  });

  it('has no stale entries', () => {
    const stale = authzMatrix.filter((e) => typeof load(e.file)[e.method] !== 'function');
    expect(stale).toEqual([]);
  });

  const callable = authzMatrix.filter((e) => !e.notCallable);
  let users: Record<Role, Awaited<ReturnType<typeof usersByRole>>[Role]>;
  beforeAll(async () => {
    users = await usersByRole();
  });

  const send = (entry: AuthzEntry, as: (typeof users)[Role] | null) =>
    call(load(entry.file)[entry.method]!, {
      method: entry.method,
      url: `/api/matrix${entry.query ?? ''}`,
      params: entry.params ?? { id: 'matrix-id' },
      as,
      ...(entry.method === 'GET' || entry.method === 'DELETE' ? {} : { body: {} }),
    });

  it.each(callable.map((e) => [`${e.method} ${e.file}`, e] as const))('%s', async (_name, entry) => {
    const anonymous = await send(entry, null);
    if (entry.access === 'public') expect([401, 403]).not.toContain(anonymous.status);
    else expect(anonymous.status).toBe(401);
    for (const role of ROLES) {
      const res = await send(entry, users[role]);
      if (allows(entry.access, role)) {
        expect({ role, status: res.status }).not.toEqual({ role, status: 401 });
        expect({ role, status: res.status }).not.toEqual({ role, status: 403 });
      } else {
        expect({ role, status: res.status }).toEqual({ role, status: 403 });
      }
      expect(res.status).toBeLessThan(500);
    }
  });
});
