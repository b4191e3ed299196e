/**
 * Security administration (spec 3 §6): the yes/no checks the server answers from the caller's roles (rows of
 * role_checks) and department, and the kinds of record the audit history keeps.
 */

/** The role-carried yes/no checks of spec 3 §6, by the name stored in role_checks. */
export const YES_NO_CHECKS = {
  globalUser: 'IsUserGlobal',
  customerCare: 'IsUserCustomerCare',
  transportation: 'IsUserTransportation',
  transportationAdmin: 'IsUserTransportationAdmin',
  putToLightAdmin: 'IsUserPutToLightAdmin',
  financeAdmin: 'IsUserFinanceAdmin',
  operationsSuperuser: 'IsUserOperationsSuperuser',
  pricingAdmin: 'IsUserPricingAdmin',
  courier: 'IsUserCourier',
  systemAdmin: 'IsUserSystemAdmin',
} as const;
export type YesNoCheck = keyof typeof YES_NO_CHECKS;

/** role_checks rows granting an action permission are named `action:<key>`; a route admin `admin:<route>`. */
export const ACTION_CHECK_PREFIX = 'action:';
export const ROUTE_ADMIN_PREFIX = 'admin:';

/** What an audit-history row is about (historyType of the audit-history lookup). */
export const HISTORY_TYPES = [
  'User',
  'Role',
  'ManagerOverrideReason',
  'Language',
  'TranslationKey',
  'Translation',
] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const SECURITY_ADMIN_MESSAGES = {
  roleExists: 'A role with this name already exists.',
  roleNotFound: 'This role does not exist.',
  userNotFound: 'This user does not exist.',
  emailTaken: 'Another user already has this e-mail address.',
  unknownDepartment: 'This department does not exist.',
  unknownSubsidiary: 'This subsidiary does not exist.',
  unknownLocation: 'One of the locations does not exist.',
  defaultLocationNotListed: 'The default location must be one of the user’s locations.',
  unknownRole: 'One of the roles does not exist.',
  unknownMenuItem: 'One of the menu items does not exist.',
  reasonExists: 'This override reason already exists.',
  reasonNotFound: 'This override reason does not exist.',
  notYourCheck: 'Only an administrator may ask about another user.',
  ownAccount: 'You cannot disable your own account.',
} as const;
