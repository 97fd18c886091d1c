import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * FICHE_TEST_PG: the address of a throwaway PostgreSQL cluster (`.ci/run` starts one) on which the
 * API tests run a second time. Unset, the tests run on SQLite only.
 */
export const TEST_POSTGRES = process.env.FICHE_TEST_PG;

/** Every process of a PostgreSQL deployment signs sessions with the same secret (JWT_SECRET). */
export const TEST_JWT_SECRET = 'test-secret-shared-by-every-fiche-process';

/** Runs `sql` on the cluster's maintenance database. */
async function onCluster(cluster: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test cluster (or on `cluster`): its address, and how to drop it. */
export async function freshDatabase(cluster = TEST_POSTGRES): Promise<{ url: string; drop(): Promise<void> }> {
  if (!cluster) throw new Error('FICHE_TEST_PG is not set');
  const name = `fiche_test_${randomBytes(6).toString('hex')}`;
  await onCluster(cluster, `CREATE DATABASE ${name}`);
  const url = new URL(cluster);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onCluster(cluster, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
