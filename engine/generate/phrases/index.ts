import type { PhraseBook } from './book.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';

export type { FactKind, PhraseBook } from './book.ts';

/** The languages the offline writer writes: one phrase book each. */
export const BOOKS = { en, fr, de, es, it } as const satisfies Record<string, PhraseBook>;

export type Lang = keyof typeof BOOKS;

export const isLang = (code: string): code is Lang => Object.hasOwn(BOOKS, code);
