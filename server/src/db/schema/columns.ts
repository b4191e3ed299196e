/** Column helpers every table shares. */
import { timestamp } from 'drizzle-orm/pg-core';

export const created = () => timestamp('created_on', { withTimezone: true }).notNull().defaultNow();
