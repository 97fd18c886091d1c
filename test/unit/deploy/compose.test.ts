import fs from 'node:fs';
import t from 'tap';
import { parse } from 'yaml';
import { loadConfig } from '../../../server/config.ts';

// No container engine runs here, so docker-compose.yml is read: Fiche alone by default, a local model
// and web search as profiles, each service healthy before Fiche uses it, wired by environment.

interface Service {
  image?: string;
  build?: string;
  profiles?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string; required?: boolean }>;
  entrypoint?: string[];
  configs?: { source: string; target: string }[];
  ports?: string[];
}
const compose = parse(fs.readFileSync('docker-compose.yml', 'utf8')) as { services: Record<string, Service>; configs: Record<string, { content: string }> };
const { fiche, ollama, searxng } = compose.services;
const pull = compose.services['ollama-model'];

/** A compose value with each `${NAME:-default}` as the shell would give it, from `env` or the default. */
const interpolate = (value: string, env: Record<string, string> = {}) => value.replace(/\$\{(\w+):-([^}]*)\}/g, (_, name: string, fallback: string) => env[name] ?? fallback);
const ficheEnv = (env: Record<string, string> = {}) => Object.fromEntries(Object.entries(fiche?.environment ?? {}).map(([name, value]) => [name, interpolate(value, env)]));

t.test('Fiche alone by default: the offline assistant, no search, the app published and healthy', async (t) => {
  t.equal(fiche?.build, '.', 'built from the Dockerfile beside it');
  t.notOk(fiche?.profiles, 'in every profile');
  t.same(fiche?.ports, ['3000:3000']);
  t.match(fiche?.healthcheck?.test.join(' '), /\/api\/healthcheck/);
  const config = loadConfig(ficheEnv());
  t.equal(config.assistantProvider, 'local');
  t.equal(config.searchProvider, 'none');
  t.same(
    Object.entries(compose.services).flatMap(([name, service]) => (service.profiles ? [[name, service.profiles]] : [])),
    [
      ['ollama', ['model']],
      ['ollama-model', ['model']],
      ['searxng', ['search']],
    ],
    'the model and the search engine only in their profiles',
  );
  t.same(fiche?.depends_on, { 'ollama-model': { condition: 'service_completed_successfully', required: false }, searxng: { condition: 'service_healthy', required: false } }, 'waited for only when their profile runs');
});

t.test('profile model: Ollama healthy, a small multilingual model pulled, Fiche pointed at its OpenAI endpoint', async (t) => {
  t.match(ollama?.image, /^ollama\/ollama/);
  t.same(ollama?.healthcheck?.test, ['CMD', 'ollama', 'list']);
  t.same(pull?.depends_on, { ollama: { condition: 'service_healthy' } });
  t.equal(pull?.environment?.OLLAMA_HOST, 'http://ollama:11434');
  const config = loadConfig(ficheEnv({ ASSISTANT_PROVIDER: 'openai' }));
  t.equal(config.assistantProvider, 'openai');
  t.equal(config.openaiBaseUrl, 'http://ollama:11434/v1', 'Ollama’s OpenAI-compatible endpoint, by service name');
  t.same(
    pull?.entrypoint?.map((part) => interpolate(part)),
    ['ollama', 'pull', config.assistantModel],
    'the model pulled is the one Fiche asks for',
  );
  t.match(config.assistantModel, /^qwen2\.5:/, 'a multilingual model (en, fr, de, es, it and more)');
});

t.test('profile search: SearXNG answering JSON, healthy, Fiche pointed at it', async (t) => {
  t.match(searxng?.image, /^searxng\/searxng/);
  t.match(searxng?.healthcheck?.test.join(' '), /\/healthz/);
  t.notOk(searxng?.ports, 'reachable by Fiche only, not published');
  const settings = compose.configs[searxng?.configs?.[0]?.source ?? '']?.content ?? '';
  t.equal(searxng?.configs?.[0]?.target, '/etc/searxng/settings.yml');
  t.same((parse(settings) as { search: { formats: string[] } }).search.formats, ['html', 'json'], 'the JSON format Fiche reads is on (SearXNG answers 403 without it)');
  const config = loadConfig(ficheEnv({ SEARCH_PROVIDER: 'searxng' }));
  t.equal(config.searchProvider, 'searxng');
  t.equal(config.searxngUrl, 'http://searxng:8080');
});

t.test('the README says it in three lines', async (t) => {
  const readme = fs.readFileSync('README.md', 'utf8');
  t.match(readme, 'docker compose up -d');
  t.match(readme, 'ASSISTANT_PROVIDER=openai docker compose --profile model up -d');
  t.match(readme, 'SEARCH_PROVIDER=searxng docker compose --profile search up -d');
});
