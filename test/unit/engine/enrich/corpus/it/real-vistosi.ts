import type { CorpusCase } from '../types.ts';

/**
 * A real Italian lighting price list (Vistosi 2019): Descrizione packs the model, the finish and the socket in capitals.
 * Rows from github.com/hicTech/arteInLuceImport, `js/vistosi/listino2019.js`.
 */

const rame = { 'Codice articolo': 'APARMON25CRRA', Descrizione: 'ARMONIA  APPLI 25CRISTALL RAME    NI NER G9', Prezzo: ' 360.00 € ' };
const ottone = { 'Codice articolo': 'APARMON25FUOT', Descrizione: 'ARMONIA  APPLI 25FUME     OTTONE  NI NER G9', Prezzo: ' 360.00 € ' };

const cases: CorpusCase[] = [
  { why: 'RAME nella descrizione è il colore (rame)', row: rame, field: { output: 'Colore' }, want: 'RAME', read: 'RAME' },
  { why: 'OTTONE nella descrizione è il materiale', row: ottone, field: { output: 'Materiale' }, want: 'OTTONE' },
  { why: 'nessuna quantità con unità: nessun peso', row: rame, field: { output: 'Peso (kg)', type: 'float' }, want: null, reason: 'not_found' },
];

export default cases;
