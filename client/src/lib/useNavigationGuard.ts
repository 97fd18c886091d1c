import { useEffect, useRef } from 'react';

/**
 * While `active`, holds back in-app navigations to another path (links, sidebar, buttons: all go
 * through history.pushState) and asks `onAttempt`, which may call `proceed` to go on; and asks the
 * browser to warn before the tab is closed or reloaded. The browser's own Back button is not held.
 */
export function useNavigationGuard(active: boolean, onAttempt: (proceed: () => void) => void): void {
  const attempt = useRef(onAttempt);
  attempt.current = onAttempt;

  useEffect(() => {
    if (!active) return;
    const original = history.pushState;
    function guarded(this: History, ...args: Parameters<History['pushState']>) {
      const url = args[2];
      const target = url === undefined || url === null ? null : new URL(String(url), location.href);
      if (!target || target.pathname === location.pathname) {
        original.apply(this, args);
        return;
      }
      attempt.current(() => original.apply(history, args));
    }
    history.pushState = guarded;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their (fixed) warning.
      event.returnValue = '';
    };
    addEventListener('beforeunload', beforeUnload);
    return () => {
      if (history.pushState === guarded) history.pushState = original;
      removeEventListener('beforeunload', beforeUnload);
    };
  }, [active]);
}
