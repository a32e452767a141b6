// SHA-256 of a text as hex (agreement texts, metadata).
import { createHash } from 'node:crypto';

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
