// /tnm-member-dashboard: the same member home as /member-dashboard.
export { default, metadata } from '../member-dashboard/page';
