import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const workspaces = sqliteTable('workspaces', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
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
    avatar: text('avatar'),
    language: text('language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
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
    createdAt: createdAt(),
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
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/**
 * An uploaded product file. The bytes live at `DATA_DIR/files/<workspace_id>/<stored_name>`;
 * `original_name` is the client's name, cleaned, for display only and never used as a path.
 * `analysis` caches the analysis result (JSON) once computed, so later calls skip re-parsing.
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
    createdAt: createdAt(),
  },
  (table) => [index('files_workspace_idx').on(table.workspaceId)],
);
