// Figures per integration for /google-api-monitoring: calls, error rate, latency, last error and quota.
import { db } from '../../platform/db';
import { listIntegrations } from './probes';

export async function getIntegrationStats() {
  const from = new Date(Date.now() - 24 * 3600_000);
  const list = await listIntegrations();
  const [groups, recent] = await Promise.all([
    db.integrationCall.groupBy({
      by: ['integration', 'ok'],
      where: { createdAt: { gte: from } },
      _count: true,
      _avg: { latencyMs: true },
    }),
    // bounded: the latest calls show what happens now; the figures above count the whole window.
    db.integrationCall.findMany({ orderBy: { createdAt: 'desc' }, take: 50 }),
  ]);
  const lasts = await Promise.all(
    list.map((i) =>
      db.integrationCall.findFirst({ where: { integration: i.integration }, orderBy: { createdAt: 'desc' } }),
    ),
  );
  const lastErrors = await Promise.all(
    list.map((i) =>
      db.integrationCall.findFirst({
        where: { integration: i.integration, ok: false },
        orderBy: { createdAt: 'desc' },
        select: { error: true, createdAt: true },
      }),
    ),
  );
  const integrations = list.map((i, idx) => {
    const ok = groups.find((g) => g.integration === i.integration && g.ok);
    const bad = groups.find((g) => g.integration === i.integration && !g.ok);
    const calls = (ok?._count ?? 0) + (bad?._count ?? 0);
    const errors = bad?._count ?? 0;
    const latencySum = (ok?._avg.latencyMs ?? 0) * (ok?._count ?? 0) + (bad?._avg.latencyMs ?? 0) * errors;
    const last = lasts[idx];
    return {
      ...i,
      state: !i.configured
        ? ('not_configured' as const)
        : !last
          ? ('unknown' as const)
          : last.ok
            ? ('ok' as const)
            : ('failing' as const),
      calls24h: calls,
      errors24h: errors,
      errorRate: calls ? Math.round((errors / calls) * 1000) / 10 : null,
      avgLatencyMs: calls ? Math.round(latencySum / calls) : null,
      lastCallAt: last?.createdAt.toISOString() ?? null,
      lastStatus: last?.status ?? null,
      lastError: lastErrors[idx]?.error ?? null,
      lastErrorAt: lastErrors[idx]?.createdAt.toISOString() ?? null,
      quota: (last?.quota ?? null) as Record<string, string> | null,
    };
  });
  return {
    integrations,
    recent: recent.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  };
}
export type IntegrationStats = Awaited<ReturnType<typeof getIntegrationStats>>;
