// POST /api/brain/chat: one turn; JSON from the offline responder, or a text stream from the LLM.
import { withAuth } from '@/lib/platform/http/with-auth';
import { chatSchema } from '@/lib/brain/schema';
import { chatTurn } from '@/lib/brain/chat';

export const POST = withAuth('admin', { body: chatSchema }, ({ user, body }) => chatTurn(user, body));
