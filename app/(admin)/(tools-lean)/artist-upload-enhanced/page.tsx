// /artist-upload-enhanced: the same release upload as /artist-upload.
export { default, metadata } from '../artist-upload/page';
