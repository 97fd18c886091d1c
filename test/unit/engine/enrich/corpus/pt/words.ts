import { COLOURS, CONDITIONS, NOIR_BLANC, SIZES } from '../lists.ts';
import type { CorpusCase } from '../types.ts';

/**
 * Portuguese words in cells and headers — units ('gramas', 'quilos', 'polegadas', 'unidades'), colours, materials, sizes, a
 * condition, the letters of a sizes column (C x L x A), values stated in a description — in rows written for the pack: the real
 * files above hold none of them.
 */

const cases: CorpusCase[] = [
  { why: 'gramas in the cell, converted to kilograms', row: { Nome: 'Farinha', Peso: '500 gramas' }, field: { output: 'Peso', type: 'float', expectedUnit: 'kg' }, want: 0.5 },
  { why: 'quilos under Peso líquido, converted to grams', row: { Nome: 'Arroz', 'Peso líquido': '2 quilos' }, field: { output: 'Peso (g)', type: 'integer' }, want: 2000 },
  { why: 'a bare weight in a column naming no unit is not certain', row: { Nome: 'Haltere', Peso: '1,2' }, field: { output: 'Peso', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'the gross weight is the parcel’s, not the product’s', row: { Nome: 'Vaso', 'Peso bruto (kg)': '2,9' }, field: { output: 'Peso', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'not_found' },
  { why: 'a count in unidades is a stock', row: { Nome: 'Parafusos', Estoque: '12 unidades' }, field: { output: 'Stock', type: 'integer' }, want: 12 },
  { why: 'polegadas are inches', row: { Nome: 'Portátil', 'Tamanho do ecrã': '15,6 polegadas' }, field: { output: 'Screen size', type: 'float', expectedUnit: 'in' }, want: 15.6 },
  { why: 'preto is Noir', row: { Cor: 'Preto' }, field: { output: 'Couleur', valueList: NOIR_BLANC }, want: 'NR' },
  { why: 'azul marinho is navy blue, not blue', row: { Cor: 'Azul marinho' }, field: { output: 'Colour', valueList: COLOURS }, want: 'NVY' },
  { why: 'carvalho is Chêne', row: { Material: 'Carvalho' }, field: { output: 'Matière', valueList: NOIR_BLANC }, want: 'CH' },
  { why: 'Tamanho is the size', row: { Nome: 'Camisola', Tamanho: 'M' }, field: { output: 'Size', valueList: SIZES }, want: 'M' },
  { why: 'C x L x A: L is the width', row: { Nome: 'Mesa', 'Dimensões (C x L x A)': '120 x 60 x 75 cm' }, field: { output: 'Largura (cm)', type: 'float' }, want: 60 },
  { why: 'C x L x A: C is the length', row: { Nome: 'Mesa', 'Dimensões (C x L x A)': '120 x 60 x 75 cm' }, field: { output: 'Comprimento (cm)', type: 'float' }, want: 120 },
  { why: 'Estado Novo is the condition new', row: { Nome: 'Casaco', Estado: 'Novo' }, field: { output: 'Condition', valueList: CONDITIONS }, want: 'new' },
  { why: 'Peso: 4,5 kg after the field’s name in the description', row: { Nome: 'Cadeira Lia', Descrição: 'Cadeira em faia maciça. Cor: preto. Peso líquido: 4,5 kg.' }, field: { output: 'Peso', type: 'float', expectedUnit: 'kg' }, want: 4.5 },
  { why: 'Cor: preto in the description is Noir', row: { Nome: 'Cadeira Lia', Descrição: 'Cadeira em faia maciça. Cor: preto. Peso líquido: 4,5 kg.' }, field: { output: 'Cor', valueList: NOIR_BLANC }, want: 'NR' },
];

export default cases;
