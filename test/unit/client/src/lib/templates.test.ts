import t from 'tap';
import {
  draftFromConfig,
  draftSignature,
  formatUpdatedAt,
  knownColumns,
  updateFromDraft,
} from '../../../../../client/src/lib/templates.ts';
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
    {
      source_column: 'weight',
      dest_property: 'weight',
      batch_action: 'EXTRACT',
      type: 'float',
      extra_info: null,
      value_list_id: null,
      value_list: null,
      expected_unit: 'kg',
      use_label: null,
      source_unit: null,
      source_decimal: null,
    },
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
  t.same(csv.outputFileFormat, { file_format: 'csv', delimiter: ';' });
  t.same(csv.search_options, { blacklist: ['bad.example'], whitelist: [] });
  t.same(
    csv.ownFormatMapping && (csv.ownFormatMapping as { dest_property: string }[]).map((entry) => entry.dest_property),
    ['title', 'weight'],
  );
  t.same(csv.about?.value_lists, config.about.value_lists, 'detected lists travel with the groups');
  const xlsx = updateFromDraft(config, { ...draft, format: 'xlsx' });
  t.same(xlsx.outputFileFormat, { file_format: 'xlsx' });
  const noDelimiter = updateFromDraft({ ...config, outputFileFormat: { file_format: 'xlsx' } }, { ...draft, format: 'csv' });
  t.same(noDelimiter.outputFileFormat, { file_format: 'csv', delimiter: ',' }, 'csv defaults to a comma');
});

t.test('Last Update in the display language; a bad date is shown as is', async (t) => {
  const iso = '2026-03-05T14:30:00.000Z';
  t.match(formatUpdatedAt(iso, 'en'), /2026/);
  t.match(formatUpdatedAt(iso, 'fr'), /mars/);
  t.equal(formatUpdatedAt('not a date', 'en'), 'not a date');
});
