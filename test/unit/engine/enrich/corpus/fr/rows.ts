import type { Product } from '../../../../../../engine/enrich/types.ts';

/** A product row of PrestaShop's product import sample; `over` changes or adds cells. */
export const presta = (over: Product = {}): Product => ({
  'Product ID': '1',
  'Active (0/1)': '1',
  'Name *': 'Hummingbird printed t-shirt',
  'Categories (x,y,z...)': 'Men,Clothes',
  'Price tax excluded': '23.90',
  'Tax rules ID': '1',
  'Wholesale price': '7.50',
  'On sale (0/1)': '0',
  'Discount amount': '',
  'Discount percent': '20',
  'Reference #': 'demo_1',
  Manufacturer: 'Studio Design',
  EAN13: '3666666666668',
  Ecotax: '0',
  Width: '10',
  Height: '20',
  Depth: '2',
  Weight: '0.3',
  Quantity: '300',
  'Unit price': '1.20',
  Summary: 'Regular fit, round neckline, short sleeves. Made of extra long staple pima cotton.',
  Description: '<p>Symbol of lightness and delicacy, the hummingbird evokes curiosity and joy.</p>',
  'Feature(Name:Value:Position)': 'Composition:Cotton:1,Property:Short sleeves:2',
  Condition: 'new',
  ...over,
});

/** A French supplier's sheet: prices HT and TTC, units in the headers, a description that states measures. */
export const fournisseur: Product = {
  Désignation: 'Chaise Lisa bleu marine',
  Marque: 'Maison Dupont',
  'Réf. fournisseur': 'MD-118',
  "Prix d'achat HT": '42,50 €',
  'Prix de vente TTC': '119,00 €',
  'Poids (kg)': '4,2',
  'Largeur mm': '450',
  Hauteur: '',
  Couleur: 'Bleu marine',
  Matière: 'Hêtre massif',
  Description: 'Chaise en hêtre massif. Poids net : 4,2 kg. Hauteur d’assise 46 cm. Assise rembourrée.',
  État: 'Reconditionné',
  Garantie: '2 ans',
  'En stock (oui/non)': 'oui',
};
