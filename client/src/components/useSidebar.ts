import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useMediaQuery } from '../lib/useMediaQuery.ts';
import { sidebarOpenAtom } from '../state/ui.ts';

/** Below this width (a phone) the sidebar is a drawer over the page: closed at first, closed again by a move. */
export const NARROW_SCREEN = '(max-width: 767px)';

/**
 * Whether the sidebar shows. On a wide screen it stays as the user left it (remembered in this
 * browser); on a phone it opens over the page when asked and closes as soon as the page changes.
 */
export function useSidebar() {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [stored, setStored] = useAtom(sidebarOpenAtom);
  const [drawer, setDrawer] = useState(false);
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is what closes the drawer
  useEffect(() => setDrawer(false), [location]);
  return { narrow, open: narrow ? drawer : stored, setOpen: narrow ? setDrawer : setStored };
}
