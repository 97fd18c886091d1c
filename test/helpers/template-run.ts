import { fileForm } from '../fixtures/upload.ts';
import type { signedIn } from './api.ts';

type Api = Awaited<ReturnType<typeof signedIn>>;

export interface TemplateSetup {
  /** The uploaded file's name and bytes. */
  file: { name: string; content: Buffer };
  label: string;
  mapping: unknown[];
  about?: Record<string, unknown>;
  sourceFields?: Record<string, string[]>;
  outputFileFormat?: { file_format: 'csv' | 'xlsx'; file_formats?: ('csv' | 'xlsx')[]; delimiter?: string };
}

const NO_GROUPS = { identifiers: [], contents: [], attributes: [], categories: [], price: [], others: [] };

/**
 * A file uploaded and a template saved over it, through the API as a user would, and `start` to run
 * the template on the file (the run's id). Throws on any refusal, so a test fails where it went wrong.
 */
export async function templateOnFile(api: Api, setup: TemplateSetup) {
  const upload = await api.upload('/api/file/my_drive', fileForm(setup.file.name, setup.file.content));
  if (upload.status !== 200) throw new Error(`upload: ${upload.status} ${JSON.stringify(upload.body)}`);
  const config = await api.send('POST', '/api/catalog/config', {
    label: setup.label,
    about: { ...NO_GROUPS, ...setup.about },
    ownFormatMapping: setup.mapping,
    outputFileFormat: setup.outputFileFormat ?? { file_format: 'csv', delimiter: ';' },
    source_fields: setup.sourceFields ?? {},
  });
  if (config.status >= 300) throw new Error(`template: ${config.status} ${JSON.stringify(config.body)}`);
  const configName = config.body.name as string;
  const start = (nbProducts: number, name = configName): Promise<string> => startRun(api, name, upload.body.name, nbProducts);
  return { upload: upload.body.name as string, configName, start };
}

/** Starts a run of the saved template `configName` on the uploaded file, to the template's own format: the run's id. Throws on a refusal. */
export async function startRun(api: Api, configName: string, inputFilename: string, nbProducts: number): Promise<string> {
  const started = await api.send('POST', '/api/catalog/batch', {
    catalog_config_name: configName,
    input_filename: inputFilename,
    nb_products_found: nbProducts,
    destination: [{ type: 'own_format', value: null }],
  });
  if (started.status !== 201) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  return started.body.id as string;
}

/** A template copying a file's Name and having the assistant write each product's Title: the cluster tests' and benches' model-bound run. */
export const nameAndTitleTemplate = (label: string) => ({
  label,
  about: { identifiers: [], contents: ['Name'], attributes: [], categories: [], price: [], others: [] },
  ownFormatMapping: [
    { source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' },
    { source_column: 'ac_product_title', dest_property: 'Title', batch_action: 'GENERATE' },
  ],
  outputFileFormat: { file_format: 'csv', delimiter: ',' },
  source_fields: { product_name: ['Name'] },
});
