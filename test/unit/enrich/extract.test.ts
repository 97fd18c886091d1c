import t from 'tap';
import { extractFromRow, extractFromText } from '../../../workers/enrich/extract.ts';
import { mergeGenerateOptions } from '../../../workers/enrich/generate-options.ts';
import { convertUnit, findQuantities, parseNumber, parseQuantity } from '../../../workers/enrich/quantity.ts';
import type { ExtractPlan } from '../../../workers/enrich/types.ts';

const plan = (over: Partial<ExtractPlan>): ExtractPlan => ({
  action: 'EXTRACT',
  output: 'Weight',
  type: 'string',
  extraInfo: null,
  expectedUnit: null,
  valueList: null,
  useLabel: true,
  ...over,
});

t.test('numbers as people type them', async (t) => {
  t.equal(parseNumber('1,5'), 1.5);
  t.equal(parseNumber('1.5'), 1.5);
  t.equal(parseNumber('1 500'), 1500);
  t.equal(parseNumber('1\u00a0500,25'), 1500.25);
  t.equal(parseNumber('1.234,56'), 1234.56);
  t.equal(parseNumber('1,234.56'), 1234.56);
  t.equal(parseNumber('1.500.000'), 1500000);
  t.equal(parseNumber('-3'), -3);
  t.equal(parseNumber('abc'), undefined);
  t.equal(parseNumber('1.2.3'), undefined);
});

t.test('quantities with units', async (t) => {
  t.same(parseQuantity('1,5 kg'), { value: 1.5, unit: 'kg', index: 0 });
  t.same(parseQuantity('1 500 g'), { value: 1500, unit: 'g', index: 0 });
  t.same(parseQuantity('12.5cm'), { value: 12.5, unit: 'cm', index: 0 });
  t.same(parseQuantity('75 cl'), { value: 75, unit: 'cl', index: 0 });
  t.same(parseQuantity('2 Litres'), { value: 2, unit: 'l', index: 0 });
  t.equal(parseQuantity('about 3 kg'), undefined);
  const found = findQuantities('Poids : 1,5 kg, largeur 30 cm et 2 piles');
  t.same(
    found.map((q) => [q.value, q.unit]),
    [
      [1.5, 'kg'],
      [30, 'cm'],
      [2, undefined],
    ],
  );
});

t.test('plain scale conversions', async (t) => {
  t.equal(convertUnit(1.5, 'kg', 'g'), 1500);
  t.equal(convertUnit(250, 'g', 'kg'), 0.25);
  t.equal(convertUnit(500, 'mg', 'g'), 0.5);
  t.equal(convertUnit(12.5, 'cm', 'mm'), 125);
  t.equal(convertUnit(1200, 'mm', 'm'), 1.2);
  t.equal(convertUnit(75, 'cl', 'l'), 0.75);
  t.equal(convertUnit(0.33, 'l', 'ml'), 330);
  t.equal(convertUnit(1, 'kg', 'cm'), undefined);
  t.equal(convertUnit(1, 'lb', 'kg'), undefined);
});

t.test('EXTRACT from a column named like the field (synonyms en/fr), typed and converted', async (t) => {
  const row = { Nom: 'Chaise', 'Poids (kg)': '1,5 kg', Couleur: 'Bleu marine', Largeur: '45 cm', Stock: '12,0' };
  t.equal(extractFromRow(plan({ type: 'float', expectedUnit: 'g' }), row), 1500);
  t.equal(extractFromRow(plan({ type: 'float' }), row), 1.5);
  t.equal(extractFromRow(plan({ output: 'Width', type: 'integer', expectedUnit: 'mm' }), row), 450);
  t.equal(extractFromRow(plan({ output: 'Colour' }), row), 'Bleu marine');
  t.equal(extractFromRow(plan({ output: 'Quantity', extraInfo: 'the Stock column', type: 'integer' }), row), 12);
  t.equal(extractFromRow(plan({ output: 'Voltage', type: 'float' }), row), null);
});

t.test('EXTRACT with a value list by code or label, accents and case ignored, use_label', async (t) => {
  const valueList = [
    { code: 'NVY', label: 'Bleu marine' },
    { code: 'RED', label: 'Rouge' },
    { code: 'ECRU', label: 'Écru' },
  ];
  t.equal(extractFromRow(plan({ output: 'Colour', valueList }), { Couleur: 'BLEU MARINE' }), 'Bleu marine');
  t.equal(extractFromRow(plan({ output: 'Colour', valueList, useLabel: false }), { Couleur: 'bleu marine' }), 'NVY');
  t.equal(extractFromRow(plan({ output: 'Colour', valueList }), { Color: 'red' }), 'Rouge');
  t.equal(extractFromRow(plan({ output: 'Colour', valueList, useLabel: false }), { Color: 'ecru' }), 'ECRU');
  t.equal(extractFromRow(plan({ output: 'Colour', valueList }), { Color: 'green' }), null);
  t.equal(
    extractFromRow(plan({ output: 'Colour', valueList, useLabel: false }), { Description: 'Une chaise en bois, coloris rouge, très solide.' }),
    'RED',
  );
});

t.test('EXTRACT in free text by patterns', async (t) => {
  const row = { Name: 'Kettle', Description: 'Electric kettle. Capacity: 1,7 l. Weight 1 200 g. Colour: brushed steel.' };
  t.equal(extractFromRow(plan({ type: 'float', expectedUnit: 'kg' }), row), 1.2);
  t.equal(extractFromRow(plan({ output: 'Volume', type: 'integer', expectedUnit: 'ml' }), row), 1700);
  t.equal(extractFromRow(plan({ output: 'Colour' }), row), 'brushed steel');
  t.equal(extractFromRow(plan({ output: 'Material' }), row), null);
  t.equal(extractFromText(plan({ output: 'Height', type: 'float', expectedUnit: 'cm' }), 'Specifications — Height: 250 mm, depth 10 cm'), 25);
});

t.test('generation options: template entry over workspace defaults', async (t) => {
  const merged = mergeGenerateOptions(
    { tone: 'friendly', language: 'FR', min_words: '', max_words: 40, creativity: null, structure: null, language_adaptation: null },
    { role: 'Copywriter', tone: 'formal', language: 'en', min_words: 60, creativity: 'high', structure: 'paragraphs', language_adaptation: true, format: '' },
  );
  t.same(merged, {
    role: 'Copywriter',
    context: null,
    target: null,
    tone: 'friendly',
    language_adaptation: true,
    structure: 'paragraphs',
    type_of_content: null,
    seo_guidelines: null,
    format: null,
    language: 'fr',
    min_words: 40,
    max_words: 60,
    creativity: 'high',
  });
  const bare = mergeGenerateOptions({});
  t.equal(bare.language, 'en');
  t.equal(bare.creativity, 'medium');
  t.equal(bare.language_adaptation, false);
});
