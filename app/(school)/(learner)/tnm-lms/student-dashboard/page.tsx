// /tnm-lms/student-dashboard: the same student home as /student-dashboard.
export { default, metadata } from '../../student-dashboard/page';
