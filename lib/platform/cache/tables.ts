// Per-table write versions for the per-process read caches (lib/platform/cache/store.ts, the session lookup).
// A cache entry remembers the versions of the tables it was read from; any write to one of them makes
// the entry stale. Versions are bumped in this process after a write commits (lib/platform/db.ts wraps the Prisma
// driver adapter and executeSql), and after another process's commit when PostgreSQL's NOTIFY for it
// arrives (lib/platform/cache/notify.ts; triggers in the migration `cache_notify` send it in the commit).
// Deliberately free of imports: lib/platform/db.ts depends on it.

// Kept on globalThis: Next bundles proxy.ts, each route handler and next-auth's handler separately, each
// with its own copy of this module, while they share one database handle (lib/platform/db.ts). A write reported to
// one copy must make every copy's caches stale (a sign-out in next-auth's handler, the session cache read
// by every other route).
interface Versions {
  versions: Map<string, number>;
  /** Bumped when every cache must be dropped at once (the change feed was lost and reconnected). */
  epoch: number;
}
const KEY = Symbol.for('platform.cache.tableVersions');
const shared = ((globalThis as typeof globalThis & { [KEY]?: Versions })[KEY] ??= { versions: new Map(), epoch: 0 });
const versions = shared.versions;

/** Marks tables as written: every cache entry read from one of them is stale from now on. */
export function bumpTables(tables: Iterable<string>): void {
  for (const t of tables) versions.set(t, (versions.get(t) ?? 0) + 1);
}

/** Every entry in every cache is stale (used when writes of other processes may have been missed). */
export function bumpAll(): void {
  shared.epoch += 1;
}

/**
 * One number that changes whenever one of `tables` is written (versions only grow, so their sum
 * changes with any of them) or everything was dropped.
 */
export function stampOf(tables: readonly string[]): number {
  let sum = shared.epoch * 1_000_000_007;
  for (const t of tables) sum += versions.get(t) ?? 0;
  return sum;
}

// INSERT INTO / UPDATE / DELETE FROM / TRUNCATE [TABLE] [ONLY] ["public".]"Table", anywhere in the
// statement (writes inside a WITH are found too). `ON CONFLICT DO UPDATE SET` or `FOR UPDATE OF` also
// match, naming "SET" or "OF": harmless, no cache reads tables of those names.
const WRITE =
  /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?(?:"?public"?\s*\.\s*)?"?(\w+)"?/gi;
const MAYBE_WRITE = /INSERT|UPDATE|DELETE|TRUNCATE/i;

/**
 * Versions narrower than a table, for caches that depend on some of its columns only: a write to `table`
 * bumps `name` too, unless it is an UPDATE that sets nothing but `ignore` columns. The assistant's word
 * list of the memories (lib/brain/lexicon.ts) must not be rebuilt because a chat turn counted a memory
 * as used. Migration `brain_memory_text_notify` announces the same writes to other processes.
 */
const COLUMN_SCOPED: { name: string; table: string; ignore: Set<string>; inserts?: false }[] = [
  /**
   * The certificate log's entries as verified (lib/rights/chain-verdict.ts): an entry changed or removed.
   * Appending one (INSERT) is not a change (the verdict checks what was appended), nor is a revocation.
   * Migration `certificate_chain_notify` announces the same writes to other processes.
   */
  {
    name: 'CopyrightCertificateEntries',
    table: 'CopyrightCertificate',
    ignore: new Set(['revokedAt', 'revokedReason']),
    inserts: false,
  },
  {
    name: 'BrainMemoryText',
    table: 'BrainMemory',
    ignore: new Set([
      'timesUsed',
      'lastUsed',
      'updatedAt',
      'positiveCount',
      'negativeCount',
      'importance',
      'validated',
    ]),
  },
];

/**
 * Whether an UPDATE of `table` in `sql` sets only `ignore` columns. Anything it cannot read as a plain
 * list of `"column" = value` assignments counts as a write to the other columns (a bump too many is
 * harmless; one too few would leave a cache stale).
 */
function setsOnly(sql: string, table: string, ignore: Set<string>): boolean {
  const m = new RegExp(
    `^\\s*UPDATE\\s+(?:"?public"?\\s*\\.\\s*)?"?${table}"?\\s+SET\\s+([\\s\\S]*?)(?:\\s+WHERE\\s|\\s+RETURNING\\s|$)`,
    'i',
  ).exec(sql);
  if (!m || /\bFROM\b/i.test(m[1])) return false;
  let depth = 0;
  let part = '';
  const parts: string[] = [];
  for (const ch of m[1]) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(part);
      part = '';
    } else part += ch;
  }
  parts.push(part);
  // Unbalanced: the clause was cut at a WHERE inside a subquery; more assignments may follow it.
  if (depth !== 0) return false;
  return parts.every((p) => {
    const col = /^\s*"?(\w+)"?\s*=(?!=)/.exec(p);
    return col !== null && ignore.has(col[1]);
  });
}

/** The tables a SQL statement writes, as named in the schema ("Release", "AuthSession"). */
export function tablesWritten(sql: string): string[] {
  if (!MAYBE_WRITE.test(sql)) return [];
  const out: string[] = [];
  for (const m of sql.matchAll(WRITE)) out.push(m[1]);
  for (const scoped of COLUMN_SCOPED)
    if (
      out.includes(scoped.table) &&
      !(scoped.inserts === false && /^\s*INSERT\s/i.test(sql)) &&
      !setsOnly(sql, scoped.table, scoped.ignore)
    )
      out.push(scoped.name);
  return out;
}
