import type { Product } from '../../../../../../engine/enrich/types.ts';
import type { CorpusCase } from '../types.ts';

/**
 * A real German art-rental price list with English headers: Worth for the price, Width and Height in cm (no unit said), IsAvailable / IsArchived flags.
 * Rows copied from test/fixtures/real-headers/en-kunst-preisliste.csv (github.com/philfreshman/kunst-app, `Preisliste.csv`); long cells cut as in the fixture.
 */

const hochland: Product = {
  Id: '1',
  ArticleId: 'ANFE001',
  Title: 'HOCHLAND',
  Width: '120',
  Height: '50',
  Worth: '600',
  IsAvailable: '1',
  IsArchived: '0',
  ImgUrl: 'https://www.kunstfuerfilm.de/wp-content/uploads/2018/02/ANFE001_Hochland-800x327.jpg',
  ArtistId: '1',
};
const empty: Product = {
  Id: '10',
  ArticleId: 'ANFE013',
  Title: '',
  Width: '',
  Height: '',
  Worth: '',
  IsAvailable: '',
  IsArchived: '0',
  ImgUrl: 'https://www.kunstfuerfilm.de/wp-content/uploads/2018/02/ANFE014_Halling-800x637.jpg',
  ArtistId: '1',
};
const pollenflug: Product = {
  Id: '15',
  ArticleId: 'ANSC001',
  Title: 'POLLENFLUG IN VIOLETT',
  Width: '120',
  Height: '120',
  Worth: '1200',
  IsAvailable: '1',
  IsArchived: '0',
  ImgUrl: 'https://www.kunstfuerfilm.de/wp-content/uploads/2017/07/ANSC002_Pollenflug-in-violett-800x800.jpg',
  ArtistId: '2',
};
const file = [hochland, empty, pollenflug];
/** The other rows of the file, as a run sees them beside the row it reads. */
const others = (row: Product): Product[] => file.filter((other) => other !== row);

const cases: CorpusCase[] = [
  { why: 'Worth is the price', row: hochland, file: others(hochland), field: { output: 'Price', type: 'float' }, want: 600, todo: 'Worth is not a price word' },
  { why: 'a bare Width kept as written when no unit is asked', row: hochland, file: others(hochland), field: { output: 'Width', type: 'float' }, want: 120 },
  { why: 'a bare Width is not certain in centimetres', row: hochland, file: others(hochland), field: { output: 'Width', type: 'float', expectedUnit: 'cm' }, want: null, reason: 'unit_unknown' },
  { why: 'Title is the name', row: hochland, file: others(hochland), field: { output: 'Name' }, want: 'HOCHLAND' },
  { why: 'an empty Worth is no price', row: empty, file: others(empty), field: { output: 'Price', type: 'float' }, want: null, reason: 'not_found' },
];

export default cases;
