import { sql } from 'drizzle-orm';
import { BATCH_STATUSES, type BatchResult, type RunOutcome, type StoredRunSnapshot } from '../domain/batch.ts';
import { CELL_STATUSES, type CellIssue, type CellSource, type CellValue, type ValueSource } from '../domain/values.ts';
import type { CellReason } from '../domain/cell-reasons.ts';
import { FREQUENCIES } from '../domain/periods.ts';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns.ts';

export const workspaces = sqliteTable('workspaces', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at'),
});

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    /** The generated name of the profile picture under DATA_DIR/avatars (AvatarsService), or null. */
    avatar: text('avatar'),
    language: text('language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('users_workspace_idx').on(table.workspaceId)],
);

/** A sign-in: the family every rotated refresh token of one login belongs to. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    usedAt: integer('used_at'),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/**
 * A user's API key: `Authorization: Bearer fiche_…` acts as that user in their workspace. Only the
 * SHA-256 of the key is kept (it is random and long: no slow hash needed); `prefix` lets people
 * recognise it. Revoked keys stay for the record and never authenticate.
 */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at'),
    lastUsedAt: text('last_used_at'),
    revokedAt: text('revoked_at'),
  },
  (table) => [index('api_keys_user_idx').on(table.userId)],
);

/**
 * An uploaded product file. The bytes live at `DATA_DIR/files/<workspace_id>/<stored_name>`;
 * `original_name` is the client's name, cleaned, for display only and never used as a path.
 * `analysis` caches the analysis result (JSON) once computed, so later calls skip re-parsing;
 * `analysis_bytes` is its size, kept so the quota and listings never read the analysis itself.
 */
export const files = sqliteTable(
  'files',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    extension: text('extension').notNull(),
    size: integer('size').notNull(),
    analysis: text('analysis'),
    analysisBytes: integer('analysis_bytes').notNull().default(0),
    /** SHA-256 of the bytes (hex): the same bytes uploaded again are this upload. Null for uploads from before it was kept. */
    contentHash: text('content_hash'),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('files_workspace_idx').on(table.workspaceId), uniqueIndex('files_workspace_hash_idx').on(table.workspaceId, table.contentHash)],
);

/**
 * Storage an upload in flight holds against its workspace's quota, taken in one transaction before
 * its body is read, so uploads streaming together cannot pass the quota between them.
 */
export const uploadReservations = sqliteTable(
  'upload_reservations',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('upload_reservations_workspace_idx').on(table.workspaceId)],
);

/**
 * A catalog configuration (template). `name` is the slug URLs use, `label` the display name; both
 * unique in a workspace (label case-insensitively, through `label_key`). `body` holds the template's JSON
 * shape (about, dest, marketplaces, ownFormatMapping, outputFileFormat, source_fields, search_options,
 * completeness). `updated_at` stays null until the first update ('Never').
 */
export const catalogConfigs = sqliteTable(
  'catalog_configs',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    label: text('label').notNull(),
    labelKey: text('label_key').notNull(),
    body: text('body', { mode: 'json' }).notNull().$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at'),
    updatedAt: text('updated_at'),
  },
  (table) => [uniqueIndex('catalog_configs_name_idx').on(table.workspaceId, table.name), uniqueIndex('catalog_configs_label_idx').on(table.workspaceId, table.labelKey)],
);

/** A code/label list used by extraction; `name_key` makes names unique case-insensitively. */
export const valueLists = sqliteTable(
  'value_lists',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    createdAt: timestamp('created_at'),
    updatedAt: text('updated_at'),
  },
  (table) => [uniqueIndex('value_lists_name_idx').on(table.workspaceId, table.nameKey)],
);

export const valueListValues = sqliteTable(
  'value_list_values',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    valueListId: text('value_list_id')
      .notNull()
      .references(() => valueLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
  },
  (table) => [index('value_list_values_list_idx').on(table.valueListId, table.position)],
);

/** Workspace-wide defaults for generated copy and web search (docs/product.md Workspace settings). */
export const workspaceSettings = sqliteTable('workspace_settings', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  generateOptions: text('generate_options', { mode: 'json' }).notNull().$type<Record<string, unknown>>(),
  searchOptions: text('search_options', { mode: 'json' }).notNull().$type<{ blacklist: string[]; whitelist: string[] }>(),
  useLabel: integer('use_label', { mode: 'boolean' }).notNull().default(true),
  /** Whether runs reuse cells computed before for the same inputs and settings (`cell_cache`). */
  useCache: integer('use_cache', { mode: 'boolean' }).notNull().default(true),
  updatedAt: text('updated_at'),
});

/** A plan: credits granted each period from `start_date` (ISO date) by `frequency`, until `end_date`. */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    policy: text('policy').notNull(),
    frequency: text('frequency', { enum: FREQUENCIES }).notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    creditsPerPeriod: integer('credits_per_period').notNull(),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('subscriptions_workspace_idx').on(table.workspaceId)],
);

/**
 * Every credit movement: `debit` (negative amount, at a run's start), `refund` (positive, for products
 * that failed), `grant` (positive, an operator's extra credits). `period_start` is the start of the
 * subscription period the movement counts in.
 */
export const creditLedger = sqliteTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodStart: text('period_start').notNull(),
    kind: text('kind', { enum: ['debit', 'refund', 'grant'] }).notNull(),
    amount: integer('amount').notNull(),
    batchId: text('batch_id'),
    note: text('note'),
    createdAt: timestamp('created_at'),
  },
  (table) => [index('credit_ledger_period_idx').on(table.workspaceId, table.subscriptionId, table.periodStart), index('credit_ledger_batch_idx').on(table.batchId)],
);

/**
 * A batch run. `config_snapshot` is the template as it was at the start, so editing the template
 * later does not change a run in flight. `idempotency_key` makes a repeated start return the same run.
 */
export const catalogBatches = sqliteTable(
  'catalog_batches',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    catalogConfigName: text('catalog_config_name').notNull(),
    configSnapshot: text('config_snapshot', { mode: 'json' }).notNull().$type<StoredRunSnapshot>(),
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    inputFilename: text('input_filename').notNull(),
    /** The uploaded file's stored name, to start another run on it (a preview's whole-file run). */
    inputStoredName: text('input_stored_name'),
    inputDelimiter: text('input_delimiter'),
    destination: text('destination', { mode: 'json' }).notNull().$type<{ type: string; value?: string | null }[]>(),
    status: text('status', { enum: BATCH_STATUSES }).notNull().default('creating'),
    progress: real('progress').notNull().default(0),
    nbProducts: integer('nb_products').notNull(),
    cost: integer('cost').notNull(),
    results: text('results', { mode: 'json' }).notNull().$type<BatchResult[]>().default(sql`'[]'`),
    downloadedOnce: integer('downloaded_once', { mode: 'boolean' }).notNull().default(false),
    error: text('error'),
    idempotencyKey: text('idempotency_key'),
    startDate: timestamp('start_date'),
    finishedAt: text('finished_at'),
    /** Products in the current pass (the first run, or a rerun), for its progress; null: all of them. */
    passProducts: integer('pass_products'),
    /** Which pass the run is in: 0 for its first, one more for each rerun (a process keeps what it prepared for one pass only). */
    pass: integer('pass').notNull().default(0),
    /** A run on the first products of its file only, to try a template. */
    preview: integer('preview', { mode: 'boolean' }).notNull().default(false),
    /** Cells taken from the cache at the start, charged nothing. */
    cachedCells: integer('cached_cells').notNull().default(0),
    /** The assistant's work for this run: requests and tokens, as its provider reported them. */
    modelCalls: integer('model_calls').notNull().default(0),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    /** Cells its channel refuses, and repairs made, when it writes a channel's file. */
    validationErrors: integer('validation_errors').notNull().default(0),
    validationWarnings: integer('validation_warnings').notNull().default(0),
    /** What it delivered and cost (domain/batch.ts RunOutcome), counted when it ends and after each edit; null before. */
    outcome: text('outcome', { mode: 'json' }).$type<RunOutcome>(),
    /** What its values and output files take of the workspace's storage quota, since its outputs were last written. */
    storedBytes: integer('stored_bytes').notNull().default(0),
  },
  (table) => [index('catalog_batches_list_idx').on(table.workspaceId, table.startDate), index('catalog_batches_status_idx').on(table.status), uniqueIndex('catalog_batches_idempotency_idx').on(table.workspaceId, table.idempotencyKey)],
);

/**
 * One input product of a run and what became of it; persisted so a restart resumes where it stopped.
 * `pending_fields`: the output fields a rerun recomputes (null: all of them, the first pass).
 */
export const batchProducts = sqliteTable(
  'batch_products',
  {
    batchId: text('batch_id')
      .notNull()
      .references(() => catalogBatches.id, { onDelete: 'cascade' }),
    rowIndex: integer('row_index').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    key: text('key'),
    /** The file product it sells (itself, or the product it is a variant of), numbered in file order; null for runs before variants. */
    productGroup: integer('product_group'),
    /** The name of the file product it sells (its product row's name), for the review's product headers. */
    name: text('name'),
    /** A variant's options (name, value), as its channel file writes them. */
    options: text('options', { mode: 'json' }).$type<[string, string][]>(),
    pendingFields: text('pending_fields', { mode: 'json' }).$type<string[]>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.rowIndex] })],
);

/** A run's value for one product and output field, with its evidence; the output files are written from these. */
export const batchValues = sqliteTable(
  'batch_values',
  {
    batchId: text('batch_id')
      .notNull()
      .references(() => catalogBatches.id, { onDelete: 'cascade' }),
    rowIndex: integer('row_index').notNull(),
    field: text('field').notNull(),
    value: text('value', { mode: 'json' }).$type<CellValue>(),
    status: text('status', { enum: CELL_STATUSES }).notNull(),
    source: text('source', { mode: 'json' }).$type<CellSource>(),
    error: text('error'),
    /** The channel's verdict on the cell, when the run writes a channel's file. */
    issues: text('issues', { mode: 'json' }).$type<CellIssue[]>(),
    /** The value as the channel's file writes it, when it differs ('25.00 USD' for 25): the own-format files keep `value`. */
    channelValue: text('channel_value', { mode: 'json' }).$type<CellValue>(),
    /** Why it is empty or failed; its code apart, for the review's counts and filter. */
    reason: text('reason', { mode: 'json' }).$type<CellReason>(),
    reasonCode: text('reason_code'),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.rowIndex, table.field] }), index('batch_values_status_idx').on(table.batchId, table.status, table.field, table.rowIndex)],
);

/**
 * Finished EXTRACT and GENERATE cells by fingerprint (everything that shapes them: the field's
 * settings, the inputs it reads, the provider and model), per workspace: a later run with the same
 * fingerprint takes the value and charges nothing. Edited values are never stored here.
 */
export const cellCache = sqliteTable(
  'cell_cache',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    value: text('value', { mode: 'json' }).$type<CellValue>(),
    source: text('source', { mode: 'json' }).$type<ValueSource>(),
    /** Why an empty cell is empty. */
    reason: text('reason', { mode: 'json' }).$type<CellReason>(),
    /** The run that computed it. */
    batchId: text('batch_id').notNull(),
    createdAt: timestamp('created_at'),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.fingerprint] })],
);

export { webhookDeliveries, webhooks } from './schema-webhooks.ts';
