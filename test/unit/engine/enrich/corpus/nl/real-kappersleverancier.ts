import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Dutch hairdressing supplier's catalogue: English headers, Dutch cells — the price written '€169,99 Incl. btw', 'No barcode
 * found' in the EAN column, the colour at the end of the name ('… Trimmer Black', '… Hair Wax Zwart'). Rows read from
 * test/fixtures/real-headers/nl-kappersleverancier-producten.csv (github.com/ali-tevfik/kappersleverancier, `producten.csv`).
 */

const {
  rows: [trimmer, kranenset, wax],
  others,
} = realFile('nl-kappersleverancier-producten.csv');

const KLEUREN = [
  { code: 'ZW', label: 'Zwart' },
  { code: 'WT', label: 'Wit' },
  { code: 'RD', label: 'Rood' },
];

const cases: CorpusCase[] = [
  { why: 'Price holds the price with its tax basis: Prijs', row: trimmer, file: others(trimmer), field: { output: 'Prijs', type: 'float' }, want: 169.99 },
  { why: 'a cell saying Incl. btw fills a field asking for the price incl. btw', row: kranenset, file: others(kranenset), field: { output: 'Prijs incl. btw', type: 'float' }, want: 49.99 },
  { why: 'a cell saying Incl. btw is not the price excl. btw', row: kranenset, file: others(kranenset), field: { output: 'Prijs excl. btw', type: 'float' }, want: null, reason: 'other_tax' },
  { why: 'EAN is the barcode', row: trimmer, file: others(trimmer), field: { output: 'EAN-code' }, want: '8021660019371' },
  { why: "'No barcode found' is no EAN", row: kranenset, file: others(kranenset), field: { output: 'EAN-code' }, want: null },
  { why: 'Name is the name', row: wax, file: others(wax), field: { output: 'Productnaam' }, want: 'Redone Hair Wax Zwart' },
  { why: 'the name ends with the colour: Zwart', row: wax, file: others(wax), field: { output: 'Kleur', valueList: KLEUREN }, want: 'ZW' },
  { why: 'Black in the name is Zwart in a Dutch list', row: trimmer, file: others(trimmer), field: { output: 'Kleur', valueList: KLEUREN }, want: 'ZW' },
];

export default cases;
