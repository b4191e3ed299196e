/**
 * Shared lookups (spec 3 §7 Shared and general): reference lists, the organisation, users by department and
 * role, the audit history, the IsUser* yes/no checks and a customer's currencies and units. Paths are not shown
 * by the spec beyond the names; ours live under /api/A1/Shared/.
 */
import { call, check, signedIn } from './call.ts';
import { Day, Id, Nullable, Strict, T, Text } from './fields.ts';
import { API_BASE } from './security.ts';
import { LOOKUP_PATHS, type LookupKind } from '../constants/lookups.ts';
import { HISTORY_TYPES, YES_NO_CHECKS, type YesNoCheck } from '../constants/security-admin.ts';

const SHARED = `${API_BASE}/Shared`;
const referenceList = 'A reference list every screen that picks a value from it needs; it holds no personal data.';
const aboutYourself = 'Every signed-in user may ask what they themselves are; nothing about anyone else.';
/** Staff and customer lists are for internal users: an external account never lists colleagues or customers. */
const staffOnly = check('internal');

export const LookupItem = T.Object({ id: T.Integer(), code: T.String(), name: T.String() });
export type LookupItem = typeof LookupItem.static;
export const Subsidiary = T.Object({ subsidiaryId: T.Integer(), subsidiaryName: T.String() });
export type Subsidiary = typeof Subsidiary.static;
export const LookupLocation = T.Object({
  locationId: T.Integer(),
  locationName: T.String(),
  subsidiaryId: T.Integer(),
  subsidiaryName: T.String(),
  division: Nullable(T.String()),
});
export type LookupLocation = typeof LookupLocation.static;
export const LookupUser = T.Object({
  appUserId: T.Integer(),
  fullName: T.String(),
  email: T.String(),
  departmentName: Nullable(T.String()),
});
export type LookupUser = typeof LookupUser.static;
export const LookupCustomer = T.Object({ customerId: T.Integer(), customerName: T.String() });
export type LookupCustomer = typeof LookupCustomer.static;
export const AuditEntry = T.Object({
  id: T.Integer(),
  historyType: T.String(),
  keyId: T.Integer(),
  action: T.String(),
  changedBy: T.String(),
  changedOn: T.String(),
  before: Nullable(T.Record(T.String(), T.Unknown())),
  after: Nullable(T.Record(T.String(), T.Unknown())),
});
export type AuditEntry = typeof AuditEntry.static;
export const CurrencyUnit = T.Object({
  currencyCode: T.String(),
  currencyName: T.String(),
  unitCode: T.String(),
  unitName: T.String(),
  effectiveFrom: T.String(),
});
export type CurrencyUnit = typeof CurrencyUnit.static;

const list = (kind: LookupKind) =>
  call({
    method: 'GET',
    path: `${SHARED}/${LOOKUP_PATHS[kind]}`,
    summary: `The ${LOOKUP_PATHS[kind]} list: id, code, name (enabled entries, in their order).`,
    permission: signedIn(referenceList),
    response: T.Array(LookupItem),
    ours: 'The path and the { id, code, name } shape.',
  });

const yesNo = (name: YesNoCheck) =>
  call({
    method: 'GET',
    path: `${SHARED}/${YES_NO_CHECKS[name]}`,
    summary: `Whether the caller's roles carry the ${name} check (spec 3 §6).`,
    permission: signedIn(aboutYourself),
    response: T.Boolean(),
    ours: 'The path; answered from the caller’s roles (role_checks).',
  });

export const lookupCalls = {
  lookupSubsidiary: call({
    method: 'GET',
    path: `${SHARED}/Subsidiary`,
    summary:
      'The subsidiary of a location (locationId), else of the location the caller works at (header), else of the caller.',
    permission: signedIn('Decides how job rows navigate (spec 3 §6); names only a subsidiary.'),
    query: Strict({ locationId: T.Optional(Id) }),
    response: Subsidiary,
  }),
  lookupSubsidiaries: call({
    method: 'GET',
    path: `${SHARED}/Subsidiaries`,
    summary: 'Every subsidiary.',
    permission: signedIn(referenceList),
    response: T.Array(Subsidiary),
  }),
  lookupUserSubsidiaries: call({
    method: 'GET',
    path: `${SHARED}/UserSubsidiaries`,
    summary: "The subsidiaries of the caller's locations.",
    permission: signedIn(aboutYourself),
    response: T.Array(Subsidiary),
  }),
  lookupUserByDepartment: call({
    method: 'GET',
    path: `${SHARED}/UserByDepartment`,
    summary: 'Enabled users of a department (departmentName), by name.',
    permission: staffOnly,
    query: Strict({ departmentName: Text(100) }),
    response: T.Array(LookupUser),
  }),
  lookupUserByRole: call({
    method: 'GET',
    path: `${SHARED}/UserByRole`,
    summary: 'Enabled users holding a role (roleName), by name.',
    permission: staffOnly,
    query: Strict({ roleName: Text(100) }),
    response: T.Array(LookupUser),
  }),
  lookupDepartmentByUserName: call({
    method: 'GET',
    path: `${SHARED}/DepartmentByUserName`,
    summary: "A user's department by their user name (e-mail); null when they have none.",
    permission: staffOnly,
    query: Strict({ userName: Text() }),
    response: Nullable(T.String()),
    ours: 'The path: the spec names this lookup by what it answers, not by its path.',
  }),
  lookupLocations: call({
    method: 'GET',
    path: `${SHARED}/Location`,
    summary: 'Every location with its subsidiary and division.',
    permission: signedIn(referenceList),
    response: T.Array(LookupLocation),
  }),
  lookupCustomers: call({
    method: 'GET',
    path: `${SHARED}/Customers`,
    summary: 'Every customer, by name.',
    permission: staffOnly,
    response: T.Array(LookupCustomer),
    ours: 'The path: spec 3 §7 lists "customers" among the lookups without spelling its path.',
  }),
  lookupServices: list('service'),
  lookupCarriers: list('carrier'),
  lookupCountries: list('country'),
  lookupPackageFormatTypes: list('packageFormatType'),
  lookupProducts: list('product'),
  lookupCurrencies: list('currency'),
  lookupUnits: list('unit'),
  lookupPostageSets: list('postageSet'),
  lookupImportTypes: list('importType'),
  lookupAuditHistory: call({
    method: 'GET',
    path: `${SHARED}/AuditHistory`,
    summary:
      'The change history of one record (keyId, historyType): who, when, action, before and after; newest first.',
    permission: check('isAdmin'),
    query: Strict({ keyId: Id, historyType: T.Union(HISTORY_TYPES.map((h) => T.Literal(h))) }),
    response: T.Array(AuditEntry),
    ours: 'The path: spec 3 §7 lists "audit history (by keyId and historyType)" without spelling its path.',
  }),
  isUserGlobal: yesNo('globalUser'),
  isUserCustomerCare: yesNo('customerCare'),
  isUserTransportation: yesNo('transportation'),
  isUserTransportationAdmin: yesNo('transportationAdmin'),
  isUserPutToLightAdmin: yesNo('putToLightAdmin'),
  isUserFinanceAdmin: yesNo('financeAdmin'),
  isUserOperationsSuperuser: yesNo('operationsSuperuser'),
  isUserPricingAdmin: yesNo('pricingAdmin'),
  isUserCourier: yesNo('courier'),
  isUserSystemAdmin: yesNo('systemAdmin'),
  isUserInDepartment: call({
    method: 'GET',
    path: `${SHARED}/IsUserInDepartment`,
    summary: 'Whether the caller belongs to the department (departmentName).',
    permission: signedIn(aboutYourself),
    query: Strict({ departmentName: Text(100) }),
    response: T.Boolean(),
    ours: 'The path and query.',
  }),
  isUserActionPermission: call({
    method: 'GET',
    path: `${SHARED}/IsUserActionPermission`,
    summary: "Whether the caller's roles grant the action permission (actionKey).",
    permission: signedIn(aboutYourself),
    query: Strict({ actionKey: Text(100) }),
    response: T.Boolean(),
    ours: 'The path and query; a role grants an action by a role_checks row action:<key>.',
  }),
  currencyUnitListByCustomerId: call({
    method: 'POST',
    path: `${SHARED}/CurrencyUnitListByCustomerId`,
    summary:
      "The customer's currency and unit pairs in effect on jobStartDate (the latest that started on or before it).",
    permission: staffOnly,
    body: Strict({ customerId: Id, jobStartDate: Day }),
    response: T.Array(CurrencyUnit),
  }),
} as const;
