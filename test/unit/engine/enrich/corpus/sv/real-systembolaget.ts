import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * Systembolaget's product list (semicolons): Namn and Namn2, Prisinklmoms, Pant, Volymiml and PrisPerLiter glued into single words,
 * Varugrupp, Producent beside Leverantor, Ursprunglandnamn. Rows read from test/fixtures/real-headers/sv-systembolaget-produkter.csv
 * (github.com/eriknorlander/apk, `data/produkter.csv`).
 */

const {
  rows: [renat, valtellina],
  others,
} = realFile('sv-systembolaget-produkter.csv', ';');

const cases: CorpusCase[] = [
  { why: 'Namn is the name', row: renat, file: others(renat), delimiter: ';', field: { output: 'Produktnamn' }, want: 'Renat' },
  { why: 'Prisinklmoms is the price', row: renat, file: others(renat), delimiter: ';', field: { output: 'Pris', type: 'float' }, want: 204, todo: 'a name gluing its qualifiers after the concept (Prisinklmoms) is not split' },
  { why: 'PrisPerLiter is a price per litre', row: renat, file: others(renat), delimiter: ';', field: { output: 'Jämförpris', type: 'float' }, want: 291.43 },
  { why: 'Producent is the brand, not the Leverantor', row: valtellina, file: others(valtellina), delimiter: ';', field: { output: 'Varumärke' }, want: 'Arpepe' },
  { why: 'Leverantor is the supplier', row: valtellina, file: others(valtellina), delimiter: ';', field: { output: 'Leverantör' }, want: 'Vinoliv Import AB' },
  { why: 'Varugrupp is the category', row: valtellina, file: others(valtellina), delimiter: ';', field: { output: 'Kategori' }, want: 'Rött vin' },
  { why: 'Ursprunglandnamn is the country of origin', row: valtellina, file: others(valtellina), delimiter: ';', field: { output: 'Ursprungsland' }, want: 'Italien', todo: 'Ursprunglandnamn (the country) beside Ursprung (the region) is not read' },
  { why: 'Volymiml is the volume in millilitres', row: renat, file: others(renat), delimiter: ';', field: { output: 'Volym (cl)', type: 'integer' }, want: 70, todo: 'a unit glued to the concept (Volymiml) is not read' },
];

export default cases;
