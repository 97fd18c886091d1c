// The API tests again, on PostgreSQL: each test server gets a database of its own on the cluster at
// FICHE_TEST_PG_CLUSTER (`.ci/run` starts a throwaway one). Without it, says so and passes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const cluster = process.env.FICHE_TEST_PG_CLUSTER;
if (!cluster) {
  console.log('API tests on PostgreSQL: skipped (set FICHE_TEST_PG_CLUSTER to a throwaway cluster, as .ci/run does)');
  process.exit(0);
}
// Files whose outcome does not depend on the database are run once, on SQLite: reading uploads
// (analysis-*), the assistant's answers (assistant-*), the CLI's HTTP client (cli*), the OpenAPI
// document, and the worker pool's fairness and upload slots.
const DATABASE_FREE = /^(analysis-|assistant-|cli|openapi|files-fairness|upload-slots)/;
const files = fs
  .readdirSync('test/api')
  .filter((name) => name.endsWith('.test.ts') && !DATABASE_FREE.test(name))
  .map((name) => `test/api/${name}`);
// Three files at a time on two cores: these tests mostly wait (on PostgreSQL, child processes, timers).
const { status } = spawnSync('npx', ['tap', '--jobs=3', ...files], { stdio: 'inherit', env: { ...process.env, FICHE_TEST_PG: cluster } });
process.exit(status ?? 1);
