import t from 'tap';
import { signedIn } from '../helpers/api.ts';
import { startServer } from '../helpers/server.ts';
import { productCsv } from '../fixtures/products.ts';
import { fileForm } from '../fixtures/upload.ts';

t.test('finding 7: a run start racing the deletion of its upload answers 404 file_not_found, nothing recorded', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const upload = (await api.upload('/api/file/my_drive', fileForm('products.csv', productCsv(5)))).body.name as string;
  const config = await api.send('POST', '/api/catalog/config', {
    label: 'Copy',
    about: { identifiers: [], contents: ['Name'], attributes: [], categories: [], price: [], others: [] },
    ownFormatMapping: [{ source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' }],
    outputFileFormat: { file_format: 'csv', delimiter: ',' },
    source_fields: { product_name: ['Name'] },
  });
  t.equal(config.status, 200);
  const workspace = (await api.get('/api/auth/me')).body.workspace.id as string;
  const startRun = () => api.send('POST', '/api/catalog/batch', { catalog_config_name: config.body.name, input_filename: upload, destination: [{ type: 'own_format', value: null }] });
  // The upload is deleted once the start has checked it: before its products are read, then after.
  const { capabilities } = server.app;
  const check = capabilities.assertMappingWritable.bind(capabilities);
  capabilities.assertMappingWritable = async (...args: Parameters<typeof check>) => {
    await server.app.files.delete(workspace, upload);
    return check(...args);
  };
  const beforeRead = await startRun();
  t.same([beforeRead.status, beforeRead.body.detail?.error_code], [404, 'file_not_found'], 'deleted before its products are read');
  capabilities.assertMappingWritable = check;

  const again = (await api.upload('/api/file/my_drive', fileForm('products.csv', productCsv(5)))).body.name as string;
  const batches = server.app.batches as unknown as { quoteFile: (...args: unknown[]) => Promise<unknown> };
  const quote = batches.quoteFile.bind(batches);
  batches.quoteFile = async (...args: unknown[]) => {
    const quoted = await quote(...args);
    await server.app.files.delete(workspace, again);
    return quoted;
  };
  const afterRead = await api.send('POST', '/api/catalog/batch', { catalog_config_name: config.body.name, input_filename: again, destination: [{ type: 'own_format', value: null }] });
  t.same([afterRead.status, afterRead.body.detail?.error_code], [404, 'file_not_found'], 'deleted as the run is recorded');
  t.same((await api.get('/api/catalog/batch')).body.batches ?? [], [], 'no run recorded');
});
