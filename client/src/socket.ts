/**
 * The one WebSocket (/api/ws): writes server events into the query cache (the
 * changed run, the bell's count, the credits read again), tells jotai whether it is connected, and
 * reconnects with capped exponential backoff. The server closes with 4001 when
 * the access token expires; a failed or expired socket first lets the request
 * wrapper refresh the session, then reconnects with the new token.
 */
import type { ServerEvent } from '../../domain/events.ts';
import { fetchMe } from './api/auth.ts';
import { batchKeys } from './api/catalog-batch.ts';
import { queryClient } from './api/query-client.ts';
import { accessToken } from './api/request.ts';
import { receiveRunSnapshot, refreshUnfinishedRuns } from './api/run-snapshots.ts';
import { refreshCredits } from './api/subscription.ts';
import { socketConnectedAtom } from './state/socket.ts';
import { store } from './state/store.ts';

const TOKEN_EXPIRED = 4001;
const MAX_DELAY_MS = 30_000;

let socket: WebSocket | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;
let running = false;

function handle(event: ServerEvent): void {
  switch (event.type) {
    case 'notifications.count':
      queryClient.setQueryData(batchKeys.notificationCount(), { count: event.count, gaps: event.gaps });
      break;
    case 'batch.updated':
      receiveRunSnapshot(event.batch);
      break;
    case 'credits.changed':
      refreshCredits();
      break;
  }
}

function open(): void {
  const token = accessToken();
  if (!running || !token) return;
  const url = new URL('/api/ws', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  const ws = new WebSocket(url);
  let opened = false;
  socket = ws;
  ws.onopen = () => {
    opened = true;
    attempt = 0;
    store.set(socketConnectedAtom, true);
    catchUp();
  };
  ws.onmessage = (message) => {
    try {
      handle(JSON.parse(String(message.data)) as ServerEvent);
    } catch {
      // Not JSON: ignore rather than drop the connection.
    }
  };
  ws.onclose = (event) => {
    if (socket !== ws) return;
    socket = null;
    store.set(socketConnectedAtom, false);
    if (running) reconnect(event.code === TOKEN_EXPIRED || !opened);
  };
}

/** Events sent while no socket was open are lost: the bell, the lists and the unfinished runs on screen ask again (a load under way is kept). */
function catchUp(): void {
  void queryClient.invalidateQueries({ queryKey: batchKeys.notificationCount() }, { cancelRefetch: false });
  void queryClient.invalidateQueries({ queryKey: batchKeys.lists() }, { cancelRefetch: false });
  refreshUnfinishedRuns();
  refreshCredits();
}

function reconnect(renewToken: boolean): void {
  const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** attempt) * (0.5 + Math.random() / 2);
  attempt += 1;
  timer = setTimeout(async () => {
    // Any authenticated call refreshes an expired access token (or ends the session).
    if (renewToken) await fetchMe().catch(() => undefined);
    open();
  }, delay);
}

export function connectSocket(): void {
  if (running) return;
  running = true;
  attempt = 0;
  open();
}

export function disconnectSocket(): void {
  running = false;
  clearTimeout(timer);
  const ws = socket;
  socket = null;
  ws?.close(1000);
  store.set(socketConnectedAtom, false);
}
