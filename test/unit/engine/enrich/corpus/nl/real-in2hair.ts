import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Dutch hair salon's price list: categorie, naam, an empty omschrijving, prijs written '€ 19'.
 * Rows read from test/fixtures/real-headers/nl-in2hair-prijslijst.csv (github.com/Onswerkplek/website-in2hair, `prijslijst.csv`).
 */

const {
  rows: [donatie, pony],
  others,
} = realFile('nl-in2hair-prijslijst.csv');

const cases: CorpusCase[] = [
  { why: 'prijs is the price, the euro sign before it', row: donatie, file: others(donatie), field: { output: 'Prijs', type: 'float' }, want: 19 },
  { why: 'a price in euros fills a field asking for euros', row: pony, file: others(pony), field: { output: 'Prijs (EUR)', type: 'float' }, want: 8 },
  { why: 'naam is the name', row: donatie, file: others(donatie), field: { output: 'Naam' }, want: 'Donatie knippen' },
  { why: 'categorie is the category', row: donatie, file: others(donatie), field: { output: 'Categorie' }, want: 'Dames' },
  { why: 'an empty omschrijving leaves the description empty', row: pony, file: others(pony), field: { output: 'Omschrijving' }, want: null, reason: 'source_empty' },
];

export default cases;
