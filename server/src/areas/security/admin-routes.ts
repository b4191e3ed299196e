/** Security administration calls (spec 3 §7 Security): thin, entry → admin-service. */
import { A1, SECURITY_ADMIN_MESSAGES } from '@a1/shared';
import { route } from '../../http/route.ts';
import { A1Error } from '../../http/errors.ts';
import { userHasCheck } from '../../auth/menu-permissions.ts';
import type { AreaDeps } from '../area.ts';
import type { FastifyInstance } from 'fastify';
import * as s from './admin-service.ts';

export function securityAdminRoutes(app: FastifyInstance, { db }: AreaDeps): void {
  route(app, A1.roleList, () => s.listRoles(db));
  route(app, A1.roleCreate, ({ query, user }) => s.createRole(db, query.roleName, user.email));
  route(app, A1.roleModules, ({ query }) => s.roleModules(db, query.roleId));
  route(app, A1.roleModulesAssign, ({ query, body, user }) =>
    s.assignRoleModules(db, query.roleId, body.menuItemIds, user.email),
  );
  route(app, A1.departmentList, () => s.listDepartments(db));
  route(app, A1.userAll, () => s.listUsers(db));
  route(app, A1.userGet, ({ query }) => s.getUser(db, query.appUserId));
  route(app, A1.userUpdate, ({ body, user }) => s.updateUser(db, body, user));
  route(app, A1.userCreate, ({ body, user }) => s.createUser(db, body, user.email));
  route(app, A1.isAdmin, async ({ query, user, request }) => {
    const subject = query.appUserId ?? user.userId;
    if (subject !== user.userId && !(await userHasCheck(db, request, user.userId, 'isAdmin')))
      throw new A1Error(403, SECURITY_ADMIN_MESSAGES.notYourCheck);
    return s.isAdminOfRoute(db, subject, query.route);
  });
  route(app, A1.managerOverrideLog, ({ body, user }) => s.logOverride(db, body.overrideLog, user.email));
  route(app, A1.managerOverrideLogList, () => s.listOverrideLog(db));
  route(app, A1.managerOverrideReasonList, () => s.listOverrideReasons(db));
  route(app, A1.managerOverrideReasonAdd, ({ body, user }) => s.addOverrideReason(db, body.reason, user.email));
  route(app, A1.managerOverrideReasonDelete, ({ query, user }) =>
    s.deleteOverrideReason(db, query.overrideId, user.email),
  );
}
