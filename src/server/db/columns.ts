import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A money column: integer paise (bigint, read as a JS number: exact up to 2^53). */
export const paise = (name: string) => bigint(name, { mode: 'number' });

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
