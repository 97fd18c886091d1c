/**
 * The template list (docs/product.md Template list): (re)loaded each time the list page opens, showing the
 * previous items meanwhile. Cleared on sign-out so another user never sees it.
 */
import { atom } from 'jotai';
import type { CatalogConfigSummary } from '../../../domain/template.ts';
import { listConfigs } from '../api/catalog-config.ts';
import { signedInAtom } from './session.ts';
import { store } from './store.ts';

export type TemplatesList =
  | { status: 'idle' }
  | { status: 'loading'; items?: CatalogConfigSummary[] }
  | { status: 'ready'; items: CatalogConfigSummary[] }
  | { status: 'error'; error: unknown; items?: CatalogConfigSummary[] };

export const templatesAtom = atom<TemplatesList>({ status: 'idle' });

let inflight: Promise<boolean> | null = null;

/** Loads (or reloads) the list; concurrent calls share one request. Answers false on failure (kept in the atom). */
export function loadTemplates(): Promise<boolean> {
  if (inflight) return inflight;
  const previous = store.get(templatesAtom);
  const items = 'items' in previous ? previous.items : undefined;
  store.set(templatesAtom, { status: 'loading', items });
  inflight = listConfigs()
    .then((list) => {
      store.set(templatesAtom, { status: 'ready', items: list });
      return true;
    })
    .catch((error: unknown) => {
      store.set(templatesAtom, { status: 'error', error, items });
      return false;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

store.sub(signedInAtom, () => {
  if (!store.get(signedInAtom)) store.set(templatesAtom, { status: 'idle' });
});
