// Prisma CLI configuration: the schema is split per domain under prisma/schema/.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://embedded/unused' },
});
