// /ddex-conformance: validation of an uploaded ERN file or of a stored release's message, error by error.
import { z } from 'zod';
import { BadRequest } from '../../platform/errors';
import { parseWith, readJson } from '../../platform/http/with-auth';
import { buildReleaseErn, loadErnRelease } from './service';
import { asUtf8Xml, assertNoEntities, decodeXml, lineOf, rootOf } from './read';
import { validateErn, type ErnError } from './validate';
import { checkReleaseProfile } from './profile-rules';

const MAX_XML_BYTES = 5 * 1024 * 1024;

/** The XML text of a multipart "file" field, read in memory (ERN messages are small). */
export async function readUploadedXml(req: Request): Promise<{ name: string; xml: string }> {
  const form = await req.formData().catch(() => {
    throw new BadRequest('Send the message as a multipart form with a "file" field.');
  });
  const file = form.get('file');
  if (!(file instanceof Blob)) throw new BadRequest('Choose an ERN XML file.', [{ path: 'file', message: 'Required' }]);
  if (file.size > MAX_XML_BYTES) throw new BadRequest('The file is larger than 5 MB.');
  const xml = asUtf8Xml(decodeXml(Buffer.from(await file.arrayBuffer())));
  if (!/^\s*(<\?xml[^>]*\?>\s*)?</.test(xml))
    throw new BadRequest('The file is not XML: send a DDEX ERN 4.3 or 4.3.2 message.', [
      { path: 'file', message: 'Not XML' },
    ]);
  assertNoEntities(xml);
  return { name: (file as File).name ?? 'message.xml', xml };
}

const MESSAGE_TYPES = new Set(['NewReleaseMessage', 'PurgeReleaseMessage']);

/**
 * Checks on top of the XSD (allowed-value usage and what stores need), reported as warnings with their
 * line: they never change the XSD's verdict.
 */
function avsWarnings(xml: string): ErnError[] {
  const out: ErnError[] = [];
  const root = rootOf(xml);
  if (root && root.name === 'UpdateReleaseMessage')
    out.push({
      line: root.line,
      message:
        'ERN 4.3 and 4.3.2 have no UpdateReleaseMessage: an update is sent as a new NewReleaseMessage for the release (with UpdateIndicator in ERN 3, a later MessageCreatedDateTime in ERN 4).',
    });
  else if (root && !MESSAGE_TYPES.has(root.name))
    out.push({ line: root.line, message: `${root.name} is not an ERN 4.3 / 4.3.2 release notification message.` });
  for (const m of xml.matchAll(/<(\w+)[^>]*>\s*UserDefined\s*</g)) {
    if (!/UserDefinedValue=/.test(m[0]))
      out.push({
        line: lineOf(xml, m[0], m.index) ?? null,
        message: `${m[1]} is UserDefined without a UserDefinedValue attribute naming the value.`,
      });
  }
  for (const m of xml.matchAll(/<SoundRecording>[\s\S]*?<\/SoundRecording>/g))
    if (!/<ISRC>/.test(m[0]))
      out.push({ line: lineOf(xml, m[0], m.index), message: 'A SoundRecording has no ISRC; stores require one.' });
  for (const m of xml.matchAll(/<Release(?:\s[^>]*)?>[\s\S]*?<\/Release>/g))
    if (!/<ICPN>/.test(m[0]))
      out.push({ line: lineOf(xml, m[0], m.index), message: 'A Release has no ICPN (UPC/EAN); stores require one.' });
  out.push(...aiWarnings(xml));
  for (const m of xml.matchAll(/<Duration>([^<]*)<\/Duration>/g))
    if (/^PT0*S?$|^PT0+M0+S$/.test(m[1].trim()))
      out.push({ line: lineOf(xml, m[0], m.index), message: `Duration ${m[1]} is zero.` });
  return out;
}

/**
 * ERN 4.3.2's definition of ContainsAI on a SoundRecording or Video: under None no contributor may have an
 * AiContribution of Partly or All (a GenerativeAI special contributor's is All unless stated), under All only
 * GenerativeAI contributors may be named. The import keeps what the message declares; the report points at it.
 */
function aiWarnings(xml: string): ErnError[] {
  const out: ErnError[] = [];
  for (const m of xml.matchAll(/<(SoundRecording|Video)(?:\s[^>]*)?>[\s\S]*?<\/\1>/g)) {
    const declared = /<ContainsAI>\s*(All|None)\s*<\/ContainsAI>/.exec(m[0]);
    if (!declared) continue;
    const line = lineOf(xml, declared[0], m.index);
    const contributors = [...m[0].matchAll(/<Contributor(?:\s[^>]*)?>[\s\S]*?<\/Contributor>/g)].map((c) => c[0]);
    const generative = (c: string) => /<SpecialContributor[^>]*>\s*GenerativeAI\s*</.test(c);
    const aiShare = (c: string) =>
      /<AiContribution>\s*(Partly|All)\s*</.test(c) || (generative(c) && !/<AiContribution>/.test(c));
    if (declared[1] === 'None' && contributors.some(aiShare))
      out.push({
        line,
        message: `A ${m[1]} declares ContainsAI None but names a contributor whose AiContribution is Partly or All (a GenerativeAI contributor's is All unless stated).`,
      });
    if (declared[1] === 'All' && contributors.some((c) => !generative(c)))
      out.push({
        line,
        message: `A ${m[1]} declares ContainsAI All but names contributors other than GenerativeAI ones.`,
      });
  }
  return out;
}

// A release's message is built in the version the admin chooses (4.3, what most stores are sent, by default).
const releaseCheckSchema = z.object({
  releaseId: z.string().min(1).max(40),
  ernVersion: z.enum(['4.3', '4.3.2'], { error: 'Choose ERN 4.3 or 4.3.2' }).default('4.3'),
});

async function report(source: string, xml: string) {
  const root = rootOf(xml);
  const check = await validateErn(xml);
  // The release profile's rules (./profile-rules.ts) apply to a release notification; a purge has none.
  const profile = root?.name === 'NewReleaseMessage' ? checkReleaseProfile(xml) : null;
  // ernVersion: the version whose XSD judged the message (from its root's namespace), null when none did.
  // valid stays the XSD's verdict; conformant adds the profile's (what a store that checks the profile says).
  return {
    source,
    messageType: root?.name ?? null,
    ernVersion: check.version,
    valid: check.valid,
    errors: check.errors,
    warnings: avsWarnings(xml),
    profile,
    conformant: check.valid && (profile?.passed ?? true),
  };
}

export async function validateUploadOrRelease(req: Request) {
  const type = req.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const { name, xml } = await readUploadedXml(req);
    return report(name, xml);
  }
  const { releaseId, ernVersion } = parseWith(releaseCheckSchema, (await readJson(req)) ?? {});
  const xml = await buildReleaseErn(await loadErnRelease(releaseId), { version: ernVersion });
  return { ...(await report(`release ${releaseId}`, xml)), xml };
}
