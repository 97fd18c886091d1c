import t from 'tap';
import { canSaveFromBar, configInput, defaultOutputFormat, draftFromAnalysis, exportComplete, type NameStatus, newCatalogState, nextDisabled, sourcesComplete, stepBlock, stepComplete, suggestedSources, unmappedRows, type WizardDraft, withFormat } from '../../../../../client/src/lib/wizard.ts';
import { parseNavigationState } from '../../../../../client/src/pages/catalog-new/navigation-state.ts';
import type { AnalysisResult } from '../../../../../domain/analysis.ts';

const analysis: AnalysisResult = {
  products_sample: [{ EAN: '3000000000017', Name: 'Shoe', Colour: 'Red', Price: '12' }],
  input_file_path: 'a.csv',
  source_file_path: 'a.csv',
  delimiter: ';',
  decimal_mark: null,
  file_type: 'csv',
  file_size: 120,
  nb_products_found: 4,
  nb_variants_found: 0,
  is_file_above_products_limit: false,
  pdf_layout: null,
  about_products: {
    identifiers: ['EAN'],
    contents: ['Name'],
    attributes: ['Colour'],
    categories: [],
    price: ['Price'],
    others: [],
    value_lists: { Colour: [{ code: 'Red', label: 'Red' }] },
    current_completeness: { EAN: 'complete', Name: 'complete', Colour: 'partial', Price: 'empty' },
  },
  suggested_source_fields: {
    product_name: ['Name'],
    public_identifiers: ['EAN', 'Unknown column'],
    brand: [],
    partnumber: [],
    description: [],
    binaries_or_urls: [],
  },
};

const named: NameStatus = { named: true, editingWithError: false };
const unnamed: NameStatus = { named: false, editingWithError: false };
const nameError: NameStatus = { named: true, editingWithError: true };

const ready = (): WizardDraft => ({ ...draftFromAnalysis(analysis), label: 'Spring' });

t.test('defaults from the analysis', async (t) => {
  const draft = draftFromAnalysis(analysis);
  t.equal(draft.label, '', 'the name is the user’s to set');
  t.same(draft.groups.identifiers, ['EAN']);
  t.same(draft.sourceFields.public_identifiers, ['EAN'], 'suggestions kept to the file’s columns');
  t.same(draft.outputFileFormat, { file_format: 'csv', file_formats: ['csv'], delimiter: ';' }, 'csv with the detected delimiter');
  t.same(Object.keys(draft.mapping), ['EAN', 'Name', 'Colour', 'Price'], 'one row per column');
  t.match(draft.mapping.Name, { batch_action: 'EXTRACT', field: 'Name', value_list: null }, 'waiting for the automatic mapping');
  t.same(Object.keys(draft.valueLists), ['Colour'], 'detected value lists');
  t.same(draft.searchOptions, { blacklist: [], whitelist: [] });
});

t.test('output format: xlsx for an Excel upload, csv keeps the delimiter', async (t) => {
  t.same(defaultOutputFormat({ file_type: 'xlsx', delimiter: null }), { file_format: 'xlsx', file_formats: ['xlsx'] });
  t.same(defaultOutputFormat({ file_type: 'csv', delimiter: null }), { file_format: 'csv', file_formats: ['csv'], delimiter: ',' });
  t.same(defaultOutputFormat({ file_type: 'pdf', delimiter: null }), { file_format: 'csv', file_formats: ['csv'], delimiter: ',' });
  t.same(withFormat('csv', { delimiter: '\t' }), { file_format: 'csv', file_formats: ['csv'], delimiter: '\t' });
  t.same(withFormat('xlsx', { delimiter: ';' }), { file_format: 'xlsx', file_formats: ['xlsx'] });
  t.same(withFormat('both', { delimiter: ';' }), { file_format: 'csv', file_formats: ['csv', 'xlsx'], delimiter: ';' }, 'both formats, the csv with its delimiter');
});

t.test('suggested sources: the answer or the bare mapping, known columns only', async (t) => {
  const columns = ['EAN', 'Name'];
  t.same(suggestedSources({ suggested_sources: { product_name: ['Name', 'Other'] } }, columns)?.product_name, ['Name']);
  t.same(suggestedSources({ public_identifiers: ['EAN'] }, columns)?.public_identifiers, ['EAN'], 'the mapping itself');
  t.equal(suggestedSources({ suggested_sources: { brand: ['Other'] } }, columns), null, 'nothing known: null');
  t.equal(suggestedSources('nonsense', columns), null);
  t.equal(suggestedSources(null, columns), null);
});

t.test('step completion', async (t) => {
  const draft = ready();
  t.ok(sourcesComplete(draft));
  t.notOk(sourcesComplete({ ...draft, sourceFields: { ...draft.sourceFields, product_name: [], public_identifiers: [] } }));
  const noGroups = { ...draft, groups: { identifiers: [], contents: [], attributes: [], categories: [], price: [], others: [] } };
  t.notOk(sourcesComplete(noGroups), 'about needs at least one field');
  t.ok(exportComplete(draft));
  t.notOk(exportComplete({ ...draft, mapping: {} }), 'a mapping is needed');
  t.notOk(exportComplete({ ...draft, outputFileFormat: null }), 'an output format is needed');
  t.same(unmappedRows([]), {});
});

t.test('gating (docs/product.md)', async (t) => {
  const draft = ready();
  t.equal(stepBlock(0, draft, unnamed), null, 'step 0 is always reachable');
  t.equal(stepBlock(1, draft, unnamed), 'no_name', 'beyond step 0 needs a name');
  t.equal(stepBlock(3, draft, unnamed), 'no_name');
  t.equal(stepBlock(1, draft, nameError), 'name_error', 'not while the name is edited with an error');
  t.equal(stepBlock(1, draft, named), null);
  const noSources = { ...draft, sourceFields: { ...draft.sourceFields, product_name: [], public_identifiers: [] } };
  t.equal(stepBlock(1, noSources, named), null, 'step 1 only needs the name');
  t.equal(stepBlock(2, noSources, named), 'incomplete', 'step 2 needs step 1 complete');
  t.equal(stepBlock(3, { ...draft, mapping: {} }, named), 'incomplete', 'step 3 needs a mapping');
  t.equal(stepBlock(3, { ...draft, outputFileFormat: null }, named), 'incomplete', 'and an output format');
  t.equal(stepBlock(3, draft, named), null);
});

t.test('Next, checks and Save template', async (t) => {
  const draft = ready();
  const noSources = { ...draft, sourceFields: { ...draft.sourceFields, product_name: [], public_identifiers: [] } };
  t.notOk(nextDisabled(0, noSources), 'step 0: Next is pressed to be told about the name');
  t.ok(nextDisabled(1, noSources));
  t.notOk(nextDisabled(1, draft));
  t.ok(nextDisabled(2, { ...draft, mapping: {} }));
  t.notOk(nextDisabled(2, draft));
  t.ok(stepComplete(0, draft, named));
  t.notOk(stepComplete(0, draft, unnamed));
  t.notOk(stepComplete(0, draft, nameError));
  t.ok(stepComplete(3, { ...draft, mapping: {} }, unnamed), 'the last step is always complete');
  t.ok(canSaveFromBar(3, draft, named), 'from a complete step 4');
  t.notOk(canSaveFromBar(2, draft, named), 'not from another step');
  t.notOk(canSaveFromBar(3, draft, nameError));
});

t.test('the saved body', async (t) => {
  const draft: WizardDraft = {
    ...ready(),
    label: '  Spring  ',
    mapping: {
      Name: { batch_action: 'COPY', field: 'Name' },
      ' ': { batch_action: 'COPY', field: 'EAN' },
    },
    searchOptions: { blacklist: [], whitelist: [' shop.example.com ', '  '] },
  };
  const input = configInput(draft, analysis);
  t.equal(input.label, 'Spring');
  t.same(input.ownFormatMapping, [{ source_column: 'Name', dest_property: 'Name', batch_action: 'COPY' }], 'array form, blank names dropped');
  t.same(input.search_options, { blacklist: [], whitelist: ['shop.example.com'] }, 'blank entries removed');
  t.same(input.outputFileFormat, { file_format: 'csv', file_formats: ['csv'], delimiter: ';' });
  t.same(input.about?.value_lists, { Colour: [{ code: 'Red', label: 'Red' }] });
  t.same(input.about?.identifiers, ['EAN']);
  t.equal(input.completeness, 50, 'two of four fields complete');
  t.same(input.source_fields?.product_name, ['Name']);
});

t.test("'Generate a catalog' hands the template and the file to /catalog/new", async (t) => {
  const file = { result: analysis, storedName: 'f-123.csv', originalName: 'spring.csv' };
  const state = structuredClone(newCatalogState('spring', file)); // as history.state keeps it
  const parsed = parseNavigationState(state);
  t.equal(parsed.selectedConfig, 'spring');
  t.same(parsed.file, file, 'the new-catalogue page reads the same file back');
  t.same(parseNavigationState(structuredClone(newCatalogState('spring', null))), { selectedConfig: 'spring', file: null });
});
