// Outbound store endpoints: an address on a private, loopback, link-local or otherwise internal network is
// refused (the platform must not become a way to reach its own network), unless the super admin allows it
// (EdgeSettings.allowPrivateStoreEndpoints). The platform's own DSP simulator at APP_BASE_URL is always allowed:
// it is the platform itself, reached with a per-store credential. Checked when an endpoint is saved, right
// before each send, and by the connection itself (outbound.ts), which goes only to an address it checked.
import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { BadRequest } from '../errors';
import { env } from '../env';
import { db } from '../db';
import { recordAudit } from '../audit';

/** Whether an IPv4/IPv6 literal is loopback, private, link-local, CGNAT, unspecified, multicast or reserved. */
function isInternalAddress(ip: string): boolean {
  const v = isIP(ip);
  if (v === 4) {
    const [a, b] = ip.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (v === 6) {
    const x = ip.toLowerCase().replace(/^\[|\]$/g, '');
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(x);
    if (mapped) return isInternalAddress(mapped[1]);
    const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(x);
    if (hexMapped) {
      const [hi, lo] = [parseInt(hexMapped[1], 16), parseInt(hexMapped[2], 16)];
      return isInternalAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
    }
    return (
      x === '::' ||
      x === '::1' ||
      /^fe[89ab]/.test(x) || // link-local fe80::/10
      /^f[cd]/.test(x) || // unique local fc00::/7
      /^ff/.test(x) || // multicast
      /^64:ff9b:/.test(x) // NAT64 can reach IPv4 internals
    );
  }
  return true; // not an address at all: treat as internal
}

/** The platform's own simulator address (APP_BASE_URL + /api/dsp-simulator). */
export function isOwnSimulator(url: URL): boolean {
  const base = new URL(env().APP_BASE_URL);
  return url.origin === base.origin && url.pathname.replace(/\/$/, '') === '/api/dsp-simulator';
}

export async function getEdgeSettings() {
  return (
    (await db.edgeSettings.findUnique({ where: { id: 1 } })) ?? {
      id: 1,
      allowPrivateStoreEndpoints: false,
      updatedById: null,
      updatedAt: new Date(0),
    }
  );
}

/**
 * How store host names are resolved: every check and every connection to a store goes through this one
 * resolver, so a test can play a DNS server whose answer changes between the check and the connection.
 */
export const storeHostResolver = {
  lookup: (host: string): Promise<LookupAddress[]> => lookup(host, { all: true, verbatim: true }),
};

/**
 * The addresses a store host may be reached at: every address it resolves to, each checked (400 with a
 * message for the admin when one is internal, unless allowed). `exempt` is for the platform's own simulator.
 */
export async function checkedStoreAddresses(rawHost: string, exempt = false): Promise<LookupAddress[]> {
  const host = rawHost.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await storeHostResolver.lookup(host);
  } catch {
    throw new BadRequest(`The store's address ${rawHost} could not be found.`);
  }
  if (addresses.length === 0) throw new BadRequest(`The store's address ${rawHost} could not be found.`);
  if (exempt || !addresses.some((a) => isInternalAddress(a.address))) return addresses;
  if ((await getEdgeSettings()).allowPrivateStoreEndpoints) return addresses;
  throw new BadRequest(
    `The store's address ${rawHost} is on a private or internal network. A super admin can allow such addresses in the security settings.`,
  );
}

/** Parses a store endpoint: http(s), no credentials in it. */
export function parseStoreEndpoint(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BadRequest('Enter a full http:// or https:// address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BadRequest('Deliveries go over HTTP(S): enter an http:// or https:// address.');
  if (url.username || url.password) throw new BadRequest('Do not put a user name or password in the address.');
  return url;
}

/**
 * Refuses (400, a message for the admin) an endpoint that is not http(s) or that resolves to an internal
 * address, unless allowed. Every address the name resolves to is checked. Connections check again
 * (lib/platform/security/outbound.ts): a name can resolve differently later (DNS rebinding).
 */
export async function assertStoreEndpointAllowed(raw: string): Promise<void> {
  const url = parseStoreEndpoint(raw);
  if (isOwnSimulator(url)) return;
  await checkedStoreAddresses(url.hostname);
}

/** The super admin's switch (the route requires step-up); audited in the same transaction. */
export async function setEdgeSettings(actor: { id: string }, input: { allowPrivateStoreEndpoints: boolean }) {
  return db.$transaction(async (tx) => {
    const row = await tx.edgeSettings.upsert({
      where: { id: 1 },
      create: { id: 1, ...input, updatedById: actor.id },
      update: { ...input, updatedById: actor.id },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'security.edge_settings',
      target: { type: 'EdgeSettings', id: '1' },
      detail: input,
    });
    return row;
  });
}
