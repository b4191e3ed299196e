/** ChangePassword, ChangeUsername (self-service, proven by the current password) and ChangePasswordAdmin. */
import type { FastifyInstance } from 'fastify';
import { envelope, isStrongPassword, PASSWORD_MIN_LENGTH, SERVER_MESSAGES } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../http/context.ts';
import { A1Error } from '../../http/errors.ts';
import { bodySchema, nonEmptyString } from '../../http/schemas.ts';
import { checkPassword, setPassword, setUsername } from './authentication-service.ts';
import { findUserByLogin, type UserRow } from './users.ts';
import { recordLogin } from './throttle.ts';

const password = { type: 'string', minLength: 1, maxLength: 1024 } as const;
const emailField = { type: 'string', minLength: 3, maxLength: 320, format: 'email' } as const;

function checkNewPassword(user: UserRow, newPassword: string): void {
  if (user.isInternalSecure && !isStrongPassword(newPassword)) {
    throw new A1Error(
      400,
      `The new password must have at least ${PASSWORD_MIN_LENGTH} characters, a lowercase letter, an uppercase letter, a number and a special character.`,
    );
  }
}

export async function passwordRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Body: { username: string; password: string; newPassword: string } }>(
    '/ChangePassword/ChangePassword',
    {
      schema: {
        tags: ['Security'],
        summary: 'Change your own password (proven by the current one).',
        body: bodySchema({ username: nonEmptyString, password, newPassword: password }),
      },
    },
    async (request) => {
      const user = await checkPassword(db, request.body.username, request.body.password, request.ip, 'ChangePassword');
      checkNewPassword(user, request.body.newPassword);
      await setPassword(db, user.id, request.body.newPassword);
      await recordLogin(db, {
        login: request.body.username,
        userId: user.id,
        address: request.ip,
        method: 'ChangePassword',
        success: true,
      });
      return envelope(true);
    },
  );

  app.post<{ Body: { username: string; password: string; newUsername: string } }>(
    '/ChangeUsername/ChangeUsername',
    {
      schema: {
        tags: ['Security'],
        summary: 'Change your own username (e-mail), proven by the password.',
        body: bodySchema({ username: nonEmptyString, password, newUsername: emailField }),
      },
    },
    async (request) => {
      const user = await checkPassword(db, request.body.username, request.body.password, request.ip, 'ChangeUsername');
      await setUsername(db, user.id, request.body.newUsername);
      return envelope(true);
    },
  );

  app.post<{ Body: { username: string; password?: string; newPassword: string } }>(
    '/ChangePasswordAdmin/ChangePasswordAdmin',
    {
      schema: {
        tags: ['Security'],
        summary: "Administrators set another user's password (password is sent empty).",
        body: bodySchema(
          { username: nonEmptyString, newPassword: password },
          { password: { type: 'string', maxLength: 1024 } },
        ),
      },
    },
    async (request) => {
      if (!currentUser(request).isAdmin) throw new A1Error(403, SERVER_MESSAGES.adminOnly);
      const user = await findUserByLogin(db, request.body.username);
      if (!user) throw new A1Error(404, SERVER_MESSAGES.userNotFound);
      checkNewPassword(user, request.body.newPassword);
      await setPassword(db, user.id, request.body.newPassword);
      return envelope(true);
    },
  );
}
