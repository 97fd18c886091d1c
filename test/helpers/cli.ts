import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { TEST_JWT_SECRET } from './postgres.ts';
import { databaseOf } from './server.ts';

const run = promisify(execFile);

/** `npm run cli -- …` on a DATA_DIR (and on PostgreSQL, its test server's database): its exit code and output. */
export async function cli(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const database = databaseOf(dataDir);
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database, JWT_SECRET: TEST_JWT_SECRET } : {}) },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
