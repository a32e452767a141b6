// Server start-up: schema check, then the in-process job workers unless RUN_JOBS_IN_WEB=0.
import { migrate } from './lib/platform/db/migrate';
import { env, productionSecretsProblem, setProcessEnvDefault } from './lib/platform/env';
import { installClientAddressHook } from './lib/platform/http/client-address-hook';
import { logger } from './lib/platform/logger';
import { authSecret } from './lib/platform/auth/secret';
import { startWorkers } from './lib/platform/jobs';
import { allJobs } from './jobs';
import { refreshBrandDomains } from './lib/command/settings';

/** How often a process reloads the brand domains saved in Super Admin Settings (another process may save). */
const BRAND_DOMAINS_REFRESH_MS = 30_000;

function keepBrandDomainsFresh(): void {
  const refresh = () =>
    refreshBrandDomains().catch((err) => logger.warn('could not reload the brand domains', { err: String(err) }));
  void refresh();
  setInterval(refresh, BRAND_DOMAINS_REFRESH_MS).unref();
}

export async function bootServer(): Promise<void> {
  const problem = productionSecretsProblem();
  if (problem) {
    logger.error(problem);
    process.exit(1);
  }
  installClientAddressHook();
  authSecret(); // generate or load the signing key before the first request
  setProcessEnvDefault('AUTH_TRUST_HOST', 'true'); // one deployment, several brand hosts
  const applied = await migrate();
  if (applied.length) logger.info('applied migrations at start', applied);
  keepBrandDomainsFresh();
  // Next serves no request until this function returns, and nothing a page needs waits on the workers:
  // they start meanwhile (jobs queued before then wait in the queue). Starting them took 5.8 s of the
  // 18 s between `next start` and the first page on the shared machine (opening the embedded database
  // 4.4 s, which the first page needs anyway; docs/performance.md, `npm start`).
  // A process whose workers cannot start is still not left running without them.
  if (env().RUN_JOBS_IN_WEB === '1')
    startWorkers(allJobs).then(
      () =>
        logger.info(
          'job workers started in the web process',
          allJobs.map((j) => j.name),
        ),
      (err: unknown) => {
        logger.error('job workers could not start', err);
        process.exit(1);
      },
    );
}
