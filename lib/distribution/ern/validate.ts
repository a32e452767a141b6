// Validates ERN 4.3 messages against the official XSD (with allowed-value-sets.xsd beside its folder)
// using xmllint compiled to WebAssembly. Several messages share one schema compilation.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

interface ErnError {
  line: number | null;
  message: string;
}
export interface ErnValidation {
  valid: boolean;
  errors: ErnError[];
}

/** The folder holding ern43/ and allowed-value-sets.xsd: DDEX_SCHEMA_DIR, or shared/ddex above the app. */
export function schemaDir(): string {
  const candidates = [
    process.env.DDEX_SCHEMA_DIR,
    path.resolve('../shared/ddex'),
    path.resolve('../../shared/ddex'),
    '/work/shared/ddex',
  ].filter(Boolean) as string[];
  const dir = candidates.find((d) => existsSync(path.join(d, 'ern43', 'release-notification.xsd')));
  if (!dir)
    throw new Error(
      'DDEX ERN 4.3 schema not found: set DDEX_SCHEMA_DIR to the folder holding ern43/ and allowed-value-sets.xsd',
    );
  return dir;
}

let schemaFiles: { ern: string; avs: string } | undefined;
function schemas() {
  if (!schemaFiles) {
    const dir = schemaDir();
    schemaFiles = {
      ern: readFileSync(path.join(dir, 'ern43', 'release-notification.xsd'), 'utf8'),
      avs: readFileSync(path.join(dir, 'allowed-value-sets.xsd'), 'utf8'),
    };
  }
  return schemaFiles;
}

/** Enumeration errors list hundreds of allowed values: keep the first few. */
function shorten(message: string): string {
  return message.replace(/\{([^}]{160,})\}/, (_m, list: string) => {
    const values = list.split(', ');
    return `{${values.slice(0, 8).join(', ')}, ... ${values.length - 8} more}`;
  });
}

const MAX_PAGES = 16384; // 1 GiB ceiling: the two schemas take about 4 MB of text

/** Validates many messages with one xmllint run; results are in the input order. */
export async function validateErns(xmls: string[]): Promise<ErnValidation[]> {
  if (xmls.length === 0) return [];
  const { ern, avs } = schemas();
  const names = xmls.map((_x, i) => `message-${i}.xml`);
  const result = await validateXML({
    xml: xmls.map((contents, i) => ({ fileName: names[i], contents })),
    schema: [{ fileName: 'ern43/release-notification.xsd', contents: ern }],
    preload: [{ fileName: 'allowed-value-sets.xsd', contents: avs }],
    maxMemoryPages: MAX_PAGES,
  });
  const byFile = new Map<string, ErnError[]>(names.map((n) => [n, []]));
  for (const e of result.errors) {
    const file = e.loc?.fileName;
    const msg = shorten(
      e.message.replace(/^Schemas validity error : /, '').replace(/^parser error : /, 'Not well-formed XML: '),
    );
    if (file && byFile.has(file)) byFile.get(file)!.push({ line: e.loc?.lineNumber ?? null, message: msg });
    else if (!/validates$|fails to validate$/.test(e.rawMessage))
      byFile.get(names[0])!.push({ line: null, message: msg });
  }
  return names.map((n) => ({ valid: byFile.get(n)!.length === 0, errors: byFile.get(n)! }));
}

export async function validateErn(xml: string): Promise<ErnValidation> {
  return (await validateErns([xml]))[0];
}

// Messages arriving close together share one xmllint run (compiling the schemas dominates the cost).
// One run at a time: messages arriving meanwhile wait and go together into the next run, so under load
// batches grow instead of schema compilations competing for the CPU.
let pending: { xml: string; resolve: (v: ErnValidation) => void; reject: (e: unknown) => void }[] = [];
let timer: NodeJS.Timeout | null = null;
let running = false;
const BATCH_WAIT_MS = 20;
const BATCH_MAX = 200;

function flush() {
  timer = null;
  if (running || pending.length === 0) return;
  const batch = pending.slice(0, BATCH_MAX);
  pending = pending.slice(BATCH_MAX);
  running = true;
  validateErns(batch.map((b) => b.xml))
    .then(
      (results) => batch.forEach((b, i) => b.resolve(results[i])),
      (err) => batch.forEach((b) => b.reject(err)),
    )
    .finally(() => {
      running = false;
      if (pending.length) flush();
    });
}

/** Like validateErn, but batches with other calls made within a few milliseconds or during a run. */
export function validateErnBatched(xml: string): Promise<ErnValidation> {
  return new Promise((resolve, reject) => {
    pending.push({ xml, resolve, reject });
    if (!running && !timer) timer = setTimeout(flush, BATCH_WAIT_MS);
  });
}
