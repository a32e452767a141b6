// Worker thread holding the compiled ERN schemas (libxml2 in WebAssembly), one per supported version, chosen
// by the root element's namespace: ERN 4.3 (compiled at start, ~200 ms with the WebAssembly warm-up, as our own
// messages are 4.3) and ERN 4.3.2 (compiled on the first 4.3.2 message, ~90 ms, ~11 MB). Validating a 12-track
// album against a kept schema takes ~2 ms. The main thread (lib/distribution/ern/validate.ts) sends
// { id, xmls } and receives { id, results } in order.
// Only the schema files are readable by libxml2 here: an uploaded message cannot make it load files.
import { parentPort, workerData } from 'node:worker_threads';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  XmlBufferInputProvider,
  XmlDocument,
  XmlParseError,
  XmlValidateError,
  XsdValidator,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';

/** Supported versions by the root element's namespace (kept in step with ERN_VERSIONS in validate.ts). */
const VERSIONS = {
  'http://ddex.net/xml/ern/43': { version: '4.3', folder: 'ern43' },
  'http://ddex.net/xml/ern/432': { version: '4.3.2', folder: 'ern432' },
};
const SUPPORTED = Object.entries(VERSIONS)
  .map(([ns, v]) => `ERN ${v.version} (${ns})`)
  .join(' and ');

const dir = workerData.dir;
const avsPath = path.join(dir, 'allowed-value-sets.xsd');
xmlRegisterInputProvider(new XmlBufferInputProvider({ [avsPath]: readFileSync(avsPath) }));

const validators = new Map();
/** The compiled schema of a supported namespace (compiled on first use), or null when its file is missing. */
function validatorFor(ns) {
  let v = validators.get(ns);
  if (!v) {
    const file = path.join(dir, VERSIONS[ns].folder, 'release-notification.xsd');
    if (!existsSync(file)) return null;
    const schemaDoc = XmlDocument.fromBuffer(readFileSync(file), { url: file });
    try {
      v = XsdValidator.fromDoc(schemaDoc);
    } finally {
      schemaDoc.dispose();
    }
    validators.set(ns, v);
  }
  return v;
}
validatorFor('http://ddex.net/xml/ern/43');

const errorsOf = (details, prefix = '') =>
  (details ?? []).map((d) => ({ line: d.line || null, message: prefix + String(d.message).trim() }));

function validateOne(xml) {
  let doc;
  let version = null;
  try {
    doc = XmlDocument.fromString(xml, { url: 'message.xml' });
  } catch (e) {
    if (e instanceof XmlParseError) {
      const errors = errorsOf(e.details, 'Not well-formed XML: ');
      return {
        valid: false,
        version: null,
        errors: errors.length ? errors : [{ line: null, message: 'Not well-formed XML.' }],
      };
    }
    throw e;
  }
  try {
    const root = doc.root;
    const ns = root.namespaceUri || '';
    const known = VERSIONS[ns];
    if (!known) {
      // Another DDEX ERN version is named as such (ern/382 is ERN 3.8.2, ern/42 is ERN 4.2).
      const other = /^http:\/\/ddex\.net\/xml\/ern\/(\d+)$/.exec(ns)?.[1];
      const where = other
        ? `in the ERN ${other.split('').join('.')} namespace (${ns})`
        : ns
          ? `in the namespace ${ns}`
          : 'in no namespace';
      return {
        valid: false,
        version: null,
        errors: [
          {
            line: root.line || null,
            message: `The root element ${root.name} is ${where}: this platform validates ${SUPPORTED} release notification messages only.`,
          },
        ],
      };
    }
    const validator = validatorFor(ns);
    if (!validator)
      return {
        valid: false,
        version: null,
        errors: [
          {
            line: root.line || null,
            message: `The ERN ${known.version} schema is not installed on this server (${known.folder}/release-notification.xsd under DDEX_SCHEMA_DIR).`,
          },
        ],
      };
    version = known.version;
    validator.validate(doc);
    return { valid: true, version, errors: [] };
  } catch (e) {
    if (e instanceof XmlValidateError) return { valid: false, version, errors: errorsOf(e.details) };
    throw e;
  } finally {
    doc.dispose();
  }
}

parentPort.on('message', ({ id, xmls }) => {
  try {
    parentPort.postMessage({ id, results: xmls.map(validateOne) });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
parentPort.postMessage({ ready: true });
