// Worker thread holding the compiled ERN 4.3 schema (libxml2 in WebAssembly). Compiling the 3.7 MB of
// schemas takes ~200 ms; validating a 12-track album against the kept schema takes ~2 ms. The main
// thread (lib/distribution/ern/validate.ts) sends { id, xmls } and receives { id, results } in order.
// Only the two schema files are readable by libxml2 here: an uploaded message cannot make it load files.
import { parentPort, workerData } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  XmlBufferInputProvider,
  XmlDocument,
  XmlParseError,
  XmlValidateError,
  XsdValidator,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';

const dir = workerData.dir;
const ernPath = path.join(dir, 'ern43', 'release-notification.xsd');
const avsPath = path.join(dir, 'allowed-value-sets.xsd');
const avs = readFileSync(avsPath);
xmlRegisterInputProvider(
  new XmlBufferInputProvider({ [avsPath]: avs, [path.join(dir, 'ern43', '../allowed-value-sets.xsd')]: avs }),
);
const schemaDoc = XmlDocument.fromBuffer(readFileSync(ernPath), { url: ernPath });
const validator = XsdValidator.fromDoc(schemaDoc);
schemaDoc.dispose();

const errorsOf = (details, prefix = '') =>
  (details ?? []).map((d) => ({ line: d.line || null, message: prefix + String(d.message).trim() }));

function validateOne(xml) {
  let doc;
  try {
    doc = XmlDocument.fromString(xml, { url: 'message.xml' });
  } catch (e) {
    if (e instanceof XmlParseError) {
      const errors = errorsOf(e.details, 'Not well-formed XML: ');
      return { valid: false, errors: errors.length ? errors : [{ line: null, message: 'Not well-formed XML.' }] };
    }
    throw e;
  }
  try {
    validator.validate(doc);
    return { valid: true, errors: [] };
  } catch (e) {
    if (e instanceof XmlValidateError) return { valid: false, errors: errorsOf(e.details) };
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
