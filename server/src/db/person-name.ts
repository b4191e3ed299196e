/**
 * One way to show who did something (issue 29 point 2): the writers store the signed-in user's e-mail (stable, what
 * the sessions carry); the readers answer that user's full name, or the text as stored when no user has it (a
 * system actor such as "seed" or "System", or a user since removed).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The name of the user whose e-mail `column` holds, for one row at a time (small answers: a job's history). */
export function personName(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`coalesce((SELECT u.full_name FROM users u WHERE u.email = ${column}), ${column})`;
}

/** The same for a column written as SQL text inside a raw query (`mt.created_by`). */
export const personNameOf = (column: string): SQL<string> => personName(sql.raw(column));
