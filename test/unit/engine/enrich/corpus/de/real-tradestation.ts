import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German repair-parts price list: Preis with a decimal comma, an empty Preis, stock as words.
 * Rows copied from test/fixtures/real-headers/de-tradestation-preisliste.csv (github.com/masoudbrasco-max/tradestation-b2b-preisliste, `data/preisliste.csv`); long cells cut as in the fixture.
 */

const display: Product = {
  Kategorie: 'Smartphone',
  Marke: 'Apple',
  Modell: 'iPhone 8',
  Artikelgruppe: 'Display',
  QualitaetVariante: 'Incell HD',
  Preis: '9,00',
  BestandStatus: 'Viel Bestand',
  Angebotsartikel: 'Nein',
  Hinweis: '',
  Aktiv: 'Ja',
  Sortierung: '1010',
  AngebotsbannerAktiv: '',
  AngebotsbannerText: '',
  AngebotsbannerButton: '',
  AngebotsbannerZiel: '',
  AngebotsbannerStart: '',
  AngebotsbannerEnde: '',
  WhatsAppOffenbach: '',
  WhatsAppKassel: '',
  WhatsAppGoettingen: '',
  StandortOffenbachGoogleMaps: '',
  StandortKasselGoogleMaps: '',
  StandortGoettingenGoogleMaps: '',
};
const displayFhd: Product = {
  Kategorie: 'Smartphone',
  Marke: 'Apple',
  Modell: 'iPhone 8',
  Artikelgruppe: 'Display',
  QualitaetVariante: 'FHD',
  Preis: '',
  BestandStatus: 'Auf Anfrage',
  Angebotsartikel: 'Nein',
  Hinweis: '',
  Aktiv: 'Ja',
  Sortierung: '1020',
  AngebotsbannerAktiv: '',
  AngebotsbannerText: '',
  AngebotsbannerButton: '',
  AngebotsbannerZiel: '',
  AngebotsbannerStart: '',
  AngebotsbannerEnde: '',
  WhatsAppOffenbach: '',
  WhatsAppKassel: '',
  WhatsAppGoettingen: '',
  StandortOffenbachGoogleMaps: '',
  StandortKasselGoogleMaps: '',
  StandortGoettingenGoogleMaps: '',
};
const akku: Product = {
  Kategorie: 'Smartphone',
  Marke: 'Apple',
  Modell: 'iPhone 8',
  Artikelgruppe: 'Akku',
  QualitaetVariante: 'Akku',
  Preis: '',
  BestandStatus: 'Auf Anfrage',
  Angebotsartikel: 'Nein',
  Hinweis: '',
  Aktiv: 'Ja',
  Sortierung: '1050',
  AngebotsbannerAktiv: '',
  AngebotsbannerText: '',
  AngebotsbannerButton: '',
  AngebotsbannerZiel: '',
  AngebotsbannerStart: '',
  AngebotsbannerEnde: '',
  WhatsAppOffenbach: '',
  WhatsAppKassel: '',
  WhatsAppGoettingen: '',
  StandortOffenbachGoogleMaps: '',
  StandortKasselGoogleMaps: '',
  StandortGoettingenGoogleMaps: '',
};
const file = [display, displayFhd, akku];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Preis is the price', row: display, file: others(display), field: { output: 'Preis', type: 'float' }, want: 9 },
  { why: 'an empty Preis is no price', row: displayFhd, file: others(displayFhd), field: { output: 'Preis', type: 'float' }, want: null, reason: 'source_empty' },
  { why: 'Marke is the brand', row: display, file: others(display), field: { output: 'Marke' }, want: 'Apple' },
  { why: 'Kategorie is the category', row: display, file: others(display), field: { output: 'Kategorie' }, want: 'Smartphone' },
  { why: '"Viel Bestand" is no stock count', row: display, file: others(display), field: { output: 'Bestand', type: 'integer' }, want: null, reason: 'not_readable' },
];

export default cases;
