import type { CurrentUser, Language, TokenPair } from '../../../domain/user.ts';
import { request } from './request.ts';

export function login(email: string, password: string): Promise<TokenPair> {
  return request<TokenPair>('/api/auth/login', { form: { username: email, password }, auth: false });
}

export function logout(refreshToken: string): Promise<void> {
  return request<void>('/api/auth/logout', { json: { refresh_token: refreshToken } });
}

export function fetchMe(): Promise<CurrentUser> {
  return request<CurrentUser>('/api/auth/me');
}

export function updateMe(changes: { language: Language }): Promise<CurrentUser> {
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
export function fetchAvatar(address: string): Promise<Blob> {
  return request<Blob>(address, { responseType: 'blob' });
}
