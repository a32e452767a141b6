// Input schemas of the security area's routes.
import { z } from 'zod';

export const edgeSettingsSchema = z.object({ allowPrivateStoreEndpoints: z.boolean() }).strict();
