import type { CorpusCase } from '../types.ts';

/** Eine Preisliste aus Name und Preis: Gewicht, Packung, Länge, Farbe und Marke stehen im Namen. */

const baeren = { Artikelname: 'Fruchtgummi Bären 200g', Preis: '1,29' };
const orange = { Artikelname: 'Fruchtgummi Orange 200g', Preis: '1,29' };
const kekse = { Artikelname: 'Butterkekse 12 Stück à 250 g', Preis: '14,90' };
const vpe = { Artikelname: 'Schrauben 4 x 30 VPE 100', Preis: '4,20' };
const kabel = { Artikelname: 'Kabel NYM-J 3x1,5 mm² 50 m', Preis: '39,90' };
const tasse = { Artikelname: 'Tasse Ida rot', Preis: '7,90' };
const haribo = { Artikelname: 'Haribo Goldbären 75g', Preis: '0,99' };
const hase = { Artikelname: 'KATJES Grün-Ohr Hase 75g', Preis: '1,29' };
const suesswaren = [
  { Artikelname: 'KATJES Fruchtgummi Frösche 200g', Preis: '1,49' },
  { Artikelname: 'KATJES Lakritz Katzen 200g', Preis: '1,49' },
  { Artikelname: 'KATJES Yoghurt-Gums Fruchtgummi 500 g', Preis: '2,49' },
  { Artikelname: 'KATJES Wunderland Fruchtgummi 175 g', Preis: '1,49' },
];

const cases: CorpusCase[] = [
  { why: '200g im Namen ist das Gewicht', row: baeren, delimiter: ';', field: { output: 'Gewicht (kg)', type: 'float' }, want: 0.2, read: '200g' },
  { why: 'Orange im Namen eines Fruchtgummis ist der Geschmack, keine Farbe', row: orange, delimiter: ';', field: { output: 'Farbe' }, want: null, reason: 'not_readable' },
  { why: '12 Stück à 250 g wiegen 3 kg', row: kekse, delimiter: ';', field: { output: 'Gewicht', type: 'float', expectedUnit: 'kg' }, want: 3, read: '12 Stück à 250 g' },
  { why: 'VPE 100 im Namen ist die Verpackungseinheit', row: vpe, delimiter: ';', field: { output: 'VPE', type: 'integer' }, want: 100 },
  { why: '4 x 30 sind Maße, keine Packung: die Verpackungseinheit ist die VPE', row: vpe, delimiter: ';', field: { output: 'Verpackungseinheit', type: 'integer' }, want: 100 },
  { why: '50 m ist die Länge; 3x1,5 mm² der Querschnitt', row: kabel, delimiter: ';', field: { output: 'Länge (m)', type: 'float' }, want: 50, read: '50 m' },
  { why: 'rot im Namen ist die Farbe', row: tasse, delimiter: ';', field: { output: 'Farbe' }, want: 'rot' },
  {
    why: 'rot ist Red in einer englischen Liste',
    row: tasse,
    delimiter: ';',
    field: {
      output: 'Colour',
      valueList: [
        { code: 'RD', label: 'Red' },
        { code: 'BL', label: 'Blue' },
      ],
    },
    want: 'RD',
  },
  { why: 'die Zusatzinfo sagt: die Marke ist das erste Wort des Namens', row: haribo, delimiter: ';', field: { output: 'Marke', extraInfo: 'Die Marke ist das erste Wort des Artikelnamens' }, want: 'Haribo' },
  { why: 'ohne Hinweis keine Marke, nie der ganze Name', row: haribo, delimiter: ';', field: { output: 'Marke' }, want: null, reason: 'not_found' },
  { why: 'in einer Süßwarenliste ist Grün im Namen kein Farbwert, auch ohne Süßwarenwort im Namen', row: hase, file: suesswaren, delimiter: ';', field: { output: 'Farbe' }, want: null, reason: 'not_readable' },
  { why: 'KATJES eröffnet drei Namen der Liste in Großbuchstaben: die Marke', row: hase, file: suesswaren, delimiter: ';', field: { output: 'Marke' }, want: 'KATJES' },
  { why: 'allein gelesen ist Grün die Farbe', row: hase, delimiter: ';', field: { output: 'Farbe' }, want: 'Grün' },
];

export default cases;
