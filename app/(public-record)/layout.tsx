// Public pages that show one record by its id, code or link token (an artist, a certificate, a press kit, a
// split sheet or agreement to sign). Same layout as (public), but outside its loading.tsx: a Suspense boundary
// would stream the page before the record is read, so a missing record would be a 404 page with status 200.
export { default } from '../(public)/layout';
