// /tnm-lms: the same learning landing as /tnm-school. Segment options are not re-exported: Next reads them
// from this file only.
export { default, metadata } from '../tnm-school/page';
export const dynamic = 'force-dynamic';
