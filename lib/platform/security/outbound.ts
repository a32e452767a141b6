// Connections to store endpoints (HTTP deliveries, SFTP and S3 transports, their probes). The address
// check runs where the socket is opened: the connection resolves the name through a `lookup` that checks
// every answer and connects to exactly the address it checked, so a name that resolved to a public address
// when it was saved but to an internal one now (DNS rebinding) is refused at connect time.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { assertStoreEndpointAllowed, checkedStoreAddresses, isOwnSimulator, parseStoreEndpoint } from './endpoints';

/** Enough of a store's answer for its message; the rest is not read. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** A socket `lookup` that resolves through the store check (`exempt`: the platform's own simulator). */
export function storeLookup(exempt = false): LookupFunction {
  return (hostname, options, callback) => {
    checkedStoreAddresses(hostname, exempt).then(
      (all) => {
        const wanted =
          options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        const addresses = wanted.length ? wanted : all;
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (err: Error) => callback(err, '', 0),
    );
  };
}

/** Agents for SDK clients (S3) whose sockets must go through the check. */
export function storeAgents() {
  const lookup = storeLookup();
  return { httpAgent: new http.Agent({ lookup }), httpsAgent: new https.Agent({ lookup }) };
}

/** One checked address of an SFTP host, to connect to directly (resolve, check, connect to that IP). */
export async function storeHostAddress(host: string): Promise<string> {
  return (await checkedStoreAddresses(host))[0].address;
}

export interface StoreAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

/**
 * An HTTP(S) request to a store endpoint (400 when refused): the address is checked before and at connect time, redirects
 * are not followed (a redirect could lead to an internal address), and the answer is read up to 64 KB.
 */
export async function storeRequest(
  raw: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; timeoutMs: number },
): Promise<StoreAnswer> {
  // An address literal opens no lookup: it is checked here (and a name here too, for a clear message).
  await assertStoreEndpointAllowed(raw);
  const url = parseStoreEndpoint(raw);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: init.method,
        headers: init.headers,
        lookup: storeLookup(isOwnSimulator(url)),
        agent: false,
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < MAX_ANSWER_BYTES) chunks.push(c);
          size += c.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? '',
            headers: new Headers(
              Object.entries(res.headers).flatMap(([k, v]) =>
                v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]],
              ),
            ),
            text: Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
