// Minimal structured logger: one JSON line per event on stderr/stdout; details never reach clients.
import { env, type Env } from './env';
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  let e: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>;
  try {
    e = env();
  } catch {
    e = { LOG_LEVEL: undefined, NODE_ENV: 'production' }; // an invalid environment is itself worth logging
  }
  const l = e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'error' : 'info');
  return order[l] ?? order.info;
}

function write(level: Level, message: string, detail?: unknown) {
  if (order[level] < threshold()) return;
  const extra =
    detail instanceof Error ? { error: detail.message, stack: detail.stack } : detail === undefined ? {} : { detail };
  const line = JSON.stringify({ t: new Date().toISOString(), level, message, ...extra });
  (level === 'error' || level === 'warn' ? console.error : console.log)(line);
}

export const logger = {
  debug: (m: string, d?: unknown) => write('debug', m, d),
  info: (m: string, d?: unknown) => write('info', m, d),
  warn: (m: string, d?: unknown) => write('warn', m, d),
  error: (m: string, d?: unknown) => write('error', m, d),
};
