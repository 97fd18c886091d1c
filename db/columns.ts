import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

/** A row's time of creation: ISO 8601 in UTC with milliseconds, set by SQLite. */
export const timestamp = (column: string) => text(column).notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
