/** /api/a1/volumes/jobdashboard/ (spec 3 §7): the job list the job dashboard grid shows. */
import type { FastifyInstance } from 'fastify';
import { envelope, SERVER_MESSAGES } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/context.ts';
import { A1Error } from '../../http/errors.ts';
import { envelopeResponse } from '../../http/schemas.ts';
import { listJobs, mayOpenJobDashboard } from './service.ts';

const day = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}',
  description: 'yyyy-mm-dd (a time part is ignored)',
} as const;

export async function jobDashboardRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    '/Job/All',
    {
      schema: {
        tags: ['JobDashboard'],
        summary:
          'Jobs created between startDate and endDate (whole days; both optional: all jobs), with per-status counts.',
        querystring: { type: 'object', additionalProperties: false, properties: { startDate: day, endDate: day } },
        response: { 200: envelopeResponse('{ data: { jobs, statuses } }') },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await mayOpenJobDashboard(db, user.userId, user.isAdmin)))
        throw new A1Error(403, SERVER_MESSAGES.forbidden);
      const { startDate, endDate } = request.query as { startDate?: string; endDate?: string };
      return envelope(await listJobs(db, { startDate: startDate?.slice(0, 10), endDate: endDate?.slice(0, 10) }));
    },
  );
}
