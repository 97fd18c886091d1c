import type { ValueListValue } from '../../../../../../domain/value-list.ts';
import type { Product } from '../../../../../../engine/enrich/types.ts';

/**
 * An Italian supplier's listino (a semicolon file): decimal commas, units in the headers, the prezzo al
 * pubblico beside the prezzo rivenditore, the gross weight beside the net, and a description that states measures.
 */
export const listino: Product = {
  'Codice articolo': 'VT-118',
  Nome: 'Vaso Terra',
  Marca: 'Terrae',
  EAN: '8001234567895',
  'Prezzo rivenditore': '14,20',
  'Prezzo al pubblico': '34,90',
  'Peso lordo (kg)': '2,9',
  'Peso netto (kg)': '2,3',
  'Altezza (cm)': '42',
  'Larghezza (cm)': '',
  'Diametro (mm)': '300',
  Colore: 'blu',
  Materiale: 'Ceramica',
  Giacenza: '36',
  'Attivo (0/1)': '1',
  Descrizione: 'Vaso in ceramica smaltata, bocca larga 18 cm. Altezza 42 cm.',
};

/** An Italian WooCommerce export (the plugin's Italian column names). */
export const wooIt = (over: Product = {}): Product => ({
  ID: '301',
  Tipo: 'simple',
  COD: 'LT-33',
  Nome: 'Lampada da tavolo Lia',
  Pubblicato: '1',
  'In primo piano?': '0',
  'Visibilità nel catalogo': 'visible',
  'Breve descrizione': 'Piccola lampada in ottone.',
  Descrizione: '<p>Lampada da tavolo in ottone spazzolato, con cavo in tessuto.</p>',
  'Data di partenza del prezzo in saldo': '',
  'In stock?': '1',
  Magazzino: '',
  'Peso (kg)': '0,8',
  'Lunghezza (cm)': '30',
  'Larghezza (cm)': '20',
  'Altezza (cm)': '42',
  'Prezzo in offerta': '49,00',
  'Prezzo di listino': '59,00',
  Categorie: 'Illuminazione > Lampade da tavolo',
  Etichette: 'ottone, lampada',
  Marchi: 'Lumen',
  ...over,
});

/** A colour list in English. */
export const COLORI_EN: ValueListValue[] = [
  { code: 'WHT', label: 'White' },
  { code: 'BLK', label: 'Black' },
  { code: 'BLU', label: 'Blue' },
];
