/**
 * Channel files a marketplace accepts (issue 29), in one thread: finding a file's columns for each
 * channel field by meaning (what POST /api/catalog/config/from-channel adds to the analysis), and
 * holding a run's cells to a channel's rules at the row cap (500 products × every field of the
 * channel, the fields the template lacks included).
 *   node --import tsx bench/channels.bench.ts
 */
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { CHANNELS, writtenByFiche } from '../domain/channels.ts';
import type { MappingEntry } from '../domain/mapping.ts';
import { channelSources } from '../engine/channels/sources.ts';
import type { StoredCell } from '../server/repositories/batch-values.repository.ts';
import { applyChannel, runChannel } from '../server/services/batches/channel-cells.ts';
import { bestOf, printTable } from './lib.ts';

const ROUNDS = 5;
const FOLDERS = ['test/fixtures/variants', 'test/fixtures/shop-exports', 'test/fixtures/real-headers'];

const best = (work: () => unknown): number => bestOf(ROUNDS, work);

const files = FOLDERS.flatMap((folder) =>
  fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.csv'))
    .map((name) => {
      const text = fs.readFileSync(`${folder}/${name}`, 'utf8');
      const line = text.split('\n')[0] ?? '';
      const delimiter = [',', ';', '\t'].reduce((a, b) => (line.split(b).length > line.split(a).length ? b : a));
      const rows = parse(text, { delimiter, relax_quotes: true, relax_column_count: true, bom: true, columns: true, skip_records_with_error: true }) as Record<string, string>[];
      return { header: Object.keys(rows[0] ?? {}), rows: rows.slice(0, 20) };
    }),
);

const matchingRows = CHANNELS.map((channel) => {
  const found = files.reduce((sum, file) => sum + channelSources(channel, file.header, file.rows).size, 0);
  const total = best(() => {
    for (const file of files) channelSources(channel, file.header, file.rows);
  });
  return { channel: channel.name, files: files.length, 'fields found': found, 'ms per file': Number((total / files.length).toFixed(2)) };
});
printTable('Columns found by meaning, per channel (best of 5)', matchingRows);

const checkingRows = CHANNELS.map((channel) => {
  // A template naming half the channel's fields, all copied: the other required fields are reported on every product.
  const named = channel.fields.filter((field) => !writtenByFiche(field)).filter((_, i) => i % 2 === 0);
  const entries = named.map((field) => ({ source_column: field.name, dest_property: field.name, batch_action: 'COPY' }) as MappingEntry);
  const run = runChannel([{ type: 'marketplace', value: channel.id }], entries);
  if (!run) throw new Error(channel.id);
  const cellText = (type: string | undefined, i: number) => (type === 'price' ? `${(i % 90) + 9},90 €` : type === 'url' ? `https://cdn.example.com/${i}.jpg` : type === 'gtin' ? '4006381333931' : type === 'enum' ? 'Neuf' : `Product ${i} text`);
  const products = Array.from({ length: 500 }, (_, i) => Object.fromEntries(named.map((field) => [field.name, { value: cellText(field.type, i), status: 'ok', source: { kind: 'column', column: field.name }, error: null } as StoredCell])));
  const ms = best(() => {
    for (const cells of products) applyChannel(run, structuredClone(cells), new Set());
  });
  return { channel: channel.name, products: products.length, 'fields named': named.length, 'required lacking': run.missing.length, 'checked (ms)': Number(ms.toFixed(1)) };
});
printTable('A run’s cells held to the channel, 500 products (best of 5)', checkingRows);
