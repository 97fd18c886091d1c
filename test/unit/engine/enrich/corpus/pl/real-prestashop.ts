import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Polish PrestaShop export (semicolons): Nazwa, an empty Indeks, Kategoria, 'Cena (netto)' beside 'Cena (brutto)', Ilość, the
 * Wyświetlany flag; the material in the name ('Lampa Aluminiowa …'). Rows read from test/fixtures/real-headers/pl-prestashop-produkty.csv
 * (github.com/BiznesElektroniczny2020/SklepInternetowy, `produkty.csv`).
 */

const {
  rows: [edison, aluminiowa],
  others,
} = realFile('pl-prestashop-produkty.csv', ';');

const MATERIALY = [
  { code: 'ALU', label: 'Aluminium' },
  { code: 'STL', label: 'Stal' },
];

const cases: CorpusCase[] = [
  { why: 'a price naming no tax basis prefers the gross price', row: edison, file: others(edison), delimiter: ';', field: { output: 'Cena', type: 'float' }, want: 47.97 },
  { why: 'Cena (netto) is the price without VAT', row: edison, file: others(edison), delimiter: ';', field: { output: 'Cena netto', type: 'float' }, want: 39 },
  { why: 'Cena (brutto) is the price with VAT', row: aluminiowa, file: others(aluminiowa), delimiter: ';', field: { output: 'Cena brutto', type: 'float' }, want: 67.65 },
  { why: 'Nazwa is the name', row: edison, file: others(edison), delimiter: ';', field: { output: 'Nazwa produktu' }, want: 'Lampa Kinkiet Edison Loft' },
  { why: 'Kategoria is the category', row: edison, file: others(edison), delimiter: ';', field: { output: 'Kategoria' }, want: 'KINKIETY' },
  { why: 'Ilość is the stock', row: edison, file: others(edison), delimiter: ';', field: { output: 'Stan magazynowy', type: 'integer' }, want: 90 },
  { why: 'an empty Indeks leaves the reference empty', row: edison, file: others(edison), delimiter: ';', field: { output: 'Indeks' }, want: null, reason: 'source_empty' },
  { why: 'Aluminiowa in the name is aluminium', row: aluminiowa, file: others(aluminiowa), delimiter: ';', field: { output: 'Materiał', valueList: MATERIALY }, want: 'ALU', todo: 'an adjective of a material (aluminiowa) is not the material' },
];

export default cases;
