import type { AxisLetters } from '../pack.ts';

/**
 * L x B x H, with D for the depth: Dutch (lengte, breedte, hoogte, diepte), Swedish (längd, bredd, höjd,
 * djup) and Danish (længde, bredde, højde, dybde) write sizes with the same letters. 'L x B x H' reads
 * as German's; 'B x D' (breadth and depth) is this reading's own.
 */
export const LENGTH_BREADTH_HEIGHT_DEPTH: AxisLetters = {
  when: ['B', 'b'],
  letters: { L: 'length', l: 'length', B: 'width', b: 'width', H: 'height', h: 'height', D: 'depth', d: 'depth' },
};

/**
 * D x Š x V, with H for the depth: Czech (délka, šířka, výška, hloubka) and Slovak (dĺžka, šírka, výška,
 * hĺbka) write sizes with the same letters. Š says the letters are theirs: H is their depth, not the
 * height the other readings make it.
 */
export const LENGTH_WIDTH_HEIGHT_DEPTH_CS_SK: AxisLetters = {
  when: ['Š', 'š'],
  letters: { D: 'length', d: 'length', Š: 'width', š: 'width', V: 'height', v: 'height', H: 'depth', h: 'depth' },
};
