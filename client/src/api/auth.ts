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
