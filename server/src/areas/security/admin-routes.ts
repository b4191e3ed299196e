/** Security administration calls (spec 3 §7 Security): thin, entry → admin-roles-service, admin-users-service, admin-overrides-service. */
import { A1, SECURITY_ADMIN_MESSAGES } from '@a1/shared';
import { route } from '../../http/route.ts';
import { A1Error } from '../../http/errors.ts';
import { userHasCheck } from '../../auth/menu-permissions.ts';
import type { AreaDeps } from '../area.ts';
import type { FastifyInstance } from 'fastify';
import * as roles from './admin-roles-service.ts';
import * as users from './admin-users-service.ts';
import * as overrides from './admin-overrides-service.ts';

export function securityAdminRoutes(app: FastifyInstance, { db }: AreaDeps): void {
  route(app, A1.roleList, () => roles.listRoles(db));
  route(app, A1.roleCreate, ({ query, user }) => roles.createRole(db, query.roleName, user.email));
  route(app, A1.roleModules, ({ query }) => roles.roleModules(db, query.roleId));
  route(app, A1.roleModulesAssign, ({ query, body, user }) =>
    roles.assignRoleModules(db, query.roleId, body.menuItemIds, user.email),
  );
  route(app, A1.departmentList, () => users.listDepartments(db));
  route(app, A1.userAll, () => users.listUsers(db));
  route(app, A1.userGet, ({ query }) => users.getUser(db, query.appUserId));
  route(app, A1.userUpdate, ({ body, user }) => users.updateUser(db, body, user));
  route(app, A1.userCreate, ({ body, user }) => users.createUser(db, body, user.email));
  route(app, A1.isAdmin, async ({ query, user, request }) => {
    const subject = query.appUserId ?? user.userId;
    if (subject !== user.userId && !(await userHasCheck(db, request, user.userId, 'isAdmin')))
      throw new A1Error(403, SECURITY_ADMIN_MESSAGES.notYourCheck);
    return roles.isAdminOfRoute(db, subject, query.route);
  });
  route(app, A1.managerOverrideLog, ({ body, user }) => overrides.logOverride(db, body.overrideLog, user.email));
  route(app, A1.managerOverrideLogList, () => overrides.listOverrideLog(db));
  route(app, A1.managerOverrideReasonList, () => overrides.listOverrideReasons(db));
  route(app, A1.managerOverrideReasonAdd, ({ body, user }) => overrides.addOverrideReason(db, body.reason, user.email));
  route(app, A1.managerOverrideReasonDelete, ({ query, user }) =>
    overrides.deleteOverrideReason(db, query.overrideId, user.email),
  );
}
