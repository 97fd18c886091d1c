/**
 * Whether a session exists: the tokens live in localStorage (docs/product.md Token pair) and this atom
 * mirrors them for React. Ending the session empties the query cache, so another user never sees
 * this one's data.
 */
import { atom } from 'jotai';
import { queryClient } from '../api/query-client.ts';
import { ACCESS_TOKEN_KEY, accessToken, onSessionEnded, refreshToken } from '../api/request.ts';
import { store } from './store.ts';

export const signedInAtom = atom<boolean>(accessToken() !== null || refreshToken() !== null);

export function startSession(): void {
  store.set(signedInAtom, true);
}

export function endSession(): void {
  store.set(signedInAtom, false);
  queryClient.clear();
}

onSessionEnded(endSession);

// Another tab signed out or in: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== ACCESS_TOKEN_KEY && event.key !== null) return;
    const hasToken = accessToken() !== null;
    if (!hasToken && store.get(signedInAtom)) endSession();
    if (hasToken && !store.get(signedInAtom)) startSession();
  });
}
