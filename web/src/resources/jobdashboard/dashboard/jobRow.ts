/** The job dashboard grid's row type. */
import type { Job } from '@a1/shared';

/** A job as the grid shows it: with Received as yes, no or unknown, and the looked-up invoice numbers. */
export interface JobRow extends Job, Record<string, unknown> {
  received: boolean | null;
}
