import type { ValueListValue } from '../../../../../../domain/value-list.ts';
import type { Product } from '../../../../../../engine/enrich/types.ts';

/**
 * A German supplier's price list (a semicolon file, as German Excel writes it): decimal commas, units
 * in the headers, a net purchase price beside a gross selling price, the shipping weight beside the
 * product's, and a description that states measures.
 */
export const lieferant: Product = {
  Artikelnummer: 'LW-2041',
  Artikelname: 'Stehleuchte Lina',
  Hersteller: 'Lichtwerk',
  EAN: '4012345678901',
  'EK netto': '38,90',
  'VK brutto': '89,90',
  'Versandgewicht (kg)': '5,8',
  'Gewicht in kg': '4,25',
  'Höhe (cm)': '160',
  'Breite (cm)': '',
  'Durchmesser mm': '280',
  Farbe: 'weiß',
  Material: 'Metall',
  Bestand: '14',
  Aktiv: '1',
  Beschreibung: 'Stehleuchte aus Metall mit Stoffschirm. Höhe ca. 160 cm, Schirmbreite 45 cm.',
};

/** A German WooCommerce export (the plugin's German column names). */
export const wooDe = (over: Product = {}): Product => ({
  ID: '118',
  Typ: 'simple',
  Artikelnummer: 'TL-08',
  Name: 'Tischleuchte Ole',
  Veröffentlicht: '1',
  'Ist hervorgehoben?': '0',
  'Sichtbarkeit im Katalog': 'visible',
  Kurzbeschreibung: 'Kleine Tischleuchte aus Messing.',
  Beschreibung: '<p>Tischleuchte aus gebürstetem Messing, mit Textilkabel.</p>',
  'Vorrätig?': '1',
  Bestand: '',
  'Gewicht (kg)': '0,8',
  'Länge (cm)': '30',
  'Breite (cm)': '20',
  'Höhe (cm)': '42',
  Angebotspreis: '49,00',
  'Regulärer Preis': '59,00',
  Kategorien: 'Leuchten > Tischleuchten',
  Schlagwörter: 'Messing, Leuchte',
  Marken: 'Lumen',
  ...over,
});

/** A colour list in English. */
export const FARBEN_EN: ValueListValue[] = [
  { code: 'WHT', label: 'White' },
  { code: 'BLK', label: 'Black' },
  { code: 'GRN', label: 'Green' },
];
