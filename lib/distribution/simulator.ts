// The DSP simulator: a store inside the platform. It validates each ERN against the XSD, refuses
// messages with schema errors or that break the DDEX Audio release profile's rules (ern/profile-rules.ts), records what it received (once per
// MessageId) and, as configured, fails a share of deliveries or does not answer in time.
import { randomInt } from 'node:crypto';
import { db } from '../platform/db';
import type { DistributionSettings } from '../generated/prisma/client';
import { getDistributionSettings } from './settings';
import { validateErnBatched } from './ern/validate';
import { checkReleaseProfile } from './ern/profile-rules';

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
  return receiveDspMessages([xml], await getDistributionSettings())[0];
}

/**
 * Many messages at once (a batch of deliveries, lib/distribution/deliver-batch.ts): each is rolled for a
 * simulated timeout or outage on its own; the rest are validated in one call to the schema worker and
 * recorded in one statement. A timed-out message answers late, without holding the others back.
 */
export function receiveDspMessages(xmls: string[], s: DistributionSettings): Promise<DspAnswer>[] {
  const answers: Promise<DspAnswer>[] = [];
  const validated: { i: number; xml: string; messageId: string | null }[] = [];
  xmls.forEach((xml, i) => {
    const messageId = tag(xml, 'MessageId');
    const roll = randomInt(100);
    if (roll < s.simTimeoutPercent)
      answers[i] = sleep(s.deliveryTimeoutMs + 1000).then(() => ({
        status: 504,
        body: { status: 'unavailable', messageId, message: 'Simulated timeout' },
      }));
    else if (roll < s.simTimeoutPercent + s.simFailurePercent)
      answers[i] = Promise.resolve({
        status: 503,
        body: { status: 'unavailable', messageId, message: 'Simulated store outage (503 Service Unavailable)' },
      });
    else validated.push({ i, xml, messageId });
  });
  const checked = validated.length ? validateAndRecord(validated) : Promise.resolve([]);
  validated.forEach((v, k) => (answers[v.i] = checked.then((all) => all[k])));
  return answers;
}

async function validateAndRecord(messages: { xml: string; messageId: string | null }[]): Promise<DspAnswer[]> {
  // Messages validated at the same moment (this batch, other simulator requests) share one worker call.
  const results = await Promise.all(messages.map((m) => validateErnBatched(m.xml)));
  const rows: {
    messageId: string;
    partyId: string;
    kind: string;
    title: string;
    upc: string;
    accepted: boolean;
    errors: string;
  }[] = [];
  const answers = messages.map(({ xml, messageId }, k): DspAnswer => {
    const errors = [...results[k].errors];
    const takedown = /<EndDate>/.test(xml);
    // A store that checks the release profile: a TrackRelease per recording, the cover with its file, hash and
    // size, a deal per release ... (lib/distribution/ern/profile-rules.ts); the message's rule ids in the errors.
    if (results[k].valid && !takedown && /<(\w+:)?NewReleaseMessage[\s>]/.test(xml))
      errors.push(...checkReleaseProfile(xml).errors.map((e) => ({ line: e.line, message: e.message })));
    const accepted = errors.length === 0;
    if (messageId)
      rows.push({
        messageId,
        partyId: tag(xml, 'PartyId') ?? '',
        kind: takedown ? 'takedown' : 'release',
        title: tag(xml, 'DisplayTitleText') ?? '',
        upc: tag(xml, 'ICPN') ?? '',
        accepted,
        errors: JSON.stringify(errors),
      });
    if (!accepted) return { status: 422, body: { status: 'rejected', messageId, message: errors[0].message, errors } };
    return { status: 200, body: { status: 'acknowledged', messageId, message: 'Message acknowledged' } };
  });
  // Keyed by MessageId: a retried message updates its record (attempts + 1) instead of adding a second one.
  if (rows.length)
    await db.$executeRaw`
      INSERT INTO "DspInboxMessage" (id, "messageId", "recipientPartyId", kind, "releaseTitle", upc, accepted, errors, "updatedAt")
      SELECT gen_random_uuid()::text, m.id, m.party, m.kind, m.title, m.upc, m.accepted, m.errors::jsonb, now()
      FROM unnest(${rows.map((r) => r.messageId)}::text[], ${rows.map((r) => r.partyId)}::text[],
                  ${rows.map((r) => r.kind)}::text[], ${rows.map((r) => r.title)}::text[], ${rows.map((r) => r.upc)}::text[],
                  ${rows.map((r) => r.accepted)}::boolean[], ${rows.map((r) => r.errors)}::text[])
           AS m(id, party, kind, title, upc, accepted, errors)
      ON CONFLICT ("messageId") DO UPDATE SET "recipientPartyId" = EXCLUDED."recipientPartyId", kind = EXCLUDED.kind,
        "releaseTitle" = EXCLUDED."releaseTitle", upc = EXCLUDED.upc, accepted = EXCLUDED.accepted,
        errors = EXCLUDED.errors, attempts = "DspInboxMessage".attempts + 1, "updatedAt" = now()`;
  return answers;
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
