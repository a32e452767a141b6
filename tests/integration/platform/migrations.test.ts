import { executeSql } from '@/lib/platform/db';
import { migrate, readMigrations } from '@/lib/platform/db/migrate';

describe('migration runner', () => {
  it("records every migration in Prisma's table with the file's sha256, and a second run applies nothing", async () => {
    const files = readMigrations();
    const { rows } = await executeSql<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(files.map((f) => f.name));
    expect(rows.map((r) => r.checksum)).toEqual(files.map((f) => f.checksum));
    expect(rows.every((r) => r.finished_at)).toBe(true);
    await expect(migrate()).resolves.toEqual([]);
  });

  it('refuses to run when an applied migration was edited', async () => {
    const files = readMigrations();
    const edited = files.map((f, i) => (i === 0 ? { ...f, checksum: 'f'.repeat(64) } : f));
    await expect(migrate(edited)).rejects.toThrow(/was changed after it was applied/);
  });

  it('rolls back a failing migration completely', async () => {
    const bad = {
      name: '99999999999999_broken',
      sql: 'CREATE TABLE "ShouldNotExist" (id int);\nSELECT * FROM no_such_table;',
      checksum: 'a'.repeat(64),
    };
    await expect(migrate([...readMigrations(), bad])).rejects.toThrow(/99999999999999_broken failed/);
    const { rows } = await executeSql('SELECT to_regclass(\'"ShouldNotExist"\') AS t');
    expect(rows[0]).toEqual({ t: null });
    const recorded = await executeSql(
      'SELECT 1 FROM "_prisma_migrations" WHERE migration_name = \'99999999999999_broken\'',
    );
    expect(recorded.rows).toHaveLength(0);
  });
});
