import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { startServer } from './server.ts';
import { type Api, fileForm } from '../fixtures/upload.ts';

/** Whole runs on product files of test/fixtures/shop-exports/: upload, template, run, and the output file's rows. */

export const shopExport = (name: string): Buffer => fs.readFileSync(new URL(`../fixtures/shop-exports/${name}`, import.meta.url));

/** Runs `template` on the fixture `file`: the run's id and the rows of its CSV output (written with semicolons). */
export async function runFile(api: Api, server: Awaited<ReturnType<typeof startServer>>, file: string, delimiter: string, template: Record<string, unknown>) {
  const upload = await api.upload('/api/file/my_drive', fileForm(file, shopExport(file)));
  if (upload.status !== 200) throw new Error(`upload ${upload.status}`);
  const created = await api.send('POST', '/api/catalog/config', template);
  if (created.status >= 300) throw new Error(`template ${created.status} ${JSON.stringify(created.body)}`);
  const started = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: created.body.name,
    input_filename: upload.body.name,
    input_delimiter: delimiter,
    nb_products_found: 5,
    destination: [{ type: 'own_format', value: null }],
  });
  if (started.status !== 201) throw new Error(`start ${started.status} ${JSON.stringify(started.body)}`);
  await server.app.batchRunner.idle();
  const batch = await api.get(`/api/catalog/batch/${started.body.id}`);
  const csvFile = batch.body.results.find((result: { name: string }) => result.name.endsWith('.csv'));
  const download = await api.get(`/api/file/results?catalog_id=${started.body.id}&file_name=${encodeURIComponent(csvFile.name)}`);
  return { id: started.body.id as string, rows: parse(String(download.body).replace(/^\uFEFF/, ''), { columns: true, delimiter: ';' }) as Record<string, string>[] };
}

/** The rows of the CSV output of `template` run on `file`. */
export const runToRows = async (...args: Parameters<typeof runFile>) => (await runFile(...args)).rows;

/** A template over the file's own columns (all of them 'others': the groups do not matter here). */
export const templateOf = (file: string, delimiter: string, nameColumn: string, label: string, mapping: Record<string, unknown>[], valueLists: Record<string, { code: string; label: string }[]>) => {
  const [headers] = parse(shopExport(file), { delimiter, to_line: 1 }) as string[][];
  return {
    label,
    about: { identifiers: [], contents: [], attributes: [], categories: [], price: [], others: headers, value_lists: valueLists },
    ownFormatMapping: mapping,
    outputFileFormat: { file_format: 'csv', delimiter: ';' },
    source_fields: { product_name: [nameColumn], description: headers.filter((header) => /^description$/i.test(header)) },
  };
};

/** An EXTRACT of the field named `name` (typed text unless told). */
export const extract = (name: string, options: Record<string, unknown> = {}) => ({ source_column: name, dest_property: name, batch_action: 'EXTRACT', type: 'string', ...options });
