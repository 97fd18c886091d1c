import type { BatchSnapshot, RunNotifications } from './batch.ts';

/** Server → client WebSocket messages on /api/ws, one map for both sides. */
export interface ServerEventMap {
  'batch.updated': { batch: BatchSnapshot };
  'notifications.count': RunNotifications;
  /** The workspace's credits changed (a run was charged, refunded or ended): the balance is read again. */
  'credits.changed': Record<never, never>;
}

export type ServerEventType = keyof ServerEventMap;
export type ServerEvent = { [K in ServerEventType]: { type: K } & ServerEventMap[K] }[ServerEventType];
