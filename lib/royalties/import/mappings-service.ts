// Saved column mappings per store (reusable), with the built-in profiles kept in the table too.
import { db } from '../../db';
import { Conflict, NotFound } from '../../errors';
import type { SessionUser } from '../../auth/session';
import { recordAudit } from '../../audit/service';
import type { MappingInput } from '../schema';
import { BUILT_IN_MAPPINGS, DEFAULT_TEMPLATE, type ResolvedMapping } from './mapping';

/** Creates the built-in profiles on first use. */
async function ensureBuiltInMappings(): Promise<void> {
  for (const m of BUILT_IN_MAPPINGS) {
    await db.statementMapping.upsert({
      where: { name: m.name },
      create: {
        name: m.name,
        store: m.store,
        delimiter: m.delimiter,
        columns: { ...m.columns, ...(m.recordType ? { _recordType: m.recordType } : {}) },
        builtIn: true,
      },
      update: {},
    });
  }
}

export async function listMappings() {
  await ensureBuiltInMappings();
  return db.statementMapping.findMany({ orderBy: [{ builtIn: 'desc' }, { name: 'asc' }] });
}

export async function saveMapping(actor: SessionUser, input: MappingInput) {
  await ensureBuiltInMappings();
  const existing = await db.statementMapping.findUnique({ where: { name: input.name } });
  if (existing?.builtIn) throw new Conflict(`"${input.name}" is a built-in profile; save yours under another name.`);
  const data = {
    store: input.store,
    delimiter: input.delimiter,
    columns: { ...input.columns, ...(input.recordType ? { _recordType: input.recordType } : {}) },
  };
  const m = await db.statementMapping.upsert({
    where: { name: input.name },
    create: { name: input.name, ...data },
    update: data,
  });
  await recordAudit(actor.id, 'statement_mapping.save', 'StatementMapping', m.id);
  return m;
}

/** A mapping by id or name ('' is the default template). */
export async function findMapping(idOrName: string) {
  if (!idOrName) return null;
  await ensureBuiltInMappings();
  const m = await db.statementMapping.findFirst({ where: { OR: [{ id: idOrName }, { name: idOrName }] } });
  if (!m) throw new NotFound(`No saved mapping named "${idOrName}"`);
  return m;
}

export function toResolved(m: { name: string; delimiter: string; columns: unknown } | null): ResolvedMapping {
  if (!m) return DEFAULT_TEMPLATE;
  const { _recordType, ...columns } = m.columns as Record<string, unknown>;
  return {
    name: m.name,
    delimiter: m.delimiter,
    columns: columns as ResolvedMapping['columns'],
    recordType: _recordType as ResolvedMapping['recordType'],
  };
}

export async function mappingForImport(mappingId: string | null): Promise<ResolvedMapping> {
  if (!mappingId) return DEFAULT_TEMPLATE;
  return toResolved(await db.statementMapping.findUnique({ where: { id: mappingId } }));
}
