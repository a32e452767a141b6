// Validates ERN 4.3 and 4.3.2 messages against their official XSD, chosen by the root element's namespace
// (allowed-value-sets.xsd, shared by both, beside their folders), using libxml2 compiled to WebAssembly in a
// worker thread that compiles each schema once per process. A root in another namespace is refused with one
// error naming the supported versions.
import { env } from '../../platform/env';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface ErnError {
  line: number | null;
  message: string;
}
/** The ERN versions validated and imported, by the namespace of the message's root element. */
export const ERN_VERSIONS = {
  'http://ddex.net/xml/ern/43': '4.3',
  'http://ddex.net/xml/ern/432': '4.3.2',
} as const;
export type ErnVersion = (typeof ERN_VERSIONS)[keyof typeof ERN_VERSIONS];

export interface ErnValidation {
  valid: boolean;
  /** The version whose XSD the message was validated against; null when it is not XML or in another namespace. */
  version: ErnVersion | null;
  errors: ErnError[];
}

/** The schemas shipped in the project (schemas/README.md says which versions), resolved from the project root. */
export const SHIPPED_SCHEMA_DIR = path.join(process.cwd(), 'lib', 'distribution', 'ern', 'schemas');

/** The folder holding ern43/, ern432/ and allowed-value-sets.xsd: DDEX_SCHEMA_DIR when set, else the shipped ones. */
export function schemaDir(): string {
  const candidates = [env().DDEX_SCHEMA_DIR, SHIPPED_SCHEMA_DIR].filter(Boolean) as string[];
  // ern43 is required (our own messages); a folder without ern432 still validates 4.3, and a 4.3.2 message is
  // then answered with an error naming the missing schema (xsd-worker.mjs).
  const dir = candidates.find((d) => existsSync(path.join(d, 'ern43', 'release-notification.xsd')));
  if (!dir)
    throw new Error(
      'DDEX ERN 4.3 / 4.3.2 schemas not found: set DDEX_SCHEMA_DIR to the folder holding ern43/, ern432/ and allowed-value-sets.xsd',
    );
  return dir;
}

/** Enumeration errors list hundreds of allowed values: keep the first few. */
function shorten(message: string): string {
  return message.replace(/\{([^}]{160,})\}/, (_m, list: string) => {
    const values = list.split(', ');
    return `{${values.slice(0, 8).join(', ')}, ... ${values.length - 8} more}`;
  });
}

// One long-lived worker thread per process holds the compiled schemas (lib/distribution/ern/xsd-worker.mjs):
// the first call pays the ERN 4.3 compilation (~200 ms), the first 4.3.2 message the 4.3.2 one (~90 ms), every
// later one only the validation (~2 ms per album), off the main thread. The worker does not keep the process alive; it is restarted if it dies.
type Reply = { id: number; results?: ErnValidation[]; error?: string };
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (r: ErnValidation[]) => void; reject: (e: unknown) => void }>();

function xsdWorker(): Worker {
  if (worker) return worker;
  const file = path.join(process.cwd(), 'lib', 'distribution', 'ern', 'xsd-worker.mjs');
  const w = new Worker(file, { workerData: { dir: schemaDir() } });
  w.unref();
  w.on('message', (m: Reply & { ready?: boolean }) => {
    if (m.ready) return;
    const p = waiting.get(m.id);
    if (!p) return;
    waiting.delete(m.id);
    if (m.error) p.reject(new Error(`ERN validation failed: ${m.error}`));
    else p.resolve(m.results!);
  });
  const fail = (err: unknown) => {
    if (worker === w) worker = null;
    for (const p of waiting.values()) p.reject(err);
    waiting.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`the ERN schema worker stopped (exit code ${code})`)));
  worker = w;
  return w;
}

/** Starts the schema worker (which compiles ERN 4.3) ahead of the first validation (server start-up, benches). */
export function warmErnValidator(): Promise<void> {
  return validateErns(['<warm/>']).then(() => undefined);
}

/** Validates many messages against the compiled schema; results are in the input order. */
export async function validateErns(xmls: string[]): Promise<ErnValidation[]> {
  if (xmls.length === 0) return [];
  const w = xsdWorker();
  const id = nextId++;
  const results = await new Promise<ErnValidation[]>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.ref();
    w.postMessage({ id, xmls });
  }).finally(() => {
    if (waiting.size === 0) w.unref();
  });
  return results.map((r) => ({
    valid: r.valid,
    version: r.version,
    errors: r.errors.map((e) => ({ ...e, message: shorten(e.message) })),
  }));
}

export async function validateErn(xml: string): Promise<ErnValidation> {
  return (await validateErns([xml]))[0];
}

// Messages arriving close together share one round trip to the schema worker.
// One run at a time: messages arriving meanwhile wait and go together into the next run, so under load
// batches grow instead of many small messages queueing at the worker.
let pending: { xml: string; resolve: (v: ErnValidation) => void; reject: (e: unknown) => void }[] = [];
let timer: NodeJS.Timeout | null = null;
let running = false;
const BATCH_WAIT_MS = 2;
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
