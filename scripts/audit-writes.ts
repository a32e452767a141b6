// Counts what issue #38's access rule forbids in lib/ (docs/architecture.md "Access and audit"):
//  a) writes by id alone (`update`/`delete`/`updateMany`/`deleteMany` whose `where` is just `{ id }`)
//     in a function that read that model first (`findFirst`/`findUnique`), or called a helper named for an
//     ownership check (`...OrThrow`, `...ForUser`, `...ForActor`, `owned...`);
//  b) inline `isAdminRole(...) ? {...} : {...}` scopes (a where built on the spot) outside an access.ts;
//  c) `Actor` type declarations (one is allowed: lib/platform/auth/actor.ts);
//  d) files that create, update, delete or upsert through the database and never write an audit row,
//     unless listed in AUDIT_EXEMPT with the reason their writes are not state changes of a record.
// Prints the counts and the sites; exits 1 when any count is not 0 (`--report` always exits 0).
// Run: npx tsx scripts/audit-writes.ts [--report]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const LIB = path.join(ROOT, 'lib');

/** Files whose writes are bookkeeping, not a user's or an admin's change to a record. */
const AUDIT_EXEMPT: Record<string, string> = {
  'lib/platform/audit.ts': 'the audit writer itself',
  'lib/platform/integrations.ts': 'the call log of outside services',
  'lib/platform/auth/session.ts': 'sign-in sessions (the sign-in is logged by auth events)',
  'lib/platform/auth/authenticate.ts': 'the last sign-in time',
  'lib/platform/storage/service.ts': 'stored bytes; the record that uses a file audits the change',
  'lib/brain/agent-log.ts': "the assistant's own log",
  'lib/comms/events.ts': 'the notification event log',
  'lib/comms/notify.ts': 'in-app notifications sent by the system',
  'lib/comms/support/clocks.ts': "SLA clocks, moved inside the ticket change's audited transaction",
  'lib/distribution/code-pool.ts': "code counters, moved inside the release change's audited transaction",
  'lib/distribution/deliveries.ts': "delivery jobs' rows (the approval that starts them audits)",
  'lib/distribution/deliver-batch.ts': "delivery jobs' rows (the approval that starts them audits)",
  'lib/ops/health/service.ts': 'health probes and incidents recorded by the system',
  'lib/royalties/ledger.ts': "ledger entries, posted inside the money change's audited transaction",
  'lib/royalties/split-resolver.ts': "recoupment counters, moved inside the allocation's transaction",
  'lib/school/activity.ts': "a student's activity feed",
  'lib/school/learning.ts': "a learner's own progress, recorded in their activity feed",
  'lib/services/studio/booking-mail.ts': 'the reminder-sent marks of booking emails',
  'lib/royalties/import/run.ts': "the import job's progress on its own row (the upload audits `statement.import`)",
  'lib/royalties/import/import-summary.ts': "the import job's summary on its own row",
};

/**
 * Writes by id in the system's own work (a job finishing its row, a counter): no actor, so no ownership to carry.
 * `file:function` -> reason.
 */
const BY_ID_EXEMPT: Record<string, string> = {
  'lib/brain/scan/service.ts:runDeepScan': 'the scan job records its own outcome',
  'lib/platform/mail/service.ts:deliverOutboxEmail': 'the outbox worker records a send',
  'lib/royalties/import/run.ts:runStatementImport': "the import job records its run (the DSR import's file)",
  'lib/comms/announcements.ts:deliverAnnouncement': 'the count of notifications just created',
  'lib/platform/auth/authenticate.ts:authenticate': 'the sign-in time of the user just checked',
};

const WRITE_METHODS = new Set(['create', 'createMany', 'update', 'updateMany', 'delete', 'deleteMany', 'upsert']);
const BY_ID_METHODS = new Set(['update', 'delete', 'updateMany', 'deleteMany']);
const READ_METHODS = new Set(['findFirst', 'findUnique', 'findFirstOrThrow', 'findUniqueOrThrow']);
const OWNERSHIP_HELPER = /(Owned|ForUser|ForActor|ForViewer|OrThrow|Visible|Accessible)/;
const DB_RECEIVER = /^(db|tx|t|prisma|client|trx)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : files(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

interface Site {
  file: string;
  line: number;
  text: string;
}

const byId: Site[] = [];
const inlineAdmin: Site[] = [];
const actorTypes: Site[] = [];
const unaudited: string[] = [];

const rel = (f: string) => path.relative(ROOT, f);
const site = (sf: ts.SourceFile, node: ts.Node): Site => ({
  file: rel(sf.fileName),
  line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
  text: node.getText(sf).split('\n')[0].slice(0, 110),
});

/** `x.model.method(` -> [receiver root name, method]. */
function dbCall(call: ts.CallExpression): { root: string; method: string } | null {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee)) return null;
  const model = callee.expression;
  if (!ts.isPropertyAccessExpression(model)) return null;
  const root = model.expression;
  const rootName = ts.isIdentifier(root)
    ? root.text
    : ts.isPropertyAccessExpression(root) && root.name.text === 'tx'
      ? 'tx'
      : '';
  return { root: rootName, method: callee.name.text };
}

function whereIsIdOnly(call: ts.CallExpression): boolean {
  const arg = call.arguments[0];
  if (!arg || !ts.isObjectLiteralExpression(arg)) return false;
  const where = arg.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'where');
  if (!where) return false;
  let value: ts.Expression | undefined;
  if (ts.isPropertyAssignment(where)) value = where.initializer;
  else if (ts.isShorthandPropertyAssignment(where)) return false; // a where built elsewhere
  if (!value || !ts.isObjectLiteralExpression(value)) return false;
  if (value.properties.length !== 1) return false;
  const only = value.properties[0];
  return !!only.name && ts.isIdentifier(only.name) && only.name.text === 'id';
}

/** The model a find reads (`tx.release.findFirst` -> release), or '*' for an ownership helper's call. */
function readOf(call: ts.CallExpression): string | null {
  const d = dbCall(call);
  if (d && READ_METHODS.has(d.method)) {
    return ((call.expression as ts.PropertyAccessExpression).expression as ts.PropertyAccessExpression).name.text;
  }
  const callee = call.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
  return OWNERSHIP_HELPER.test(name) ? '*' : null;
}

function scanFunction(sf: ts.SourceFile, body: ts.Node, name: string) {
  if (BY_ID_EXEMPT[`${rel(sf.fileName)}:${name}`]) return;
  const read = new Set<string>();
  const visit = (n: ts.Node) => {
    // Nested functions are scanned on their own.
    if (n !== body && ts.isFunctionLike(n)) return;
    if (ts.isCallExpression(n)) {
      ts.forEachChild(n, visit); // arguments first: they run before the call
      const d = dbCall(n);
      if (d && BY_ID_METHODS.has(d.method) && DB_RECEIVER.test(d.root) && whereIsIdOnly(n)) {
        const model = ((n.expression as ts.PropertyAccessExpression).expression as ts.PropertyAccessExpression).name
          .text;
        if (read.has(model) || read.has('*')) byId.push(site(sf, n));
      }
      const r = readOf(n);
      if (r) read.add(r);
      return;
    }
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(body, visit);
}

/** Functions whose own body writes an audit row: a call to one of them audits too (`transitionRelease`). */
const auditingFunctions = new Set<string>();
for (const file of files(LIB)) {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (n: ts.Node) => {
    if (ts.isFunctionDeclaration(n) && n.name && /recordAudit\(|auditLog\.create/.test(n.getText(sf))) {
      auditingFunctions.add(n.name.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}

for (const file of files(LIB)) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const isAccess = path.basename(file) === 'access.ts';
  let writes = false;
  let audits = false;
  const visit = (n: ts.Node) => {
    if (ts.isFunctionLike(n) && (n as ts.FunctionLikeDeclaration).body) {
      const fn = n as ts.FunctionLikeDeclaration;
      scanFunction(sf, fn.body!, fn.name && ts.isIdentifier(fn.name) ? fn.name.text : '');
    }
    if (ts.isConditionalExpression(n) && !isAccess) {
      const c = n.condition;
      const isWhere = (e: ts.Expression) => ts.isObjectLiteralExpression(ts.skipPartiallyEmittedExpressions(e));
      if (
        ts.isCallExpression(c) &&
        ts.isIdentifier(c.expression) &&
        /^(isAdminRole|isStaff)$/.test(c.expression.text) &&
        (isWhere(n.whenTrue) || isWhere(n.whenFalse))
      ) {
        inlineAdmin.push(site(sf, n));
      }
    }
    if ((ts.isTypeAliasDeclaration(n) || ts.isInterfaceDeclaration(n)) && n.name.text === 'Actor') {
      actorTypes.push(site(sf, n));
    }
    if (ts.isCallExpression(n)) {
      const d = dbCall(n);
      if (d && WRITE_METHODS.has(d.method) && DB_RECEIVER.test(d.root)) {
        const model = ((n.expression as ts.PropertyAccessExpression).expression as ts.PropertyAccessExpression).name
          .text;
        if (model === 'auditLog') audits = true;
        else writes = true;
      }
      const callee = n.expression;
      if (ts.isIdentifier(callee) && (callee.text === 'recordAudit' || auditingFunctions.has(callee.text)))
        audits = true;
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  if (writes && !audits && !AUDIT_EXEMPT[rel(file)]) unaudited.push(rel(file));
}

const allowedActor = actorTypes.filter((s) => s.file === 'lib/platform/auth/actor.ts');
const extraActors = actorTypes.filter((s) => !allowedActor.includes(s));
const actorCount = actorTypes.length;

const sections: [string, number, string[]][] = [
  ['a) writes by id after a read', byId.length, byId.map((s) => `${s.file}:${s.line}  ${s.text}`)],
  ['b) inline isAdminRole(...) ? scopes', inlineAdmin.length, inlineAdmin.map((s) => `${s.file}:${s.line}  ${s.text}`)],
  ['c) Actor types (1 allowed)', actorCount, actorTypes.map((s) => `${s.file}:${s.line}  ${s.text}`)],
  ['d) writing files without an audit row', unaudited.length, unaudited],
];
for (const [title, count, list] of sections) {
  console.log(`${title}: ${count}`);
  for (const l of list) console.log(`  ${l}`);
}
const failing = byId.length + inlineAdmin.length + extraActors.length + unaudited.length;
if (failing > 0 && !process.argv.includes('--report')) process.exitCode = 1;
