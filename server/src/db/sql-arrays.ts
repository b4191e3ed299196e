/**
 * Lists sent to PostgreSQL as one array parameter each (`${textArray(codes)}`), unpacked with unnest or = ANY: one
 * statement for a batch of scans or a manifest's packages, whatever their number, on PGlite and PostgreSQL alike.
 */
import { sql, type SQL } from 'drizzle-orm';
import { arrayLiteral } from './seed/bulk-load.ts';

export const textArray = (values: readonly (string | null)[]): SQL => sql`${arrayLiteral(values)}::text[]`;
export const intArray = (values: readonly number[]): SQL => sql`${arrayLiteral(values)}::int[]`;
export const floatArray = (values: readonly (number | null)[]): SQL => sql`${arrayLiteral(values)}::float8[]`;

/** A scanned or typed number as the database keys it (packages' tracking_key rule): upper case, no white space. */
export { normaliseNumber as numberKey } from '@a1/shared';

export const rowsOf = <R>(result: unknown): R[] => (result as { rows: R[] }).rows;
