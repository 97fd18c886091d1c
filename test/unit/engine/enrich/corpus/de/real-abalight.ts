import { realFile } from '../real-file.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German lighting supplier sheet (tab-separated): Lichtfarbe is a colour temperature beside Farbe, a bare Gewicht, sizes as L590 Ø26, the name in Langtext.
 * Rows read from test/fixtures/real-headers/de-abalight-leuchten.csv (github.com/wallace-gmbh/abalight, `produkte.csv`).
 */

const {
  rows: [tube, , einsatz],
  others,
} = realFile('de-abalight-leuchten.csv', '\t');

const cases: CorpusCase[] = [
  { why: 'Farbe is the colour, never the Lichtfarbe (3000K)', row: tube, file: others(tube), delimiter: '\t', field: { output: 'Farbe' }, want: 'silber' },
  { why: 'an English colour field reads Farbe, not Lichtfarbe', row: tube, file: others(tube), delimiter: '\t', field: { output: 'Colour' }, want: 'silber' },
  { why: 'Farbe is the colour', row: einsatz, file: others(einsatz), delimiter: '\t', field: { output: 'Farbe' }, want: 'weiss' },
  { why: 'a bare Gewicht kept as written when no unit is asked', row: tube, file: others(tube), delimiter: '\t', field: { output: 'Gewicht', type: 'float' }, want: 220 },
  { why: 'a bare Gewicht is not certain in kilograms', row: tube, file: others(tube), delimiter: '\t', field: { output: 'Gewicht', type: 'float', expectedUnit: 'kg' }, want: null, reason: 'unit_unknown' },
  { why: 'Warengruppe is the category', row: tube, file: others(tube), delimiter: '\t', field: { output: 'Kategorie' }, want: 'LED Tubes' },
  { why: 'no Hersteller column: no brand', row: tube, file: others(tube), delimiter: '\t', field: { output: 'Marke' }, want: null, reason: 'not_found' },
  { why: 'a bare Leistung kept as written when no unit is asked', row: tube, file: others(tube), delimiter: '\t', field: { output: 'Leistung', type: 'float' }, want: 10 },
  { why: 'L590 in Abmessungen is the length, kept as written when no unit is asked', row: tube, file: others(tube), delimiter: '\t', field: { output: 'Länge', type: 'integer' }, want: 590, todo: 'L590 Ø26 (axis letter and Ø, no unit) is not read' },
  { why: 'Ø26 in Abmessungen is the diameter, kept as written when no unit is asked', row: tube, file: others(tube), delimiter: '\t', field: { output: 'Durchmesser', type: 'integer' }, want: 26, todo: 'L590 Ø26 (axis letter and Ø, no unit) is not read' },
  { why: 'L590 names no unit: not certain in centimetres', row: tube, file: others(tube), delimiter: '\t', field: { output: 'Länge', type: 'float', expectedUnit: 'cm' }, want: null, reason: 'not_found' },
  { why: 'Langtext is the long description', row: tube, file: others(tube), delimiter: '\t', field: { output: 'Beschreibung' }, want: 'SMD0590-I-30/8HPT     LED Tube 590 SMD 0,3W 3000K 10W Ra80 Full PC clear (inkl. Starter-Ersatz)' },
];

export default cases;
