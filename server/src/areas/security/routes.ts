/** Security calls (shell §7): sign-in, sign-out, password and username changes, menus. Thin: entry → service. */
import { A1 } from '@a1/shared';
import { callerSession, endSession } from '../../auth/sessions.ts';
import { userHasCheck } from '../../auth/menu-permissions.ts';
import { accessAnswer } from '../../auth/access-cache.ts';
import { verifyIdToken } from '../../auth/oidc.ts';
import { route } from '../../http/route.ts';
import type { Area } from '../area.ts';
import {
  changeOwnPassword,
  changeOwnUsername,
  passwordLogin,
  resumeWithToken,
  setPasswordAsAdmin,
  signInKindFor,
  ssoLogin,
} from './service.ts';
import { recordSsoReport } from './throttle.ts';
import { mainMenu, sideMenu } from './menu-service.ts';
import { securityAdminRoutes } from './admin-routes.ts';
import { afterAdminPasswordReset } from './admin-users-service.ts';

export const securityRoutes: Area = async (app, { db, config }) => {
  route(app, A1.authenticateLegacyLogin, ({ body, request }) =>
    passwordLogin(db, config, body.username, body.password, request.ip, 'AuthenticateLegacyLogin'),
  );
  route(app, A1.authenticate, ({ body, request }) =>
    passwordLogin(db, config, body.username, body.password, request.ip, 'Authenticate'),
  );
  route(app, A1.authenticateWithSSO, ({ query }) => signInKindFor(config, query.username));
  route(app, A1.authenticateWithOkta, ({ body, request }) =>
    ssoLogin(db, config, body.username, body.token, request.ip, verifyIdToken),
  );
  route(app, A1.token, ({ body, request }) => resumeWithToken(db, config, body.username, body.token, request.ip));
  // No session and no proof: recorded, limited per address, never held against the account it names.
  route(app, A1.ssoAuthenticationFailed, async ({ body, request }) => {
    await recordSsoReport(db, {
      login: body.username ?? '',
      address: request.ip,
      reason: body.errorMessage || 'SSO failure',
    });
    return true;
  });
  // Not in the spec (shell §4 only clears the browser): a sign-out also ends the session here, so credentials
  // copied from the tab before it stop working at once instead of living on for the 2-hour idle limit.
  route(app, A1.signOut, async ({ user }) => {
    await endSession(db, user.sessionId);
    return true;
  });
  // Public (the login page changes a password before the session is set up), but when the call carries a session's
  // credentials that session survives the change; every other one of the user ends.
  route(app, A1.changePassword, async ({ body, request }) => {
    const caller = await callerSession(
      db,
      request.headers.authorization,
      request.a1Headers.apiKey,
      config.sessionMaxHours * 3_600_000,
    );
    return changeOwnPassword(db, body, request.ip, caller);
  });
  route(app, A1.changeUsername, ({ body, request }) => changeOwnUsername(db, body, request.ip));
  route(app, A1.changePasswordAdmin, async ({ body, user }) => {
    const userId = await setPasswordAsAdmin(db, body);
    // The reset user's sessions end at once, and the reset is audited (never the password).
    await afterAdminPasswordReset(db, userId, user.email);
    return true;
  });
  securityAdminRoutes(app, { db, config });

  for (const entry of [A1.mainMenu, A1.layoutMainMenu]) {
    route(app, entry, async ({ query, user, request }) => {
      // Every module only for a caller whose roles carry the isAdmin check; anyone else gets their own.
      const all = !!query.getAll && (await userHasCheck(db, request, user.userId, 'isAdmin'));
      return accessAnswer(request, user.userId, `mainMenu:${all}`, () => mainMenu(db, user.userId, all));
    });
  }
  for (const entry of [A1.sideMenu, A1.layoutSideMenu]) {
    route(app, entry, ({ query, user, request }) =>
      accessAnswer(request, user.userId, `sideMenu:${query.mainModuleId ?? 'all'}`, () =>
        sideMenu(db, user.userId, query.mainModuleId),
      ),
    );
  }
};
