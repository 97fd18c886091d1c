import type { ValueListValue } from '../../../../../domain/value-list.ts';

/** Value lists shared by the corpus files of every language. */

export const COLOURS: ValueListValue[] = [
  { code: 'BLU', label: 'Blue' },
  { code: 'NVY', label: 'Navy blue' },
  { code: 'GRN', label: 'Green' },
  { code: 'RED', label: 'Red' },
  { code: 'GRY', label: 'Gray' },
];

export const SIZES: ValueListValue[] = [
  { code: 'S', label: 'Small' },
  { code: 'M', label: 'Medium' },
  { code: 'L', label: 'Large' },
];

export const CONDITIONS: ValueListValue[] = [
  { code: 'new', label: 'Neuf' },
  { code: 'used', label: 'Occasion' },
  { code: 'refurbished', label: 'Reconditionné' },
];

export const NOIR_BLANC: ValueListValue[] = [
  { code: 'NR', label: 'Noir' },
  { code: 'BL', label: 'Blanc' },
  { code: 'CH', label: 'Chêne' },
];

/** A colour list where one label is a longer form of another. */
export const BLEUS: ValueListValue[] = [
  { code: 'BLU', label: 'Bleu' },
  { code: 'NVY', label: 'Bleu marine' },
];
