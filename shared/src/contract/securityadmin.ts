/**
 * Security administration (spec 3 §6, §7 Security): roles and their menu modules, users, departments, manager
 * override reasons and the override log, the admin-of-a-route check. Every call that changes or reveals other
 * people's access is for administrators (the isAdmin check, from role_checks).
 */
import { call, check, signedIn } from './call.ts';
import { Email, Id, Nullable, RecordVersion, SentVersion, STALE_VERSION_409, Strict, T, Text } from './fields.ts';
import { API_BASE } from './security.ts';

const SECURITY = `${API_BASE}/Security`;

export const Role = T.Object({ roleId: T.Integer(), roleName: T.String(), userCount: T.Integer() });
export type Role = typeof Role.static;

/** One side-menu entry in the role's module tree, with whether the role grants it. */
export const RoleMenuItem = T.Object({
  menuItemId: T.Integer(),
  parentId: Nullable(T.Integer()),
  name: T.String(),
  routeLink: T.String(),
  assigned: T.Boolean(),
});
export const RoleModule = T.Object({
  moduleId: T.Integer(),
  moduleName: T.String(),
  items: T.Array(RoleMenuItem),
});
export type RoleMenuItem = typeof RoleMenuItem.static;
export type RoleModule = typeof RoleModule.static;

export const Department = T.Object({ departmentId: T.Integer(), departmentName: T.String() });
export type Department = typeof Department.static;

export const AdminUser = T.Object({
  appUserId: T.Integer(),
  fullName: T.String(),
  email: T.String(),
  departmentId: Nullable(T.Integer()),
  departmentName: Nullable(T.String()),
  subsidiaryId: T.Integer(),
  subsidiaryName: T.String(),
  locationIds: T.Array(T.Integer()),
  defaultLocationId: Nullable(T.Integer()),
  roleIds: T.Array(T.Integer()),
  roleNames: T.Array(T.String()),
  isInternal: T.Boolean(),
  isInternalSecure: T.Boolean(),
  isEnabled: T.Boolean(),
  createdOn: T.String(),
  version: RecordVersion,
});
export type AdminUser = typeof AdminUser.static;

const userFields = {
  fullName: Text(200),
  email: Email,
  departmentId: Nullable(Id),
  subsidiaryId: Id,
  locationIds: T.Array(Id, { maxItems: 100 }),
  defaultLocationId: T.Optional(Nullable(Id)),
  roleIds: T.Array(Id, { maxItems: 100 }),
  isInternal: T.Boolean(),
  isInternalSecure: T.Boolean(),
  isEnabled: T.Boolean(),
};
export const UserCreate = Strict({ ...userFields, password: T.Optional(T.String({ minLength: 1, maxLength: 1024 })) });
/** version: optional so other A1 clients still save; the web always sends it (design §3, README). */
export const UserUpdate = Strict({ appUserId: Id, version: SentVersion, ...userFields });
export type UserCreate = typeof UserCreate.static;
export type UserUpdate = typeof UserUpdate.static;

/** A manager override (spec 3 §3): appUserId, overrideAction, overrideReason. */
export const ManagerOverride = Strict({
  appUserId: Id,
  overrideAction: Text(200),
  overrideReason: Text(500),
});
export type ManagerOverride = typeof ManagerOverride.static;
export const ManagerOverrideLogEntry = T.Object({
  id: T.Integer(),
  appUserId: T.Integer(),
  userFullName: T.String(),
  overrideAction: T.String(),
  overrideReason: T.String(),
  createdBy: T.String(),
  createdOn: T.String(),
});
export type ManagerOverrideLogEntry = typeof ManagerOverrideLogEntry.static;
export const ManagerOverrideReason = T.Object({ overrideId: T.Integer(), reason: T.String() });
export type ManagerOverrideReason = typeof ManagerOverrideReason.static;

const admin = check('isAdmin');

export const securityAdminCalls = {
  roleList: call({
    method: 'GET',
    path: `${SECURITY}/Role`,
    summary: 'Every role with the number of users holding it.',
    permission: admin,
    response: T.Array(Role),
  }),
  roleCreate: call({
    method: 'POST',
    path: `${SECURITY}/Role`,
    summary: 'Create a role by name (query roleName); answers the new role.',
    permission: admin,
    query: Strict({ roleName: Text(100) }),
    response: Role,
  }),
  roleModules: call({
    method: 'GET',
    path: `${SECURITY}/Role/Module`,
    summary: "A role's modules: every main module with its side-menu items, each marked assigned or not.",
    permission: admin,
    query: Strict({ roleId: Id }),
    response: T.Array(RoleModule),
  }),
  roleModulesAssign: call({
    method: 'PUT',
    path: `${SECURITY}/Role/Module`,
    summary:
      'Assign menu modules to a role: the side-menu items it grants from now on (replaces the previous set); answers the tree.',
    permission: admin,
    query: Strict({ roleId: Id }),
    body: Strict({ menuItemIds: T.Array(Id, { maxItems: 2000 }) }),
    response: T.Array(RoleModule),
    ours: 'The body { menuItemIds } and the answer.',
  }),
  departmentList: call({
    method: 'GET',
    path: `${SECURITY}/Department`,
    summary: 'Every department.',
    permission: admin,
    response: T.Array(Department),
  }),
  userAll: call({
    method: 'GET',
    path: `${SECURITY}/User/All`,
    summary: 'Every user with department, subsidiary, locations, roles and flags.',
    permission: admin,
    response: T.Array(AdminUser),
  }),
  userGet: call({
    method: 'GET',
    path: `${SECURITY}/User`,
    summary: 'One user by appUserId.',
    permission: admin,
    query: Strict({ appUserId: Id }),
    response: AdminUser,
  }),
  userUpdate: call({
    method: 'PUT',
    path: `${SECURITY}/User`,
    summary: `Update a user (appUserId): name, e-mail, department, subsidiary, locations, roles, internal flags, enabled. Disabling ends their sessions at once. ${STALE_VERSION_409}`,
    permission: admin,
    body: UserUpdate,
    response: AdminUser,
  }),
  userCreate: call({
    method: 'POST',
    path: `${SECURITY}/User`,
    summary:
      'Create a user; answers it with its new appUserId. Without a password they cannot sign in until one is set.',
    permission: admin,
    body: UserCreate,
    response: AdminUser,
  }),
  isAdmin: call({
    method: 'GET',
    path: `${SECURITY}/IsAdmin`,
    summary:
      'Whether the user (appUserId, the caller when absent) is an administrator of the route: the isAdmin check or a role that administers it.',
    permission: signedIn('Anyone may ask about themselves; asking about another user needs the isAdmin check.'),
    query: Strict({ route: Text(300), appUserId: T.Optional(Id) }),
    response: T.Boolean(),
  }),
  managerOverrideLog: call({
    method: 'PUT',
    path: `${SECURITY}/ManagerOverrideLog`,
    summary:
      'Record a manager override (appUserId, overrideAction, overrideReason) by the caller; answers the log row.',
    permission: admin,
    body: Strict({ overrideLog: ManagerOverride }),
    response: ManagerOverrideLogEntry,
  }),
  managerOverrideLogList: call({
    method: 'GET',
    path: `${SECURITY}/ManagerOverrideLog`,
    summary: 'The override log, newest first.',
    permission: admin,
    response: T.Array(ManagerOverrideLogEntry),
    ours: 'Listing the log for the security screen.',
  }),
  managerOverrideReasonList: call({
    method: 'GET',
    path: `${SECURITY}/ManagerOverrideReason`,
    summary: 'The manager override reasons.',
    permission: admin,
    response: T.Array(ManagerOverrideReason),
    ours: 'Listing the reasons for the security screen.',
  }),
  managerOverrideReasonAdd: call({
    method: 'POST',
    path: `${SECURITY}/ManagerOverrideReason`,
    summary: 'Add a manager override reason; answers it.',
    permission: admin,
    body: Strict({ reason: Text(500) }),
    response: ManagerOverrideReason,
    ours: 'The body { reason }.',
  }),
  managerOverrideReasonDelete: call({
    method: 'DELETE',
    path: `${SECURITY}/ManagerOverrideReason`,
    summary: 'Delete a manager override reason (overrideId).',
    permission: admin,
    query: Strict({ overrideId: Id }),
    response: T.Boolean(),
  }),
} as const;
