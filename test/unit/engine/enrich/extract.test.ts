import type { ValueListValue } from '../../../../domain/value-list.ts';
import t, { type Test } from 'tap';
import { coerce, extractFromRow, extractFromText } from '../../../../engine/enrich/extract.ts';
import type { ExtractPlan, OutputValue, Product } from '../../../../engine/enrich/types.ts';

/**
 * EXTRACT on rows shaped like real shop exports: WooCommerce's sample products CSV, PrestaShop's
 * product import sample, and supplier sheets in French and English. Each case: the output field as a
 * user would set it up, and what a shop could publish — or null where the row does not say for sure.
 */

const plan = (output: string, over: Partial<ExtractPlan> = {}): ExtractPlan => ({
  action: 'EXTRACT',
  output,
  type: 'string',
  extraInfo: null,
  expectedUnit: null,
  valueList: null,
  useLabel: false,
  ...over,
});
const float = (output: string, expectedUnit: string | null = null) => plan(output, { type: 'float', expectedUnit });
const integer = (output: string, expectedUnit: string | null = null) => plan(output, { type: 'integer', expectedUnit });
const list = (output: string, valueList: ValueListValue[], useLabel = false) => plan(output, { valueList, useLabel });

type Case = [label: string, plan: ExtractPlan, want: OutputValue];

function check(t: Test, row: Product, cases: Case[]): void {
  for (const [label, p, want] of cases) t.equal(extractFromRow(p, row), want, label);
}

const woo = (over: Product): Product => ({
  ID: '46',
  Type: 'simple',
  SKU: 'woo-hoodie-with-logo',
  Name: 'Hoodie with Logo',
  Published: '1',
  'Is featured?': '0',
  'Visibility in catalog': 'visible',
  'Short description': 'This is a simple product.',
  Description: '<p>Pellentesque habitant morbi tristique senectus et netus.</p>',
  'Date sale price starts': '',
  'Tax status': 'taxable',
  'In stock?': '1',
  Stock: '',
  'Backorders allowed?': '0',
  'Sold individually?': '0',
  'Weight (lbs)': '2',
  'Length (in)': '10',
  'Width (in)': '6',
  'Height (in)': '3',
  'Allow customer reviews?': '1',
  'Sale price': '',
  'Regular price': '45',
  Categories: 'Clothing > Hoodies',
  Images: 'https://woo.example/hoodie-with-logo-2.jpg',
  Position: '0',
  'Attribute 1 name': 'Color',
  'Attribute 1 value(s)': 'Blue',
  'Attribute 1 visible': '1',
  'Attribute 1 global': '1',
  ...over,
});

const COLOURS: ValueListValue[] = [
  { code: 'BLU', label: 'Blue' },
  { code: 'NVY', label: 'Navy blue' },
  { code: 'GRN', label: 'Green' },
  { code: 'RED', label: 'Red' },
  { code: 'GRY', label: 'Gray' },
];
const SIZES: ValueListValue[] = [
  { code: 'S', label: 'Small' },
  { code: 'M', label: 'Medium' },
  { code: 'L', label: 'Large' },
];
const CONDITIONS: ValueListValue[] = [
  { code: 'new', label: 'Neuf' },
  { code: 'used', label: 'Occasion' },
  { code: 'refurbished', label: 'Reconditionné' },
];

t.test('WooCommerce sample products: units from the header, prices, attribute pairs, flags', async (t) => {
  check(t, woo({}), [
    ['pounds to kilograms', float('Weight', 'kg'), 0.907],
    ['pounds to kilograms, unit in the output name', float('Weight (kg)'), 0.907],
    ['pounds to whole grams', integer('Poids (g)'), 907],
    ['inches to centimetres', float('Length (cm)'), 25.4],
    ['inches to millimetres', integer('Largeur', 'mm'), 152],
    ['no unit asked: the number as written', float('Height'), 3],
    ['Price is the regular price', float('Price'), 45],
    ['Prix is the regular price', float('Prix'), 45],
    ['an empty sale price is empty', float('Sale price'), null],
    ['colour from the attribute pair', plan('Colour'), 'Blue'],
    ['colour from the attribute pair, by list label', list('Couleur', COLOURS), 'BLU'],
    ['an empty stock is empty, not the In stock? flag', integer('Stock'), null],
    ['no width flag or position read as a quantity', integer('Quantity'), null],
    ['a category', plan('Category'), 'Clothing > Hoodies'],
  ]);
  check(t, woo({ 'Weight (lbs)': '.5', 'Sale price': '18', 'Regular price': '20', Stock: '25' }), [
    ['a leading-dot number', float('Weight', 'kg'), 0.227],
    ['Price stays the regular price when on sale', float('Price'), 20],
    ['Sale price', float('Sale price'), 18],
    ['Stock', integer('Stock'), 25],
  ]);
});

t.test('WooCommerce: rows that do not say stay empty', async (t) => {
  const variable = woo({ Type: 'variable', 'Weight (lbs)': '', 'Regular price': '', 'Attribute 1 value(s)': 'Blue, Green, Red', 'Attribute 2 name': 'Size', 'Attribute 2 value(s)': 'Large, Medium, Small' });
  check(t, variable, [
    ['no weight: not the 1 of Published', float('Weight', 'kg'), null],
    ['no weight as an integer either', integer('Weight (g)'), null],
    ['no price: not a flag', float('Price'), null],
    ['several colours are no single colour', list('Color', COLOURS), null],
    ['several sizes are no single size', list('Size', SIZES, true), null],
    ['free text keeps the list as written', plan('Size'), 'Large, Medium, Small'],
  ]);
});

const presta: Product = {
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
};

t.test('PrestaShop import sample: the selling price, never the wholesale one; features', async (t) => {
  check(t, presta, [
    ['Price → price tax excluded', float('Price'), 23.9],
    ['Selling price', float('Selling price'), 23.9],
    ['Prix HT', float('Prix HT'), 23.9],
    ['Prix TTC is not the HT one', float('Prix TTC'), null],
    ['Wholesale price when asked', float('Wholesale price'), 7.5],
    ["Prix d'achat when asked", float("Prix d'achat"), 7.5],
    ['Cost', float('Cost'), 7.5],
    ['no discount percent as a price', integer('Prix promo'), null],
    ['a bare weight in a column that names no unit: 0.3 of what?', float('Weight', 'kg'), null],
    ['the file unit told in extra_info', plan('Weight', { type: 'float', expectedUnit: 'kg', extraInfo: 'PrestaShop weights are in kg' }), 0.3],
    ['the file unit told in extra_info, converted', plan('Poids', { type: 'integer', expectedUnit: 'g', extraInfo: 'le fichier donne les poids en kilogrammes' }), 300],
    ['no unit asked: the number as written', float('Weight'), 0.3],
    ['Stock from Quantity', integer('Stock'), 300],
    ['Brand from Manufacturer', plan('Brand'), 'Studio Design'],
    ['EAN from EAN13', plan('EAN'), '3666666666668'],
    ['Material from the feature string', plan('Material'), 'Cotton'],
    ['Composition by list', list('Composition', [{ code: 'COT', label: 'Cotton' }, { code: 'POL', label: 'Polyester' }]), 'COT'],
    ['Condition by code', list('Condition', CONDITIONS), 'new'],
    ['Condition label', list('État', CONDITIONS, true), 'Neuf'],
  ]);
  check(t, { ...presta, Condition: 'used' }, [['used is used', list('Condition', CONDITIONS), 'used']]);
  check(t, { ...presta, Condition: 'refurbished' }, [['refurbished is refurbished', list('Condition', CONDITIONS, true), 'Reconditionné']]);
  check(t, { ...presta, Condition: 'Renewed' }, [['renewed is not new', list('Condition', CONDITIONS), null]]);
});

const fournisseur: Product = {
  Désignation: 'Chaise Lisa bleu marine',
  Marque: 'Maison Dupont',
  'Réf. fournisseur': 'MD-118',
  "Prix d'achat HT": '42,50 €',
  'Prix de vente TTC': '119,00 €',
  'Poids (kg)': '4,2',
  'Largeur mm': '450',
  'Hauteur': '',
  Couleur: 'Bleu marine',
  Matière: 'Hêtre massif',
  Description: 'Chaise en hêtre massif. Poids net : 4,2 kg. Hauteur d’assise 46 cm. Assise rembourrée.',
  État: 'Reconditionné',
  Garantie: '2 ans',
  'En stock (oui/non)': 'oui',
};

t.test('French supplier sheet: TTC and HT, purchase prices kept out, units from the header', async (t) => {
  check(t, fournisseur, [
    ['Prix → prix de vente TTC', float('Prix'), 119],
    ['Price → selling price', float('Price'), 119],
    ['Prix de vente', float('Prix de vente'), 119],
    ['Prix HT: only a purchase price says HT, so empty', float('Prix HT'), null],
    ["Prix d'achat HT when asked", float("Prix d'achat HT"), 42.5],
    ['Price in EUR', float('Price', 'EUR'), 119],
    ['Price in USD: no conversion of money', float('Price', 'USD'), null],
    ['kilograms to grams', integer('Poids', 'g'), 4200],
    ['kilograms to pounds', float('Weight (lbs)'), 9.259],
    ['millimetres to centimetres', float('Largeur (cm)'), 45],
    ['millimetres to inches', float('Width', 'in'), 17.717],
    ['an empty Hauteur is not the seat height', float('Hauteur', 'cm'), null],
    ['colour by label, longest first', list('Couleur', [{ code: 'BLU', label: 'Bleu' }, { code: 'NVY', label: 'Bleu marine' }]), 'NVY'],
    ['material', plan('Material'), 'Hêtre massif'],
    ['condition from État by label', list('Condition', CONDITIONS), 'refurbished'],
    ['warranty in years is not a number of units', integer('Garantie', 'kg'), null],
    ['a yes/no column is no stock count', integer('Stock'), null],
  ]);
});

t.test('English supplier sheet: units in the cell, currencies, volumes', async (t) => {
  const row: Product = {
    'Product name': 'Trail bottle',
    Brand: 'Northway',
    'Cost price': '$6.10',
    'Retail price (USD)': '24.99',
    Weight: '1.2 kg',
    'Net weight (g)': '1100',
    Colour: 'Navy Blue',
    Length: '12"',
    Height: '3 ft',
    Volume: '12 fl oz',
    Tonnage: '',
  };
  check(t, row, [
    ['retail price', float('Price'), 24.99],
    ['retail price in its currency', float('Price', 'USD'), 24.99],
    ['no euro price from dollars', float('Price (€)'), null],
    ['cost price only when asked', float('Purchase price'), 6.1],
    ['weight from the cell unit', float('Weight', 'kg'), 1.2],
    ['kilograms to grams', integer('Weight (g)'), 1200],
    ['net weight is its own column', integer('Net weight (g)'), 1100],
    ['inch mark', float('Length (cm)'), 30.48],
    ['feet to metres', float('Height (m)'), 0.914],
    ['fluid ounces to millilitres', float('Volume (ml)'), 354.882],
    ['colour without list', plan('Color'), 'Navy Blue'],
    ['colour list: navy blue is not blue', list('Color', COLOURS), 'NVY'],
  ]);
  check(t, { Name: 'Jerrycan', 'Capacity (US gal)': '2' }, [['US gallons to litres', float('Capacity', 'l'), 7.571]]);
  check(t, { Name: 'Bag', Weight: '500 g' }, [['grams to kilograms', float('Weight', 'kg'), 0.5]]);
  check(t, { Name: 'Bag', Weight: '2 oz' }, [['ounces to grams', float('Weight', 'g'), 56.699]]);
  check(t, { Name: 'Crate', 'Weight (t)': '1,5' }, [['tonnes to kilograms', integer('Weight', 'kg'), 1500]]);
  check(t, { Name: 'Pill', Weight: '250 mg' }, [['milligrams to grams', float('Weight', 'g'), 0.25]]);
  check(t, { Name: 'Rope', Length: '3 yd' }, [['yards to metres', float('Length', 'm'), 2.743]]);
  check(t, { Name: 'Bag', Weight: '1,500 kg' }, [['1,500 could be read two ways: empty', float('Weight', 'kg'), null]]);
  check(t, { Name: 'Bag', Weight: '0' }, [['a zero weight is a placeholder', float('Weight', 'kg'), null]]);
  check(t, { Name: 'Bag', Weight: '2 kg', Price: '-4' }, [['a negative price is a typing error', float('Price'), null]]);
  check(t, { Name: 'Lamp', Power: '60 W' }, [['a unit Fiche does not know, as written', integer('Power', 'W'), 60]]);
  check(t, { Name: 'Lamp', 'Power (W)': '60' }, [['a unit Fiche does not know, in the header', integer('Power', 'W'), 60]]);
  check(t, { Name: 'Lamp', Power: '60' }, [['a unit Fiche does not know, said nowhere', integer('Power', 'W'), null]]);
  check(t, { Name: 'Lamp', Price: '19.90' }, [['a bare amount is in the shop currency', float('Price', 'EUR'), 19.9]]);
  check(t, { Name: 'Lamp', Prix: '12,50 € TTC' }, [
    ['a price cell saying its tax basis', float('Prix TTC'), 12.5],
    ['…is not the other basis', float('Prix HT'), null],
  ]);
  check(t, { Name: 'Lamp', Price: '10.00 excl. VAT' }, [['excl. VAT', float('Price'), 10]]);
  check(t, { Name: 'Lamp', 'Unit price': '4.20', 'Additional shipping cost': '3' }, [['another amount by its own words', float('Shipping cost'), 3]]);
  check(t, { Name: 'Pill', 'Weight (g)': '0.3' }, [['rounded to nothing is no weight', integer('Weight', 'g'), null]]);
  check(t, { Name: 'Screws', Stock: '12 pcs', Price: '3 pcs', Weight: '2 pièces' }, [
    ['a count naming what it counts', integer('Stock'), 12],
    ['…is no price', float('Price'), null],
    ['…nor a weight', float('Weight', 'kg'), null],
  ]);
  check(t, { Name: 'Plate', Diamètre: 'Ø 30 cm' }, [['a diameter sign', float('Diameter', 'cm'), 30]]);
  check(t, { Nom: 'Table', 'Poids brut (kg)': '5,4', 'Poids net (kg)': '4,2', 'Longueur carton (cm)': '130', 'Longueur (cm)': '' }, [
    ["the product's weight before the parcel's, whichever comes first", float('Poids', 'kg'), 4.2],
    ["the parcel's when asked", float('Poids brut', 'kg'), 5.4],
    ['an empty length is not the carton’s', float('Length', 'cm'), null],
  ]);
  check(t, { Name: 'Lamp', 'Shipping weight (kg)': '1.4' }, [['a shipping weight when nothing closer says', float('Weight', 'kg'), 1.4]]);
  check(t, { Nom: 'Buffet', 'Larg. (cm)': '160', 'Prof. (cm)': '45', 'Haut. (cm)': '80', 'Diam. (mm)': '35' }, [
    ['Larg. is the width', float('Width', 'cm'), 160],
    ['Prof. the depth', float('Depth', 'cm'), 45],
    ['Haut. the height', float('Height', 'cm'), 80],
    ['Diam. the diameter', float('Diameter', 'cm'), 3.5],
  ]);
  check(t, { Name: 'Laptop', 'Taille écran': '15,6"' }, [['écran is screen, the inch mark its unit', float('Screen size', 'in'), 15.6]]);
});

t.test('Magento export: additional_attributes pairs, special price, a weight in an unstated unit', async (t) => {
  const row: Product = {
    sku: '24-MB01',
    name: 'Joust Duffle Bag',
    product_type: 'simple',
    price: '34.00',
    special_price: '29.00',
    cost: '12.00',
    weight: '1.2',
    qty: '100',
    additional_attributes: 'activity=Gym|Hiking|Trail,color=Black,features_bags=Audio Pocket|Waterproof,material=Nylon, Polyester,style_bags=Duffel',
  };
  check(t, row, [
    ['colour from a pair', plan('Color'), 'Black'],
    ['couleur from a pair', plan('Couleur'), 'Black'],
    ['a value holding a comma', plan('Material'), 'Nylon, Polyester'],
    ['several values of a pair, readable', plan('Activity'), 'Gym, Hiking, Trail'],
    ['an underscored attribute by its words', plan('Features bags'), 'Audio Pocket, Waterproof'],
    ['several values are no one list item', list('Activity', [{ code: 'GYM', label: 'Gym' }, { code: 'HIK', label: 'Hiking' }]), null],
    ['the selling price', float('Price'), 34],
    ['the special price is the sale price', float('Sale price'), 29],
    ['the cost only when asked', float('Purchase price'), 12],
    ['a weight in the store unit, said nowhere: empty', float('Weight', 'kg'), null],
    ['stock', integer('Stock'), 100],
  ]);
  check(t, { Name: 'Tee', 'Product Custom Fields': 'Material=Cotton;Fit=Slim' }, [['BigCommerce custom fields', plan('Fit'), 'Slim']]);
  check(t, { Name: 'Tee', Attributes: 'Color: Blue, Size: M' }, [
    ['name: value pairs', plan('Colour'), 'Blue'],
    ['the last one', plan('Size'), 'M'],
  ]);
  check(t, { Nom: 'Pull', Caractéristiques: 'Matière : Coton, Polyester ; Coloris : Bleu' }, [
    ['a value holding a comma', plan('Material'), 'Coton, Polyester'],
    ['French spacing', plan('Couleur'), 'Bleu'],
  ]);
});

t.test('Shopify export: Variant Grams is the weight in grams, Variant columns by their meaning', async (t) => {
  const row: Product = {
    Handle: 'linen-shirt',
    Title: 'Linen shirt',
    'Option1 Name': 'Size',
    'Option1 Value': 'XL',
    'Variant SKU': 'LS-XL',
    'Variant Grams': '1250',
    'Variant Inventory Qty': '7',
    'Variant Price': '59.00',
    'Variant Compare At Price': '79.00',
    'Variant Barcode': '3760123456782',
    'Variant Weight Unit': 'lb',
  };
  check(t, row, [
    ['grams to kilograms', float('Weight', 'kg'), 1.25],
    ['in grams', integer('Poids (g)'), 1250],
    ['the variant price', float('Price'), 59],
    ['stock', integer('Stock'), 7],
    ['barcode as GTIN', plan('GTIN'), '3760123456782'],
    ['SKU', plan('SKU'), 'LS-XL'],
    ['size from the option pair', plan('Size'), 'XL'],
  ]);
  check(t, { Title: 'Shirt', 'Variant Grams': '', 'Variant Weight Unit': 'kg' }, [['no grams: the unit column is no weight', float('Weight', 'kg'), null]]);
  check(t, { Title: 'Shirt', 'Image Src': 'https://shop.example/shirt.jpg', 'Variant Image': '' }, [['an empty variant image does not hide the image', plan('Image'), 'https://shop.example/shirt.jpg']]);
  check(t, { Name: 'Yogurt', 'Protein (g)': '4' }, [['a nutrient in grams is not a weight', float('Weight', 'g'), null]]);
});

t.test('several price columns: the dealer price, the struck-through price and the price per kilo are never the price', async (t) => {
  const row: Product = {
    Désignation: 'Café en grains 1 kg',
    'Prix barré': '24,90',
    'Prix revendeur HT': '11,20',
    'Prix au kilo': '19,90',
    'Prix public conseillé TTC': '19,90',
    'Prix distributeur': '9,80',
  };
  check(t, row, [
    ['the recommended retail price', float('Prix'), 19.9],
    ['with its tax basis', float('Prix TTC'), 19.9],
    ['no selling price says HT', float('Prix HT'), null],
    ['the dealer price is a purchase price', float("Prix d'achat HT"), 11.2],
    ['the struck-through price when asked for', float('Prix barré'), 24.9],
  ]);
  check(t, { Title: 'Shirt', 'Variant Compare At Price': '79.00', 'Variant Price': '59.00' }, [
    ['Shopify: the price, not the compare-at one before it', float('Price'), 59],
    ['the compare-at price when asked for', float('Compare at price'), 79],
  ]);
  check(t, { Name: 'Desk', 'Old price': '249', 'Dealer price': '120', 'B2B price': '110' }, [['only old and trade prices: no price', float('Price'), null]]);
});

t.test('units stated in columns of their own: Amazon flat files, Akeneo exports', async (t) => {
  const amazon: Product = {
    item_sku: 'DESK-01',
    item_name: 'Oak desk',
    standard_price: '199.00',
    item_weight: '12.5',
    item_weight_unit_of_measure: 'KG',
    item_length: '47.2',
    item_width: '23.6',
    item_height: '29.5',
    item_dimensions_unit_of_measure: 'IN',
    'Unit price': '4.20',
  };
  check(t, amazon, [
    ['the weight in the unit its own column states', float('Weight', 'kg'), 12.5],
    ['converted from it', integer('Weight', 'g'), 12500],
    ['one dimensions unit for length, width, height', float('Length', 'cm'), 119.888],
    ['width', float('Largeur (cm)'), 59.944],
    ['the unit price is no unit column', float('Price'), 199],
  ]);
  check(t, { sku: 'CH-1', weight: '4200', 'weight-unit': 'GRAM', 'price-EUR': '89.00', 'price-USD': '99.00' }, [
    ['Akeneo metric: value and unit', float('Weight', 'kg'), 4.2],
    ['Akeneo prices by currency', float('Price', 'USD'), 99],
  ]);
  check(t, { Name: 'Bag', Poids: '1,2', 'Unité de poids': 'kg' }, [['Unité de poids', integer('Poids', 'g'), 1200]]);
  check(t, { Name: 'Bag', Weight: '2', 'Weight unit': 'pieces' }, [['a unit column saying no unit says nothing', float('Weight', 'kg'), null]]);
  check(t, { Name: 'Bag', Weight: '2 lb', 'Weight unit': 'kg' }, [['the cell’s own unit first', float('Weight', 'kg'), 0.907]]);
});

t.test('sizes in one cell: read only in the order the name or the cell spells', async (t) => {
  const sizes = (row: Product, want: [number | null, number | null, number | null, number | null]) =>
    check(t, row, [
      [`${JSON.stringify(row)}: length`, float('Length', 'cm'), want[0]],
      [`${JSON.stringify(row)}: width`, float('Largeur (cm)'), want[1]],
      [`${JSON.stringify(row)}: height`, float('Height', 'cm'), want[2]],
      [`${JSON.stringify(row)}: depth`, float('Profondeur', 'cm'), want[3]],
    ]);
  sizes({ 'Dimensions (L x l x H)': '120 x 60 x 75 cm' }, [120, 60, 75, null]);
  sizes({ 'Dimensions (L x P x H)': '120 x 60 x 75 cm' }, [null, 120, 75, 60]);
  sizes({ 'Dimensions (l x p x h) en cm': '45 x 52 x 90' }, [null, 45, 90, 52]);
  sizes({ 'Dimensions LxWxH (in)': '24 x 12 x 6' }, [60.96, 30.48, 15.24, null]);
  sizes({ 'Size (W x D x H)': '80 cm × 40 cm × 1,2 m' }, [null, 80, 120, 40]);
  sizes({ 'Dimensions (Longueur x Largeur x Hauteur)': '200 x 90 x 25 mm' }, [20, 9, 2.5, null]);
  sizes({ Dimensions: 'L120 x l60 x H75 cm' }, [120, 60, 75, null]);
  sizes({ 'Dimensions (W x H)': '60 x 75 cm' }, [null, 60, 75, null]);
  sizes({ Dimensions: '120 x 60 x 75 cm' }, [null, null, null, null]);
  sizes({ 'Dimensions (L x H)': '120 x 75 cm' }, [null, null, null, null]);
  sizes({ 'Dimensions (L x l x H)': '120 x 60 cm' }, [null, null, null, null]);
  sizes({ 'Dimensions (L x l x H)': 'L120 x H75 x l60 cm' }, [null, null, null, null]);
  sizes({ 'Dimensions (L x l x H)': '120 x 60 x 75 kg' }, [null, null, null, null]);
  sizes({ 'Dimensions (L x l x H)': 'about 120 x 60 x 75' }, [null, null, null, null]);
  check(t, { 'Dimensions (L x l x H)': '120 x 60 x 75 cm', 'Largeur (cm)': '58' }, [['a column of its own comes first', float('Largeur', 'cm'), 58]]);
  check(t, { 'Dimensions colis (L x l x H)': '130 x 70 x 20 cm', 'Dimensions (L x l x H)': '120 x 60 x 75 cm' }, [
    ["the product's sizes, not its parcel's", float('Largeur', 'cm'), 60],
    ["the parcel's when asked", float('Largeur colis', 'cm'), 70],
  ]);
});

t.test('value lists: whole words, longest first, any cell of the row', async (t) => {
  check(t, { Name: 'Chaise Lisa bleu marine', Matière: 'Hêtre' }, [
    ['from the name', list('Couleur', [{ code: 'BLU', label: 'Bleu' }, { code: 'NVY', label: 'Bleu marine' }]), 'NVY'],
  ]);
  check(t, { Name: 'Jacket', Tags: 'Occasion' }, [['a cell that is exactly one item', list('Condition', CONDITIONS), 'used']]);
  check(t, { Name: 'Jacket', Tags: 'Occasion', Note: 'Neuf' }, [['two cells naming two items: empty', list('Condition', CONDITIONS), null]]);
  check(t, { Name: 'New Balance 574', Condition: '' }, [['a brand word in the name is not a condition', list('Condition', [{ code: 'renewed', label: 'Renewed' }]), null]]);
  check(t, { Couleur: 'BLEU MARINE' }, [['case and accents', list('Colour', [{ code: 'NVY', label: 'Bleu marine' }], true), 'Bleu marine']]);
  check(t, { Color: 'ecru' }, [['accents', list('Colour', [{ code: 'ECRU', label: 'Écru' }]), 'ECRU']]);
  check(t, { Color: 'green' }, [['not in the list', list('Colour', [{ code: 'RED', label: 'Rouge' }]), null]]);
  check(t, { Description: 'Une chaise en bois, coloris rouge, très solide.' }, [['keyed in free text', list('Colour', [{ code: 'RED', label: 'Rouge' }]), 'RED']]);
  check(t, { 'Option1 Name': 'Size', 'Option1 Value': 'Medium' }, [['Shopify option pair', list('Size', SIZES), 'M']]);
  check(t, { Size: 'M' }, [['a one-letter code in its own column', list('Size', SIZES, true), 'Medium']]);
  check(t, { Name: 'Bottle', Pack: 'M' }, [['a one-letter code elsewhere is not a size', list('Size', SIZES), null]]);
  const NOIR_BLANC: ValueListValue[] = [
    { code: 'NR', label: 'Noir' },
    { code: 'BL', label: 'Blanc' },
    { code: 'CH', label: 'Chêne' },
  ];
  check(t, { Color: 'Black' }, [['an English file, a French list', list('Couleur', NOIR_BLANC), 'NR']]);
  check(t, { Couleur: 'Blanche' }, [['a feminine form', list('Couleur', NOIR_BLANC, true), 'Blanc']]);
  check(t, { Material: 'oak' }, [['a material', list('Matière', NOIR_BLANC), 'CH']]);
  check(t, { Couleur: 'Noir' }, [['a French file, an English list', list('Colour', COLOURS), null]]);
  check(t, { Couleur: 'Vert' }, [['vert is green', list('Colour', COLOURS), 'GRN']]);
  check(t, { Color: 'Jet black' }, [['only whole known words are translated', list('Couleur', NOIR_BLANC), null]]);
});

t.test('free text: only a number stated right after the field name', async (t) => {
  const kettle = { Name: 'Kettle', Description: 'Electric kettle. Capacity: 1,7 l. Weight 1 200 g. Colour: brushed steel.' };
  check(t, kettle, [
    ['keyed weight', float('Weight', 'kg'), 1.2],
    ['capacity is the volume', integer('Volume', 'ml'), 1700],
    ['labelled text', plan('Colour'), 'brushed steel'],
    ['not said', plan('Material'), null],
  ]);
  check(t, fournisseur, [['Poids net : 4,2 kg in the description too', float('Weight', 'g'), 4200]]);
  check(t, { Name: 'Shelf', Description: 'Sturdy shelf. Supports up to 120 kg. Width 80 cm.' }, [
    ['a load is not a weight', float('Weight', 'kg'), null],
    ['width keyed', integer('Width', 'mm'), 800],
  ]);
  check(t, { Name: 'Box', Description: 'Weight: 2 pieces per pack.' }, [['a count is not a weight', float('Weight', 'kg'), null]]);
  t.same(extractFromText(float('Height', 'cm'), 'Specifications — Height: 250 mm, depth 10 cm'), { value: 25, quote: 'Specifications — Height: 250 mm, depth 10 cm' });
  t.equal(extractFromText(float('Weight', 'kg'), 'Ships in 2 days. Free returns.'), null);
});

t.test('a value read in page text comes with the sentence that states it', async (t) => {
  const page = 'Oak table. Solid wood, oiled finish. Dimensions: Width 120 cm, depth 80 cm. Weight: 35 kg. Ships in 2 days.\nColour: natural oak, matt\nReviews';
  t.same(extractFromText(float('Weight', 'kg'), page), { value: 35, quote: 'Weight: 35 kg.' });
  t.same(extractFromText(integer('Width', 'mm'), page), { value: 1200, quote: 'Dimensions: Width 120 cm, depth 80 cm.' });
  t.same(extractFromText(plan('Colour'), page), { value: 'natural oak, matt', quote: 'Colour: natural oak, matt' }, 'a line ends the sentence');
  t.same(extractFromText(float('Poids (g)'), 'Table en chêne. Poids net : 1,5 kg. Livraison offerte.'), { value: 1500, quote: 'Poids net : 1,5 kg.' });
  const long = `Weight 2 kg ${'and a very long run-on clause without any stop '.repeat(12)}`;
  const quoted = extractFromText(float('Weight', 'kg'), long);
  t.equal(quoted?.value, 2);
  t.ok((quoted?.quote.length ?? 0) <= 300 && quoted?.quote.startsWith('Weight 2 kg'), 'a long sentence is cut around the value');
});

t.test('the extra_info hint names a column', async (t) => {
  check(t, { Nom: 'Chaise', Stock: '12,0', Dispo: '3' }, [['named by the hint', plan('Quantity', { type: 'integer', extraInfo: 'the Dispo column' }), 3]]);
});

t.test('a model answer, asked in the field unit, is held to the same rules', async (t) => {
  t.equal(coerce(float('Weight', 'kg'), '0.3'), 0.3);
  t.equal(coerce(float('Weight', 'kg'), '300 g'), 0.3);
  t.equal(coerce(integer('Power', 'W'), '60'), 60);
  t.equal(coerce(float('Weight', 'kg'), '12 cm'), undefined);
  t.equal(coerce(list('Colour', COLOURS), 'navy blue'), 'NVY');
  t.equal(coerce(list('Colour', COLOURS), 'purple'), undefined);
});
