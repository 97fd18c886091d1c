import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Polish furniture maker's parts list (semicolons, CRLF): Nazwa holding the part, its size and colour, Produkt the furniture
 * model, Kolor in English ('Natural', 'Brown/Natural', 'Anthracite'). Rows read from test/fixtures/real-headers/pl-meble-produkty.csv
 * (github.com/logi-meblob/parts, `produkty.csv`).
 */

const {
  rows: [ramaNatural, poduszka, ramaAntracyt],
  others,
} = realFile('pl-meble-produkty.csv', ';');

const KOLORY = [
  { code: 'NAT', label: 'Naturalny' },
  { code: 'BRZ', label: 'Brązowy' },
  { code: 'GRF', label: 'Ciemnoszary' },
];

const cases: CorpusCase[] = [
  { why: 'Nazwa is the name, not the model in Produkt', row: ramaNatural, file: others(ramaNatural), delimiter: ';', field: { output: 'Nazwa' }, want: 'Reklamacja - Perata - rama stołu 140x70 - Natural' },
  { why: 'Kolor is the colour', row: ramaNatural, file: others(ramaNatural), delimiter: ';', field: { output: 'Kolor' }, want: 'Natural' },
  { why: 'Natural is Naturalny in a Polish list', row: ramaNatural, file: others(ramaNatural), delimiter: ';', field: { output: 'Kolor', valueList: KOLORY }, want: 'NAT' },
  { why: 'Brown/Natural names two colours: none', row: poduszka, file: others(poduszka), delimiter: ';', field: { output: 'Kolor', valueList: KOLORY }, want: null, reason: 'not_in_list' },
  { why: 'Anthracite is Ciemnoszary', row: ramaAntracyt, file: others(ramaAntracyt), delimiter: ';', field: { output: 'Kolor', valueList: KOLORY }, want: 'GRF', todo: 'the English and French spelling anthracite is no known colour' },
  { why: 'SKU is the reference', row: ramaAntracyt, file: others(ramaAntracyt), delimiter: ';', field: { output: 'Symbol' }, want: '43201' },
];

export default cases;
