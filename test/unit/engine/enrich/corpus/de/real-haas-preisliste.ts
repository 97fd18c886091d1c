import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Austrian prefab-house maker's Artikelpreisliste (XLSX): Kurztext for the item's short name, Langtext for its description, Preis per Einheit (m²/beb, Stk).
 * Rows copied from test/fixtures/real-headers/de-haas-preisliste.csv (github.com/wieserbalkus/haas-preisliste-viewer, `data/Artikelpreisliste.xlsx`); long cells cut as in the fixture.
 */

const raumhoehe: Product = {
  '': '0112',
  Kurztext: 'Raumhöhe (EG auf 2,70 m)',
  'Langtext/Angebotstext/Preislistentext': 'Ausführung der Raumhöhe im Erdgeschoss auf 2,70 m',
  Einheit: 'm²/beb',
  E_Info: 'beb',
  Preis: '82',
  Hinweistext: 'Alle Außen- und Innenwände werden so erhöht, dass sich unabhängig von der Höhe des Fußbodenaufbaues eine lichte Raumhöhe von 2,70 m ergibt.',
};
const pfetten: Product = {
  '': '1375',
  Kurztext: 'Aufdoppeln der Pfettenköpfe ',
  'Langtext/Angebotstext/Preislistentext': 'Aufgedoppelte Pfettenköpfe ',
  Einheit: 'Stk',
  E_Info: 'Stk',
  Preis: '99',
  Hinweistext: 'In der Regel 6, 8 oder 10 Stück !',
};
const schacht: Product = {
  '': '6110',
  Kurztext: 'Wäscheabwurfschacht (montiert)',
  'Langtext/Angebotstext/Preislistentext': 'Lieferung und  Montage eines Wäscheabwurfschacht aus Edelstahlrohr mit gummigelagerter Befestigung sowie einer abschließbaren und kindergesicherten Einwurftüre inklusive Montage der Gipskartonverkleid…',
  Einheit: 'Stk',
  E_Info: 'Stk',
  Preis: '3296',
  Hinweistext: 'AKTION !!!!!!',
};
const file = [raumhoehe, pfetten, schacht];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Preis is the price', row: raumhoehe, file: others(raumhoehe), field: { output: 'Preis', type: 'float' }, want: 82 },
  { why: 'Kurztext is the item\'s short name in a price list', row: raumhoehe, file: others(raumhoehe), field: { output: 'Bezeichnung' }, want: 'Raumhöhe (EG auf 2,70 m)', todo: 'Kurztext reads as a summary, never the name' },
  { why: 'Langtext is the description', row: raumhoehe, file: others(raumhoehe), field: { output: 'Beschreibung' }, want: 'Ausführung der Raumhöhe im Erdgeschoss auf 2,70 m', todo: 'Langtext/Angebotstext/Preislistentext: unknown alternatives outweigh the description word' },
];

export default cases;
