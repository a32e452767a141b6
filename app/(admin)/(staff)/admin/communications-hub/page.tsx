// /admin/communications-hub: the same hub as /communications-hub.
export { default, metadata } from '../../communications-hub/page';
