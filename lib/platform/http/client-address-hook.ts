// Installed once at server start (instrumentation.ts): before Next sees a request, the client address
// is computed from the socket (and trusted proxies' X-Forwarded-For entries) and written into
// CLIENT_ADDRESS_HEADER, replacing anything the client sent under that name.
import http from 'node:http';
import { env } from '../env';
import { CLIENT_ADDRESS_HEADER, markClientAddressHookInstalled, resolveClientAddress } from '../auth/client-address';

const INSTALLED = Symbol.for('platform.clientAddressHook.emit');

export function installClientAddressHook(): void {
  const proto = http.Server.prototype;
  // A global symbol on the prototype (not a module flag): a second copy of this module sees it too.
  if (Reflect.get(proto, INSTALLED)) return;
  const trustedProxies = env().TRUSTED_PROXY_COUNT;
  const original = proto.emit;
  proto.emit = function emit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress({
        socketAddress: req.socket?.remoteAddress,
        forwardedFor: req.headers['x-forwarded-for'],
        trustedProxies,
      });
    }
    return Reflect.apply(original, this, [event, ...args]);
  } as typeof proto.emit;
  Reflect.set(proto, INSTALLED, true);
  markClientAddressHookInstalled();
}
