import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Brazilian shop's product list: precoNormal beside precoPromo, the weight in the name ('1KG', '200 G') and the description ('160 g').
 * Rows read from test/fixtures/real-headers/pt-delvigor-produtos.csv (github.com/Brasiliarep/delvigor-estatico-2024, `data/produtos.csv`).
 */

const {
  rows: [grana, mozzarella, burrata],
  others,
} = realFile('pt-delvigor-produtos.csv');

const cases: CorpusCase[] = [
  { why: 'precoNormal is the price, never the promotional one', row: burrata, file: others(burrata), field: { output: 'Preço', type: 'float' }, want: 29.9 },
  { why: 'precoPromo is the sale price', row: burrata, file: others(burrata), field: { output: 'Preço promocional', type: 'float' }, want: 24.9 },
  { why: 'an English field reads the same price', row: grana, file: others(grana), field: { output: 'Price', type: 'float' }, want: 149.9 },
  { why: 'nome is the name', row: burrata, file: others(burrata), field: { output: 'Nome do produto' }, want: 'QUEIJO BURRATA DIBUFALO 200 G' },
  { why: 'descricao is the description', row: mozzarella, file: others(mozzarella), field: { output: 'Descrição' }, want: 'queijo MUSSARELLA DE BUFALA 160 g 100 % QUEIJO DE BUFALA...' },
  { why: 'categoria is the category', row: grana, file: others(grana), field: { output: 'Categoria' }, want: 'outro' },
  { why: 'the name states 1KG', row: grana, file: others(grana), field: { output: 'Peso', type: 'float', expectedUnit: 'kg' }, want: 1 },
  { why: 'the name states 200 G', row: burrata, file: others(burrata), field: { output: 'Peso líquido (g)', type: 'integer' }, want: 200 },
  { why: 'the description states 160 g', row: mozzarella, file: others(mozzarella), field: { output: 'Peso (g)', type: 'integer' }, want: 160 },
  { why: 'no column names the brand', row: mozzarella, file: others(mozzarella), field: { output: 'Marca' }, want: null, reason: 'not_found' },
];

export default cases;
