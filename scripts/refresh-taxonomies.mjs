// Rebuilds engine/channels/taxonomy/data/ from the public releases of Google's product taxonomy and
// Shopify's Standard Product Taxonomy. Not run in CI: run it by hand when a new release is out, then
// update engine/channels/taxonomy/data/README.md and re-run the taxonomy test.
//
//   node scripts/refresh-taxonomies.mjs \
//     --google en=<taxonomy-with-ids.en-US.txt> [--google fr=<taxonomy-with-ids.fr-FR.txt> …] \
//     --shopify en=<dist/en/categories.txt|json> [--shopify fr=<dist/fr/categories.txt|json> …] \
//     [--out <folder>]   (default engine/channels/taxonomy/data)
//
// Each source is a path or an http(s) URL. Google's files are its "taxonomy-with-ids.<locale>.txt"
// ("5322 - Apparel & Accessories > Clothing > Activewear"). Shopify's are dist/<lang>/categories.txt
// ("gid://shopify/TaxonomyCategory/aa-1 : Apparel & Accessories > Clothing") or categories.json
// ({version, verticals: [{categories: [{id, name, parent_id}]}]}; the per-language npm mirror
// shopify-taxonomy-<lang> ships the same shape). A language Google gives no file for gets Google's
// nodes named as Shopify names them in that language, where both name the node alike in English.
import fs from 'node:fs';
import path from 'node:path';

const LANGUAGES = ['en', 'fr', 'de', 'es', 'it'];
let OUT = path.resolve(import.meta.dirname, '../engine/channels/taxonomy/data');

function argumentsOf(argv) {
  const sources = { google: {}, shopify: {} };
  for (let i = 0; i < argv.length; i += 2) {
    const kind = argv[i]?.replace(/^--/, '');
    if (kind === 'out') {
      OUT = path.resolve(argv[i + 1] ?? '');
      continue;
    }
    const [language, ...rest] = (argv[i + 1] ?? '').split('=');
    if (!(kind in sources) || !language || rest.length === 0) throw new Error(`expected --google|--shopify <lang>=<path or URL>, got ${argv[i]} ${argv[i + 1]}`);
    sources[kind][language] = rest.join('=');
  }
  if (!sources.google.en || !sources.shopify.en) throw new Error('the English files of both taxonomies are required');
  return sources;
}

async function read(source) {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
    return response.text();
  }
  return fs.readFileSync(source, 'utf8');
}

/** Google's "id - A > B > C" lines: [{id, path: [A, B, C]}] and the release's version. */
function parseGoogle(text) {
  const version = /Google_Product_Taxonomy_Version:\s*(\S+)/.exec(text)?.[1] ?? 'unknown';
  const nodes = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^(\d+)\s+-\s+(.+)$/.exec(line.trim());
    if (match) nodes.push({ id: match[1], path: match[2].split(' > ').map((part) => part.trim()) });
  }
  return { version, nodes };
}

/** Shopify's categories, txt or json: [{id (without the gid prefix), name, parent}] and the version. */
function parseShopify(text) {
  const strip = (id) => id?.replace('gid://shopify/TaxonomyCategory/', '') ?? null;
  if (text.trimStart().startsWith('{')) {
    const json = JSON.parse(text);
    const categories = json.verticals.flatMap((vertical) => vertical.categories);
    return { version: json.version ?? 'unknown', nodes: categories.map((c) => ({ id: strip(c.id), name: c.name, parent: strip(c.parent_id) })) };
  }
  const version = /Categories:\s*(\S+)/.exec(text)?.[1] ?? 'unknown';
  const nodes = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /^gid:\/\/shopify\/TaxonomyCategory\/(\S+)\s*:\s*(.+)$/.exec(line.trim());
    if (!match) continue;
    const id = match[1];
    const names = match[2].split(' > ');
    nodes.push({ id, name: names.at(-1).trim(), parent: id.includes('-') ? id.slice(0, id.lastIndexOf('-')) : null });
  }
  return { version, nodes };
}

/** Google's tree as id, parent id and name, its nodes in the release's order. */
function googleRows(nodes) {
  const idOfPath = new Map(nodes.map((node) => [node.path.join(' > '), node.id]));
  return nodes.map((node) => ({ id: node.id, parent: node.path.length > 1 ? idOfPath.get(node.path.slice(0, -1).join(' > ')) : '', name: node.path.at(-1) }));
}

const key = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Google's nodes named as Shopify names them in a language, where both taxonomies name the node and its parent alike in English. */
function borrowedNames(googleEn, shopifyEn, shopifyLocal) {
  const localName = new Map(shopifyLocal.map((node) => [node.id, node.name]));
  const englishName = new Map(shopifyEn.map((node) => [node.id, node.name]));
  const shopifyByNames = new Map();
  for (const node of shopifyEn) {
    const names = `${key(englishName.get(node.parent) ?? '')}/${key(node.name)}`;
    shopifyByNames.set(names, shopifyByNames.has(names) ? null : node.id);
  }
  const googleName = new Map(googleEn.map((row) => [row.id, row.name]));
  const rows = [];
  for (const row of googleEn) {
    const shopifyId = shopifyByNames.get(`${key(googleName.get(row.parent) ?? '')}/${key(row.name)}`);
    const name = shopifyId ? localName.get(shopifyId) : undefined;
    if (name && name !== row.name) rows.push({ id: row.id, name });
  }
  return rows;
}

/** A file per taxonomy and language, each under a megabyte: what its text holds, and the text (tab-separated lines). */
function write(taxonomy, about) {
  for (const [language, text] of Object.entries(about.languages)) {
    const note = about.notes.find((line) => line.startsWith(`${language}:`));
    fs.writeFileSync(path.join(OUT, `${taxonomy}.${language}.json`), `${JSON.stringify({ about: note, text })}\n`);
    console.log(`${taxonomy} ${language}: ${text.split('\n').length} lines`);
  }
}

const sources = argumentsOf(process.argv.slice(2));
fs.mkdirSync(OUT, { recursive: true });

const shopify = {};
for (const [language, source] of Object.entries(sources.shopify)) shopify[language] = parseShopify(await read(source));
write('shopify', {
  notes: Object.entries(shopify).map(([language, { version }]) => `${language}: Shopify Standard Product Taxonomy ${version}, lines of id<TAB>name (a node's parent is its id less its last -part)`),
  languages: Object.fromEntries(Object.entries(shopify).map(([language, { nodes }]) => [language, nodes.map((node) => `${node.id}\t${node.name}`).join('\n')])),
});

const google = parseGoogle(await read(sources.google.en));
const googleEn = googleRows(google.nodes);
const googleIds = new Set(googleEn.map((row) => row.id));
const notes = [`en: Google product taxonomy ${google.version} (en-US), lines of id<TAB>parent id<TAB>name`];
const languages = { en: googleEn.map((row) => `${row.id}\t${row.parent}\t${row.name}`).join('\n') };
for (const language of LANGUAGES.filter((l) => l !== 'en')) {
  let rows;
  if (sources.google[language]) {
    const local = parseGoogle(await read(sources.google[language]));
    rows = googleRows(local.nodes).filter((row) => googleIds.has(row.id));
    notes.push(`${language}: Google product taxonomy ${local.version}, lines of id<TAB>name`);
  } else if (shopify[language]) {
    rows = borrowedNames(googleEn, shopify.en.nodes, shopify[language].nodes);
    notes.push(`${language}: lines of id<TAB>name, Google's own ${language} file not given: each name borrowed from Shopify ${shopify[language].version} where both taxonomies name the node and its parent alike in English`);
  } else continue;
  languages[language] = rows.map((row) => `${row.id}\t${row.name}`).join('\n');
}
write('google', { notes, languages });
