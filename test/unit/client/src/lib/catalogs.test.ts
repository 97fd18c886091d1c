import t from 'tap';
import { columnsMismatch, destinationRequest, destinationText, filtersParam, isNew, lastPage, missingFieldErrors, NO_FILTERS, normaliseStatus, OWN_FORMAT, relativeTime, resultKind, resultRole, runChannelId, shortName, startBlockers, startDateText } from '../../../../../client/src/lib/catalogs.ts';
import { parseNavigationState } from '../../../../../client/src/pages/catalog-new/navigation-state.ts';

t.test('filters are the spec forms joined by |', async (t) => {
  t.equal(filtersParam(NO_FILTERS), undefined);
  t.equal(filtersParam({ onlyNew: true, config: 'spring', status: 'done', date: { kind: 'range', range: 'date_last_week' } }), 'downloaded_once:eq:false|status:in:done,error|catalog_config_name:eq:spring|status:eq:done|start_date:date_last_week');
  const after = filtersParam({ ...NO_FILTERS, date: { kind: 'after', value: '2026-03-01T10:30' } });
  t.equal(after, `start_date:date_after:${new Date('2026-03-01T10:30').toISOString()}`);
  t.equal(filtersParam({ ...NO_FILTERS, date: { kind: 'after', value: '' } }), undefined, 'an empty custom date filters nothing');
});

t.test('row display rules', async (t) => {
  t.equal(destinationText([{ type: 'own_format', value: 'x' }]), null, 'own_format is Custom Format');
  t.equal(destinationText([{ type: 'marketplace', value: 'amazon' }]), 'amazon');
  t.equal(destinationText([{ type: 'marketplace', value: null }]), '-');
  t.equal(destinationText([]), '-');
  t.equal(shortName('a'.repeat(60)), 'a'.repeat(60));
  t.equal(shortName('a'.repeat(61)), `${'a'.repeat(60)}…`);
  t.ok(isNew({ status: 'done', downloaded_once: false }));
  t.ok(isNew({ status: 'error', downloaded_once: false }));
  t.notOk(isNew({ status: 'done', downloaded_once: true }));
  t.notOk(isNew({ status: 'in_progress', downloaded_once: false }));
  t.equal(normaliseStatus('Processed'), 'done');
  t.equal(normaliseStatus('FAILED'), 'error');
  t.equal(resultKind({ name: 'a.csv', content_type: 'text/csv' }), 'csv');
  t.equal(resultKind({ name: 'a.xlsx', content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'xlsx');
  t.equal(resultKind({ name: 'a.pdf', content_type: 'application/pdf' }), 'pdf');
  t.equal(resultKind({ name: 'a.zip', content_type: 'application/zip' }), 'other');
  t.equal(resultKind({ name: 'a-google_merchant_center.tsv', content_type: 'text/tab-separated-values' }), 'tsv', "a channel's tab-separated file");
  t.equal(resultKind({ name: 'a.tsv', content_type: 'application/octet-stream' }), 'tsv', 'by its extension');
  t.equal(resultKind({ name: 'a-validation.csv', content_type: 'text/csv' }), 'csv');
});

t.test('channel destinations: the start request, the run channel', async (t) => {
  t.same(destinationRequest(OWN_FORMAT), [{ type: 'own_format', value: 'own_format' }]);
  t.same(destinationRequest(['shopify']), [{ type: 'marketplace', value: 'shopify' }]);
  t.same(
    destinationRequest(['google_merchant_center', 'shopify']),
    [
      { type: 'marketplace', value: 'google_merchant_center' },
      { type: 'marketplace', value: 'shopify' },
    ],
    'several channels a run',
  );
  t.equal(runChannelId([{ type: 'marketplace', value: 'google_merchant_center' }]), 'google_merchant_center');
  t.equal(runChannelId([{ type: 'own_format', value: null }]), null);
  t.equal(runChannelId([{ type: 'marketplace', value: null }]), null);
  t.equal(runChannelId([]), null);
});

t.test('the report’s errors for missing required fields: each field on each product of the run', async (t) => {
  t.equal(missingFieldErrors(3, 16), 48);
});

t.test('start dates: relative in en and fr, full date-time for done runs older than 3 h', async (t) => {
  const now = Date.parse('2026-05-10T12:00:00Z');
  t.equal(relativeTime('2026-05-10T11:55:00Z', now, 'en'), '5 minutes ago');
  t.equal(relativeTime('2026-05-10T11:55:00Z', now, 'fr'), 'il y a 5 minutes');
  t.equal(relativeTime('2026-05-09T12:00:00Z', now, 'en'), 'yesterday');
  t.equal(startDateText({ start_date: '2026-05-10T10:00:00Z', status: 'done' }, now, 'en'), '2 hours ago', 'done but under 3 h');
  const old = startDateText({ start_date: '2026-05-10T08:00:00Z', status: 'done' }, now, 'en');
  t.notMatch(old, /ago/, 'done and 4 h old: a date-time');
  t.match(old, /2026/);
  t.equal(startDateText({ start_date: '2026-05-10T08:00:00Z', status: 'error' }, now, 'en'), '4 hours ago', 'only done runs switch');
});

t.test('pages: the last page index', async (t) => {
  t.equal(lastPage(0, 10), 0);
  t.equal(lastPage(60, 10), 5);
  t.equal(lastPage(61, 10), 6);
  t.equal(lastPage(59, 20), 2);
});

t.test('start rules (docs/product.md)', async (t) => {
  const ready = {
    submitting: false,
    fileAnalysed: true,
    aboveLimit: false,
    config: 'spring',
    destination: [{ type: 'own_format' as const, value: 'own_format' }],
    credits: 'sufficient' as const,
  };
  t.same(startBlockers(ready), []);
  t.same(startBlockers({ ...ready, submitting: true }), ['submitting']);
  t.same(startBlockers({ ...ready, fileAnalysed: false }), ['no_file']);
  t.same(startBlockers({ ...ready, aboveLimit: true }), ['above_limit']);
  t.same(startBlockers({ ...ready, config: null }), ['no_config']);
  t.same(startBlockers({ ...ready, destination: null }), ['no_destination']);
  t.same(startBlockers({ ...ready, destination: [{ type: 'marketplace', value: ' ' }] }), ['no_marketplace']);
  t.same(startBlockers({ ...ready, credits: 'insufficient' }), ['insufficient_credits']);
  t.same(startBlockers({ ...ready, credits: 'none' }), ['insufficient_credits']);
  t.same(startBlockers({ ...ready, credits: 'unknown' }), [], 'credits not loaded yet: the server decides');
});

t.test('column mismatch and navigation state', async (t) => {
  t.ok(columnsMismatch(['A', 'B'], ['C']));
  t.notOk(columnsMismatch(['A', 'b '], ['B']), 'case and spaces ignored');
  t.notOk(columnsMismatch([], ['C']), 'nothing to compare');
  t.same(parseNavigationState({ selectedConfig: 'spring' }), { selectedConfig: 'spring', file: null });
  t.same(parseNavigationState(null), { selectedConfig: null, file: null });
  const result = { nb_products_found: 3, products_sample: [] };
  const state = parseNavigationState({ analyzeResult: result, uploadedFile: { name: 'abc.csv', originalName: 'mine.csv' } });
  t.same(state.file, { result, storedName: 'abc.csv', originalName: 'mine.csv' });
  t.equal(parseNavigationState({ analyzeResult: result, uploadedFile: 'abc.csv' }).file?.storedName, 'abc.csv');
  t.equal(parseNavigationState({ analyzeResult: result }).file, null, 'no stored name, no file');
});

t.test('what a result file is for: as the server says, else by its name', async (t) => {
  const channels = ['shopify', 'google_merchant_center'];
  t.equal(resultRole({ name: 'a-shopify.csv', content_type: 'text/csv', role: 'products' }, channels), 'products', 'the server’s word first');
  t.equal(resultRole({ name: 'a.csv', content_type: 'text/csv' }, channels), 'products');
  t.equal(resultRole({ name: 'a.pdf', content_type: 'application/pdf' }, channels), 'catalogue');
  t.equal(resultRole({ name: 'a-google_merchant_center.tsv', content_type: 'text/tab-separated-values' }, channels), 'channel');
  t.equal(resultRole({ name: 'a-validation.csv', content_type: 'text/csv' }, channels), 'validation');
  t.equal(resultRole({ name: 'a-shopify-validation.csv', content_type: 'text/csv' }, channels), 'validation');
});
