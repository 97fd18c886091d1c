import t from 'tap';
import { isHelpSheet, normalise, PACKS } from '../../../../engine/lexicon/index.ts';
import { meaningOf, ofParcel, taxBasisOf } from '../../../../engine/lexicon/names.ts';
import { canonicalUnit, unitIn } from '../../../../engine/lexicon/units.ts';
import { languageOf, wordIdOf } from '../../../../engine/lexicon/words.ts';

/** What the Portuguese, Dutch, Polish, Swedish, Danish, Czech, Slovak, Hungarian and Croatian packs make of their files' names, cells and sentences. */

const ADDED = ['pt', 'nl', 'pl', 'sv', 'da', 'cs', 'sk', 'hu', 'hr'];

/** A column name, the concepts it names, and the price it is ('kind/tax') when it is one. */
type Reading = [name: string, words: string[], price?: string];

const READINGS: Record<string, Reading[]> = {
  pt: [
    ['Preço de venda', ['price', 'venda'], 'selling/null'],
    ['Preço promocional', ['price', 'promocional'], 'sale/null'],
    ['Preço de custo', ['price', 'custo'], 'purchase/null'],
    ['Preço sem IVA', ['price', 'sem', 'iva'], 'selling/excl'],
    ['Peso líquido (kg)', ['weight', 'liquido']],
    ['Nome do produto', ['name']],
    ['Tamanho', ['size']],
    ['Cor', ['colour']],
    ['Estoque', ['stock']],
  ],
  nl: [
    ['Verkoopprijs', ['price'], 'selling/null'],
    ['Inkoopprijs', ['inkoop', 'price'], 'purchase/null'],
    ['Actieprijs', ['actie', 'price'], 'sale/null'],
    ['Prijs excl. btw', ['price', 'excl', 'btw'], 'selling/excl'],
    ['Adviesprijs', ['recommended'], 'selling/null'],
    // As German's 'Nettogewicht': the head split off, the net weight a weight and more.
    ['Nettogewicht', ['netto', 'weight']],
    ['Productnaam', ['name']],
    ['Merk', ['brand']],
    ['Schoenmaat', ['size']],
    ['Tafelbreedte', ['tafel', 'width']],
    ['Voorraad', ['stock']],
  ],
  pl: [
    ['Cena brutto', ['price', 'brutto'], 'selling/incl'],
    ['Cena netto', ['price', 'netto'], 'selling/excl'],
    ['Cena zakupu netto', ['price', 'zakupu', 'netto'], 'purchase/excl'],
    ['Cena promocyjna', ['price', 'promocyjna'], 'sale/null'],
    ['Długość', ['length']],
    ['Nazwa produktu', ['name']],
    ['Producent', ['brand']],
    ['Stan magazynowy', ['stock']],
    ['Stan', ['stan']],
    ['Stan produktu', ['condition']],
  ],
  sv: [
    ['Pris inkl. moms', ['price', 'inkl', 'moms'], 'selling/incl'],
    ['Inköpspris', ['inkop', 'price'], 'purchase/null'],
    ['Inpris', ['price'], 'purchase/null'],
    ['Reapris', ['rea', 'price'], 'sale/null'],
    ['Jämförpris', ['jamfor', 'price'], 'per_unit/null'],
    ['Nettovikt', ['netto', 'weight']],
    ['Produktnamn', ['name']],
    ['Varumärke', ['brand']],
    ['Färg', ['colour']],
    ['Lagersaldo', ['stock']],
  ],
  da: [
    ['Salgspris', ['price'], 'selling/null'],
    ['Kostpris', ['kost', 'price'], 'purchase/null'],
    ['Tilbudspris', ['tilbud', 'price'], 'sale/null'],
    ['Førpris', ['price'], 'compare_at/null'],
    ['Pris ekskl. moms', ['price', 'ekskl', 'moms'], 'selling/excl'],
    ['vejl_pris', ['recommended'], 'selling/null'],
    ['Nettovægt', ['netto', 'weight']],
    ['Varenavn', ['name']],
    ['Varemærke', ['brand']],
    ['Størrelse', ['size']],
  ],
  cs: [
    ['Cena s DPH', ['price', 'dph'], 'selling/incl'],
    ['Cena bez DPH', ['price', 'bez', 'dph'], 'selling/excl'],
    ['Cena vč. DPH', ['price', 'vc', 'dph'], 'selling/incl'],
    ['Cena včetně DPH', ['price', 'vcetne', 'dph'], 'selling/incl'],
    ['Nákupní cena', ['nakupni', 'price'], 'purchase/null'],
    ['Akční cena', ['akcni', 'price'], 'sale/null'],
    ['Původní cena', ['puvodni', 'price'], 'compare_at/null'],
    ['Cena za kg', ['price', 'za'], 'per_unit/null'],
    ['Název zboží', ['name']],
    ['Hmotnost', ['weight']],
    ['Hmotnost brutto', ['weight', 'brutto']],
    ['Barva', ['colour']],
    ['Velikost', ['size']],
    ['Skladem', ['stock']],
    // 'Sklad' is the stock in Czech and Slovak, the composition in Polish: read as the Polish material, never as the stock.
    ['Sklad', ['material']],
  ],
  sk: [
    ['Cena s DPH', ['price', 'dph'], 'selling/incl'],
    ['Cena vrátane DPH', ['price', 'vratane', 'dph'], 'selling/incl'],
    ['Cena bez DPH', ['price', 'bez', 'dph'], 'selling/excl'],
    ['Nákupná cena', ['nakupna', 'price'], 'purchase/null'],
    ['Akciová cena', ['akciova', 'price'], 'sale/null'],
    ['Pôvodná cena', ['povodna', 'price'], 'compare_at/null'],
    ['Názov tovaru', ['name']],
    ['Hmotnosť', ['weight']],
    ['Farba', ['colour']],
    ['Veľkosť', ['size']],
    ['Na sklade', ['stock']],
  ],
  hu: [
    ['Ár', ['price'], 'selling/null'],
    ['Egységár', ['price'], 'selling/null'],
    ['Bruttó ár', ['brutto', 'price'], 'selling/incl'],
    ['Nettó ár', ['netto', 'price'], 'selling/excl'],
    ['Ár ÁFA nélkül', ['price', 'afa', 'nelkul'], 'selling/excl'],
    ['Akciós ár', ['akcios', 'price'], 'sale/null'],
    ['Beszerzési ár', ['beszerzesi', 'price'], 'purchase/null'],
    ['Eredeti ár', ['eredeti', 'price'], 'compare_at/null'],
    ['Terméknév', ['name']],
    ['Megnevezés', ['name']],
    ['Leírás', ['description']],
    ['Kategória', ['category']],
    ['Gyártó', ['brand']],
    ['Cikkszám', ['reference']],
    ['Súly', ['weight']],
    ['Szín', ['colour']],
    ['Anyag', ['material']],
    ['Méret', ['size']],
    ['Készlet', ['stock']],
  ],
  hr: [
    ['Cijena', ['price'], 'selling/null'],
    ['Cijena s PDV-om', ['price', 'pdv', 'om'], 'selling/incl'],
    ['Cijena bez PDV-a', ['price', 'bez', 'pdv'], 'selling/excl'],
    ['Akcijska cijena', ['akcijska', 'price'], 'sale/null'],
    ['Nabavna cijena', ['nabavna', 'price'], 'purchase/null'],
    ['Naziv proizvoda', ['name']],
    ['Opis', ['description']],
    ['Kategorija', ['category']],
    ['Proizvođač', ['brand']],
    ['Šifra artikla', ['reference']],
    ['Težina', ['weight']],
    ['Boja', ['colour']],
    ['Materijal', ['material']],
    ['Veličina', ['size']],
    ['Zaliha', ['stock']],
  ],
};

t.test('Czech and Slovak tax words say the tax basis alone, as a price list writes them beside its prices', async (t) => {
  const bases: [string, string | undefined][] = [
    ['bez DPH', 'excl'],
    ['s DPH', 'incl'],
    ['vč. DPH', 'incl'],
    ['včetně DPH', 'incl'],
    ['vrátane DPH', 'incl'],
    ['Základ dane', 'excl'],
    ['DPH', undefined],
    // A rate beside the basis is part of it; a rate alone states none.
    ['s DPH 23%', 'incl'],
    ['bez DPH 20 %', 'excl'],
    ['DPH 23%', undefined],
  ];
  for (const [words, basis] of bases) t.equal(taxBasisOf(words), basis, words);
  // 'DPH 20%' names the tax, as 'VAT 20%' does: no price, no concept.
  t.same(meaningOf('DPH 20%').words, ['dph', '20']);
  t.equal(meaningOf('DPH 20%').price, null);
  t.same(meaningOf('Cena').price, { kind: 'selling', tax: null });
});

t.test('Hungarian and Croatian tax words say the tax basis alone', async (t) => {
  const bases: [string, string | undefined][] = [
    ['bruttó', 'incl'],
    ['nettó', 'excl'],
    ['ÁFÁ-val', 'incl'],
    ['ÁFA nélkül', 'excl'],
    ['ÁFA', undefined],
    ['s PDV-om', 'incl'],
    ['bez PDV-a', 'excl'],
    ['PDV', undefined],
  ];
  for (const [words, basis] of bases) t.equal(taxBasisOf(words), basis, words);
});

t.test('Ft is the forint in a Hungarian file and the foot in any other', async (t) => {
  for (const sign of ['Ft', 'FT', 'ft', 'Ft.']) t.equal(unitIn(sign, 'hu'), 'HUF', sign);
  t.equal(unitIn('Ft', 'en'), 'ft');
  t.equal(unitIn('ft', undefined), 'ft');
  t.equal(unitIn('forint', undefined), 'HUF');
  t.equal(unitIn('kn', 'hr'), 'HRK');
  t.equal(unitIn('kn', undefined), 'HRK');
});

t.test('names in each added language are brought to their concepts, and prices to their kind and tax basis', async (t) => {
  for (const [lang, readings] of Object.entries(READINGS)) {
    for (const [name, words, price] of readings) {
      const meaning = meaningOf(name);
      t.same(meaning.words, words, `${lang}: ${name}`);
      t.equal(meaning.price ? `${meaning.price.kind}/${meaning.price.tax}` : undefined, price, `${lang}: ${name} (price)`);
    }
  }
});

t.test('a gross weight is the parcel’s, a net weight the product’s', async (t) => {
  for (const name of ['Peso bruto', 'Brutogewicht', 'Gewicht verpakking', 'Waga brutto', 'Waga z opakowaniem', 'Bruttovikt', 'Bruttovægt', 'Hmotnost brutto', 'Hmotnost balení', 'Hmotnosť balenia']) t.ok(ofParcel(meaningOf(name).words), name);
  for (const name of ['Bruttó súly', 'Bruto težina', 'Težina pakiranja']) t.ok(ofParcel(meaningOf(name).words), name);
  for (const name of ['Peso líquido', 'Nettogewicht', 'Waga netto', 'Nettovikt', 'Nettovægt', 'Čistá hmotnost', 'Hmotnosť', 'Nettó súly', 'Neto težina']) t.notOk(ofParcel(meaningOf(name).words), name);
});

t.test('units and currencies in words', async (t) => {
  const spellings: [string, string][] = [
    ['gramas', 'g'],
    ['quilos', 'kg'],
    ['polegadas', 'in'],
    ['reais', 'BRL'],
    ['stuks', 'piece'],
    ['kilogram', 'kg'],
    ['dozen', 'dozen'],
    ['sztuk', 'piece'],
    ['gramów', 'g'],
    ['cala', 'in'],
    ['złotych', 'PLN'],
    ['pln', 'PLN'],
    ['styck', 'piece'],
    ['tum', 'in'],
    ['kronor', 'SEK'],
    ['stk', 'piece'],
    ['tommer', 'in'],
    ['danske kroner', 'DKK'],
    ['dkk', 'DKK'],
    ['kusů', 'piece'],
    ['gramů', 'g'],
    ['palců', 'in'],
    ['Kč', 'CZK'],
    ['korun', 'CZK'],
    ['kusov', 'piece'],
    ['kilogramov', 'kg'],
    ['litrov', 'l'],
    ['eur', 'EUR'],
    ['darab', 'piece'],
    ['gramm', 'g'],
    ['dkg', 'dkg'],
    ['dl', 'dl'],
    ['liter', 'l'],
    ['forint', 'HUF'],
    ['kom', 'piece'],
    ['komada', 'piece'],
    ['grama', 'g'],
    ['litara', 'l'],
    ['kn', 'HRK'],
    ['kuna', 'HRK'],
    ['eura', 'EUR'],
  ];
  for (const [spelling, unit] of spellings) t.equal(canonicalUnit(spelling), unit, spelling);
});

t.test('no unit spelling names two units across the packs', async (t) => {
  const units = new Map<string, Set<string>>();
  for (const pack of PACKS) {
    for (const [unit, spellings] of Object.entries({ ...pack.units, ...pack.currencies })) {
      for (const spelling of spellings ?? []) units.set(normalise(spelling), (units.get(normalise(spelling)) ?? new Set()).add(unit));
    }
  }
  t.same(
    [...units].filter(([, ids]) => ids.size > 1).map(([spelling, ids]) => `${spelling}: ${[...ids].join(', ')}`),
    [],
  );
});

t.test('every colour, material and condition of the added packs means one thing in every language', async (t) => {
  const ambiguous = PACKS.filter((pack) => ADDED.includes(pack.code)).flatMap((pack) => [pack.colours, pack.materials, pack.conditions].flatMap((table) => Object.values(table).flatMap((spellings) => (spellings ?? []).filter((spelling) => !wordIdOf(spelling)).map((spelling) => `${pack.code}: ${spelling}`))));
  t.same(ambiguous, []);
  t.equal(wordIdOf('Czarna'), 'colour:black');
  t.equal(wordIdOf('Marineblå'), 'colour:navy');
  t.equal(wordIdOf('Eikenhout'), 'material:oak');
  t.equal(wordIdOf('Algodão'), 'material:cotton');
  t.equal(wordIdOf('Begagnad'), 'condition:used');
  t.equal(wordIdOf('Černá'), 'colour:black');
  t.equal(wordIdOf('Čierna'), 'colour:black');
  t.equal(wordIdOf('Dřevo'), 'material:wood');
  t.equal(wordIdOf('Použitý'), 'condition:used');
  // Czech 'šedá' is Spanish and Portuguese 'seda' (silk): left out, 'šedý' kept.
  t.equal(wordIdOf('Šedý'), 'colour:grey');
  t.equal(wordIdOf('Fekete'), 'colour:black');
  t.equal(wordIdOf('Szürke'), 'colour:grey');
  t.equal(wordIdOf('Tölgyfa'), 'material:oak');
  t.equal(wordIdOf('Használt'), 'condition:used');
  t.equal(wordIdOf('Crna'), 'colour:black');
  t.equal(wordIdOf('Smeđa'), 'colour:brown');
  t.equal(wordIdOf('Hrast'), 'material:oak');
  t.equal(wordIdOf('Rabljeni'), 'condition:used');
});

t.test('Polish ł, Danish æ and ø and Croatian đ are letters of their words', async (t) => {
  t.equal(normalise('Długość'), 'dlugosc');
  t.equal(normalise('Nettovægt'), 'nettovaegt');
  t.equal(normalise('Leverandør'), 'leverandor');
  t.equal(normalise('Proizvođač'), 'proizvodac');
  t.equal(normalise('Főzőlap'), 'fozolap');
});

t.test('the language a sentence is written in, among fourteen', async (t) => {
  const sentences: [string, string][] = [
    ['pt', 'Esta cadeira é feita em madeira maciça e tem um assento estofado. Não precisa de montagem e é muito confortável.'],
    ['nl', 'Deze eettafel is gemaakt van massief eikenhout en heeft een robuuste uitstraling voor uw interieur.'],
    ['pl', 'Krzesło jest wykonane z litego drewna bukowego, które jest bardzo trwałe i nie wymaga montażu.'],
    ['sv', 'Stolen är tillverkad av massivt trä och har en sits som är klädd med tyg för extra komfort.'],
    ['da', 'Stolen er lavet af massivt træ, og sædet er betrukket med stof. Den er nem at samle og er også meget holdbar.'],
    ['cs', 'Židle je vyrobena z masivního bukového dřeva, které je velmi odolné a nevyžaduje montáž.'],
    ['sk', 'Stolička je vyrobená z masívneho bukového dreva, ktoré je veľmi odolné a nevyžaduje montáž.'],
    ['hu', 'A szék tömör bükkfából készült, és nagyon tartós, ezért nem kell összeszerelni.'],
    ['hu', 'Kérjük, a desszertekért vagy az allergénekért kérdezze felszolgálóinkat a vacsora előtt.'],
    ['hr', 'Stolica je izrađena od masivnog bukovog drva, koje je vrlo izdržljivo i ne zahtijeva montažu.'],
    ['hr', 'Juha od mlade mrkve i ulje iz lista mrkve, samo uz svježi kruh.'],
    ['es', 'La silla está fabricada en madera maciza y tiene un asiento tapizado para más comodidad.'],
    ['it', 'La sedia è realizzata in legno massello e ha una seduta imbottita per il massimo comfort.'],
    ['fr', 'Chaise de salle à manger en hêtre massif, avec une assise rembourrée pour votre confort.'],
    ['de', 'Der Stuhl ist aus massivem Holz gefertigt und hat einen gepolsterten Sitz für mehr Komfort.'],
    ['en', 'The chair is made of solid wood and has a padded seat for extra comfort in your home.'],
    // Words of the added languages that are English words too ('a', 'do', 'no', 'at', 'sit', 'door', 'ten') are none of their function words.
    ['en', 'Do not sit on the sofa at the door: it is a gift for ten people, with no assembly.'],
  ];
  for (const [lang, sentence] of sentences) t.equal(languageOf(sentence), lang, sentence);
});

t.test('help sheets and product sheets in the added languages', async (t) => {
  const help = ['Instruções', 'Instellingen', 'Instrukcja', 'Ustawienia', 'Instruktioner', 'Vejledning', 'Nastavení', 'Návod', 'Nastavenia', 'Útmutató', 'Beállítások', 'Upute', 'Postavke'];
  const products = ['Produtos', 'Prijslijst', 'Cennik', 'Produkty', 'Prislista', 'Produkter', 'Prisliste', 'Ceník', 'Zboží', 'Tovar', 'Hárok1', 'Termékek', 'Árlista', 'Munka1', 'Proizvodi', 'Cjenik', 'List1'];
  t.same(
    help.filter((name) => !isHelpSheet(name)),
    [],
    'read as help',
  );
  t.same(products.filter(isHelpSheet), [], 'read as products');
});

t.test('the added compound heads leave the other languages’ names as they were', async (t) => {
  const names: [string, string[]][] = [
    ['Vermerk', ['vermerk']],
    ['Aufnahmevermögen', ['aufnahmevermogen']],
    ['Fassungsvermögen', ['capacity']],
    ['Artikelnummer', ['reference']],
    ['Lagerbestand', ['stock']],
    ['Peso netto', ['weight', 'netto']],
  ];
  for (const [name, words] of names) t.same(meaningOf(name).words, words, name);
});
