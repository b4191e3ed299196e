/**
 * /api/A1/Receiving/ (spec 3 §7 Receiving): POST Job, which the job dashboard's New button calls.
 * Who may open the job dashboard may create a job there.
 */
import type { FastifyInstance } from 'fastify';
import { envelope, SERVER_MESSAGES } from '@a1/shared';
import { JOB_NUMBER_LENGTH, JOB_TYPE_MAX_LENGTH, type NewJob } from '@a1/shared/contract/receiving';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/context.ts';
import { A1Error } from '../../http/errors.ts';
import { envelopeResponse } from '../../http/schemas.ts';
import { mayOpenJobDashboard } from '../jobdashboard/service.ts';
import { createJob } from './service.ts';

export async function receivingRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post(
    '/Job',
    {
      schema: {
        tags: ['Receiving'],
        summary:
          'Creates a job: Received now when received is true, else Open. Answers the job as Job/All lists it; 409 when the number is taken.',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['number', 'customerId', 'locationId', 'type', 'received'],
          properties: {
            number: {
              type: 'string',
              minLength: JOB_NUMBER_LENGTH.min,
              maxLength: JOB_NUMBER_LENGTH.max,
              pattern: '\\S',
            },
            customerId: { type: 'integer', minimum: 1 },
            locationId: { type: 'integer', minimum: 1 },
            type: { type: 'string', minLength: 1, maxLength: JOB_TYPE_MAX_LENGTH, pattern: '\\S' },
            received: { type: 'boolean' },
          },
        },
        response: { 200: envelopeResponse('{ data: job }') },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await mayOpenJobDashboard(db, user.userId, user.isAdmin)))
        throw new A1Error(403, SERVER_MESSAGES.forbidden);
      return envelope(await createJob(db, request.body as NewJob, user));
    },
  );
}
