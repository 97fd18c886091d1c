import t from 'tap';
import { draftFromConfig, draftSignature, formatUpdatedAt, knownColumns, updateFromDraft } from '../../../../../client/src/lib/templates.ts';
import { emptyExtractOptions, type MappingEntry } from '../../../../../domain/mapping.ts';
import type { CatalogConfig } from '../../../../../domain/template.ts';

const config: CatalogConfig = {
  name: 'spring',
  label: 'Spring',
  updated_at: null,
  completeness: 50,
  about: {
    identifiers: ['EAN'],
    contents: ['Name', 'EAN'],
    attributes: ['Brand'],
    categories: [],
    price: ['Price'],
    others: [],
    value_lists: { Colour: [{ code: 'R', label: 'Red' }] },
    current_completeness: { EAN: 'complete' },
  },
  dest: [],
  marketplaces: [],
  ownFormatMapping: [
    { source_column: 'Name', dest_property: 'title', batch_action: 'COPY' },
    { source_column: 'weight', dest_property: 'weight', batch_action: 'EXTRACT', ...emptyExtractOptions(), type: 'float', expected_unit: 'kg' },
  ],
  outputFileFormat: { file_format: 'csv', delimiter: ';' },
  source_fields: {
    product_name: ['Name'],
    public_identifiers: [],
    brand: [],
    partnumber: [],
    description: [],
    binaries_or_urls: [],
  },
  search_options: { blacklist: ['bad.example'], whitelist: [] },
};

t.test('known columns: every group name once, in group order', async (t) => {
  t.same(knownColumns(config.about), ['EAN', 'Name', 'Brand', 'Price']);
  t.same(knownColumns(undefined), []);
});

t.test('the dirty signature ignores blank search entries but sees real changes', async (t) => {
  const draft = draftFromConfig(config);
  const loaded = draftSignature(draft);
  t.equal(draftSignature({ ...draft, searchOptions: { blacklist: ['bad.example', '  '], whitelist: [] } }), loaded);
  t.not(draftSignature({ ...draft, format: 'xlsx' }), loaded);
  t.not(draftSignature({ ...draft, searchOptions: { blacklist: [], whitelist: [] } }), loaded);
  t.not(draftSignature({ ...draft, groups: { ...draft.groups, others: ['Brand'] } }), loaded);
});

t.test('the PUT body: array mapping, delimiter kept for csv only, extras of about kept', async (t) => {
  const draft = draftFromConfig(config);
  const csv = updateFromDraft(config, { ...draft, searchOptions: { blacklist: [' bad.example ', ''], whitelist: [] } });
  t.same(csv.outputFileFormat, { file_format: 'csv', file_formats: ['csv'], delimiter: ';' });
  t.same(csv.search_options, { blacklist: ['bad.example'], whitelist: [] });
  t.same(csv.ownFormatMapping && (csv.ownFormatMapping as { dest_property: string }[]).map((entry) => entry.dest_property), ['title', 'weight']);
  t.same(csv.about?.value_lists, config.about.value_lists, 'detected lists travel with the groups');
  const xlsx = updateFromDraft(config, { ...draft, format: 'xlsx' });
  t.same(xlsx.outputFileFormat, { file_format: 'xlsx', file_formats: ['xlsx'] });
  const noDelimiter = updateFromDraft({ ...config, outputFileFormat: { file_format: 'xlsx' } }, { ...draft, format: 'csv' });
  t.same(noDelimiter.outputFileFormat, { file_format: 'csv', file_formats: ['csv'], delimiter: ',' }, 'csv defaults to a comma');
  const both = updateFromDraft(config, { ...draft, format: 'both' });
  t.same(both.outputFileFormat, { file_format: 'csv', file_formats: ['csv', 'xlsx'], delimiter: ';' }, 'both: the csv keeps its delimiter');
  t.equal(draftFromConfig({ ...config, outputFileFormat: both.outputFileFormat as CatalogConfig['outputFileFormat'] }).format, 'both', 'and reads back as both');
  t.equal(draftFromConfig({ ...config, outputFileFormat: { file_format: 'xlsx' } }).format, 'xlsx', 'a template made before file_formats reads its file_format');
});

t.test('a COPY’s default and currency and an EXTRACT’s default are loaded, kept and saved', async (t) => {
  const pattern = 'https://shop.example/products/{Handle}';
  const withDefaults: CatalogConfig = {
    ...config,
    ownFormatMapping: [
      { source_column: 'Handle', dest_property: 'link', batch_action: 'COPY', default_value: pattern },
      { source_column: 'Price', dest_property: 'price', batch_action: 'COPY', source_unit: 'USD' },
      { source_column: 'condition', dest_property: 'condition', batch_action: 'EXTRACT', ...emptyExtractOptions(), type: 'string', default_value: 'new' },
    ],
  };
  const draft = draftFromConfig(withDefaults);
  t.same(draft.mapping.link, { batch_action: 'COPY', field: 'Handle', default_value: pattern });
  t.same(draft.mapping.price, { batch_action: 'COPY', field: 'Price', source_unit: 'USD' });
  t.match(draft.mapping.condition, { batch_action: 'EXTRACT', default_value: 'new' });
  t.same(updateFromDraft(withDefaults, draft).ownFormatMapping, withDefaults.ownFormatMapping, 'saved as loaded');
  const edited = { ...draft, mapping: { ...draft.mapping, link: { batch_action: 'COPY' as const, field: 'Handle', default_value: 'https://shop.example/p/{Handle}' } } };
  t.not(draftSignature(edited), draftSignature(draft), 'a changed default makes the draft dirty');
  t.match((updateFromDraft(withDefaults, edited).ownFormatMapping as MappingEntry[])[0], { default_value: 'https://shop.example/p/{Handle}' });
});

t.test('Last Update in the display language; a bad date is shown as is', async (t) => {
  const iso = '2026-03-05T14:30:00.000Z';
  t.match(formatUpdatedAt(iso, 'en'), /2026/);
  t.match(formatUpdatedAt(iso, 'fr'), /mars/);
  t.equal(formatUpdatedAt('not a date', 'en'), 'not a date');
});
