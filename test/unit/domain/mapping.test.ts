import t from 'tap';
import { emptyGenerateOptions, GENERATION_LANGUAGES } from '../../../domain/generation.ts';
import { actionCounts, completenessPercent, emptyExtractOptions, fromMappingArray, GENERATION_TOOLS, type KeyedExtract, type KeyedMapping, normaliseAction, parseMapping, runCost, toMappingArray } from '../../../domain/mapping.ts';
import { changeAction, checkFieldName, chooseValueList, entryFromMatch, isUnhandled, pickSource, removeField, renameField, setExtractType, valueListChoiceOf } from '../../../domain/mapping-edits.ts';

const extract = (name: string, options: Partial<KeyedExtract> = {}): KeyedExtract => ({
  batch_action: 'EXTRACT',
  field: name,
  ...emptyExtractOptions(),
  ...options,
});

t.test('constants of docs/product.md', async (t) => {
  t.same(GENERATION_TOOLS, ['ac_product_description', 'ac_short_description', 'ac_product_title', 'ac_seo_meta_description', 'ac_bullet_points']);
  t.equal(GENERATION_LANGUAGES.length, 21);
  t.same(GENERATION_LANGUAGES.slice(0, 3), ['en', 'fr', 'es']);
  t.equal(GENERATION_LANGUAGES.at(-1), 'el');
});

t.test('actions: a missing or invalid action is EXTRACT', async (t) => {
  t.equal(normaliseAction('COPY'), 'COPY');
  t.equal(normaliseAction('generate'), 'GENERATE');
  t.equal(normaliseAction('MOVE'), 'EXTRACT');
  t.equal(normaliseAction(undefined), 'EXTRACT');
  t.equal(normaliseAction(3), 'EXTRACT');
});

t.test('array form → keyed form', async (t) => {
  const keyed = fromMappingArray([
    { source_column: 'Nom', dest_property: 'Title', batch_action: 'COPY' },
    { source_column: 'ac_product_description', dest_property: 'Description', batch_action: 'GENERATE', tone: 'warm', min_words: 10 },
    { source_column: 'whatever', dest_property: 'Weight', batch_action: 'EXTRACT', type: 'float', expected_unit: 'kg' },
    { source_column: 'x', dest_property: 'Colour', batch_action: 'nope' },
    { source_column: 'x', dest_property: 'Material' },
    { source_column: 'Nom', dest_property: '', batch_action: 'COPY' },
    { source_column: 'Nom', dest_property: '   ', batch_action: 'COPY' },
  ]);
  t.same(Object.keys(keyed), ['Title', 'Description', 'Weight', 'Colour', 'Material'], 'empty destinations dropped, order kept');
  t.same(keyed.Title, { batch_action: 'COPY', field: 'Nom' });
  t.same(keyed.Description, { batch_action: 'GENERATE', field: 'ac_product_description', ...emptyGenerateOptions(), tone: 'warm', min_words: 10 });
  t.same(keyed.Weight, extract('Weight', { type: 'float', expected_unit: 'kg' }), 'EXTRACT field is its own output name');
  t.equal(keyed.Colour.batch_action, 'EXTRACT', 'invalid action defaults to EXTRACT');
  t.equal(keyed.Colour.field, 'Colour');
  t.equal(keyed.Material.batch_action, 'EXTRACT', 'missing action defaults to EXTRACT');
});

t.test('older forms: plain string is COPY, or GENERATE for a known tool', async (t) => {
  const keyed = fromMappingArray({
    Title: 'Nom',
    Description: 'ac_product_description',
    Other: 'ac_unknown_tool',
    Weight: { batch_action: 'EXTRACT', type: 'float' },
    Brand: { batch_action: 'COPY', field: 'Marque' },
    '': 'ignored',
  });
  t.same(keyed.Title, { batch_action: 'COPY', field: 'Nom' });
  t.same(keyed.Description, { batch_action: 'GENERATE', field: 'ac_product_description', ...emptyGenerateOptions() });
  t.same(keyed.Other, { batch_action: 'COPY', field: 'ac_unknown_tool' }, 'an unknown ac_ name is a source');
  t.same(keyed.Weight, extract('Weight', { type: 'float' }));
  t.same(keyed.Brand, { batch_action: 'COPY', field: 'Marque' });
  t.notOk('' in keyed);
  t.same(fromMappingArray(null), {});
  t.same(fromMappingArray('junk'), {});
});

t.test('keyed form → array form and back', async (t) => {
  const keyed: KeyedMapping = {
    Title: { batch_action: 'COPY', field: 'Nom' },
    Description: { batch_action: 'GENERATE', field: 'ac_short_description', ...emptyGenerateOptions(), language: 'fr', creativity: 'high' },
    Weight: extract('Weight', { type: 'integer', expected_unit: 'g' }),
    '': { batch_action: 'COPY', field: 'dropped' },
  };
  const array = toMappingArray(keyed);
  t.same(array, [
    { source_column: 'Nom', dest_property: 'Title', batch_action: 'COPY' },
    {
      source_column: 'ac_short_description',
      dest_property: 'Description',
      batch_action: 'GENERATE',
      ...emptyGenerateOptions(),
      language: 'fr',
      creativity: 'high',
    },
    { source_column: 'Weight', dest_property: 'Weight', batch_action: 'EXTRACT', ...emptyExtractOptions(), type: 'integer', expected_unit: 'g' },
  ]);
  t.same(fromMappingArray(array), removeField(keyed, ''), 'round trip');
  t.same(toMappingArray({ A: extract('stale name') })[0].source_column, 'A', 'EXTRACT source is the output name');
});

t.test('options: empty strings become null, language_adaptation true or null', async (t) => {
  const [generate] = parseMapping([{ dest_property: 'D', batch_action: 'GENERATE', source_column: 'ac_product_title', tone: '', format: '  ', language_adaptation: false, structure: 'Intro\nBody' }]).entries;
  t.same(generate, { source_column: 'ac_product_title', dest_property: 'D', batch_action: 'GENERATE', ...emptyGenerateOptions(), structure: 'Intro\nBody' });
  const [adapted] = parseMapping([{ dest_property: 'D', batch_action: 'GENERATE', language_adaptation: true }]).entries;
  t.equal((adapted as { language_adaptation: unknown }).language_adaptation, true);
  const [copy] = parseMapping([{ dest_property: 'C', batch_action: 'COPY', source_column: 'Nom', tone: 'x', type: 'float' }]).entries;
  t.same(copy, { source_column: 'Nom', dest_property: 'C', batch_action: 'COPY' }, 'COPY carries no options');
  const [withList] = parseMapping([{ dest_property: 'Colour', value_list_id: 'abc' }]).entries;
  t.equal((withList as { type: unknown }).type, 'string', 'a value list implies string');
});

t.test('parseMapping lists what the server refuses', async (t) => {
  const rules = (raw: unknown) => parseMapping(raw).problems.map((p) => `${p.field}:${p.rule}`);
  t.same(rules([{ dest_property: 'A', batch_action: 'COPY', source_column: 'x' }]), []);
  t.same(rules([{ dest_property: 'x'.repeat(64) }]), [], '64 characters is fine');
  t.same(rules([{ dest_property: 'x'.repeat(65) }]), [`${'x'.repeat(65)}:name_too_long`]);
  t.same(rules([{ dest_property: 'A' }, { dest_property: 'A ' }]), ['A:name_duplicate'], 'names compared trimmed');
  t.same(rules([{ dest_property: 'G', batch_action: 'GENERATE', min_words: -1 }]), ['G:words_invalid']);
  t.same(rules([{ dest_property: 'G', batch_action: 'GENERATE', max_words: 2.5 }]), ['G:words_invalid']);
  t.same(rules([{ dest_property: 'G', batch_action: 'GENERATE', max_words: 'ten' }]), ['G:words_invalid']);
  t.same(rules([{ dest_property: 'G', batch_action: 'GENERATE', min_words: 0, max_words: '20' }]), [], 'numeric strings and 0 accepted');
  t.same(parseMapping([{ dest_property: 'G', batch_action: 'GENERATE', max_words: '20' }]).entries[0], {
    source_column: '',
    dest_property: 'G',
    batch_action: 'GENERATE',
    ...emptyGenerateOptions(),
    max_words: 20,
  });
  t.same(rules([{ dest_property: 'G', batch_action: 'GENERATE', creativity: 'wild' }]), ['G:creativity_invalid']);
  t.same(rules([{ dest_property: 'G', batch_action: 'GENERATE', creativity: 'High', language: 'FR' }]), []);
  t.same(rules([{ dest_property: 'G', batch_action: 'GENERATE', language: 'xx' }]), ['G:language_invalid']);
  t.same(rules([{ dest_property: 'E', type: 'date' }]), ['E:extract_type_invalid']);
  t.same(rules([{ dest_property: 'E', type: 'string', expected_unit: 'kg' }]), ['E:unit_with_string']);
  t.same(rules([{ dest_property: 'E', type: 'float', expected_unit: 'kg' }]), []);
  t.same(rules([{ dest_property: 'E', type: 'integer', value_list_id: 'v1' }]), ['E:value_list_with_number']);
  t.same(rules([{ dest_property: 'E', type: 'float', value_list: 'Colours' }]), ['E:value_list_with_number']);
  t.same(rules([{ dest_property: 'E', type: 'string', value_list: 'Colours', use_label: true }]), []);
  t.same(rules([{ dest_property: 'C', batch_action: 'COPY', expected_unit: 'kg', min_words: -4 }]), [], 'options of other actions are ignored');
});

t.test('changing the action resets the row', async (t) => {
  const sources = { sourceFields: ['Nom', 'Marque'] };
  t.same(changeAction('Weight', 'EXTRACT', sources), extract('Weight'));
  t.same(changeAction('Weight', 'COPY', sources), { batch_action: 'COPY', field: '' }, 'no column named like the field: none (never the first one)');
  t.same(changeAction('marque', 'COPY', sources), { batch_action: 'COPY', field: 'Marque' }, 'the column named like the field');
  t.same(changeAction('Weight', 'COPY', { sourceFields: [] }), { batch_action: 'COPY', field: '' });
  t.same(changeAction('Weight', 'GENERATE', sources), { batch_action: 'GENERATE', field: 'ac_product_description', ...emptyGenerateOptions() });
  t.same(changeAction('Weight', 'GENERATE', { ...sources, tools: ['ac_bullet_points'] }).field, 'ac_bullet_points', 'first assistant tool');
});

t.test('picking a source forces COPY, a known tool GENERATE', async (t) => {
  const row = extract('Title', { type: 'string' });
  t.same(pickSource(row, 'Nom'), { batch_action: 'COPY', field: 'Nom' });
  t.same(pickSource(row, 'ac_product_title'), { batch_action: 'GENERATE', field: 'ac_product_title', ...emptyGenerateOptions() });
  t.same(pickSource(row, 'ac_other'), { batch_action: 'COPY', field: 'ac_other' }, 'an unknown tool is a source');
  const generating = { batch_action: 'GENERATE' as const, field: 'ac_product_title', ...emptyGenerateOptions(), tone: 'warm' };
  t.same(pickSource(generating, 'ac_bullet_points'), { ...generating, field: 'ac_bullet_points' }, 'changing tool keeps options');
  t.same(pickSource(generating, 'ac_custom', ['ac_custom']).batch_action, 'GENERATE', 'tools from the assistant');
});

t.test('extract type: string clears the unit, numbers clear value lists', async (t) => {
  const row = extract('Weight', { type: 'float', expected_unit: 'kg' });
  const asString = setExtractType(row, 'string');
  t.same(asString.entry, extract('Weight', { type: 'string' }));
  t.equal(asString.unitCleared, true, 'warning: Expected unit will be cleared for string type');
  t.equal(setExtractType(extract('W'), 'string').unitCleared, false);
  const listed = extract('Colour', { type: 'string', value_list_id: 'v1', use_label: true });
  const toInteger = setExtractType(listed, 'integer');
  t.same(toInteger.entry, extract('Colour', { type: 'integer' }));
  t.equal(setExtractType({ ...row }, 'integer').entry.expected_unit, 'kg', 'numbers keep the unit');
});

t.test('choosing a value list', async (t) => {
  const row = extract('Colour', { type: 'float', expected_unit: 'cm' });
  t.same(chooseValueList(row, { kind: 'existing', id: 'v1' }), extract('Colour', { type: 'string', value_list_id: 'v1', use_label: true }), 'forces string, use_label true when unset');
  t.same(chooseValueList(row, { kind: 'existing', id: 'v1' }, false).use_label, false, 'workspace default');
  t.same(chooseValueList(row, { kind: 'detected', name: 'Couleur' }, null), extract('Colour', { type: 'string', value_list: 'Couleur', use_label: true }));
  const created = chooseValueList(row, { kind: 'new', name: 'Mine' });
  t.equal(created.value_list, 'Mine');
  t.same(chooseValueList(created, { kind: 'none' }), extract('Colour', { type: 'string' }), 'No value list (free text)');
  t.same(valueListChoiceOf(extract('C', { value_list_id: 'v1' })), { kind: 'existing', id: 'v1' });
  t.same(valueListChoiceOf(extract('C', { value_list: 'Couleur' }), { Couleur: [] }), { kind: 'detected', name: 'Couleur' });
  t.same(valueListChoiceOf(extract('C', { value_list: 'Mine' }), { Couleur: [] }), { kind: 'new', name: 'Mine' });
  t.same(valueListChoiceOf(extract('C')), { kind: 'none' });
});

t.test('field names: unique, ≤ 64, empty removes', async (t) => {
  const mapping: KeyedMapping = { Title: { batch_action: 'COPY', field: 'Nom' }, Weight: extract('Weight'), Brand: { batch_action: 'COPY', field: 'Marque' } };
  t.equal(checkFieldName('Size', mapping), 'ok');
  t.equal(checkFieldName('Title', mapping), 'duplicate');
  t.equal(checkFieldName('Title', mapping, 'Title'), 'ok', 'its own name');
  t.equal(checkFieldName('  ', mapping), 'empty');
  t.equal(checkFieldName('x'.repeat(65), mapping), 'too_long');
  t.equal(checkFieldName('x'.repeat(64), mapping), 'ok');
  const renamed = renameField(mapping, 'Weight', 'Poids');
  t.same(Object.keys(renamed), ['Title', 'Poids', 'Brand'], 'order kept');
  t.same(renamed.Poids, extract('Poids'), 'EXTRACT output name follows');
  t.same(renameField(mapping, 'Title', 'Name').Name, { batch_action: 'COPY', field: 'Nom' }, 'COPY keeps its source');
  t.same(Object.keys(renameField(mapping, 'Title', '')), ['Weight', 'Brand'], 'empty removes');
  t.equal(renameField(mapping, 'Title', 'Brand'), mapping, 'duplicate changes nothing');
  t.equal(renameField(mapping, 'Missing', 'Other'), mapping);
});

t.test('automatic mapping of new rows', async (t) => {
  t.same(entryFromMatch('Name', 'Nom'), { batch_action: 'COPY', field: 'Nom' });
  t.same(entryFromMatch('Long description', 'ac_product_description'), { batch_action: 'GENERATE', field: 'ac_product_description', ...emptyGenerateOptions() });
  t.same(entryFromMatch('Size', null), extract('Size'));
  t.equal(isUnhandled('Size', undefined), true);
  t.equal(isUnhandled('Size', extract('Size')), true, 'a self-named EXTRACT with nothing set');
  t.equal(isUnhandled('Size', extract('Size', { type: 'string' })), false);
  t.equal(isUnhandled('Size', { batch_action: 'COPY', field: 'x' }), false);
});

t.test('run cost: products × max(1, EXTRACT + GENERATE fields)', async (t) => {
  const mapping = fromMappingArray([
    { dest_property: 'A', batch_action: 'COPY', source_column: 'a' },
    { dest_property: 'B', batch_action: 'EXTRACT' },
    { dest_property: 'C', batch_action: 'GENERATE', source_column: 'ac_product_title' },
  ]);
  t.equal(runCost(10, mapping), 20);
  t.equal(runCost(10, toMappingArray(mapping)), 20, 'array form too');
  t.equal(runCost(7, { A: { batch_action: 'COPY', field: 'a' } }), 7, 'COPY-only costs one a product');
  t.equal(runCost(7, []), 7);
  t.equal(runCost(0, mapping), 0);
  t.same(actionCounts(mapping), { COPY: 1, EXTRACT: 1, GENERATE: 1 });
});

t.test('completeness percentage', async (t) => {
  t.equal(completenessPercent({ a: 'complete', b: 'partial', c: 'empty', d: 'complete' }), 50);
  t.equal(completenessPercent({}), 0);
  t.equal(completenessPercent(undefined), 0);
});
