// Saved statement column mappings per store: list, save (create or replace by name).
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { mappingSchema } from '@/lib/royalties/schema';
import { listMappings, saveMapping } from '@/lib/royalties/import/mappings-service';

export const GET = withAuth('admin', {}, async () => ({ items: await listMappings() }));

export const POST = withAuth('admin', { body: mappingSchema }, async ({ user, body }) =>
  created(await saveMapping(user, body)),
);
