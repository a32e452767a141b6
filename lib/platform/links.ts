// Absolute links to this site, put in emails and documents (school, rights).
import { env } from './env';

export const absoluteUrl = (path: string) => new URL(path, env().APP_BASE_URL).toString();
