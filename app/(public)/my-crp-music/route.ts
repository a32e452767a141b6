// /my-crp-music: the old Career Readiness Program address now lives in the artist dashboard (spec §2.2).
import { publicRoute } from '@/lib/platform/http/with-auth';

export const GET = publicRoute({}, ({ req }) => {
  const url = new URL('/mms/dashboard', req.url);
  url.searchParams.set('notice', 'crp-moved');
  return Response.redirect(url, 308);
});
