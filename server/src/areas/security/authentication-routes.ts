/** /api/A1/Security/Authentication: the sign-in calls of shell §7. Public: they carry their own proof. */
import type { FastifyInstance } from 'fastify';
import { envelope, SERVER_MESSAGES } from '@a1/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { findSessionByToken, endSession } from '../../auth/sessions.ts';
import { verifyIdToken } from '../../auth/oidc.ts';
import { A1Error } from '../../http/errors.ts';
import { currentUser } from '../../http/context.ts';
import { bodySchema, nonEmptyString } from '../../http/schemas.ts';
import { buildLoginResult, passwordLogin, signInKindFor, ssoLogin } from './authentication-service.ts';
import { findUserByLogin } from './users.ts';
import { recordLogin } from './throttle.ts';

interface Deps {
  db: Db;
  config: Config;
}

const loginBody = bodySchema({ username: nonEmptyString, password: { type: 'string', minLength: 1, maxLength: 1024 } });
const tags = ['Security/Authentication'];

export async function authenticationRoutes(app: FastifyInstance, { db, config }: Deps): Promise<void> {
  for (const name of ['AuthenticateLegacyLogin', 'Authenticate'] as const) {
    app.put<{ Body: { username: string; password: string } }>(
      `/${name}`,
      {
        schema: {
          tags,
          summary: 'Sign in with e-mail (or username) and password; returns the login result and session credentials.',
          body: loginBody,
        },
      },
      async (request) => {
        const result = await passwordLogin(db, config, request.body.username, request.body.password, request.ip, name);
        return envelope(result);
      },
    );
  }

  app.get<{ Querystring: { username: string } }>(
    '/AuthenticateWithSSO',
    {
      schema: {
        tags,
        summary: 'Which sign-in kind this e-mail uses: identityProvider, directorySuite or password.',
        querystring: { type: 'object', required: ['username'], properties: { username: nonEmptyString } },
      },
    },
    async (request) => envelope(signInKindFor(config, request.query.username)),
  );

  app.put<{ Body: { username: string; token: string } }>(
    '/AuthenticateWithOkta',
    {
      schema: {
        tags,
        summary:
          "Single sign-on: the e-mail and the OpenID Connect ID token from the configured provider (identity provider or directory suite); the token is verified against the provider's keys.",
        body: bodySchema({ username: nonEmptyString, token: { type: 'string', minLength: 1, maxLength: 16_384 } }),
      },
    },
    async (request) =>
      envelope(await ssoLogin(db, config, request.body.username, request.body.token, request.ip, verifyIdToken)),
  );

  app.put<{ Body: { username: string; token: string } }>(
    '/Token',
    {
      schema: {
        tags,
        summary: 'Resume a live session with its access token; issues fresh credentials and ends the old ones.',
        body: bodySchema({ username: nonEmptyString, token: nonEmptyString }),
      },
    },
    async (request) => {
      const session = await findSessionByToken(db, request.body.token);
      const user = await findUserByLogin(db, request.body.username);
      if (!session || !user || session.userId !== user.id || !user.isEnabled) {
        await recordLogin(db, {
          login: request.body.username,
          userId: user?.id,
          address: request.ip,
          method: 'Token',
          success: false,
          reason: 'invalid token',
        });
        throw new A1Error(401, SERVER_MESSAGES.badCredentials);
      }
      await endSession(db, session.id);
      await recordLogin(db, {
        login: request.body.username,
        userId: user.id,
        address: request.ip,
        method: 'Token',
        success: true,
      });
      return envelope(await buildLoginResult(db, config, user, request.ip));
    },
  );

  app.put<{ Body: { errorMessage: string; username?: string } }>(
    '/SSOAuthenticationFailed',
    {
      schema: {
        tags,
        summary: 'Record a single sign-on failure reported by the browser.',
        body: bodySchema(
          { errorMessage: { type: 'string', maxLength: 2000 } },
          { username: { type: 'string', maxLength: 320 } },
        ),
      },
    },
    async (request) => {
      await recordLogin(db, {
        login: request.body.username ?? '',
        address: request.ip,
        method: 'SSO',
        success: false,
        reason: request.body.errorMessage || 'SSO failure',
      });
      return envelope(true);
    },
  );

  // Not in the spec (shell §4 only clears the browser): a sign-out also ends the session here, so credentials
  // copied from the tab before it stop working at once instead of living on for the 2-hour idle limit.
  app.put(
    '/SignOut',
    {
      schema: { tags, summary: 'End the calling session: its API credentials and access token stop working.' },
    },
    async (request) => {
      await endSession(db, currentUser(request).sessionId);
      return envelope(true);
    },
  );
}
