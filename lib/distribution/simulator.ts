// The DSP simulator: a store inside the platform. It validates each ERN against the XSD, refuses
// messages with schema errors or without front-cover artwork, records what it received (once per
// MessageId) and, as configured, fails a share of deliveries or does not answer in time.
import { randomInt } from 'node:crypto';
import { db } from '../db';
import type { Prisma } from '../generated/prisma/client';
import { getDistributionSettings } from './settings';
import { validateErnBatched } from './ern/validate';

export interface DspAnswer {
  status: number;
  body: {
    status: 'acknowledged' | 'rejected' | 'unavailable';
    messageId: string | null;
    message: string;
    errors?: { line: number | null; message: string }[];
  };
}

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? null;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref?.());

export async function receiveDspMessage(xml: string): Promise<DspAnswer> {
  const s = await getDistributionSettings();
  const messageId = tag(xml, 'MessageId');
  const roll = randomInt(100);
  if (roll < s.simTimeoutPercent) {
    await sleep(s.deliveryTimeoutMs + 1000);
    return { status: 504, body: { status: 'unavailable', messageId, message: 'Simulated timeout' } };
  }
  if (roll < s.simTimeoutPercent + s.simFailurePercent) {
    return {
      status: 503,
      body: { status: 'unavailable', messageId, message: 'Simulated store outage (503 Service Unavailable)' },
    };
  }
  const result = await validateErnBatched(xml);
  const errors = [...result.errors];
  const takedown = /<EndDate>/.test(xml);
  if (result.valid && !takedown && !/<Type>FrontCoverImage<\/Type>/.test(xml))
    errors.push({ line: null, message: 'Missing front cover artwork: the message has no FrontCoverImage resource.' });
  const accepted = errors.length === 0;
  if (messageId) {
    const data = {
      recipientPartyId: tag(xml, 'PartyId') ?? '',
      kind: takedown ? 'takedown' : 'release',
      releaseTitle: tag(xml, 'DisplayTitleText') ?? '',
      upc: tag(xml, 'ICPN') ?? '',
      accepted,
      errors: errors as unknown as Prisma.InputJsonValue,
    };
    // Keyed by MessageId: a retried message updates its record instead of adding a second one.
    await db.dspInboxMessage.upsert({
      where: { messageId },
      create: { messageId, ...data },
      update: { ...data, attempts: { increment: 1 } },
    });
  }
  if (!accepted) return { status: 422, body: { status: 'rejected', messageId, message: errors[0].message, errors } };
  return { status: 200, body: { status: 'acknowledged', messageId, message: 'Message acknowledged' } };
}

/** What the simulated store received: totals and the 50 newest messages, for /dsp-simulator. */
export async function simulatorInbox() {
  const [received, accepted, recent] = await Promise.all([
    db.dspInboxMessage.count(),
    db.dspInboxMessage.count({ where: { accepted: true } }),
    // bounded: the newest messages the simulated store received; the counts cover them all.
    db.dspInboxMessage.findMany({ orderBy: { updatedAt: 'desc' }, take: 50 }),
  ]);
  return { received, accepted, recent };
}
