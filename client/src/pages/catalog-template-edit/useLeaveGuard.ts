import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useNavigationGuard } from '../../lib/useNavigationGuard.ts';

/** docs/product.md: after a delete or a duplicate, the page moves on after 1.5 s (time to read the toast). */
const REDIRECT_DELAY_MS = 1500;

/**
 * Leaving with unsaved changes asks first (`onBlocked` opens the question); the answer either stays
 * or goes where the person was going. Once the page leaves on purpose, nothing is guarded any more.
 */
export function useLeaveGuard(dirty: boolean, onBlocked: () => void) {
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);
  const pendingLeave = useRef<(() => void) | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  useNavigationGuard(dirty && !leaving, (proceed) => {
    pendingLeave.current = proceed;
    onBlocked();
  });

  return {
    stay: () => {
      pendingLeave.current = null;
    },
    leave: () => {
      const proceed = pendingLeave.current;
      pendingLeave.current = null;
      setLeaving(true);
      proceed?.();
    },
    /** Moves on after the delay; `unguarded` when what is left behind no longer exists. */
    redirectSoon: (to: string, unguarded: boolean) => {
      if (unguarded) setLeaving(true);
      redirectTimer.current = setTimeout(() => navigate(to), REDIRECT_DELAY_MS);
    },
  };
}
