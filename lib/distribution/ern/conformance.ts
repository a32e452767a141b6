// /ddex-conformance: validation of an uploaded ERN file or of a stored release's message, error by error.
import { z } from 'zod';
import { BadRequest } from '../../errors';
import { parseWith, readJson } from '../../http';
import { buildReleaseErn, loadErnRelease } from './service';
import { validateErn } from './validate';

const MAX_XML_BYTES = 5 * 1024 * 1024;

/** The XML text of a multipart "file" field, read in memory (ERN messages are small). */
export async function readUploadedXml(req: Request): Promise<{ name: string; xml: string }> {
  const form = await req.formData().catch(() => {
    throw new BadRequest('Send the message as a multipart form with a "file" field.');
  });
  const file = form.get('file');
  if (!(file instanceof Blob)) throw new BadRequest('Choose an ERN XML file.', [{ path: 'file', message: 'Required' }]);
  if (file.size > MAX_XML_BYTES) throw new BadRequest('The file is larger than 5 MB.');
  const xml = await file.text();
  if (!/^\s*(<\?xml[^>]*\?>\s*)?</.test(xml))
    throw new BadRequest('The file is not XML.', [{ path: 'file', message: 'Not XML' }]);
  return { name: (file as File).name ?? 'message.xml', xml };
}

export async function validateUploadOrRelease(req: Request) {
  const type = req.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const { name, xml } = await readUploadedXml(req);
    return { source: name, ...(await validateErn(xml)) };
  }
  const { releaseId } = parseWith(z.object({ releaseId: z.string().min(1).max(40) }), (await readJson(req)) ?? {});
  const xml = await buildReleaseErn(await loadErnRelease(releaseId));
  return { source: `release ${releaseId}`, ...(await validateErn(xml)), xml };
}
