import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * FICHE_TEST_PG: the address of a throwaway PostgreSQL cluster (`.ci/run` starts one) on which the
 * API tests run a second time. Unset, the tests run on SQLite only.
 */
export const TEST_POSTGRES = process.env.FICHE_TEST_PG;

/** Runs `sql` on the cluster's maintenance database. */
async function onCluster(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test cluster: its address, and how to drop it. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_POSTGRES) throw new Error('FICHE_TEST_PG is not set');
  const name = `fiche_test_${randomBytes(6).toString('hex')}`;
  await onCluster(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_POSTGRES);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onCluster(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
