import { atom } from 'jotai';

/**
 * Number of finished catalogues not yet downloaded (the bell). Stays 0 until the
 * catalogue issue feeds it from the listing and the WebSocket.
 */
export const newCatalogCountAtom = atom<number>(0);
