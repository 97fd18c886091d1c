import type { CorpusCase } from '../types.ts';
import { fournisseur } from './rows.ts';

/** A French description's free text: a value stated right after the field name. */

const cases: CorpusCase[] = [{ why: 'Poids net : 4,2 kg in the description is read as the weight', row: fournisseur, field: { output: 'Weight', type: 'float', expectedUnit: 'g' }, want: 4200 }];

export default cases;
