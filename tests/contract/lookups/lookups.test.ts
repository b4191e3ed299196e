/** Shared lookups (spec 3 §7 Shared and general) and the yes/no checks of spec 3 §6, on PGlite and PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { A1, A1_HEADERS, LOOKUP_MESSAGES, type LoginResult } from '@a1/shared';
import { engines } from '../../support/test-server';
import { call, sessionHeaders } from '../../support/a1-http';
import { signedInServer } from '../../support/signed-in-server';
import { expectEvery } from '../../support/expect-every';

describe.each(await engines())('shared lookups on %s', (engine) => {
  const s = signedInServer(engine, {
    admin: 'admin@a1demo.com',
    ops: 'ops.manager@a1demo.com',
    global: 'global.ops@a1demo.com',
    finance: 'finance.admin@a1demo.com',
    newHire: 'new.hire@a1demo.com',
    it: 'it.developer@a1demo.com',
  });
  const get = async (who: LoginResult, path: string, headers: Record<string, string> = {}) => {
    const answer = await s.as(who).raw('GET', path, { headers });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

  it('T-320: GET Subsidiary answers the subsidiary of a location, else of the header location, else the user’s', async () => {
    expect(await get(s.users.ops, `${A1.lookupSubsidiary.path}?locationId=4`)).toEqual({
      subsidiaryId: 2,
      subsidiaryName: 'France',
    });
    expect(await get(s.users.ops, A1.lookupSubsidiary.path, { [A1_HEADERS.locationId]: '1' })).toEqual({
      subsidiaryId: 1,
      subsidiaryName: 'USA',
    });
    expect(await get(s.users.ops, A1.lookupSubsidiary.path)).toMatchObject({ subsidiaryName: 'USA' });
  });

  it('T-321 T-322: GET Subsidiaries lists them; GET UserSubsidiaries those of the caller’s locations', async () => {
    expect(await get(s.users.ops, A1.lookupSubsidiaries.path)).toEqual([
      { subsidiaryId: 1, subsidiaryName: 'USA' },
      { subsidiaryId: 2, subsidiaryName: 'France' },
    ]);
    expect(await get(s.users.admin, A1.lookupUserSubsidiaries.path)).toEqual([
      { subsidiaryId: 1, subsidiaryName: 'USA' },
    ]);
  });

  it('T-323 T-324 S-379: users by department and by role; a department by user name', async () => {
    const finance = await get(s.users.ops, `${A1.lookupUserByDepartment.path}?departmentName=Finance`);
    expect(finance.length).toBeGreaterThan(1);
    expectEvery(finance, (u: { departmentName: string }) => u.departmentName === 'Finance');
    expect(finance.map((u: { email: string }) => u.email)).toContain('finance.admin@a1demo.com');
    const admins = await get(s.users.ops, `${A1.lookupUserByRole.path}?roleName=Administrator`);
    expect(admins.map((u: { email: string }) => u.email)).toContain('admin@a1demo.com');
    expect(admins.map((u: { email: string }) => u.email)).not.toContain('ops.manager@a1demo.com');
    expect(await get(s.users.ops, `${A1.lookupDepartmentByUserName.path}?userName=finance.admin@a1demo.com`)).toBe(
      'Finance',
    );
    const unknown = await call(s.baseUrl, 'GET', `${A1.lookupDepartmentByUserName.path}?userName=nobody@x.example`, {
      headers: sessionHeaders(s.users.ops),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.responseStatus.responseStatusMessage).toBe(LOOKUP_MESSAGES.userNotFound);
  });

  it('T-325 T-330: GET Location lists locations with subsidiary; GET Customers lists customers by name', async () => {
    const locations = await get(s.users.ops, A1.lookupLocations.path);
    expect(locations[0]).toEqual({
      locationId: 1,
      locationName: 'JFK Gateway',
      subsidiaryId: 1,
      subsidiaryName: 'USA',
      division: 'East',
    });
    expect(locations).toHaveLength(5);
    const customers = await get(s.users.ops, A1.lookupCustomers.path);
    expect(customers.length).toBe(12);
    expect(customers[0].customerName).toBe('Acme Direct');
  });

  it('T-326 T-327 T-328 T-329: services, carriers, countries and package formats answer their seeded values', async () => {
    expect(names(await get(s.users.ops, A1.lookupServices.path))).toContain('Priority Tracked');
    expect(names(await get(s.users.ops, A1.lookupCarriers.path))).toEqual(expect.arrayContaining(['USPS', 'La Poste']));
    const countries = await get(s.users.ops, A1.lookupCountries.path);
    expect(countries.slice(0, 2).map((c: { code: string }) => c.code)).toEqual(['US', 'FR']);
    expect(names(await get(s.users.ops, A1.lookupPackageFormatTypes.path))).toContain('Parcel');
  });

  it('T-331 T-332 T-333 T-334: products, currencies, units and postage sets answer their seeded values', async () => {
    expect(names(await get(s.users.ops, A1.lookupProducts.path))).toContain('Delivered Duty Paid');
    expect((await get(s.users.ops, A1.lookupCurrencies.path)).map((c: { code: string }) => c.code)).toEqual([
      'USD',
      'EUR',
      'GBP',
      'CAD',
    ]);
    expect((await get(s.users.ops, A1.lookupUnits.path)).map((c: { code: string }) => c.code)).toEqual([
      'LB',
      'KG',
      'OZ',
      'G',
    ]);
    expect(names(await get(s.users.ops, A1.lookupPostageSets.path))).toContain('USPS 2026 rates');
  });

  it('T-336: import types answer their seeded values', async () => {
    expect(names(await get(s.users.ops, A1.lookupImportTypes.path))).toContain('Manifest');
  });

  const ask = async (who: LoginResult, path: string) => (await get(who, path)) as boolean;
  it('T-186 T-187 T-188: the global, customer-care and transportation checks are yes/no lookups answered from roles', async () => {
    expect(await ask(s.users.global, A1.isUserGlobal.path)).toBe(true);
    expect(await ask(s.users.ops, A1.isUserGlobal.path)).toBe(false);
    // new.hire (the Customer Care holder) must change the password before any other call (issue 23): done here,
    // with the session's credentials so that this session is the one kept.
    const changed = await call(s.baseUrl, 'POST', A1.changePassword.path, {
      body: { username: 'new.hire@a1demo.com', password: 'Demo#2026', newPassword: 'Changed#2026x' },
      headers: sessionHeaders(s.users.newHire),
    });
    expect(changed.status).toBe(200);
    expect(await ask(s.users.newHire, A1.isUserCustomerCare.path)).toBe(true);
    expect(await ask(s.users.ops, A1.isUserCustomerCare.path)).toBe(false);
    expect(await ask(s.users.ops, A1.isUserTransportation.path)).toBe(true);
    expect(await ask(s.users.it, A1.isUserTransportation.path)).toBe(false);
  });

  it('T-189 T-190 T-191 T-192: the transportation-admin, put-to-light, finance and superuser checks answer from roles', async () => {
    expect(await ask(s.users.ops, A1.isUserTransportationAdmin.path)).toBe(true);
    expect(await ask(s.users.global, A1.isUserTransportationAdmin.path)).toBe(false);
    expect(await ask(s.users.ops, A1.isUserPutToLightAdmin.path)).toBe(true);
    expect(await ask(s.users.it, A1.isUserPutToLightAdmin.path)).toBe(false);
    expect(await ask(s.users.finance, A1.isUserFinanceAdmin.path)).toBe(true);
    expect(await ask(s.users.ops, A1.isUserFinanceAdmin.path)).toBe(false);
    expect(await ask(s.users.global, A1.isUserOperationsSuperuser.path)).toBe(true);
    expect(await ask(s.users.ops, A1.isUserOperationsSuperuser.path)).toBe(false);
  });

  it('T-193 T-194 T-196 T-337: the pricing-admin, courier and system-admin checks are GET yes/no lookups', async () => {
    expect(await ask(s.users.ops, A1.isUserPricingAdmin.path)).toBe(false);
    expect(await ask(s.users.ops, A1.isUserCourier.path)).toBe(false);
    expect(await ask(s.users.admin, A1.isUserSystemAdmin.path)).toBe(true);
    expect(await ask(s.users.ops, A1.isUserSystemAdmin.path)).toBe(false);
    for (const entry of [A1.isUserGlobal, A1.isUserCourier, A1.isUserPricingAdmin]) expect(entry.method).toBe('GET');
  });

  it('T-193 T-194: pricing admin and courier come from a role that carries them, given by an administrator', async () => {
    const roles = (await call(s.baseUrl, 'GET', A1.roleList.path, { headers: sessionHeaders(s.users.admin) })).body
      .data;
    const pricingAdmin = roles.find((r: { roleName: string }) => r.roleName === 'Pricing Admin').roleId;
    const courier = roles.find((r: { roleName: string }) => r.roleName === 'Courier').roleId;
    const it = (
      await call(s.baseUrl, 'GET', `${A1.userGet.path}?appUserId=${s.users.it.user.userId}`, {
        headers: sessionHeaders(s.users.admin),
      })
    ).body.data;
    const { createdOn: _c, departmentName: _d, subsidiaryName: _s, roleNames: _r, ...fields } = it;
    const put = await call(s.baseUrl, 'PUT', A1.userUpdate.path, {
      headers: sessionHeaders(s.users.admin),
      body: { ...fields, roleIds: [...it.roleIds, pricingAdmin, courier] },
    });
    expect(put.status).toBe(200);
    expect(await get(s.users.it, A1.isUserPricingAdmin.path)).toBe(true);
    expect(await get(s.users.it, A1.isUserCourier.path)).toBe(true);
  });

  it('T-195 T-197: department membership and action permission by key', async () => {
    expect(await get(s.users.finance, `${A1.isUserInDepartment.path}?departmentName=Finance`)).toBe(true);
    expect(await get(s.users.finance, `${A1.isUserInDepartment.path}?departmentName=finance`)).toBe(true);
    expect(await get(s.users.ops, `${A1.isUserInDepartment.path}?departmentName=Finance`)).toBe(false);
    expect(await get(s.users.global, `${A1.isUserActionPermission.path}?actionKey=job.void`)).toBe(true);
    expect(await get(s.users.ops, `${A1.isUserActionPermission.path}?actionKey=job.close`)).toBe(true);
    expect(await get(s.users.ops, `${A1.isUserActionPermission.path}?actionKey=job.void`)).toBe(false);
  });

  it('T-340: POST CurrencyUnitListByCustomerId answers the pair in effect on the job start date', async () => {
    const post = (customerId: number, jobStartDate: string) =>
      call(s.baseUrl, 'POST', A1.currencyUnitListByCustomerId.path, {
        headers: sessionHeaders(s.users.ops),
        body: { customerId, jobStartDate },
      });
    const before = await post(3, '2025-12-31');
    expect(before.body.data).toEqual([
      {
        currencyCode: 'USD',
        currencyName: 'US Dollar',
        unitCode: 'LB',
        unitName: 'Pounds',
        effectiveFrom: '2020-01-01',
      },
    ]);
    const after = await post(3, '2026-01-01');
    expect(after.body.data[0]).toMatchObject({ currencyCode: 'EUR', unitCode: 'KG', effectiveFrom: '2026-01-01' });
    expect((await post(1, '2026-06-01')).body.data[0].currencyCode).toBe('USD');
    expect((await post(1, '2019-06-01')).body.data).toEqual([]);
    const impossible = await post(1, '2026-02-31');
    expect(impossible.status).toBe(400);
    expect(impossible.body.responseStatus.responseStatusMessage).toBe(LOOKUP_MESSAGES.badDate);
    const missing = await post(9999, '2026-01-01');
    expect(missing.status).toBe(404);
    expect(missing.body.responseStatus.responseStatusMessage).toBe(LOOKUP_MESSAGES.customerNotFound);
  });

  it('T-335: the audit-history lookup takes keyId and historyType and is for administrators only', async () => {
    const ok = await call(s.baseUrl, 'GET', `${A1.lookupAuditHistory.path}?keyId=1&historyType=Role`, {
      headers: sessionHeaders(s.users.admin),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual([]);
    const bad = await call(s.baseUrl, 'GET', `${A1.lookupAuditHistory.path}?keyId=1&historyType=Nope`, {
      headers: sessionHeaders(s.users.admin),
    });
    expect(bad.status).toBe(400);
    const refused = await call(s.baseUrl, 'GET', `${A1.lookupAuditHistory.path}?keyId=1&historyType=Role`, {
      headers: sessionHeaders(s.users.ops),
    });
    expect(refused.status).toBe(403);
  });
});
