import t from 'tap';
import { reasonSentence } from '../../../../domain/cell-reasons.ts';
import { enrichRow } from '../../../../engine/enrich/plan.ts';
import { openQuestions } from '../../../../engine/enrich/questions.ts';
import type { FieldPlan, Product } from '../../../../engine/enrich/types.ts';
import { numberConventions } from '../../../../engine/quantities/conventions.ts';
import { extract } from './plans.ts';

const COLOURS = [
  { code: 'BL', label: 'Blue' },
  { code: 'RD', label: 'Red' },
];

/** The reason a row gives a field, with the sentence the user reads. */
function reasonFor(plan: FieldPlan, product: Product) {
  const result = enrichRow([plan], product, {});
  t.notOk(String(result.values[plan.output] ?? '').trim(), `${plan.output} stays empty`);
  const reason = result.reasons[plan.output];
  return reason ? { code: reason.code, column: reason.column, value: reason.value, sentence: reasonSentence(reason) } : undefined;
}

const weight = extract('Weight (kg)', { type: 'float' });

t.test('every empty cell says why, from the row that causes it', async (t) => {
  const cases: { why: string; plan: FieldPlan; row: Product; code: string; column?: string; value?: string; says: RegExp }[] = [
    { why: 'no column holds it', plan: extract('Material'), row: { Name: 'Chair' }, code: 'not_found', says: /No column of this row states Material/ },
    { why: 'its own column is empty', plan: weight, row: { Name: 'Chair', Weight: '' }, code: 'source_empty', column: 'Weight', says: /“Weight” is empty in this row/ },
    { why: 'a placeholder', plan: weight, row: { Name: 'Chair', Weight: 'N/A' }, code: 'source_empty', column: 'Weight', value: 'N/A', says: /says “N\/A”/ },
    { why: 'a bare number, no unit anywhere', plan: weight, row: { Name: 'Chair', weight: '1.23' }, code: 'unit_unknown', column: 'weight', value: '1.23', says: /does not say which unit “weight” is in \(1\.23\); set the unit/ },
    { why: 'a number that reads two ways', plan: weight, row: { Name: 'Chair', 'Weight (kg)': '1.250' }, code: 'ambiguous_number', value: '1.250', says: /reads two ways, 1\.25 or 1250/ },
    { why: 'a colour not in the list', plan: extract('Colour', { valueList: COLOURS, valueListName: 'Colours' }), row: { Colour: 'Mauve' }, code: 'not_in_list', column: 'Colour', value: 'Mauve', says: /not in the value list Colours/ },
    { why: 'two items of the list', plan: extract('Colour', { valueList: COLOURS, valueListName: 'Colours' }), row: { Colour: 'Blue and red' }, code: 'several_values', says: /names several items/ },
    { why: 'several numbers', plan: weight, row: { 'Weight (kg)': '1.2, 3.4, 5.6' }, code: 'several_values', says: /holds several numbers/ },
    { why: 'a range', plan: weight, row: { 'Weight (kg)': '10-20' }, code: 'not_one_quantity', says: /range or a sentence/ },
    { why: 'a range with words', plan: weight, row: { 'Weight (kg)': '2 to 3' }, code: 'not_one_quantity', says: /range or a sentence/ },
    { why: 'a unit of another kind', plan: weight, row: { Weight: '12 cm' }, code: 'other_unit', says: /is in cm, which cannot be given in kg/ },
    { why: 'a price per kilo for a weight', plan: weight, row: { Weight: '2,99 €/kg' }, code: 'per_unit', says: /price per kg/ },
    { why: 'a zero weight', plan: weight, row: { 'Weight (kg)': '0' }, code: 'not_plausible', says: /zero or below zero/ },
    { why: 'words where a number is asked', plan: extract('Price', { type: 'float' }), row: { Price: 'on request' }, code: 'not_readable', says: /is not a number/ },
    { why: 'a GTIN with letters', plan: extract('EAN'), row: { EAN: 'ABC-123' }, code: 'not_readable', says: /is not a GTIN/ },
    { why: 'a code in a colour column', plan: extract('Colour'), row: { Colour: '4711' }, code: 'not_readable', says: /is a code, not a Colour/ },
    { why: 'a COPY of an empty column', plan: { action: 'COPY', output: 'Title', source: 'Name' }, row: { Name: ' ' }, code: 'source_empty', column: 'Name', says: /“Name” is empty/ },
    { why: 'a COPY of a column the file lacks', plan: { action: 'COPY', output: 'Title', source: 'Nom' }, row: { Name: 'Chair' }, code: 'not_found', column: 'Nom', says: /no column “Nom” to copy/ },
  ];
  for (const { why, plan, row, code, column, value, says } of cases) {
    const reason = reasonFor(plan, row);
    t.equal(reason?.code, code, `${why}: ${code}`);
    if (column) t.equal(reason?.column, column, `${why}: names ${column}`);
    if (value) t.equal(reason?.value, value, `${why}: quotes ${value}`);
    t.match(reason?.sentence ?? '', says, `${why}: says it`);
  }
});

t.test('a filled cell has no reason; the field’s own cell says more than an empty one beside it', async (t) => {
  const filled = enrichRow([weight], { 'Weight (kg)': '1,2' }, {});
  t.equal(filled.values['Weight (kg)'], 1.2);
  t.same(filled.reasons, {});
  const pairs = { Weight: '', 'Attribute 1 name': 'Weight', 'Attribute 1 value(s)': '1.23' };
  t.equal(enrichRow([weight], pairs, {}).reasons['Weight (kg)']?.code, 'unit_unknown', 'the cell with a number explains, not the empty one');
});

t.test('the template’s source_unit and source_decimal settle what the file leaves open', async (t) => {
  t.equal(enrichRow([{ ...weight, sourceUnit: 'g' }], { weight: '1230' }, {}).values['Weight (kg)'], 1.23);
  t.equal(enrichRow([{ ...weight, sourceUnit: 'lb' }], { weight: '2' }, {}).values['Weight (kg)'], 0.907);
  t.equal(enrichRow([{ ...weight, sourceUnit: 'g' }], { weight: '2 kg' }, {}).values['Weight (kg)'], 2, 'a unit in the cell wins');
  t.equal(enrichRow([{ ...weight, sourceDecimal: ',' }], { 'Weight (kg)': '1.250' }, {}).values['Weight (kg)'], 1250);
  t.equal(enrichRow([{ ...weight, sourceDecimal: '.' }], { 'Weight (kg)': '1.250' }, {}).values['Weight (kg)'], 1.25);
  const price = extract('Price (EUR)', { type: 'float', sourceUnit: 'USD' });
  t.equal(enrichRow([price], { Price: '12.50' }, {}).reasons['Price (EUR)']?.code, 'other_unit', 'dollars are not euros');
});

t.test('the questions a file leaves open, one per field and kind, on the column most rows point to', async (t) => {
  const products = [
    { Name: 'Chair', weight: '1.23', Price: '12.50' },
    { Name: 'Table', weight: '12.5', Price: '99' },
    { Name: 'Lamp', weight: '', Price: '15 €' },
  ];
  const numbers = numberConventions(
    ['Name', 'weight', 'Price'],
    products.map((row) => Object.values(row)),
    ',',
  );
  const plans = [weight, extract('Price', { type: 'float' }), extract('Name')];
  const questions = openQuestions(plans, products, numbers);
  const unit = questions.find((question) => question.field === 'Weight (kg)');
  t.match(unit, { kind: 'unit', column: 'weight', example: '1.23', products: 2 });
  t.equal(unit?.choices[0], 'kg', 'the field’s own unit first');
  t.ok(unit?.choices.includes('lb') && !unit?.choices.includes('cm'), 'units of its kind only');
  const price = questions.find((question) => question.field === 'Price');
  t.match(price, { kind: 'currency', column: 'Price', products: 2 }, 'bare prices; the one with € states it');
  t.ok(price?.choices.includes('EUR'));
  t.notOk(
    questions.some((question) => question.field === 'Name'),
    'a text field asks nothing',
  );
  const answered = openQuestions([{ ...weight, sourceUnit: 'g' }, extract('Price', { type: 'float', sourceUnit: 'EUR' })], products, numbers);
  t.same(answered, [], 'an answered question is not asked again');

  // Every number of the file reads two ways: nothing decides its decimal mark.
  const german = [
    { Artikel: 'Stuhl', 'Gewicht (kg)': '1.250' },
    { Artikel: 'Tisch', 'Gewicht (kg)': '2.500' },
  ];
  const marks = numberConventions(
    ['Artikel', 'Gewicht (kg)'],
    german.map((row) => Object.values(row)),
    ',',
  );
  const net = extract('Net weight (g)', { type: 'float', extraInfo: 'the Gewicht column' });
  t.match(openQuestions([net], german, marks), [{ kind: 'decimal', column: 'Gewicht (kg)', choices: ['.', ','], example: '1.250', products: 2 }]);
  t.same(openQuestions([{ ...net, sourceDecimal: ',' }], german, marks), []);
});
