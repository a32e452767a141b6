// /unified-lms: the teaching side of the school in one place (students, grading queue,
// certificates), the same screen as /school-management.
import type { Metadata } from 'next';

export { default } from '../school-management/page';
export const metadata: Metadata = { title: 'Unified LMS' };
