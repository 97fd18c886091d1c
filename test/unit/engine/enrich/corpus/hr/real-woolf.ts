import { COLOURS, NOIR_BLANC } from '../lists.ts';
import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A Croatian shop's price list: Šifra, Naziv proizvoda, Brend, Kategorija (a path joined by ' - '), Aktualna cijena (EUR) beside
 * Redovna cijena (EUR) (the regular price, struck through when lower), Dostupne veličine (the sizes in stock), Boja, Dostupnost,
 * Poveznica. Rows read from test/fixtures/real-headers/hr-woolf-cjenik.csv (github.com/woolfhr-sidrene/woolf-cjenik,
 * `docs/data/archive/cjenik-2026-09-20.csv`).
 */

const {
  rows: [camera, shirt, clogs],
  others,
} = realFile('hr-woolf-cjenik.csv', ';');

const cases: CorpusCase[] = [
  { why: 'Aktualna cijena is the price, never Redovna cijena', row: shirt, file: others(shirt), delimiter: ';', field: { output: 'Cijena', type: 'float' }, want: 3.79 },
  { why: 'Redovna cijena is the regular price', row: shirt, file: others(shirt), delimiter: ';', field: { output: 'Redovna cijena', type: 'float' }, want: 5.18 },
  { why: 'Naziv proizvoda is the name', row: camera, file: others(camera), delimiter: ';', field: { output: 'Naziv proizvoda' }, want: '70mai 70mai A510 Dash Cam set sa stražnjom kamerom RC11 - siva' },
  { why: 'Brend is the brand', row: shirt, file: others(shirt), delimiter: ';', field: { output: 'Marka' }, want: 'ADLER' },
  { why: 'an empty Brend leaves the brand empty', row: clogs, file: others(clogs), delimiter: ';', field: { output: 'Marka' }, want: null, reason: 'source_empty' },
  { why: 'Šifra is the reference', row: shirt, file: others(shirt), delimiter: ';', field: { output: 'Šifra artikla' }, want: '138_RED' },
  { why: 'Kategorija is the category', row: shirt, file: others(shirt), delimiter: ';', field: { output: 'Kategorija' }, want: 'Dječje - Odjeća - Majice - T-shirt' },
  { why: 'crvena is red', row: shirt, file: others(shirt), delimiter: ';', field: { output: 'Boja', valueList: COLOURS }, want: 'RED' },
  { why: 'bijela is Blanc', row: clogs, file: others(clogs), delimiter: ';', field: { output: 'Couleur', valueList: NOIR_BLANC }, want: 'BL' },
  { why: 'Dostupne veličine is the size', row: shirt, file: others(shirt), delimiter: ';', field: { output: 'Veličina' }, want: '4' },
  { why: 'Poveznica is the link', row: shirt, file: others(shirt), delimiter: ';', field: { output: 'URL' }, want: 'https://woolf.hr/djecja-majica-basic-proizvod-4625/' },
];

export default cases;
