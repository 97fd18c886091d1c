/**
 * Session state: whether tokens exist, the current user, and the actions that
 * change them (login, load, logout, language). The tokens live in localStorage
 * (docs/product.md Token pair); the atoms mirror them for React.
 */
import { atom } from 'jotai';
import type { CurrentUser, Language } from '../../../domain/user.ts';
import { fetchMe, login as loginCall, logout as logoutCall, updateMe } from '../api/auth.ts';
import {
  ACCESS_TOKEN_KEY,
  accessToken,
  clearTokens,
  onSessionEnded,
  refreshToken,
  storeTokens,
} from '../api/request.ts';
import { applyLanguage, isLanguage } from '../i18n/index.ts';
import { store } from './store.ts';

export const signedInAtom = atom<boolean>(accessToken() !== null || refreshToken() !== null);
export const currentUserAtom = atom<CurrentUser | null>(null);
/** True while the current user is being fetched after a page load. */
export const userLoadingAtom = atom<boolean>(false);

function endSession(): void {
  store.set(currentUserAtom, null);
  store.set(signedInAtom, false);
}

onSessionEnded(endSession);

// Another tab signed out or in: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== ACCESS_TOKEN_KEY && event.key !== null) return;
    const hasToken = accessToken() !== null;
    if (!hasToken && store.get(signedInAtom)) endSession();
    if (hasToken && !store.get(signedInAtom)) {
      store.set(signedInAtom, true);
      void loadCurrentUser();
    }
  });
}

function adopt(user: CurrentUser): void {
  store.set(currentUserAtom, user);
  if (isLanguage(user.language)) applyLanguage(user.language);
}

/** Signs in, then loads the user and applies their language. Throws ApiError on failure. */
export async function signIn(email: string, password: string): Promise<void> {
  const pair = await loginCall(email, password);
  storeTokens(pair);
  store.set(signedInAtom, true);
  await loadCurrentUser();
}

/** Fetches the current user and applies their language; a failure clears the user. */
export async function loadCurrentUser(): Promise<void> {
  store.set(userLoadingAtom, true);
  try {
    adopt(await fetchMe());
  } catch {
    store.set(currentUserAtom, null);
  } finally {
    store.set(userLoadingAtom, false);
  }
}

/** Revokes the session on the server (best effort) and forgets it here. */
export async function signOut(): Promise<void> {
  const token = refreshToken();
  try {
    if (token) await logoutCall(token);
  } catch {
    // The server may be unreachable or the session already gone: forget it locally anyway.
  }
  clearTokens();
  endSession();
}

/** Applies a language at once and saves it on the user. Throws if saving fails. */
export async function changeLanguage(language: Language): Promise<void> {
  applyLanguage(language);
  if (!store.get(signedInAtom)) return;
  const user = await updateMe({ language });
  store.set(currentUserAtom, user);
}
