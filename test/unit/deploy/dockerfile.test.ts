import fs from 'node:fs';
import t from 'tap';
import { SERVER_ARGV } from '../../helpers/process.ts';

// No Docker engine runs here, so the image's rules are read from the Dockerfile's runtime stage.
const dockerfile = fs.readFileSync('Dockerfile', 'utf8');
const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

t.test('the image’s code belongs to root, not to the user that runs it', async (t) => {
  const copies = runtime.split('\n').filter((line) => line.startsWith('COPY '));
  t.ok(copies.length >= 8, 'the app is copied into the runtime stage');
  t.same(
    copies.filter((line) => line.includes('--chown')),
    [],
    'no copy hands the code to the runtime user',
  );
  t.match(runtime, /\nUSER node\n/, 'the server runs as node, not root');
});

t.test('/data is the runtime user’s alone (0700)', async (t) => {
  t.match(runtime, /install -d -o node -g node -m 0700 \/data/);
  t.notMatch(runtime, /chmod [0-7]*[1-7][0-7]? \/data|mkdir -p \/data && chown/, 'not created with the default 0755');
});

t.test('the image and npm start run the server with the node arguments the tests and benches spawn it with', async (t) => {
  const argv = ['node', ...SERVER_ARGV];
  t.match(runtime, `CMD ${JSON.stringify(argv).replaceAll(',', ', ')}`, 'the image’s CMD');
  const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  t.match(scripts.start, ` && ${argv.join(' ')}`, 'npm start');
});
