import type { CorpusCase } from '../types.ts';

/** Un listino nome e prezzo: contenuto, confezione, colore e marca scritti nel nome. */

const acqua = { Descrizione: 'Acqua naturale 6 x 1,5 L', Prezzo: '2,90' };
const collare = { Descrizione: 'Collare cane blu', Prezzo: '7,50' };
const candela = { Descrizione: 'Candela profumata arancione 200 g', Prezzo: '8,90' };
const tubo = { Descrizione: 'Tubo irrigazione Ø19 mm 25 m', Prezzo: '29,00' };
const caramelle = { Descrizione: 'Haribo caramelle gommose 1 kg', Prezzo: '7,90' };

const cases: CorpusCase[] = [
  { why: '6 x 1,5 L fanno 9 L', row: acqua, delimiter: ';', field: { output: 'Capacità (l)', type: 'float' }, want: 9, read: '6 x 1,5 L' },
  { why: 'la confezione conta 6 pezzi', row: acqua, delimiter: ';', field: { output: 'Pezzi per collo', type: 'integer' }, want: 6 },
  { why: 'blu nel nome è il colore', row: collare, delimiter: ';', field: { output: 'Colore' }, want: 'blu' },
  { why: 'arancione in una candela profumata è il profumo, non il colore', row: candela, delimiter: ';', field: { output: 'Colore' }, want: null, reason: 'not_readable' },
  { why: 'Ø19 mm è il diametro', row: tubo, delimiter: ';', field: { output: 'Diametro (mm)', type: 'float' }, want: 19, read: 'Ø19 mm' },
  { why: '25 m è la lunghezza, non il diametro', row: tubo, delimiter: ';', field: { output: 'Lunghezza (m)', type: 'float' }, want: 25, read: '25 m' },
  { why: 'la marca è la prima parola, come dice l’informazione aggiuntiva', row: caramelle, delimiter: ';', field: { output: 'Marca', extraInfo: 'la marca è la prima parola della descrizione' }, want: 'Haribo' },
  { why: 'il peso delle caramelle', row: caramelle, delimiter: ';', field: { output: 'Peso (g)', type: 'integer' }, want: 1000 },
];

export default cases;
