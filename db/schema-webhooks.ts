/** The webhook tables (docs/automation.md), apart from db/schema.ts, which exports them with the others. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns.ts';
import { workspaces } from './schema.ts';

/** A workspace's webhook: where to POST which run events, signed with its secret (docs/automation.md). */
export const webhooks = sqliteTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: text('events', { mode: 'json' }).notNull().$type<string[]>(),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('webhooks_workspace_idx').on(table.workspaceId)],
);

/** One event to one webhook, kept until delivered or out of attempts, so a restart goes on with it. */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The exact body sent (the signature covers these bytes). */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    /** The last answer's HTTP status, or why no answer came. */
    lastResult: text('last_result'),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt), index('webhook_deliveries_webhook_idx').on(table.webhookId, table.createdAt)],
);
