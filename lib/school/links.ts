// Absolute links put in school emails.
import { env } from '../platform/env';

export const absoluteUrl = (path: string) => new URL(path, env().APP_BASE_URL).toString();
