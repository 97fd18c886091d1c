import type { ValueListValue } from '../../../../../../domain/value-list.ts';
import type { Product } from '../../../../../../engine/enrich/types.ts';

/**
 * A Spanish supplier's tarifa (a semicolon file): decimal commas, units in the headers, the PVP beside
 * the cost price, the gross weight beside the product's, and a description that states measures.
 */
export const tarifa: Product = {
  Referencia: 'MA-3307',
  Nombre: 'Mesa auxiliar Nora',
  Marca: 'Casa Nora',
  EAN: '8412345678905',
  'Precio de coste': '41,30',
  PVP: '109,00',
  'Peso bruto (kg)': '8,1',
  'Peso (kg)': '6,5',
  'Alto (cm)': '55',
  'Ancho (cm)': '',
  'Fondo (cm)': '40',
  'Diámetro (mm)': '450',
  Color: 'negro',
  Material: 'Roble macizo',
  Stock: '22',
  'Activo (0/1)': '1',
  Descripción: 'Mesa auxiliar redonda de roble macizo, tablero de 45 cm. Altura 55 cm.',
};

/** A Spanish WooCommerce export (the plugin's Spanish column names). */
export const wooEs = (over: Product = {}): Product => ({
  ID: '212',
  Tipo: 'simple',
  SKU: 'LP-21',
  Nombre: 'Lámpara de mesa Ona',
  Publicado: '1',
  '¿Está destacado?': '0',
  'Visibilidad en el catálogo': 'visible',
  'Descripción corta': 'Lámpara pequeña de latón.',
  Descripción: '<p>Lámpara de mesa de latón cepillado, con cable textil.</p>',
  'Día en que empieza el precio rebajado': '',
  '¿En inventario?': '1',
  Inventario: '',
  'Peso (kg)': '0,8',
  'Longitud (cm)': '30',
  'Anchura (cm)': '20',
  'Altura (cm)': '42',
  'Precio rebajado': '49,00',
  'Precio normal': '59,00',
  Categorías: 'Iluminación > Lámparas de mesa',
  Etiquetas: 'latón, lámpara',
  Marcas: 'Lumen',
  ...over,
});

/** A colour list in English. */
export const COLORES_EN: ValueListValue[] = [
  { code: 'WHT', label: 'White' },
  { code: 'BLK', label: 'Black' },
  { code: 'RED', label: 'Red' },
];
