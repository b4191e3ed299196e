/**
 * Receiving/ (spec 3 §7 Receiving): POST Job, which the job dashboard's New button calls.
 * The spec names the call but not its fields: the body below is ours, the least a job row needs.
 */
import { call, menu } from './call.ts';
import { Id, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';
import { Job, JOB_DASHBOARD_ROUTES } from './jobdashboard.ts';

/** Job number length (ours: 3 as the job lookup's minimum search, 20 leaves room beyond 'J0240001'). */
export const JOB_NUMBER_LENGTH = { min: 3, max: 20 } as const;
export const JOB_TYPE_MAX_LENGTH = 40;

export const NewJob = Strict({
  number: T.String({ minLength: JOB_NUMBER_LENGTH.min, maxLength: JOB_NUMBER_LENGTH.max, pattern: '\\S' }),
  customerId: Id,
  locationId: Id,
  type: T.String({ minLength: 1, maxLength: JOB_TYPE_MAX_LENGTH, pattern: '\\S' }),
  /** Yes: the job starts Received (now, by the caller); No: it starts Open. */
  received: T.Boolean(),
});
export type NewJob = typeof NewJob.static;

export const RECEIVING_MESSAGES = {
  duplicateNumber: (number: string) => `A job numbered "${number}" already exists. Choose another number.`,
  unknownCustomer: (id: number) => `customerId ${id} is not a known customer.`,
  unknownLocation: (id: number) => `locationId ${id} is not a known office.`,
} as const;

export const receivingCalls = {
  createJob: call({
    method: 'POST',
    path: `${API_BASE}/Receiving/Job`,
    summary:
      'Creates a job: Received now when received is true, else Open. Answers the job as Job/All lists it; 409 when the number is taken.',
    // Who may open the job dashboard may create a job there (its New button).
    permission: menu(...JOB_DASHBOARD_ROUTES),
    body: NewJob,
    response: Job,
    ours: 'The body { number, customerId, locationId, type, received }.',
  }),
} as const;
