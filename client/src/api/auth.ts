/** Sign-in, the current user and their picture: the calls, their query keys and hooks. */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { CurrentUser, Language, TokenPair } from '../../../domain/user.ts';
import { applyLanguage, isLanguage } from '../i18n/index.ts';
import { endSession, signedInAtom, startSession } from '../state/session.ts';
import { store } from '../state/store.ts';
import { queryClient } from './query-client.ts';
import { clearTokens, refreshToken, request, storeTokens } from './request.ts';

export const userKeys = {
  me: ['session', 'me'] as const,
  avatar: (address: string) => ['session', 'avatar', address] as const,
};

function login(email: string, password: string): Promise<TokenPair> {
  return request<TokenPair>('/api/auth/login', { form: { username: email, password }, auth: false });
}

function logout(token: string): Promise<void> {
  return request<void>('/api/auth/logout', { json: { refresh_token: token } });
}

export function fetchMe(): Promise<CurrentUser> {
  return request<CurrentUser>('/api/auth/me');
}

function updateMe(changes: { language: Language }): Promise<CurrentUser> {
  return request<CurrentUser>('/api/auth/me', { method: 'PUT', json: changes });
}

export function uploadAvatar(file: File): Promise<CurrentUser> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<CurrentUser>('/api/auth/me/avatar', { method: 'PUT', formData: form });
}

export function removeAvatar(): Promise<CurrentUser> {
  return request<CurrentUser>('/api/auth/me/avatar', { method: 'DELETE' });
}

/** The picture behind an address /api/auth/me answered (it needs the bearer token, so no plain <img src>). */
function fetchAvatar(address: string, signal: AbortSignal): Promise<Blob> {
  return request<Blob>(address, { responseType: 'blob', signal });
}

/** The user, with their language applied as soon as they are known. */
async function loadCurrentUser(): Promise<CurrentUser> {
  const user = await fetchMe();
  if (isLanguage(user.language)) void applyLanguage(user.language);
  return user;
}

/** Read once per session; the profile's own changes write their answer into the cache. */
const currentUserQuery = {
  queryKey: userKeys.me,
  queryFn: loadCurrentUser,
  staleTime: Number.POSITIVE_INFINITY,
  // A failed load leaves the user unknown on purpose: retrying it on every screen would loop.
  retry: false,
  retryOnMount: false,
};

/** The signed-in user, loaded while a session exists. */
export function useCurrentUserQuery() {
  return useQuery({ ...currentUserQuery, enabled: useAtomValue(signedInAtom) });
}

export function useCurrentUser(): CurrentUser | null {
  return useCurrentUserQuery().data ?? null;
}

/** Signs in, then loads the user and applies their language. Throws ApiError on failure. */
export async function signIn(email: string, password: string): Promise<void> {
  storeTokens(await login(email, password));
  startSession();
  // A failed load leaves the user unknown, as after a page load.
  await queryClient.prefetchQuery(currentUserQuery);
}

/** Revokes the session on the server (best effort) and forgets it here. */
export async function signOut(): Promise<void> {
  const token = refreshToken();
  try {
    if (token) await logout(token);
  } catch {
    // The server may be unreachable or the session already gone: forget it locally anyway.
  }
  clearTokens();
  endSession();
}

/** Applies a language (once its dictionary is loaded) and saves it on the user. Throws if saving fails. */
export async function changeLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  if (!store.get(signedInAtom)) return;
  queryClient.setQueryData(userKeys.me, await updateMe({ language }));
}

/** A new or removed picture: the answer is the user as now stored. */
export async function changeAvatar(call: () => Promise<CurrentUser>): Promise<void> {
  queryClient.setQueryData(userKeys.me, await call());
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * The profile picture as a data: URL (which the Content-Security-Policy allows for images), or null
 * while it loads, when it fails, or when there is none. Each new picture has a new address, so one
 * read per address is enough; a failure is asked again by the next screen that shows it.
 */
export function useAvatarImage(address: string | null | undefined): string | null {
  const query = useQuery({
    queryKey: userKeys.avatar(address ?? ''),
    queryFn: async ({ signal }) => readAsDataUrl(await fetchAvatar(address ?? '', signal)),
    enabled: Boolean(address),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return address ? (query.data ?? null) : null;
}
