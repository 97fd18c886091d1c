import t from 'tap';
import type { BatchView } from '../../domain/batch.ts';
import { signedIn } from '../helpers/api.ts';
import { ledgerByKind } from '../helpers/ledger.ts';
import { startServer } from '../helpers/server.ts';
import { templateOnFile } from '../helpers/template-run.ts';
import { csv } from '../fixtures/products.ts';

// A rerun uses the template as it is now: the advice an empty cell gave ("set the unit") then works,
// and an empty cell whose field did not change is neither recomputed nor charged.
const server = await startServer(t);
const api = await signedIn(server.url, server.admin);

const weight = { source_column: 'Weight', dest_property: 'Weight', batch_action: 'EXTRACT', type: 'float', expected_unit: 'kg' };

t.test('re-running empty cells after the template edit the evidence asked for fills them, charged for the values only', async (t) => {
  const setup = await templateOnFile(api, {
    file: {
      name: 'bare.csv',
      content: csv([
        ['Name', 'Weight'],
        ['Desk', '12.5'],
        ['Chair', '4.25'],
        ['Stool', ''],
      ]),
    },
    label: 'Bare weights',
    mapping: [{ source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' }, weight],
  });
  const id = await setup.start(3);
  await server.app.batchRunner.idle();
  const first = (await api.get(`/api/catalog/batch/${id}/values`)).body;
  t.match(first.rows[0]?.cells.Weight, { value: null, status: 'empty', reason: { code: 'unit_unknown' } }, 'a bare number of no stated unit: empty, asking for the unit');

  const unchanged = await api.send('POST', `/api/catalog/batch/${id}/rerun/prediction`, { fields: ['Weight'] });
  t.equal(unchanged.status, 400, 'nothing changed: the empty cells would stay empty, nothing to re-run');
  t.match(unchanged.body.detail.error_message, /would stay empty/);

  const template = (await api.get(`/api/catalog/config/${setup.configName}`)).body;
  const edited = template.ownFormatMapping.map((entry: { dest_property: string }) => (entry.dest_property === 'Weight' ? { ...entry, source_unit: 'kg' } : entry));
  t.equal((await api.send('PUT', `/api/catalog/config/${setup.configName}`, { ownFormatMapping: edited })).status, 200);

  const prediction = (await api.send('POST', `/api/catalog/batch/${id}/rerun/prediction`, { fields: ['Weight'] })).body;
  t.same(prediction, { required_credits: 3, cells: 3, products: 3, changed_fields: ['Weight'] }, 'the rerun says it uses the template as it is now');
  t.equal((await api.send('POST', `/api/catalog/batch/${id}/rerun`, { fields: ['Weight'] })).status, 200);
  await server.app.batchRunner.idle();
  const again = (await api.get(`/api/catalog/batch/${id}/values`)).body;
  t.same(
    again.rows.map((row: { cells: Record<string, { value: unknown }> }) => row.cells.Weight?.value),
    [12.5, 4.25, null],
    'the unit set in the template is used',
  );
  const ledger = (await ledgerByKind(server.app.store, id)).map((entry) => [entry.kind, entry.total]);
  t.same(
    ledger,
    [
      ['debit', -6],
      ['refund', 4],
    ],
    'three empty cells given back the first time, the stool’s empty weight the second',
  );
  const view = (await api.get<BatchView>(`/api/catalog/batch/${id}`)).body;
  t.match(view.outcome, { values: 5, empty: 1, failed: 0, charged: 2, refunded: 4 });
});
