import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A Polish ERP's product master under its own headers (generated names): indeks, cena_zakupu beside cena_sprzedazy, stawka_vat,
 * ean, producent, jednostka_miary. Rows read from test/fixtures/real-headers/pl-erp-produkty.csv
 * (github.com/ds-MarT90/master-data-quality-audit, `data/produkty.csv`).
 */

const {
  rows: [first],
  others,
} = realFile('pl-erp-produkty.csv');

const cases: CorpusCase[] = [
  { why: 'cena_sprzedazy is the price, never cena_zakupu', row: first, file: others(first), field: { output: 'Cena', type: 'float' }, want: 2453.33 },
  { why: 'cena_zakupu is the purchase price', row: first, file: others(first), field: { output: 'Cena zakupu', type: 'float' }, want: 1615.97 },
  { why: 'producent is the brand', row: first, file: others(first), field: { output: 'Marka' }, want: 'Stowarzyszenie Golus-Naglik Sp. z o.o.' },
  { why: 'indeks is the reference', row: first, file: others(first), field: { output: 'SKU' }, want: 'PRD-81271' },
  { why: 'jednostka_miary is the unit', row: first, file: others(first), field: { output: 'Jednostka' }, want: 'szt' },
  { why: 'stawka_vat is the VAT rate', row: first, file: others(first), field: { output: 'Stawka VAT', type: 'integer' }, want: 23 },
  { why: 'kategoria is the category', row: first, file: others(first), field: { output: 'Kategoria' }, want: 'Odczynniki' },
];

export default cases;
