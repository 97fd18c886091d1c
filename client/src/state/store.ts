import { createStore } from 'jotai';

/** The one jotai store: React reads it through <Provider>, modules outside React through `store`. */
export const store = createStore();
