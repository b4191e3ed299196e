/** Shared lookups (spec 3 §7 Shared and general): thin, entry → service. */
import { A1, type YesNoCheck } from '@a1/shared';
import { route } from '../../http/route.ts';
import { userHasCheck } from '../../auth/menu-permissions.ts';
import type { Area } from '../area.ts';
import { auditHistory } from '../security/audit.ts';
import * as s from './service.ts';

const IS_USER_CALLS = {
  globalUser: A1.isUserGlobal,
  customerCare: A1.isUserCustomerCare,
  transportation: A1.isUserTransportation,
  transportationAdmin: A1.isUserTransportationAdmin,
  putToLightAdmin: A1.isUserPutToLightAdmin,
  financeAdmin: A1.isUserFinanceAdmin,
  operationsSuperuser: A1.isUserOperationsSuperuser,
  pricingAdmin: A1.isUserPricingAdmin,
  courier: A1.isUserCourier,
  systemAdmin: A1.isUserSystemAdmin,
} as const satisfies Record<YesNoCheck, unknown>;

export const lookupRoutes: Area = async (app, { db }) => {
  route(app, A1.lookupSubsidiary, ({ query, user, request }) =>
    s.subsidiaryOf(db, user.userId, query.locationId ?? request.a1Headers.locationId),
  );
  route(app, A1.lookupSubsidiaries, () => s.subsidiaries(db));
  route(app, A1.lookupUserSubsidiaries, ({ user }) => s.userSubsidiaries(db, user.userId));
  route(app, A1.lookupUserByDepartment, ({ query }) => s.usersByDepartment(db, query.departmentName));
  route(app, A1.lookupUserByRole, ({ query }) => s.usersByRole(db, query.roleName));
  route(app, A1.lookupDepartmentByUserName, ({ query }) => s.departmentByUserName(db, query.userName));
  route(app, A1.lookupLocations, () => s.locations(db));
  route(app, A1.lookupCustomers, () => s.customers(db));
  route(app, A1.lookupServices, () => s.lookupList(db, 'service'));
  route(app, A1.lookupCarriers, () => s.lookupList(db, 'carrier'));
  route(app, A1.lookupCountries, () => s.lookupList(db, 'country'));
  route(app, A1.lookupPackageFormatTypes, () => s.lookupList(db, 'packageFormatType'));
  route(app, A1.lookupProducts, () => s.lookupList(db, 'product'));
  route(app, A1.lookupCurrencies, () => s.lookupList(db, 'currency'));
  route(app, A1.lookupUnits, () => s.lookupList(db, 'unit'));
  route(app, A1.lookupPostageSets, () => s.lookupList(db, 'postageSet'));
  route(app, A1.lookupImportTypes, () => s.lookupList(db, 'importType'));
  route(app, A1.lookupAuditHistory, ({ query }) => auditHistory(db, query.keyId, query.historyType));
  for (const [name, entry] of Object.entries(IS_USER_CALLS)) {
    // Every IsUser* entry has the same shape (no input, a boolean answer); only the path differs.
    route(app, entry as typeof A1.isUserGlobal, ({ user, request }) => userHasCheck(db, request, user.userId, name));
  }
  route(app, A1.isUserInDepartment, ({ query, user }) => s.inDepartment(db, user.userId, query.departmentName));
  route(app, A1.isUserActionPermission, ({ query, user, request }) =>
    userHasCheck(db, request, user.userId, s.actionCheckName(query.actionKey)),
  );
  route(app, A1.currencyUnitListByCustomerId, ({ body }) => s.currencyUnits(db, body.customerId, body.jobStartDate));
};
