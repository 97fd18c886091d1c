/**
 * The bell (docs/product.md Catalogue status): the number of finished catalogues not yet downloaded.
 * Fed by GET …/notifications/count when the top bar mounts and the socket (re)connects, by the
 * `notifications.count` socket event, every 60 s while the socket is down, and after a deletion.
 */
import { atom } from 'jotai';
import { fetchNotificationCount } from '../api/catalog-batch.ts';
import { signedInAtom } from './session.ts';
import { store } from './store.ts';

export const newCatalogCountAtom = atom<number>(0);

/** Asks the server for the count; a failure keeps the last value (the next refresh tries again). */
export async function refreshNotificationCount(): Promise<void> {
  try {
    const count = await fetchNotificationCount();
    if (store.get(signedInAtom)) store.set(newCatalogCountAtom, count);
  } catch {
    // Silent: the count is a hint; the list itself shows errors.
  }
}

/** A download or a dismissal marks one catalogue seen: lower the bell at once (the socket confirms). */
export function lowerNotificationCount(): void {
  store.set(newCatalogCountAtom, (count) => Math.max(0, count - 1));
}

/** Dispatched when the bell is clicked while /catalogs is open: the page turns its only-new filter on. */
export const SHOW_NEW_CATALOGS_EVENT = 'fiche:show-new-catalogs';

export function requestShowNewCatalogs(): void {
  window.dispatchEvent(new Event(SHOW_NEW_CATALOGS_EVENT));
}

store.sub(signedInAtom, () => {
  if (!store.get(signedInAtom)) store.set(newCatalogCountAtom, 0);
});
