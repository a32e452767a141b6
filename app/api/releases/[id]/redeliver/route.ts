// POST /api/releases/{id}/redeliver: staff send a live release's update, or retry its failed deliveries.
import { z } from 'zod';
import { withAuth } from '@/lib/http';
import { redeliverRelease } from '@/lib/releases/lifecycle';

const body = z.object({ mode: z.enum(['update', 'retry_failed']) });

export const POST = withAuth('admin', { body }, ({ user, params, body }) =>
  redeliverRelease(user, String(params.id), body.mode),
);
