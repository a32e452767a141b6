// Types of bundled-postgres.mjs for the TypeScript that starts its own instance (benchmarks, tests).
export interface BundledPostgres {
  url: string;
  /** Stops the server (a fast shutdown: sessions are ended) and waits for it. */
  stop(): Promise<void>;
}
export function spawnBundledPostgres(dir: string): Promise<BundledPostgres>;
export function bundledPostgresFor(
  env: Record<string, string | undefined>,
  dir: string,
): Promise<{ label: string; stop(): Promise<void> }>;
