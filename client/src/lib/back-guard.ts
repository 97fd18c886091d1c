/**
 * The browser's Back button cannot be cancelled: when `popstate` fires the address has already
 * changed. A page that holds its navigations (useNavigationGuard) must see the event before the
 * router does, and listeners on the window run in the order they were added, so this one is added
 * when the app starts (main.tsx imports this module), before the router subscribes.
 */
type Handler = (event: PopStateEvent) => void;

let current: Handler | null = null;

if (typeof window !== 'undefined') addEventListener('popstate', (event) => current?.(event));

/** Makes `handler` see every popstate first (it may stopImmediatePropagation); returns its removal. */
export function holdPopState(handler: Handler): () => void {
  current = handler;
  return () => {
    if (current === handler) current = null;
  };
}
