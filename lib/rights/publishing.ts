// The publishing administration agreement an artist e-signs at /tnm-publishing-signup (typed name, drawn
// signature, time, client address, SHA-256 of the text), kept with a PDF copy like the school's contracts.
import { db } from '../platform/db';
import { BadRequest, Conflict, NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import { sha256Hex } from './hash';
import { agreementPdf } from '../platform/agreement-pdf';
import type { z } from 'zod';
import type { publishingSignInput } from './schema';

const PUBLISHING_TITLE = 'TNM Publishing Administration Agreement';

function publishingAgreementText(name: string): string {
  return [
    `${PUBLISHING_TITLE}`,
    '',
    `Between TNM Publishing ("the Administrator") and ${name} ("the Writer").`,
    '',
    "1. Appointment. The Writer appoints the Administrator, for the term of this agreement and worldwide, to register the Writer's musical works with performing and mechanical rights organisations, The MLC and other collecting bodies, and to collect the publisher share of royalties on the Writer's behalf. The Writer keeps ownership of the copyrights.",
    '2. Works. The agreement covers the works the Writer adds to the platform and marks as administered, each with a split sheet signed by every writer.',
    '3. Fee. The Administrator keeps 15% of the publishing royalties it collects and accounts for the rest to the Writer each quarter through the platform.',
    '4. Information. The Writer confirms that the information given about each work (writers, shares, identifiers) is true, and will tell the Administrator of any change.',
    "5. Term. One year from signature, renewing each year unless either party gives 60 days' written notice. Registrations made during the term stay valid until the Administrator has told the societies of the end of the agreement.",
    '6. Law. This agreement is governed by the laws of the State of New York.',
  ].join('\n');
}

export async function publishingStatus(actor: SessionUser) {
  const a = await db.publishingAgreement.findUnique({ where: { userId: actor.id } });
  const text = publishingAgreementText(actor.name);
  return {
    signed: a
      ? {
          signedAt: a.signedAt,
          legalName: a.legalName,
          agreementSha256: a.agreementSha256,
          ipi: a.ipi,
          society: a.society,
        }
      : null,
    agreement: { title: PUBLISHING_TITLE, text, sha256: sha256Hex(text) },
  };
}
export type PublishingStatus = Awaited<ReturnType<typeof publishingStatus>>;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export async function signPublishingAgreement(
  actor: SessionUser,
  input: z.output<typeof publishingSignInput>,
  meta: { ip: string; userAgent: string | null },
) {
  const png = Buffer.from(input.signature.slice(input.signature.indexOf(',') + 1), 'base64');
  if (png.length < 60 || !png.subarray(0, 8).equals(PNG_MAGIC))
    throw new BadRequest('Draw your signature in the box', [{ path: 'signature', message: 'is not a PNG image' }]);
  const text = publishingAgreementText(actor.name);
  const sha = sha256Hex(text);
  if (sha !== input.agreementSha256)
    throw new Conflict('The agreement changed since you opened it. Reload the page and read it again.');
  await db
    .$transaction(async (tx) => {
      const a = await tx.publishingAgreement.create({
        data: {
          userId: actor.id,
          legalName: input.legalName,
          ipi: input.ipi ?? null,
          society: input.society?.toUpperCase() ?? null,
          agreementText: text,
          agreementSha256: sha,
          typedName: input.typedName,
          signaturePng: new Uint8Array(png),
          ipAddress: meta.ip,
          userAgent: meta.userAgent?.slice(0, 500) ?? null,
        },
      });
      await recordAudit({
        tx,
        actor: actor.id,
        action: 'publishing.sign',
        target: { type: 'publishing_agreement', id: a.id },
        detail: { sha256: sha, ip: meta.ip },
      });
    })
    .catch((err) => {
      if ((err as { code?: string }).code === 'P2002') throw new Conflict('You have already signed the agreement.');
      throw err;
    });
  return publishingStatus(actor);
}

export async function publishingAgreementPdf(actor: SessionUser) {
  const a = await db.publishingAgreement.findUnique({ where: { userId: actor.id } });
  if (!a) throw new NotFound('You have not signed the publishing agreement');
  const pdf = await agreementPdf({
    title: PUBLISHING_TITLE,
    text: a.agreementText,
    sha256: a.agreementSha256,
    typedName: a.typedName,
    signaturePng: Buffer.from(a.signaturePng),
    signedAt: a.signedAt,
    ipAddress: a.ipAddress,
  });
  return { pdf, filename: 'publishing-agreement.pdf' };
}
