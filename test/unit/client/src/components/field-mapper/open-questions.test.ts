import t from 'tap';
import { answerPatch, answerQuestion, extractPart, pendingQuestions, SOURCE_UNIT_SUGGESTIONS } from '../../../../../../client/src/components/field-mapper/open-questions.ts';
import type { OpenQuestion } from '../../../../../../domain/analysis.ts';
import { emptyExtractOptions, type KeyedExtract, type KeyedMapping } from '../../../../../../domain/mapping.ts';

const extract = (name: string, options: Partial<KeyedExtract> = {}): KeyedExtract => ({
  batch_action: 'EXTRACT',
  field: name,
  ...emptyExtractOptions(),
  type: 'float',
  ...options,
});

const mapping: KeyedMapping = {
  Name: { batch_action: 'COPY', field: 'Name' },
  'Weight (kg)': extract('Weight (kg)'),
  Price: extract('Price', { type: null }),
  Colour: extract('Colour', { type: 'string' }),
};

const question = (field: string, kind: OpenQuestion['kind'], column = field): OpenQuestion => ({
  field,
  column,
  kind,
  choices: kind === 'decimal' ? ['.', ','] : kind === 'unit' ? ['kg', 'g'] : ['EUR', 'USD'],
  example: kind === 'decimal' ? '1.250' : '1.23',
  products: 2,
});

t.test('the EXTRACT rows in array form, rows waiting for the automatic mapping left out', async (t) => {
  t.same(
    extractPart(mapping).map((entry) => entry.dest_property),
    ['Weight (kg)', 'Price', 'Colour'],
  );
  t.same(
    extractPart(mapping, new Set(['Price'])).map((entry) => entry.dest_property),
    ['Weight (kg)', 'Colour'],
  );
  t.match(extractPart(mapping)[0], { source_column: 'Weight (kg)', batch_action: 'EXTRACT', source_unit: null, source_decimal: null });
  t.same(extractPart({ Name: { batch_action: 'COPY', field: 'Name' } }), []);
});

t.test('questions are shown once, and only while their field can take and lacks the answer', async (t) => {
  const weight = question('Weight (kg)', 'unit', 'Weight');
  const decimal = question('Weight (kg)', 'decimal', 'Weight');
  t.same(pendingQuestions([weight, weight, decimal], mapping), [weight, decimal], 'a repeated question once');
  t.same(pendingQuestions([question('Price', 'currency')], mapping).length, 1, 'a field without a type is asked');
  t.same(pendingQuestions([question('Colour', 'unit')], mapping), [], 'not for a string field');
  t.same(pendingQuestions([question('Name', 'unit')], mapping), [], 'not for a COPY row');
  t.same(pendingQuestions([question('Gone', 'unit')], mapping), [], 'not for a removed field');
  t.same(pendingQuestions([question('toString', 'unit')], mapping), [], 'names are not looked up on the prototype');

  const answered = { ...mapping, 'Weight (kg)': extract('Weight (kg)', { source_unit: 'g' }) };
  t.same(pendingQuestions([weight, decimal], answered), [decimal], 'a set unit hides the unit question, not the decimal one');
  const both = { ...mapping, 'Weight (kg)': extract('Weight (kg)', { source_unit: 'g', source_decimal: ',' }) };
  t.same(pendingQuestions([weight, decimal], both), []);
});

t.test('an answer sets source_unit (unit, currency) or source_decimal (decimal) on its field only', async (t) => {
  const weight = answerQuestion(mapping, question('Weight (kg)', 'unit', 'Weight'), 'g');
  t.equal(weight['Weight (kg)'].batch_action === 'EXTRACT' && weight['Weight (kg)'].source_unit, 'g');
  t.equal(weight.Price, mapping.Price, 'other rows untouched');
  t.not(weight, mapping, 'a new mapping object');

  const price = answerQuestion(mapping, question('Price', 'currency'), 'EUR');
  t.match(price.Price, { source_unit: 'EUR', source_decimal: null });

  const decimal = answerQuestion(mapping, question('Weight (kg)', 'decimal'), ',');
  t.match(decimal['Weight (kg)'], { source_unit: null, source_decimal: ',' });

  t.equal(answerQuestion(mapping, question('Weight (kg)', 'decimal'), ';'), mapping, 'not a decimal mark');
  t.equal(answerQuestion(mapping, question('Weight (kg)', 'unit'), '  '), mapping, 'a blank answer');
  t.equal(answerQuestion(mapping, question('Colour', 'unit'), 'kg'), mapping, 'a string field takes no unit');
  t.equal(answerQuestion(mapping, question('Name', 'unit'), 'kg'), mapping, 'a COPY row takes no unit');
  t.equal(answerQuestion(mapping, question('Gone', 'unit'), 'kg'), mapping, 'a removed field');
});

t.test('the patch an answer makes', async (t) => {
  t.same(answerPatch(question('W', 'unit'), ' lb '), { source_unit: 'lb' });
  t.same(answerPatch(question('W', 'decimal'), '.'), { source_decimal: '.' });
  t.equal(answerPatch(question('W', 'decimal'), 'x'), null);
});

t.test('the units offered: every unit Fiche reads and a few currency codes', async (t) => {
  for (const unit of ['kg', 'g', 'lb', 'cm', 'ml', 'EUR', 'USD']) t.ok(SOURCE_UNIT_SUGGESTIONS.includes(unit), unit);
  t.equal(new Set(SOURCE_UNIT_SUGGESTIONS).size, SOURCE_UNIT_SUGGESTIONS.length, 'each once');
});
