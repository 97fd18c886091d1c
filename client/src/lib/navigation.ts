import { useSyncExternalStore } from 'react';

/**
 * Counts history navigations (push and back/forward). A page keyed on it is
 * remounted on every navigation, even to its own URL (spec: /catalog/new).
 * Wouter patches history.pushState to dispatch a 'pushState' event.
 */
let count = 0;
const EVENTS = ['pushState', 'popstate'] as const;

function subscribe(onChange: () => void): () => void {
  const handler = () => {
    count += 1;
    onChange();
  };
  for (const event of EVENTS) addEventListener(event, handler);
  return () => {
    for (const event of EVENTS) removeEventListener(event, handler);
  };
}

export function useNavigationCount(): number {
  return useSyncExternalStore(subscribe, () => count);
}
