// /landing: the same brand-aware landing as /.
export { default } from '../page';
