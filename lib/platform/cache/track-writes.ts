// Wraps a Prisma driver adapter factory so that every write this process commits bumps the versions of
// the tables it wrote (lib/platform/cache/tables.ts), right after the commit: a statement outside a transaction
// when it returns, a transaction's statements when its COMMIT returns. Bumping after the commit (never
// before) is what makes the per-process caches exact: a read that overlaps the commit sees the version
// change and does not keep its result; a read that starts after it sees the new rows.
import { bumpTables, tablesWritten } from './tables';

interface SqlQuery {
  sql: string;
}
type Run = (q: SqlQuery) => Promise<unknown>;
// Method syntax: a driver adapter's methods take a richer query than the `sql` read here.
interface Queryable {
  queryRaw(q: SqlQuery): Promise<unknown>;
  executeRaw(q: SqlQuery): Promise<unknown>;
}
interface Transaction extends Queryable {
  commit(): Promise<void>;
}
interface Adapter extends Queryable {
  startTransaction(isolationLevel?: string): Promise<Transaction>;
}
interface Factory {
  connect(): Promise<Adapter>;
}

const COMMIT = /^\s*COMMIT\b/i;

/** Methods called on the original object (adapters keep private fields a proxy cannot reach). */
function bound<T extends object>(target: T, prop: PropertyKey): unknown {
  const value = Reflect.get(target, prop) as unknown;
  return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
}

function wrapTransaction(tx: Transaction): Transaction {
  const written = new Set<string>();
  const run =
    (fn: Run): Run =>
    async (q) => {
      const result = await fn.call(tx, q);
      if (COMMIT.test(q.sql)) bumpTables(written);
      else for (const t of tablesWritten(q.sql)) written.add(t);
      return result;
    };
  return new Proxy(tx, {
    get(target, prop) {
      if (prop === 'queryRaw') return run(target.queryRaw);
      if (prop === 'executeRaw') return run(target.executeRaw);
      // Adapters whose commit() sends the COMMIT itself.
      if (prop === 'commit')
        return async () => {
          await target.commit();
          bumpTables(written);
        };
      return bound(target, prop);
    },
  });
}

function wrapAdapter(adapter: Adapter): Adapter {
  const run =
    (fn: Run): Run =>
    async (q) => {
      const result = await fn.call(adapter, q);
      bumpTables(tablesWritten(q.sql));
      return result;
    };
  return new Proxy(adapter, {
    get(target, prop) {
      if (prop === 'queryRaw') return run(target.queryRaw);
      if (prop === 'executeRaw') return run(target.executeRaw);
      if (prop === 'startTransaction')
        return async (level?: string) => wrapTransaction(await target.startTransaction(level));
      return bound(target, prop);
    },
  });
}

/** The same factory, whose connections report committed writes to the table versions. */
export function trackWrites<F extends Factory>(factory: F): F {
  return new Proxy(factory, {
    get(target, prop) {
      if (prop === 'connect') return async () => wrapAdapter(await target.connect());
      return bound(target, prop);
    },
  });
}
