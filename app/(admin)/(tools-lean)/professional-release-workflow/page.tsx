// /professional-release-workflow: the same release upload as /artist-upload (the spec's name for it).
export { default, metadata } from '../artist-upload/page';
