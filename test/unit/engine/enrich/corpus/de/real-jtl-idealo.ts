import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German JTL-Wawi / idealo report: Brutto-VK and Netto-VK, the average EK netto, the UVP beside them, Menge as units sold.
 * Rows copied from test/fixtures/real-headers/de-jtl-idealo.csv (github.com/graefconsulting/scraper, `produkte.csv`); long cells cut as in the fixture.
 */

const rechtsregulat: Product = {
  Artikelnummer: 'DRN-4260084340416',
  GTIN: '4260084340416',
  Artikelname: 'Dr. Niedermaier Rechtsregulat Bio | 350 ml | vegetarisch',
  Menge: '641',
  'Umsatz Netto': '21454.58',
  'Idealo Link': 'https://www.idealo.de/preisvergleich/OffersOfProduct/3991741',
  'Brutto-VK': '34,95',
  'Netto-VK': '29,37',
  'Durchschnittlicher Einkaufspreis (netto)': '26,62',
  UVP: '44,90',
  'Steuersatz in %': '19,00',
  'JTL-Wawi: Endkunden Netto': '29,37',
  'JTL-Wawi: Endkunden Brutto': '34,95',
  'Idealo Clicks 30 Tage': '10',
};
const morgenstund: Product = {
  Artikelnummer: 'PJ-4260196680271',
  GTIN: '4260196680271',
  Artikelname: 'P. Jentschura MorgenStund\' | 2000 g | basischer Hirse-Buchweizen-Brei | ohne Zuckerzusatz | glutenfrei | bio | vegan',
  Menge: '396',
  'Umsatz Netto': '9665.61',
  'Idealo Link': 'https://www.idealo.de/preisvergleich/OffersOfProduct/4314482',
  'Brutto-VK': '25,90',
  'Netto-VK': '24,21',
  'Durchschnittlicher Einkaufspreis (netto)': '20,50',
  UVP: '33,50',
  'Steuersatz in %': '7,00',
  'JTL-Wawi: Endkunden Netto': '24,21',
  'JTL-Wawi: Endkunden Brutto': '25,90',
  'Idealo Clicks 30 Tage': '106',
};
const wurzelkraft: Product = {
  Artikelnummer: 'PJ-4260196684446',
  GTIN: '4260196684446',
  Artikelname: 'P. Jentschura Wurzelkraft | 1650 g | pflanzliches Feingranulat | 100 Zutaten | gluten- und laktosefrei | bio',
  Menge: '48',
  'Umsatz Netto': '9232.02',
  'Idealo Link': 'https://www.idealo.de/preisvergleich/OffersOfProduct/6464826',
  'Brutto-VK': '194,90',
  'Netto-VK': '182,15',
  'Durchschnittlicher Einkaufspreis (netto)': '157,50',
  UVP: '295,00',
  'Steuersatz in %': '7,00',
  'JTL-Wawi: Endkunden Netto': '182,15',
  'JTL-Wawi: Endkunden Brutto': '194,90',
  'Idealo Clicks 30 Tage': '6',
};
const file = [rechtsregulat, morgenstund, wurzelkraft];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Preis is the Brutto-VK, not the UVP', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'Preis', type: 'float' }, want: 34.95 },
  { why: 'Preis netto is the Netto-VK', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'Preis netto', type: 'float' }, want: 29.37 },
  { why: 'Preis inkl. MwSt. is the Brutto-VK', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'Preis inkl. MwSt.', type: 'float' }, want: 34.95 },
  { why: 'Einkaufspreis is the average EK netto', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'Einkaufspreis', type: 'float' }, want: 26.62 },
  { why: 'UVP is read when asked', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'UVP', type: 'float' }, want: 44.9 },
  { why: 'GTIN is the EAN', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'EAN' }, want: '4260084340416' },
  { why: 'Artikelname is the name', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'Name' }, want: 'Dr. Niedermaier Rechtsregulat Bio | 350 ml | vegetarisch' },
  { why: 'the name states 350 ml', row: rechtsregulat, file: others(rechtsregulat), field: { output: 'Inhalt', type: 'integer', expectedUnit: 'ml' }, want: 350, todo: 'a quantity in the name, unlabelled, is not read' },
  { why: 'the name states 2000 g', row: morgenstund, file: others(morgenstund), field: { output: 'Gewicht', type: 'integer', expectedUnit: 'g' }, want: 2000, todo: 'a quantity in the name, unlabelled, is not read' },
];

export default cases;
