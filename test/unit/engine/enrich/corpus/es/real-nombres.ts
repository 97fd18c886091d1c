import type { CorpusCase } from '../types.ts';

/**
 * Real product names holding their facts, from three public repositories:
 * github.com/Leo2711/ProyectosCC, `Desarrollo-Web/productos.sql` (grocery names with their content);
 * github.com/abrahamicm/ferreacero_catalogo, `js/productos.js` (a hardware store's DESCRIPCION, sizes in capitals);
 * github.com/arturobp3/Product_Catalogue, `backend/mysql/insertarProductos.sql` (names with a colour, a brand column).
 */

const aceite = { nombre: 'Aceite de Oliva Extra Virgen 500ml', descripcion: 'Aceite de oliva de alta calidad, 500ml', precio: '8.99' };
const atun = { nombre: 'Lata de Atún en Aceite 200g', descripcion: 'Atún en conserva en aceite, 200g', precio: '2.75' };
const toallas = { nombre: 'Juego de Toallas de Algodón', descripcion: 'Juego de toallas suaves y absorbentes, paquete de 4', precio: '24.99' };
const alambre = { CODIGO: '0102-013', DESCRIPCION: 'ALAMBRE GALV CAL 17,5 (BOBINA 25KG)', EXISTENCIA: '2' };
const alambron = { CODIGO: '0102-003', DESCRIPCION: 'ALAMBRON 5,2MM X 6MTS', EXISTENCIA: '1' };
const galaxy = { nombre: 'Samsung Galaxy S10+ 128Gb Negro', categoria: 'Informática', marca: 'samsung', precio: '1009' };
const catalogo = [
  { nombre: 'Apple AirPods Auriculares Bluetooth', categoria: 'Informática', marca: 'apple', precio: '169' },
  { nombre: 'Xiaomi Mi Air 13.3 Pulgadas', categoria: 'Informática', marca: 'xiaomi', precio: '899' },
  { nombre: 'Samsung 860 EVO Basic SSD 500GB SATA3', categoria: 'Informática', marca: 'samsung', precio: '88' },
];

const cases: CorpusCase[] = [
  { why: '500ml en el nombre es la capacidad', row: aceite, field: { output: 'Capacidad (ml)', type: 'integer' }, want: 500, read: '500ml' },
  { why: '200g en el nombre es el peso', row: atun, field: { output: 'Peso (kg)', type: 'float' }, want: 0.2, read: '200g' },
  {
    why: 'Algodón en el nombre es la materia',
    row: toallas,
    field: {
      output: 'Material',
      valueList: [
        { code: 'COT', label: 'Cotton' },
        { code: 'POL', label: 'Polyester' },
      ],
    },
    want: 'COT',
  },
  { why: 'la bobina pesa 25KG; 17,5 es el calibre', row: alambre, field: { output: 'Peso (kg)', type: 'float' }, want: 25, read: '25KG' },
  { why: '5,2MM X 6MTS son medidas en fila: ninguna longitud segura', row: alambron, field: { output: 'Longitud (mm)', type: 'float' }, want: null, reason: 'not_found' },
  { why: 'Negro al final del nombre es el color', row: galaxy, file: catalogo, field: { output: 'Color' }, want: 'Negro' },
  { why: 'con su marca vacía, la marca que la columna da en otras filas y que el nombre menciona', row: { ...galaxy, marca: '' }, file: catalogo, field: { output: 'Marca' }, want: 'samsung', read: 'Samsung' },
];

export default cases;
