/**
 * The docs are true about where things are: every backticked path in docs/*.md, README.md and
 * engine/lexicon/README.md names a file or folder of the repository. A path from the root
 * (`server/services/files.service.ts`) must exist there; a shorter one, written where the text
 * already says which folder (`plugins/pool.ts`, `packs/en.ts`), must end some path of the repository.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOCS = [
  'README.md',
  'engine/lexicon/README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The repository's files, and every folder above them. */
function repositoryPaths(): ReadonlySet<string> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const paths = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let end = 1; end <= parts.length; end++) paths.add(parts.slice(0, end).join('/'));
  }
  return paths;
}

const TOP = /^(?:client|server|engine|domain|db|workers|test|docs|bench|scripts)\//;
const FILE = /\.(?:ts|tsx|md|json|csv|yml|yaml|sql|css|html|xlsx|pdf)$/;

/** Backticked text that is a path: a top folder's path, or a file name with a folder before it; no placeholders or globs. */
export function pathsIn(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)]
    .map((match) => (match[1] ?? '').replace(/[#:].*$/, ''))
    .filter((token) => !/[\s<>{}*…|=(),$@]/.test(token) && !/^https?:/.test(token) && !token.startsWith('/') && !token.startsWith('.'))
    .filter((token) => TOP.test(token) || (token.includes('/') && FILE.test(token)));
}

export function missing(token: string, paths: ReadonlySet<string>): boolean {
  const bare = token.replace(/\/$/, '');
  if (TOP.test(token)) return !paths.has(bare);
  for (const known of paths) if (known === bare || known.endsWith(`/${bare}`)) return false;
  return true;
}

t.test('the check reads paths and only paths', async (t) => {
  t.same(pathsIn('see `server/app.ts`, `plugins/pool.ts`, `corpus/<code>/`, `npm test`, `a/b` and `docs/`'), ['server/app.ts', 'plugins/pool.ts', 'docs/']);
  const paths = new Set(['server', 'server/plugins', 'server/plugins/pool.ts']);
  t.notOk(missing('plugins/pool.ts', paths));
  t.ok(missing('server/pool.ts', paths));
  t.ok(missing('lib/pool.ts', paths));
});

t.test('every backticked path in the docs exists', async (t) => {
  const paths = repositoryPaths();
  const gone: Record<string, string[]> = {};
  for (const doc of DOCS) {
    const stale = pathsIn(fs.readFileSync(path.join(ROOT, doc), 'utf8')).filter((token) => missing(token, paths));
    if (stale.length > 0) gone[doc] = [...new Set(stale)];
  }
  t.same(gone, {}, 'paths the docs name that the repository does not hold');
});
