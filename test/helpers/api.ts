import type { TokenPair } from '../../domain/user.ts';
import type { Credentials } from './server.ts';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A small HTTP client for API tests: JSON in, JSON (or text) out, never throws on a status. */
export async function request<T = any>(url: string, init: { method?: string; token?: string; json?: unknown; body?: RequestInit['body']; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  if (response.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as T };
}

export async function login(baseUrl: string, credentials: Credentials): Promise<TokenPair> {
  const response = await request<TokenPair>(`${baseUrl}/api/auth/login`, {
    body: new URLSearchParams({ username: credentials.email, password: credentials.password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A client bound to one server and one signed-in user. */
export async function signedIn(baseUrl: string, credentials: Credentials) {
  const tokens = await login(baseUrl, credentials);
  return {
    tokens,
    get: <T = any>(path: string) => request<T>(`${baseUrl}${path}`, { token: tokens.access_token }),
    send: <T = any>(method: string, path: string, json?: unknown) => request<T>(`${baseUrl}${path}`, { method, token: tokens.access_token, json }),
    upload: <T = any>(path: string, form: FormData) => request<T>(`${baseUrl}${path}`, { method: 'POST', token: tokens.access_token, body: form }),
  };
}
