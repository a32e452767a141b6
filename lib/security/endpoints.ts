// Outbound store endpoints: an address on a private, loopback, link-local or otherwise internal network is
// refused (the platform must not become a way to reach its own network), unless the super admin allows it
// (EdgeSettings.allowPrivateStoreEndpoints). The platform's own DSP simulator at APP_BASE_URL is always allowed:
// it is the platform itself, reached with a per-store credential. Checked when an endpoint is saved and again
// right before each send (the name may resolve differently later).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { BadRequest } from '../errors';
import { env } from '../env';
import { db } from '../db';
import { recordAudit } from '../audit/service';

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
function isOwnSimulator(url: URL): boolean {
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
 * Refuses (400, a message for the admin) an endpoint that is not http(s) or that resolves to an internal
 * address, unless allowed. Every address the name resolves to is checked.
 */
export async function assertStoreEndpointAllowed(raw: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BadRequest('Enter a full http:// or https:// address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BadRequest('Deliveries go over HTTP(S): enter an http:// or https:// address.');
  if (url.username || url.password) throw new BadRequest('Do not put a user name or password in the address.');
  if (isOwnSimulator(url)) return;
  if ((await getEdgeSettings()).allowPrivateStoreEndpoints) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw new BadRequest(`The store's address ${url.host} could not be found.`);
  }
  if (addresses.length === 0 || addresses.some(isInternalAddress))
    throw new BadRequest(
      `The store's address ${url.host} is on a private or internal network. A super admin can allow such addresses in the security settings.`,
    );
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
