import { useEffect, useRef } from 'react';
import { toast } from './toast.ts';

interface FailingQuery {
  isError: boolean;
  errorUpdatedAt: number;
  refetch: () => unknown;
}

export interface FailureToast {
  /** Already translated. */
  message: string;
  /** Several screens reading the same query share one toast through its id. */
  id?: string;
  /** The Retry button's text; no button without it. */
  retryLabel?: string;
  /** Run after the toast (a dialog closing, say). */
  onShown?: () => void;
}

/**
 * An error toast for each failure of a query (docs/product.md Specific handling), never for an error
 * the query already held when the screen mounted: that one is being retried, and will toast again if
 * it fails again.
 */
export function useFailureToast(query: FailingQuery, options: FailureToast): void {
  const latest = useRef(options);
  latest.current = options;
  const shown = useRef(query.errorUpdatedAt);
  const { isError, errorUpdatedAt, refetch } = query;
  useEffect(() => {
    if (!isError || errorUpdatedAt === shown.current) return;
    shown.current = errorUpdatedAt;
    const { message, id, retryLabel, onShown } = latest.current;
    toast.error(message, { id, action: retryLabel ? { label: retryLabel, onClick: () => void refetch() } : undefined });
    onShown?.();
  }, [isError, errorUpdatedAt, refetch]);
}
