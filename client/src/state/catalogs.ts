import { atom } from 'jotai';
import type { BatchSnapshot } from '../../../domain/events.ts';

/** Latest live snapshot of each batch pushed over the socket, by id (read by the catalogue list). */
export const batchUpdatesAtom = atom<Record<string, BatchSnapshot>>({});
