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
// document, the worker pool's fairness and upload slots, and the files that check what a run writes
// in its cells and files (names, shop exports, thin rows, copy gates, variant values, web search,
// output files), a value list's CSV read, the open questions' bound and the search check. Measured
// with V8 coverage of the PostgreSQL pass (docs/performance.md): every block of the repositories,
// db/, server/cluster/ and the services that run SQL that those files reach, another file reaches too
// (but the value list's CSV read, which stores nothing).
const DATABASE_FREE =
  /^(analysis-|assistant-|cli|openapi|files-fairness|upload-slots|catalog-batch-(names|shop-exports|thin-rows|copy-gates|variant-values|search|output-files)\.|value-list-read-csv|open-questions-bound|search-check)/;
const files = fs
  .readdirSync('test/api')
  .filter((name) => name.endsWith('.test.ts') && !DATABASE_FREE.test(name))
  .map((name) => `test/api/${name}`);
// Three files at a time on two cores: these tests mostly wait (on PostgreSQL, child processes, timers).
const { status } = spawnSync('npx', ['tap', '--jobs=3', ...files], { stdio: 'inherit', env: { ...process.env, FICHE_TEST_PG: cluster } });
process.exit(status ?? 1);
