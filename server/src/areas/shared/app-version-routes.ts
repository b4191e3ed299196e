/** GET Shared/AppVersion/AppVersion: the build time the version check compares (shell §4 Timers). */
import type { FastifyInstance } from 'fastify';
import { envelope } from '@a1/shared';

export async function appVersionRoutes(app: FastifyInstance, { buildTime }: { buildTime: string }): Promise<void> {
  app.get(
    '/AppVersion/AppVersion',
    { schema: { tags: ['Shared'], summary: 'Build timestamp (ISO 8601).' } },
    async () => envelope(buildTime),
  );
}
