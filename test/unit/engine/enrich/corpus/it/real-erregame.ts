import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Italian dropshipping supplier listino (tab-separated): Prezzo (the dealer price) beside Listino (the list price), a bare Peso, glued headers (PrezzoPromo, Cat, SCat).
 * Rows copied from test/fixtures/real-headers/it-erregame-listino.csv (github.com/optixrobert/erregameimport, `listino.csv`); long cells cut as in the fixture.
 */

const tombRaider: Product = {
  Cat: 'Videogiochi e Toys',
  SCat: 'Giochi',
  IdProd: 'PS4SWASY0001',
  CodVen: '095565',
  Titolo: 'PS4 Tomb Raider I-III Remastered Starring Lara Croft EU',
  Descrizione: '',
  Peso: '0,08',
  Prezzo: '18,9',
  Listino: '24,58',
  Iva: '22',
  Marca: '2K Games',
  Disponibilita: '12',
  DisponibilitaFutura: '',
  PrezzoPromo: '',
  DataInizioPromo: '',
  DataFinePromo: '',
  Ean: '5056635609861',
  LinkImmagine: 'https://www.erregame.com/P/D/{6482275A-DF10-438D-A2F2-BDD7AFE357DF}/PS4SWASY0001.jpg',
  ProductID: '52764',
  NoDrop: '0',
};
const cordless: Product = {
  Cat: 'Telefonia',
  SCat: 'Cordless',
  IdProd: 'TCRTEALC0018',
  CodVen: 'ATL1425383',
  Titolo: 'Telefono Cordless Alcatel S280 Solo Blue',
  Descrizione: '',
  Peso: '0,45',
  Prezzo: '14,9',
  Listino: '20,48',
  Iva: '22',
  Marca: 'Alcatel',
  Disponibilita: '50',
  DisponibilitaFutura: '',
  PrezzoPromo: '',
  DataInizioPromo: '',
  DataFinePromo: '',
  Ean: '3700601425383',
  LinkImmagine: 'https://www.erregame.com/P/D/D23CB4961B23410458000000000000000000000000000000.bmp/TCRTEALC0018.jpg',
  ProductID: '48879',
  NoDrop: '0',
};
const macbook: Product = {
  Cat: 'Informatica',
  SCat: 'Computer & Notebook',
  IdProd: 'COMNBAPP0258',
  CodVen: 'MDHJ4T/A',
  Titolo: 'Apple MacBook Air 2026 13" M5 10C/10G 16/1TB Sky Blue MDHJ4T/A',
  Descrizione: '<div><b>Display</b></div><div>Display Liquid Retina</div><div>Display retroilluminato LED da 13.6&quot; con tecnologia IPS</div><div>Risoluzione nativa 2560x1664 a 224 ppi</div><div>Luminosit&agrave; …',
  Peso: '2,5',
  Prezzo: '1064,9',
  Listino: '1228,68',
  Iva: 'R17',
  Marca: 'Apple',
  Disponibilita: '15',
  DisponibilitaFutura: '',
  PrezzoPromo: '',
  DataInizioPromo: '',
  DataFinePromo: '',
  Ean: '195950692198',
  LinkImmagine: 'https://www.erregame.com/P/D/8EFB6E8A1C30412558000000000000000000000000000000.bmp/COMNBAPP0258.jpg',
  ProductID: '52792',
  NoDrop: '0',
};
const file = [tombRaider, cordless, macbook];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'the Listino is the price, never the dealer Prezzo', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Prezzo', type: 'float' }, want: 24.58, todo: 'Listino and Prezzo both read as the same selling price; the first column wins' },
  { why: 'Prezzo di listino is the Listino', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Prezzo di listino', type: 'float' }, want: 24.58 },
  { why: 'the dealer Prezzo is the reseller\'s purchase price', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Prezzo d\'acquisto', type: 'float' }, want: 18.9, todo: 'a Prezzo beside a Listino has no purchase meaning' },
  { why: 'an empty PrezzoPromo is no sale price', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Prezzo in offerta', type: 'float' }, want: null, reason: 'source_empty' },
  { why: 'a bare Peso kept as written when no unit is asked', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Peso', type: 'float' }, want: 0.08 },
  { why: 'a bare Peso is not certain in grams', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Peso', type: 'integer', expectedUnit: 'g' }, want: null, reason: 'unit_unknown' },
  { why: 'Marca is the brand', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Marca' }, want: '2K Games' },
  { why: 'Cat is the category', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Categoria' }, want: 'Videogiochi e Toys' },
  { why: 'Ean is the EAN', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'EAN' }, want: '5056635609861' },
  { why: 'Titolo is the name', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Nome' }, want: 'PS4 Tomb Raider I-III Remastered Starring Lara Croft EU' },
  { why: 'the name ends with the colour', row: cordless, file: others(cordless), delimiter: '\t', field: { output: 'Colore' }, want: 'Blue', todo: 'a colour in the name is not read' },
  { why: 'Disponibilita is the stock', row: tombRaider, file: others(tombRaider), delimiter: '\t', field: { output: 'Giacenza', type: 'integer' }, want: 12 },
];

export default cases;
