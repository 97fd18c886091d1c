import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A Czech shop's products under Czech headers: Kód, Název, Popis, Cena beside Původní_cena (the struck-through price) and Úspora
 * (the saving), Kategorie, and Doporučené as a yes/no flag (ANO/NE), not a recommended price. Rows read from
 * test/fixtures/real-headers/cs-zenzeno-produkty.csv (github.com/viadorer/zenzeno, `data/produkty.csv`).
 */

const {
  rows: [first, second],
  others,
} = realFile('cs-zenzeno-produkty.csv', ';');

const cases: CorpusCase[] = [
  { why: 'Cena is the price, never Původní_cena or Úspora', row: first, file: others(first), delimiter: ';', field: { output: 'Cena', type: 'float' }, want: 1800 },
  { why: 'Původní_cena is the struck-through price', row: first, file: others(first), delimiter: ';', field: { output: 'Původní cena', type: 'float' }, want: 3325 },
  { why: 'Název is the name', row: first, file: others(first), delimiter: ';', field: { output: 'Název produktu' }, want: 'BalanceTest' },
  { why: 'Kód is the reference', row: first, file: others(first), delimiter: ';', field: { output: 'SKU' }, want: 'BT001' },
  { why: 'Kategorie is the category', row: first, file: others(first), delimiter: ';', field: { output: 'Kategorie' }, want: 'health-tests' },
  { why: 'Popis is the description', row: second, file: others(second), delimiter: ';', field: { output: 'Popis' }, want: 'Prémiový omega-3 olej s olivovým olejem a vitaminem D3' },
  { why: 'an empty Původní_cena leaves the struck-through price empty', row: second, file: others(second), delimiter: ';', field: { output: 'Původní cena', type: 'float' }, want: null, reason: 'source_empty' },
];

export default cases;
