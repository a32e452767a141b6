// Sending an ERN to a store: HTTP POST to the store's endpoint, or the platform's DSP simulator
// in-process when the store has none (the simulator's HTTP route runs the same code).
import type { DistributionSettings, Store } from '../generated/prisma/client';
import { AppError } from '../platform/errors';
import { storeRequest, type StoreAnswer } from '../platform/security/outbound';
import { receiveDspMessage, receiveDspMessages } from './simulator';
import { simulatorCredential } from './simulator-credential';
import { sendOverConfiguredTransport, type SendResult } from './transports';
import { db } from '../platform/db';
export type { SendResult };
import { httpOutcome, recordCall } from '../platform/integrations';

function timeout<T>(ms: number): Promise<T> {
  return new Promise((_r, reject) =>
    setTimeout(() => reject(new Error(`No answer within ${ms} ms (timeout)`)), ms).unref?.(),
  );
}

export async function sendToStore(
  store: Pick<Store, 'id' | 'slug' | 'endpointUrl' | 'name'>,
  xml: string,
  timeoutMs: number,
): Promise<SendResult> {
  try {
    const viaTransport = await sendOverConfiguredTransport(store, xml, timeoutMs); // SFTP / S3 stores
    if (viaTransport) return viaTransport;
    if (!store.endpointUrl) {
      const res = await Promise.race([receiveDspMessage(xml), timeout<never>(timeoutMs)]);
      return classify(res.status, res.body.message);
    }
    // Checked at send time and again by the connection itself (the name may resolve differently now).
    let res: StoreAnswer;
    try {
      res = await recordCall(
        `store:${store.slug}`,
        'deliver',
        () =>
          storeRequest(store.endpointUrl!, {
            method: 'POST',
            headers: { 'content-type': 'application/xml', authorization: `Bearer ${simulatorCredential(store.id)}` },
            body: xml,
            timeoutMs,
          }),
        httpOutcome,
      );
    } catch (err) {
      if (err instanceof AppError) return { outcome: 'rejected', httpStatus: null, message: err.message };
      throw err;
    }
    const text = res.text;
    let message = text.slice(0, 500);
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      /* plain text answer */
    }
    return classify(res.status, message || res.statusText);
  } catch (err) {
    const e = err as Error;
    return {
      outcome: 'retry',
      httpStatus: null,
      message:
        e.name === 'TimeoutError' || e.name === 'AbortError' ? `No answer within ${timeoutMs} ms (timeout)` : e.message,
    };
  }
}

type Target = Pick<Store, 'id' | 'slug' | 'endpointUrl' | 'name'>;

/**
 * A batch of sends (lib/distribution/deliver-batch.ts), results in input order. Messages for the DSP
 * simulator (a store with neither an endpoint nor a transport) go to it together: one validation call
 * and one inbox statement, each still answered or timed out on its own. Any other store is sent to one
 * message at a time, as sendToStore does.
 */
export async function sendManyToStores(
  items: { store: Target; xml: string }[],
  timeoutMs: number,
  settings: DistributionSettings,
): Promise<{ result: SendResult; durationMs: number }[]> {
  if (items.length === 0) return [];
  const stores = [...new Map(items.map((it) => [it.store.id, it.store])).values()];
  const withTransport = await db.storeTransport.findMany({
    where: { storeId: { in: stores.map((st) => st.id) } },
    select: { storeId: true },
  });
  const direct = new Set(withTransport.map((t) => t.storeId));
  const simulated = new Set(stores.filter((st) => !st.endpointUrl && !direct.has(st.id)).map((st) => st.id));
  const toSimulator = items.flatMap((it, i) => (simulated.has(it.store.id) ? [{ xml: it.xml, i }] : []));
  const answers = receiveDspMessages(
    toSimulator.map((m) => m.xml),
    settings,
  );
  const started = Date.now();
  const out: Promise<SendResult>[] = items.map((it) =>
    simulated.has(it.store.id) ? Promise.resolve(null as never) : sendToStore(it.store, it.xml, timeoutMs),
  );
  toSimulator.forEach(({ i }, k) => {
    out[i] = Promise.race([answers[k], timeout<never>(timeoutMs)]).then(
      (res) => classify(res.status, res.body.message),
      (err: Error) => ({ outcome: 'retry' as const, httpStatus: null, message: err.message }),
    );
  });
  return Promise.all(out.map((p) => p.then((result) => ({ result, durationMs: Date.now() - started }))));
}

function classify(status: number, message: string): SendResult {
  if (status >= 200 && status < 300) return { outcome: 'acknowledged', httpStatus: status, message };
  // 4xx: the store refuses this message as it is; sending it again would not help.
  if (status >= 400 && status < 500 && status !== 408 && status !== 429)
    return { outcome: 'rejected', httpStatus: status, message };
  return { outcome: 'retry', httpStatus: status, message: `Store answered ${status}: ${message}` };
}
