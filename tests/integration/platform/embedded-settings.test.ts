// The embedded database runs with the buffer pool PGLITE_SHARED_BUFFERS names (32MB by default):
// PostgreSQL touches its whole pool at start and PGlite's Wasm memory never shrinks, so this is memory
// the web process holds from its first request (docs/performance.md, "The embedded database's memory").
import { executeSql } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';

// The mode is known from TEST_DATABASE_URL when the file is collected (the setup picks the database later).
(process.env.TEST_DATABASE_URL ? describe.skip : describe)('embedded PGlite settings', () => {
  it("starts PGlite with the configured shared_buffers, not PostgreSQL's 128MB default", async () => {
    const { rows } = await executeSql<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(env().PGLITE_SHARED_BUFFERS).toBe('32MB');
    expect(rows[0].shared_buffers).toBe('32MB');
  });
});
