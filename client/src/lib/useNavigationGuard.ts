import { useEffect, useRef } from 'react';
import { holdPopState } from './back-guard.ts';

/**
 * While `active`, holds back navigations to another path and asks `onAttempt`, which may call
 * `proceed` to go on: in-app ones (links, sidebar, buttons: all go through history.pushState) and the
 * browser's own Back button. It also asks the browser to warn before the tab is closed
 * or reloaded.
 *
 * Back cannot be cancelled: by the time `popstate` fires the address has changed. The guard sees
 * the event before the router (back-guard.ts), stops it there and puts the page's address back with
 * pushState, so the router never moves; `proceed` then goes back one step for real.
 */
export function useNavigationGuard(active: boolean, onAttempt: (proceed: () => void) => void): void {
  const attempt = useRef(onAttempt);
  attempt.current = onAttempt;

  useEffect(() => {
    if (!active) return;
    const original = history.pushState;
    let here = { url: location.href, state: history.state as unknown };
    let leaving = false;
    function guarded(this: History, ...args: Parameters<History['pushState']>) {
      const url = args[2];
      const target = url === undefined || url === null ? null : new URL(String(url), location.href);
      if (!target || target.pathname === location.pathname) {
        original.apply(this, args);
        here = { url: location.href, state: history.state };
        return;
      }
      attempt.current(() => original.apply(history, args));
    }
    history.pushState = guarded;
    const onPopState = (event: PopStateEvent) => {
      if (leaving || location.pathname === new URL(here.url).pathname) return;
      event.stopImmediatePropagation();
      original.call(history, here.state, '', here.url);
      attempt.current(() => {
        leaving = true;
        history.back();
      });
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their (fixed) warning.
      event.returnValue = '';
    };
    const releasePopState = holdPopState(onPopState);
    addEventListener('beforeunload', beforeUnload);
    return () => {
      if (history.pushState === guarded) history.pushState = original;
      releasePopState();
      removeEventListener('beforeunload', beforeUnload);
    };
  }, [active]);
}
