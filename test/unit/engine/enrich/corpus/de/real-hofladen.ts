import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German farm shop's till list (semicolons, BOM): Barcode, Name, and an Einheit that states the pack content ('Stück (250 g)').
 * Rows copied from test/fixtures/real-headers/de-hofladen-produkte.csv (github.com/hapehahn/hofladen-picker, `produkte.csv`); long cells cut as in the fixture.
 */

const zwerge: Product = {
  Barcode: '4015533004674',
  Name: '7 Zwerge  Unser Original',
  Einheit: 'Stück (0,2 l)',
};
const margarine: Product = {
  Barcode: '4002724000775',
  Name: 'ALSAN-BIO Margarine',
  Einheit: 'Stück (250 g)',
};
const agave: Product = {
  Barcode: '2000000300009',
  Name: 'Agavendicksaft',
  Einheit: 'kg',
};
const file = [zwerge, margarine, agave];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Barcode is the EAN', row: zwerge, file: others(zwerge), delimiter: ';', field: { output: 'EAN' }, want: '4015533004674' },
  { why: 'Name is the name', row: margarine, file: others(margarine), delimiter: ';', field: { output: 'Produktname' }, want: 'ALSAN-BIO Margarine' },
  { why: 'the Einheit \'Stück (0,2 l)\' states the content', row: zwerge, file: others(zwerge), delimiter: ';', field: { output: 'Inhalt', type: 'float', expectedUnit: 'l' }, want: 0.2, todo: 'a content in brackets in the Einheit column is not read' },
  { why: 'the Einheit \'Stück (250 g)\' states the net weight', row: margarine, file: others(margarine), delimiter: ';', field: { output: 'Nettogewicht', type: 'integer', expectedUnit: 'g' }, want: 250, todo: 'a content in brackets in the Einheit column is not read' },
  { why: 'an Einheit of \'kg\' is the unit sold, no weight', row: agave, file: others(agave), delimiter: ';', field: { output: 'Gewicht', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
];

export default cases;
