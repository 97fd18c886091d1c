import type { CorpusCase } from '../types.ts';

/** Italian price columns: IVA inclusa or esclusa in the name or the cell, ivato, the prezzo al kg never the price, sconto never a price. */

const flos = { 'Codice articolo': '03739', 'Descrizione articolo': 'Cavo 5x1,50 nero 6 m', 'PREZZO IVA ESCL.': '€ 45,00', 'PREZZO IVA INCL.': '€ 54,90' };
const caffe = { Nome: 'Caffè in grani 500 g', 'Prezzo al kg': '24,90', 'Prezzo scontato': '9,95', 'Sconto %': '20', 'Prezzo consigliato': '12,45' };

const cases: CorpusCase[] = [
  { why: 'with no tax basis asked, the price is the one IVA inclusa', row: flos, delimiter: ';', field: { output: 'Prezzo', type: 'float' }, want: 54.9 },
  { why: 'Prezzo IVA esclusa is the IVA escl. column', row: flos, delimiter: ';', field: { output: 'Prezzo IVA esclusa', type: 'float' }, want: 45 },
  { why: 'Prezzo ivato is the IVA incl. column', row: flos, delimiter: ';', field: { output: 'Prezzo ivato', type: 'float' }, want: 54.9 },
  { why: 'Prezzo is the recommended price, not the price per kilo', row: caffe, delimiter: ';', field: { output: 'Prezzo', type: 'float' }, want: 12.45 },
  { why: 'the prezzo scontato is the sale price', row: caffe, delimiter: ';', field: { output: 'Prezzo in offerta', type: 'float' }, want: 9.95 },
  { why: 'a discount percent is no price', row: { Nome: 'Sedia', 'Sconto %': '20' }, field: { output: 'Prezzo', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'a cell saying IVA inclusa is the price IVA inclusa', row: { Nome: 'Lampada', Prezzo: '12,50 € IVA inclusa' }, field: { output: 'Prezzo IVA inclusa', type: 'float' }, want: 12.5 },
  { why: 'a cell saying IVA inclusa is not the price IVA esclusa', row: { Nome: 'Lampada', Prezzo: '12,50 € IVA inclusa' }, field: { output: 'Prezzo IVA esclusa', type: 'float' }, want: null, reason: 'other_tax' },
  { why: 'a dot groups thousands beside a decimal comma', row: { Nome: 'Divano Lago', Prezzo: '1.299,00 €' }, delimiter: ';', field: { output: 'Prezzo', type: 'float' }, want: 1299 },
  { why: '2,99 € al kg: the price is 2,99', row: { Nome: 'Mele', Prezzo: '2,99 € al kg' }, field: { output: 'Prezzo', type: 'float' }, want: 2.99 },
  { why: 'al kg is the unit the price is per', row: { Nome: 'Mele', Prezzo: '2,99 € al kg' }, field: { output: 'Unità di vendita' }, want: 'kg' },
  { why: 'cad. is one piece', row: { Nome: 'Melone', Prezzo: '3,50 € cad.' }, field: { output: 'Unità' }, want: 'piece' },
];

export default cases;
