import { COLOURS } from '../lists.ts';
import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real small Brazilian shop's list: nome, preco, descricao holding the material ('Camiseta de algodão'), the colour ('Calça jeans
 * azul') or only a weight ('500g'), quantidade. Rows read from test/fixtures/real-headers/pt-ecomerce-produtos.csv
 * (github.com/Claudiokila/ECOMERCE, `produtos.csv`).
 */

const {
  rows: [camiseta, calca, paracetamol],
  others,
} = realFile('pt-ecomerce-produtos.csv');

const MATERIAIS = [
  { code: 'COT', label: 'Algodão' },
  { code: 'LEA', label: 'Couro' },
];

const cases: CorpusCase[] = [
  { why: 'preco is the price', row: camiseta, file: others(camiseta), field: { output: 'Preço', type: 'float' }, want: 49.99 },
  { why: 'nome is the name', row: calca, file: others(calca), field: { output: 'Nome' }, want: 'Calça Jeans' },
  { why: 'quantidade is the stock', row: camiseta, file: others(camiseta), field: { output: 'Estoque', type: 'integer' }, want: 14 },
  { why: 'the description names the material: algodão', row: camiseta, file: others(camiseta), field: { output: 'Material', valueList: MATERIAIS }, want: 'COT' },
  { why: 'the description names the colour: azul is Blue', row: calca, file: others(calca), field: { output: 'Cor', valueList: COLOURS }, want: 'BLU' },
  { why: 'a description that is only a weight states it', row: paracetamol, file: others(paracetamol), field: { output: 'Peso (g)', type: 'integer' }, want: 500 },
];

export default cases;
