import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real Kaufland.de offer feed built from a BigBuy dropshipping catalogue: English spec headers, German titles, price_cs, manufacturer holding the seller's name, length/width/height in cm and weight in kg (units unsaid).
 * Rows copied from test/fixtures/real-headers/en-poppulse-kaufland.csv (github.com/PopPulseEmporium/kaufland-feed, `kaufland_feed_de.csv`); long cells cut as in the fixture.
 */

const lampenschirm: Product = {
  id_offer: 'S3031378',
  ean: '8424001943296',
  locale: 'de-DE',
  category: 'Gardening & DIY',
  title: 'Lampenschirm DKD Home Decor natürlich Bambus 40 x 40 x 28 cm',
  short_description: '<p>Wenn Sie Ihrem Zuhause einen Hauch von Originalität verleihen möchten, tun Sie dies mit <b>Lampenschirm DKD Home Decor natürlich Bambus 40 x 40 x 2',
  description: '<p>Wenn Sie Ihrem Zuhause einen Hauch von Originalität verleihen möchten, tun Sie dies mit <b>Lampenschirm DKD Home Decor natürlich Bambus 40 x 40 x 28 cm</b>.</p><br><br><ul><li>Art: Lampenschirm</li…',
  manufacturer: 'Pop Pulse Emporium',
  picture_1: 'https://cdnbigbuy.com/images/8424001943296_S3031378_P33.jpg',
  picture_2: 'https://cdnbigbuy.com/images/8424001943296_S3031378_P03.jpg',
  picture_3: 'https://cdnbigbuy.com/images/8424001943296_S3031378_P13.jpg',
  picture_4: 'https://cdnbigbuy.com/images/8424001943296_S3031378_P23.jpg',
  price_cs: '65.44',
  quantity: '25',
  condition: 'NEW',
  length: '43.0',
  width: '31.0',
  height: '43.0',
  weight: '1.2',
  content_volume: '57319.0',
  currency: 'EUR',
  handling_time: '2',
  delivery_time_max: '5',
  delivery_time_min: '3',
};
const schuhe: Product = {
  id_offer: 'S3727072',
  ean: '8435682604932',
  locale: 'de-DE',
  category: 'Gardening & DIY',
  title: 'Sicherheits-Schuhe OMP MECCANICA PRO SPORT Orange 39',
  short_description: 'Statten Sie Ihr Fahrzeug mit den neuesten Produkten aus - kaufen Sie  <b>Sicherheits-Schuhe OMP MECCANICA PRO SPORT Orange 39</b> und verpassen Sie ke',
  description: 'Statten Sie Ihr Fahrzeug mit den neuesten Produkten aus - kaufen Sie  <b>Sicherheits-Schuhe OMP MECCANICA PRO SPORT Orange 39</b> und verpassen Sie kein Detail!<br><br><ul><li>Farbe: Orange</li><li>Gr…',
  manufacturer: 'Pop Pulse Emporium',
  picture_1: 'https://cdnbigbuy.com/images/S3727072_8435682604932_P31.jpg',
  picture_2: 'https://cdnbigbuy.com/images/26789_mandatory-motor1.jpg',
  picture_3: '',
  picture_4: '',
  price_cs: '64.4',
  quantity: '2',
  condition: 'NEW',
  length: '12.0',
  width: '25.0',
  height: '35.0',
  weight: '3.0',
  content_volume: '10500.0',
  currency: 'EUR',
  handling_time: '2',
  delivery_time_max: '5',
  delivery_time_min: '3',
};
const brille: Product = {
  id_offer: 'S7236796',
  ean: '0889214061980',
  locale: 'de-DE',
  category: 'Gardening & DIY',
  title: 'Brillenfassung WEB EYEWEAR WE5306 52001',
  short_description: 'Wenn Sie Ihren Kleiderschrank erneuern möchten, empfehlen wir Ihnen <b>Brillenfassung WEB EYEWEAR WE5306 52001</b> und weitere <b> Produkte von WEB EY',
  description: 'Wenn Sie Ihren Kleiderschrank erneuern möchten, empfehlen wir Ihnen <b>Brillenfassung WEB EYEWEAR WE5306 52001</b> und weitere <b> Produkte von WEB EYEWEAR</b>! Jetzt für Sie die beste Qualität zum be…',
  manufacturer: 'Pop Pulse Emporium',
  picture_1: 'https://cdnbigbuy.com/images/0889214061980_S7236796_P01.jpg',
  picture_2: 'https://cdnbigbuy.com/images/0889214061980_S7236796_P11.jpg',
  picture_3: 'https://cdnbigbuy.com/images/0889214061980_S7236796_P21.jpg',
  picture_4: '',
  price_cs: '62.02',
  quantity: '10',
  condition: 'NEW',
  length: '10.06',
  width: '9.97',
  height: '9.97',
  weight: '0.3',
  content_volume: '999.97',
  currency: 'EUR',
  handling_time: '2',
  delivery_time_max: '5',
  delivery_time_min: '3',
};
const file = [lampenschirm, schuhe, brille];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'price_cs is the price', row: lampenschirm, file: others(lampenschirm), field: { output: 'Price', type: 'float' }, want: 65.44 },
  { why: 'title is the name', row: lampenschirm, file: others(lampenschirm), field: { output: 'Name' }, want: 'Lampenschirm DKD Home Decor natürlich Bambus 40 x 40 x 28 cm' },
  { why: 'ean is the EAN', row: lampenschirm, file: others(lampenschirm), field: { output: 'EAN' }, want: '8424001943296' },
  { why: 'a bare weight kept as written', row: lampenschirm, file: others(lampenschirm), field: { output: 'Weight', type: 'float' }, want: 1.2 },
  { why: 'the material at the end of the German title', row: lampenschirm, file: others(lampenschirm), field: { output: 'Material' }, want: 'Bambus', todo: 'a material in the name is not read' },
  { why: 'the colour near the end of the title', row: schuhe, file: others(schuhe), field: { output: 'Colour' }, want: 'Orange', todo: 'the description\'s \'Farbe: Orange</li><li>…\' is read with its HTML; the title\'s colour is not read' },
  { why: 'category is the category', row: schuhe, file: others(schuhe), field: { output: 'Category' }, want: 'Gardening & DIY' },
  { why: 'quantity is the stock', row: schuhe, file: others(schuhe), field: { output: 'Stock', type: 'integer' }, want: 2 },
];

export default cases;
