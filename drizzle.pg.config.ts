import { defineConfig } from 'drizzle-kit';

/** PostgreSQL migrations (cluster mode), from the tables derived from the SQLite schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.pg.ts',
  out: './db/migrations-pg',
});
