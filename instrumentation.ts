// Runs once when the server starts: migrations (a no-op when current) and, by default, the job workers.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { bootServer } = await import('./server-boot');
  await bootServer();
}
