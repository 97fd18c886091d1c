import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Dutch shop register's item list (semicolons, line breaks inside the quoted headers): Omschrijving holding the article's name,
 * Brutoprijs written '€ 1,50', Voorraad, a Barcode Excel turned into '8,71441E+12', 'Inkoopprijs (optioneel)', an empty
 * 'Merk (optioneel)'. Rows read from test/fixtures/real-headers/nl-woof-artikelen.csv (github.com/Doggybeachhouse/woof-id-app, `data/artikelen.csv`).
 */

const {
  rows: [schoen, kauwrol, donut],
  others,
} = realFile('nl-woof-artikelen.csv', ';');

const KLEUREN = [
  { code: 'WT', label: 'Wit' },
  { code: 'ZW', label: 'Zwart' },
];

const cases: CorpusCase[] = [
  { why: 'Brutoprijs is the price, with VAT', row: kauwrol, file: others(kauwrol), delimiter: ';', field: { output: 'Prijs incl. btw', type: 'float' }, want: 1.5 },
  { why: 'a bare Brutoprijs of 2 is the price', row: schoen, file: others(schoen), delimiter: ';', field: { output: 'Verkoopprijs', type: 'float' }, want: 2 },
  { why: 'Inkoopprijs (optioneel) is the purchase price', row: donut, file: others(donut), delimiter: ';', field: { output: 'Inkoopprijs', type: 'float' }, want: 2.25 },
  { why: 'Voorraad is the stock', row: kauwrol, file: others(kauwrol), delimiter: ';', field: { output: 'Voorraad', type: 'integer' }, want: 100 },
  { why: 'a barcode Excel wrote as 8,71441E+12 is no EAN', row: kauwrol, file: others(kauwrol), delimiter: ';', field: { output: 'EAN' }, want: null, reason: 'not_readable' },
  { why: 'an empty Merk (optioneel) leaves the brand empty', row: kauwrol, file: others(kauwrol), delimiter: ';', field: { output: 'Merk' }, want: null, reason: 'source_empty' },
  { why: 'White in the name is Wit in a Dutch list', row: donut, file: others(donut), delimiter: ';', field: { output: 'Kleur', valueList: KLEUREN }, want: 'WT' },
  { why: 'Omschrijving holds the article’s name in a register’s list', row: kauwrol, file: others(kauwrol), delimiter: ';', field: { output: 'Naam' }, want: 'Kauwrol Druivensuiker', todo: 'Omschrijving reads as the description, never the name' },
];

export default cases;
