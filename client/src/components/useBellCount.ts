import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { COUNT_REFRESH_MS } from '../lib/catalogs.ts';
import { newCatalogCountAtom, refreshNotificationCount } from '../state/notifications.ts';
import { socketConnectedAtom } from '../state/socket.ts';

/**
 * The bell's count: asked once when the top bar mounts and each time the socket (re)connects (to
 * catch up on what was missed), live from the socket meanwhile, and every 60 s while it is down.
 */
export function useBellCount(): number {
  const count = useAtomValue(newCatalogCountAtom);
  const connected = useAtomValue(socketConnectedAtom);
  useEffect(() => {
    void refreshNotificationCount();
    if (connected) return;
    const timer = setInterval(() => void refreshNotificationCount(), COUNT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [connected]);
  return count;
}
