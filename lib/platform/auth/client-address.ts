// The client's network address, from the connection: never from a header the client can write.
// The server hook (lib/platform/http/client-address-hook.ts) computes it from the socket and, when
// TRUSTED_PROXY_COUNT proxies sit in front, from the entries those proxies appended to X-Forwarded-For;
// it overwrites CLIENT_ADDRESS_HEADER on every request, so a value the client sent never survives.

export const CLIENT_ADDRESS_HEADER = 'x-platform-client-address';

const HOOK_FLAG = Symbol.for('platform.clientAddressHook');

/** Marks this process as running the hook (only then is CLIENT_ADDRESS_HEADER set by the server). */
export function markClientAddressHookInstalled(): void {
  (globalThis as Record<symbol, unknown>)[HOOK_FLAG] = true;
}

function clientAddressHookInstalled(): boolean {
  return (globalThis as Record<symbol, unknown>)[HOOK_FLAG] === true;
}

/**
 * The client address of one connection. With no trusted proxy it is the socket's peer, whatever
 * X-Forwarded-For says. With `trustedProxies` = n, the nth entry from the right of X-Forwarded-For (the
 * one the outermost trusted proxy wrote); entries further left were written by the client.
 */
export function resolveClientAddress(input: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedProxies: number;
}): string {
  const socket = normalise(input.socketAddress) || 'unknown';
  if (input.trustedProxies <= 0) return socket;
  const raw = Array.isArray(input.forwardedFor) ? input.forwardedFor.join(',') : (input.forwardedFor ?? '');
  const hops = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (hops.length === 0) return socket;
  const index = Math.max(0, hops.length - input.trustedProxies);
  return normalise(hops[index]) || socket;
}

function normalise(address: string | undefined): string {
  if (!address) return '';
  const a = address.trim().slice(0, 64);
  return a.startsWith('::ffff:') ? a.slice(7) : a;
}

/** The client address of a request (route handler or next-auth), as the server hook recorded it. */
export function clientIp(headers: Headers | Record<string, string | string[] | undefined>): string {
  if (!clientAddressHookInstalled()) return 'unknown';
  const raw = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers[CLIENT_ADDRESS_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value ? normalise(value) || 'unknown' : 'unknown';
}
