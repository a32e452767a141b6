// /advanced-lms: the authoring side of the school (courses, modules, lessons, quizzes), the same
// screen as /course-management under the name the command center's School category uses.
import type { Metadata } from 'next';

export { default } from '../course-management/page';
export const metadata: Metadata = { title: 'Advanced LMS' };
