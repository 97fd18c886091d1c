import { useQuery } from '@tanstack/react-query';
import { request } from './request.ts';

const healthKey = ['health'] as const;

function healthcheck(signal: AbortSignal): Promise<{ status: string }> {
  return request<{ status: string }>('/api/healthcheck', { auth: false, signal });
}

/** True when the server does not answer its health check (asked each time the profile opens). */
export function useBackendDown(): boolean {
  const query = useQuery({ queryKey: healthKey, queryFn: ({ signal }) => healthcheck(signal), retry: false });
  return query.isError;
}
