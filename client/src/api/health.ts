import { request } from './request.ts';

export function healthcheck(): Promise<{ status: string }> {
  return request<{ status: string }>('/api/healthcheck', { auth: false });
}
