// The integrations the platform calls, whether each is configured, and a "test now" probe for each.
// An integration without configuration is reported as not configured, never as failing.
import SftpClient from 'ssh2-sftp-client';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { db } from '../../platform/db';
import { env } from '../../platform/env';
import { smtpTransport } from '../../platform/mail/transport';
import { createS3Client, platformS3Options } from '../../platform/storage/s3-client';
import { loadTransport, storeS3Client } from '@/lib/distribution';
import { httpOutcome, recordCall, trackedFetch } from '../../platform/integrations';
import { storeHostAddress, storeRequest } from '../../platform/security/outbound';

export interface ProbeResult {
  integration: string;
  label: string;
  state: 'ok' | 'failing' | 'not_configured';
  message: string;
  latencyMs: number | null;
}

export interface IntegrationInfo {
  integration: string;
  label: string;
  configured: boolean;
}

const PROBE_TIMEOUT_MS = 5000;

function llmConfig() {
  const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY } = env();
  return LLM_BASE_URL && LLM_MODEL && LLM_API_KEY ? { base: LLM_BASE_URL.replace(/\/$/, ''), key: LLM_API_KEY } : null;
}

function stripeApiBase(): string {
  return env().STRIPE_API_BASE.replace(/\/$/, '');
}

const googleKey = () => env().GOOGLE_API_KEY || env().YOUTUBE_API_KEY || '';

/** Every integration with whether it is configured (stores: those with an endpoint or transport). */
export async function listIntegrations(): Promise<IntegrationInfo[]> {
  const stores = await db.store.findMany({
    where: { enabled: true },
    orderBy: { rank: 'asc' },
    select: { id: true, slug: true, name: true, endpointUrl: true },
  });
  const transports = new Set((await db.storeTransport.findMany({ select: { storeId: true } })).map((t) => t.storeId));
  return [
    { integration: 'smtp', label: 'Email (SMTP)', configured: !!env().SMTP_URL },
    { integration: 'stripe', label: 'Stripe', configured: !!env().STRIPE_SECRET_KEY },
    { integration: 's3', label: 'File storage (S3)', configured: !!env().S3_BUCKET },
    { integration: 'llm', label: 'Assistant language model', configured: !!llmConfig() },
    { integration: 'google', label: 'Google / YouTube APIs', configured: !!googleKey() },
    ...stores.map((s) => ({
      integration: `store:${s.slug}`,
      label: s.name,
      configured: !!s.endpointUrl || transports.has(s.id),
    })),
  ];
}

async function timed(fn: () => Promise<string>): Promise<{ ok: boolean; message: string; latencyMs: number }> {
  const t = performance.now();
  try {
    const message = await fn();
    return { ok: true, message, latencyMs: Math.round(performance.now() - t) };
  } catch (err) {
    return { ok: false, message: (err as Error).message || String(err), latencyMs: Math.round(performance.now() - t) };
  }
}

async function httpProbe(integration: string, url: string, init: RequestInit = {}): Promise<string> {
  const res = await trackedFetch(integration, 'probe', url, {
    ...init,
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  });
  await res.body?.cancel();
  return judgeAnswer(res.status);
}

function judgeAnswer(status: number): string {
  if (status >= 500) throw new Error(`Answered ${status}`);
  if (status === 401 || status === 403) throw new Error(`Refused the credentials (${status})`);
  return `Answered ${status}`;
}

async function storeProbe(slug: string): Promise<{ configured: boolean; run?: () => Promise<string> }> {
  const store = await db.store.findUnique({ where: { slug } });
  if (!store) return { configured: false };
  const t = await loadTransport(store.id);
  const integration = `store:${slug}`;
  if (t?.kind === 'sftp')
    return {
      configured: true,
      run: () =>
        recordCall(integration, 'probe', async () => {
          const sftp = new SftpClient('probe');
          await sftp.connect({
            host: await storeHostAddress(t.host),
            port: t.port,
            username: t.username,
            ...(t.authType === 'key' ? { privateKey: t.secret } : { password: t.secret }),
            readyTimeout: PROBE_TIMEOUT_MS,
            retries: 0,
          });
          try {
            await sftp.list(t.remoteDir || '.');
          } finally {
            await sftp.end().catch(() => undefined);
          }
          return `Signed in to ${t.host}`;
        }),
    };
  if (t?.kind === 's3')
    return {
      configured: true,
      run: () =>
        recordCall(integration, 'probe', async () => {
          const c = await storeS3Client(t, PROBE_TIMEOUT_MS);
          try {
            await c.send(new HeadBucketCommand({ Bucket: t.bucket }));
          } finally {
            c.destroy();
          }
          return `Bucket ${t.bucket} reachable`;
        }),
    };
  const endpoint = store.endpointUrl;
  if (endpoint)
    return {
      configured: true,
      // Through the store address check (before and at connect time), like a delivery.
      run: () =>
        recordCall(
          integration,
          'probe',
          () => storeRequest(endpoint, { method: 'GET', timeoutMs: PROBE_TIMEOUT_MS }),
          httpOutcome,
        ).then((res) => judgeAnswer(res.status)),
    };
  return { configured: false };
}

async function probeRunner(integration: string): Promise<{ configured: boolean; run?: () => Promise<string> }> {
  switch (integration) {
    case 'smtp': {
      const transport = smtpTransport();
      if (!transport) return { configured: false };
      return {
        configured: true,
        run: () =>
          recordCall('smtp', 'probe', async () => {
            await transport.verify();
            return 'The mail server accepted the connection';
          }),
      };
    }
    case 'stripe': {
      const key = env().STRIPE_SECRET_KEY;
      if (!key) return { configured: false };
      return {
        configured: true,
        run: () =>
          httpProbe('stripe', `${stripeApiBase()}/v1/balance`, { headers: { authorization: `Bearer ${key}` } }),
      };
    }
    case 's3': {
      const bucket = env().S3_BUCKET;
      if (!bucket) return { configured: false };
      return {
        configured: true,
        run: () =>
          recordCall('s3', 'probe', async () => {
            // A client of its own with a time limit, so a stuck probe cannot hold the shared one.
            const c = await createS3Client({
              ...platformS3Options(),
              requestHandler: { requestTimeout: PROBE_TIMEOUT_MS },
            });
            try {
              await c.send(new HeadBucketCommand({ Bucket: bucket }));
            } finally {
              c.destroy();
            }
            return `Bucket ${bucket} reachable`;
          }),
      };
    }
    case 'llm': {
      const cfg = llmConfig();
      if (!cfg) return { configured: false };
      return {
        configured: true,
        run: () => httpProbe('llm', `${cfg.base}/models`, { headers: { authorization: `Bearer ${cfg.key}` } }),
      };
    }
    case 'google': {
      const key = googleKey();
      if (!key) return { configured: false };
      return {
        configured: true,
        run: () =>
          httpProbe(
            'google',
            `https://www.googleapis.com/youtube/v3/i18nLanguages?part=snippet&hl=en&key=${encodeURIComponent(key)}`,
          ),
      };
    }
    default:
      if (integration.startsWith('store:')) return storeProbe(integration.slice(6));
      return { configured: false };
  }
}

/** "Test now": probes one integration (recorded like any other call). */
export async function probeIntegration(integration: string, label = integration): Promise<ProbeResult> {
  const p = await probeRunner(integration);
  if (!p.configured || !p.run)
    return { integration, label, state: 'not_configured', message: 'Not configured', latencyMs: null };
  const r = await timed(p.run);
  return { integration, label, state: r.ok ? 'ok' : 'failing', message: r.message, latencyMs: r.latencyMs };
}

/** Probes every configured store endpoint (the health check "Store endpoints"). */
export async function probeStores(): Promise<ProbeResult[]> {
  const list = (await listIntegrations()).filter((i) => i.integration.startsWith('store:') && i.configured);
  return Promise.all(list.map((i) => probeIntegration(i.integration, i.label)));
}
