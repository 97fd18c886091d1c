/** Dispatched when the bell is clicked while /catalogs is open: the page turns its only-new filter on. */
export const SHOW_NEW_CATALOGS_EVENT = 'fiche:show-new-catalogs';

export function requestShowNewCatalogs(): void {
  window.dispatchEvent(new Event(SHOW_NEW_CATALOGS_EVENT));
}
