import { atom } from 'jotai';

/** Whether the live socket is open; when false, screens fall back to polling (docs/product.md timings). */
export const socketConnectedAtom = atom<boolean>(false);
