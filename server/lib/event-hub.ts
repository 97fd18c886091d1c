import type { ServerEvent } from '../../domain/events.ts';

/** What the hub needs of a connected socket. */
export interface EventClient {
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code: number, reason: string): void;
}

/** A client that has not read this much is too slow to keep. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Carries events between processes (cluster mode): every process's hub delivers what any publishes. */
export interface EventRelay {
  send(workspaceId: string, event: ServerEvent): void;
}

/**
 * Live events, each delivered only to the sockets of one workspace: at once in a single process,
 * through the relay when several processes serve sockets (the relay hands them back to `deliver`).
 */
export class EventHub {
  private readonly clients = new Map<string, Set<EventClient>>();
  private relay: EventRelay | undefined;

  relayThrough(relay: EventRelay): void {
    this.relay = relay;
  }

  subscribe(workspaceId: string, client: EventClient): () => void {
    let set = this.clients.get(workspaceId);
    if (!set) {
      set = new Set();
      this.clients.set(workspaceId, set);
    }
    set.add(client);
    return () => {
      set.delete(client);
      if (set.size === 0) this.clients.delete(workspaceId);
    };
  }

  publish(workspaceId: string, event: ServerEvent): void {
    if (this.relay) this.relay.send(workspaceId, event);
    else this.deliver(workspaceId, event);
  }

  /** To this process's sockets of the workspace. */
  deliver(workspaceId: string, event: ServerEvent): void {
    const set = this.clients.get(workspaceId);
    if (!set) return;
    const data = JSON.stringify(event);
    for (const client of set) {
      if (client.bufferedAmount > MAX_BUFFERED_BYTES) {
        set.delete(client);
        client.close(1008, 'too slow');
        continue;
      }
      client.send(data);
    }
  }

  connectionCount(workspaceId?: string): number {
    if (workspaceId) return this.clients.get(workspaceId)?.size ?? 0;
    let total = 0;
    for (const set of this.clients.values()) total += set.size;
    return total;
  }

  closeAll(): void {
    for (const set of this.clients.values()) for (const client of set) client.close(1001, 'server stopping');
    this.clients.clear();
  }
}
