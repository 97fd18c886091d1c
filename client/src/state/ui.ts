import { atomWithStorage } from 'jotai/utils';

/** Whether the sidebar is shown; visible by default and remembered in this browser. */
export const sidebarOpenAtom = atomWithStorage<boolean>('sidebar_open', true, undefined, { getOnInit: true });
