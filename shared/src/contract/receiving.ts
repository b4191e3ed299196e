/**
 * Receiving's job creation (spec 3 §7 Receiving: POST Job), used by the job dashboard's New button.
 * The spec names the call but not its fields: the body below is ours, the least a job row needs.
 */
import { API_BASE } from './routes.ts';

export const RECEIVING_ROUTES = {
  job: `${API_BASE}/Receiving/Job`,
} as const;

/** Job number length (ours: 3 as the job lookup's minimum search, 20 leaves room beyond 'J0240001'). */
export const JOB_NUMBER_LENGTH = { min: 3, max: 20 } as const;
export const JOB_TYPE_MAX_LENGTH = 40;

export interface NewJob {
  number: string;
  customerId: number;
  locationId: number;
  type: string;
  /** Yes: the job starts Received (now, by the caller); No: it starts Open. */
  received: boolean;
}

export const RECEIVING_MESSAGES = {
  duplicateNumber: (number: string) => `A job numbered "${number}" already exists. Choose another number.`,
  unknownCustomer: (id: number) => `customerId ${id} is not a known customer.`,
  unknownLocation: (id: number) => `locationId ${id} is not a known office.`,
} as const;
