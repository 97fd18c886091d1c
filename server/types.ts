import type Database from 'better-sqlite3';
import type pg from 'pg';
import type { DbStore } from '../db/client.ts';
import type { FieldAssistant } from './assistant/field-mapping.ts';
import type { Assistant } from './assistant/types.ts';
import type { SharedFiles } from './cluster/shared-files.ts';
import type { Config } from './config.ts';
import type { Cluster } from './plugins/cluster.ts';
import type { WorkerPool } from './lib/worker-pool.ts';
import type { WebSearch } from './search/types.ts';
import type { ApiKeysService } from './services/api-keys.service.ts';
import type { AccessClaims, AuthService } from './services/auth.service.ts';
import type { AvatarsService } from './services/avatars.service.ts';
import type { BatchesService } from './services/batches/batches.service.ts';
import type { RunValuesService } from './services/batches/run-values.service.ts';
import type { BatchRunner } from './services/batches/runner.ts';
import type { CapabilitiesService } from './services/capabilities.service.ts';
import type { CatalogConfigsService } from './services/catalog-configs.service.ts';
import type { ChannelTemplatesService } from './services/channel-templates.service.ts';
import type { CreditsService } from './services/credits.service.ts';
import type { EventHub } from './lib/event-hub.ts';
import type { FilesService } from './services/files.service.ts';
import type { UsersService } from './services/users.service.ts';
import type { ValueListsService } from './services/value-lists.service.ts';
import type { WebhooksService } from './services/webhooks.service.ts';
import type { WorkspaceSettingsService } from './services/workspace-settings.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: DbStore;
    postgres: pg.Pool | null;
    /** The SQLite connection when the store is SQLite (no DATABASE_URL). */
    sqlite: Database.Database | null;
    sharedFiles: SharedFiles;
    cluster: Cluster | null;
    authService: AuthService;
    webhooks: WebhooksService;
    apiKeys: ApiKeysService;
    usersService: UsersService;
    avatars: AvatarsService;
    events: EventHub;
    pool: WorkerPool;
    files: FilesService;
    batches: BatchesService;
    batchRunner: BatchRunner;
    runValues: RunValuesService;
    catalogConfigs: CatalogConfigsService;
    channelTemplates: ChannelTemplatesService;
    fieldAssistant: FieldAssistant;
    assistant: Assistant;
    webSearch: WebSearch;
    capabilities: CapabilitiesService;
    credits: CreditsService;
    workspaceSettings: WorkspaceSettingsService;
    valueLists: ValueListsService;
  }
  interface FastifyContextConfig {
    /** Reachable without an access token (sign-in, refresh, health). */
    public?: boolean;
    /** Refused to API keys (403 `forbidden`): a signed-in member only, so a leaked key cannot do it. */
    sessionOnly?: boolean;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims & { exp: number };
  }
}
