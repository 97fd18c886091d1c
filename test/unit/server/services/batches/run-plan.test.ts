import t from 'tap';
import { emptyGenerateOptions } from '../../../../../domain/generation.ts';
import { emptyExtractOptions, type ExtractEntry, type MappingEntry } from '../../../../../domain/mapping.ts';
import { defaultWorkspaceSettings } from '../../../../../domain/workspace.ts';
import { planFields, searchSites } from '../../../../../server/services/batches/run-plan.ts';

const COLORS = [
  { code: 'BL', label: 'Blue' },
  { code: 'RD', label: 'Red' },
];

const settings = defaultWorkspaceSettings();
settings.generate_options = { ...settings.generate_options, tone: 'warm', language: 'fr', min_words: 40, max_words: 80 };

const entries: MappingEntry[] = [
  { batch_action: 'COPY', source_column: 'Name', dest_property: 'Title' },
  { batch_action: 'GENERATE', source_column: 'ac_product_description', dest_property: 'Description', ...emptyGenerateOptions(), max_words: 30 },
  { batch_action: 'EXTRACT', source_column: '', dest_property: 'Weight', ...emptyExtractOptions(), type: 'float', expected_unit: 'kg' },
  { batch_action: 'EXTRACT', source_column: '', dest_property: 'Color', ...emptyExtractOptions(), type: 'integer', value_list: 'Colors' },
  { batch_action: 'EXTRACT', source_column: '', dest_property: 'Finish', ...emptyExtractOptions(), value_list: 'Finishes', use_label: false },
];

t.test('each template entry becomes its field plan, with the workspace defaults filled in', async (t) => {
  const asked: string[] = [];
  const plans = planFields(entries, settings, (entry: ExtractEntry) => {
    asked.push(entry.dest_property);
    return entry.value_list === 'Colors' ? { name: 'Colors', values: COLORS } : null;
  });
  t.same(asked, ['Weight', 'Color', 'Finish'], 'only EXTRACT entries look up a value list');
  t.same(plans[0], { action: 'COPY', output: 'Title', source: 'Name', defaultValue: null });

  const generate = plans[1];
  t.equal(generate?.action, 'GENERATE');
  if (generate?.action === 'GENERATE') {
    t.equal(generate.tool, 'ac_product_description');
    t.match(generate.options, { tone: 'warm', language: 'fr', max_words: 30 }, "the template's own options win, the workspace's fill the rest");
    t.equal(generate.options.min_words, null, 'a workspace minimum above the field maximum is dropped, not a contradiction');
  }

  t.match(plans[2], { action: 'EXTRACT', output: 'Weight', type: 'float', expectedUnit: 'kg', valueList: null, useLabel: true });
  t.match(plans[3], { action: 'EXTRACT', output: 'Color', type: 'string', valueList: COLORS, valueListName: 'Colors' }, 'a field with a value list extracts a code or label, whatever its type says');
  t.match(plans[4], { action: 'EXTRACT', output: 'Finish', type: 'string', valueList: null, useLabel: false }, "the field's label choice overrides the workspace's");
});

t.test("web search uses the template's own site lists when it has any, else the workspace's", async (t) => {
  const workspace = { ...settings, search_options: { blacklist: ['ebay.com'], whitelist: [] } };
  t.same(searchSites({ blacklist: [], whitelist: [] }, workspace), { blacklist: ['ebay.com'], whitelist: [] });
  t.same(searchSites({ blacklist: [], whitelist: ['maker.example'] }, workspace), { blacklist: [], whitelist: ['maker.example'] });
});
