import type { CorpusCase, CorpusField } from '../types.ts';

/** Several sizes in one cell, named in full Spanish words (largo, ancho, alto, fondo); A alone is ancho or alto, so letters are read only when certain. */

const length: CorpusField = { output: 'Largo', type: 'float', expectedUnit: 'cm' };
const width: CorpusField = { output: 'Ancho (cm)', type: 'float' };
const height: CorpusField = { output: 'Alto', type: 'float', expectedUnit: 'cm' };
const depth: CorpusField = { output: 'Fondo', type: 'float', expectedUnit: 'cm' };

const words = { Nombre: 'Cama Duna', 'Medidas (largo x ancho x alto)': '200 x 90 x 45 cm' };
const fondo = { Nombre: 'Aparador', 'Medidas (ancho x fondo x alto) en cm': '160 x 45 x 80' };
const letters = { Nombre: 'Mesa', 'Medidas (L x A x A)': '120 x 60 x 75 cm' };

const cases: CorpusCase[] = [
  { why: 'largo x ancho x alto: largo is the length', row: words, field: length, want: 200 },
  { why: 'largo x ancho x alto: ancho is the width', row: words, field: width, want: 90 },
  { why: 'largo x ancho x alto: alto is the height', row: words, field: height, want: 45 },
  { why: 'largo x ancho x alto names no depth', row: words, field: depth, want: null, reason: 'not_found' },
  { why: 'ancho x fondo x alto: fondo is the depth', row: fondo, field: depth, want: 45 },
  { why: 'ancho x fondo x alto names no length', row: fondo, field: length, want: null, reason: 'not_found' },
  { why: 'two A letters say nothing certain of the width', row: letters, field: width, want: null, reason: 'not_found' },
  { why: 'two A letters say nothing certain of the height', row: letters, field: height, want: null, reason: 'not_found' },
];

export default cases;
