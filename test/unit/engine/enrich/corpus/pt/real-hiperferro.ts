import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Brazilian hardware catalogue (semicolons): codigo, the article in descricao, linha/grupo/subgrupo, unidade, preco beside
 * preco_str (the same price written with a decimal comma). Rows read from test/fixtures/real-headers/pt-hiperferro-produtos.csv
 * (github.com/metrik-sales/hiperferro, `produtos_rag.csv`).
 */

const {
  rows: [arame18],
  others,
} = realFile('pt-hiperferro-produtos.csv', ';');

const cases: CorpusCase[] = [
  { why: 'preco is the price', row: arame18, file: others(arame18), delimiter: ';', field: { output: 'Preço', type: 'float' }, want: 305.18 },
  { why: 'codigo is the article code', row: arame18, file: others(arame18), delimiter: ';', field: { output: 'Código' }, want: '33040412' },
  { why: 'unidade is the unit sold', row: arame18, file: others(arame18), delimiter: ';', field: { output: 'Unidade' }, want: 'un' },
  { why: 'grupo is the category', row: arame18, file: others(arame18), delimiter: ';', field: { output: 'Categoria' }, want: 'eletrodos e soldas' },
  { why: 'the descricao states the reel’s 18 KG', row: arame18, file: others(arame18), delimiter: ';', field: { output: 'Peso', type: 'float', expectedUnit: 'kg' }, want: 18 },
  { why: 'no column names the brand', row: arame18, file: others(arame18), delimiter: ';', field: { output: 'Marca' }, want: null, todo: 'ARAME (wire), in capitals opening every name of the file, is read as a brand' },
];

export default cases;
