// Compares this platform's ERN verdict (lib/distribution/ern/validate.ts) with xmllint's, the reference, file by
// file: same verdict, same error lines and messages (whole, but for the enumeration lists we shorten: a "{a, b, ...}"
// list is compared as "{...}"; a namespace in braces, "{http://ddex.net/xml/ern/43}", is compared; for a root in
// another namespace only the verdict and line). The schema is chosen by the root namespace as the validator does.
// Run: npx tsx scripts/ern-vs-xmllint.ts file.xml ... (needs xmllint: apt-get install libxml2-utils)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { schemaDir, validateErn, ERN_VERSIONS } from '../lib/distribution/ern/validate';
import { asUtf8Xml, decodeXml } from '../lib/distribution/ern/read';

// Before, messages were compared up to their first "{", which is where every namespaced element name starts.
const head = (m: string) => m.replace(/\{[^}]*, [^}]*\}/g, '{...}').trim();

function xmllint(file: string, xsd: string) {
  try {
    execFileSync('xmllint', ['--noout', '--schema', xsd, file], { stdio: 'pipe' });
    return { valid: true, errors: [] as { line: number; message: string }[] };
  } catch (e) {
    // Without xmllint every file would look invalid with no errors: stop instead of reporting differences.
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error('xmllint is not installed: apt-get install libxml2-utils');
      process.exit(2);
    }
    const out = String((e as { stderr: Buffer }).stderr);
    const errors = [
      ...out.matchAll(/^.*?:(\d+): (?:element \S+: Schemas validity error : |(parser error : ))(.*)$/gm),
    ].map((m) => ({ line: Number(m[1]), message: (m[2] ? 'Not well-formed XML: ' : '') + m[3].trim() }));
    return { valid: false, errors };
  }
}

async function main() {
  let same = 0;
  const files = process.argv.slice(2);
  for (const file of files) {
    // Decoded as the upload routes decode it (BOM, prolog encoding: UTF-16 files too); xmllint reads the file itself.
    const xml = asUtf8Xml(decodeXml(readFileSync(file)));
    const ns = /<(?:\w+:)?\w+[^>]*\sxmlns(?::\w+)?="(http:\/\/ddex\.net\/xml\/ern\/\d+)"/.exec(xml)?.[1] ?? '';
    const folder = ns.endsWith('/432') ? 'ern432' : 'ern43';
    const ref = xmllint(file, path.join(schemaDir(), folder, 'release-notification.xsd'));
    const ours = await validateErn(xml);
    const a = JSON.stringify({ valid: ref.valid, errors: ref.errors.map((e) => [e.line, head(e.message)]) });
    const b = JSON.stringify({ valid: ours.valid, errors: ours.errors.map((e) => [e.line, head(e.message)]) });
    // A root in another namespace: xmllint says "No matching global declaration", we name the supported versions;
    // the verdict and the line must still agree.
    const lines = (r: { valid: boolean; errors: { line: number | null }[] }) =>
      JSON.stringify([r.valid, r.errors.map((e) => e.line)]);
    const ok = a === b || (!(ns in ERN_VERSIONS) && lines(ref) === lines(ours));
    if (ok) same++;
    const version = ERN_VERSIONS[ns as keyof typeof ERN_VERSIONS] ?? 'unknown';
    console.log(`${ok ? 'SAME' : 'DIFF'} ${path.basename(file)} (ERN ${version}, ours ${ours.version}): ${a}`);
    if (a !== b) console.log(`     ours: ${b}`);
  }
  console.log(`${same}/${files.length} files: same verdict and error lines as xmllint`);
  process.exit(same === files.length ? 0 : 1);
}
void main();
