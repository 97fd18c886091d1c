/**
 * The one QueryClient: every piece of server state lives in its cache. Built here rather than in a
 * component so the socket (outside React) writes into the same cache the screens read.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/errors.ts';

/** A request that never reached the server (ApiError status 0) may succeed on a second try; an answer will not. */
const NETWORK_RETRIES = 2;

function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && failureCount < NETWORK_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // The socket keeps lists and the bell live; a tab coming back to the front must not refetch every screen.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
