// Work that runs after a route has answered: the answer's content and timing then cannot depend on it
// (a reset email sent only when the account exists is work an attacker could otherwise time). Inside a
// request Next's `after` runs it once the response is sent; elsewhere it starts on the next turn. Failures
// are logged; nothing waits for it except tests, through `settleAfterResponse`.
import { after } from 'next/server';
import { logger } from '../logger';

const pending = new Set<Promise<void>>();

function track(what: string, work: () => Promise<unknown>): Promise<void> {
  const run = work()
    .then(() => undefined)
    .catch((err) => logger.error(`work after the response failed: ${what}`, err))
    .finally(() => pending.delete(run));
  pending.add(run);
  return run;
}

/** Runs `work` after the current response is sent (`what` names it in the log when it fails). */
export function afterResponse(what: string, work: () => Promise<unknown>): void {
  let started: () => void = () => undefined;
  // Counted from now, so a test that settles right after the answer also waits for work not yet started.
  const gate = new Promise<void>((resolve) => (started = resolve));
  const run = track(what, () => gate.then(work));
  try {
    after(() => {
      started();
      return run;
    });
  } catch {
    // Outside a request (a test calling the handler, a script): the next turn of the event loop.
    setImmediate(started);
  }
}

/** Waits until every piece of work handed to `afterResponse` so far has finished (tests). */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
