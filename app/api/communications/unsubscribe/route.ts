// GET/POST /api/communications/unsubscribe?u=&s=: one-click unsubscribe from announcements (List-Unsubscribe).
import { publicRoute } from '@/lib/http';
import { unsubscribeQuerySchema } from '@/lib/comms/schema';
import { unsubscribe } from '@/lib/comms/notify';

export const POST = publicRoute({ query: unsubscribeQuerySchema }, async ({ query }) => {
  await unsubscribe(query.u, query.s);
  return { unsubscribed: true };
});

export const GET = publicRoute({ query: unsubscribeQuerySchema }, async ({ query }) => {
  const { email } = await unsubscribe(query.u, query.s);
  return new Response(
    `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Unsubscribed</title></head><body style="font-family:sans-serif;padding:2rem"><h1>You are unsubscribed</h1><p>${email.replace(/[<>&"]/g, '')} will no longer receive announcements by email. You can change this at any time in your message preferences.</p></body></html>`,
    { headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
});
