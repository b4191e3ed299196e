/**
 * Receiving's lists (spec 3 §7 Receiving, issue 26) on PGlite and PostgreSQL: carriers, print settings, tare types,
 * the cost list, customers (with and without a quote in effect), mailing terms, legacy pickups, quote product
 * options, poly-bag customers; each with a bad input named, and refused to an account without the receiving menu.
 * Expected values are the demo seed's, written out here.
 */
import { describe, expect, it } from 'vitest';
import { A1 } from '@a1/shared';
import { engines } from '../../support/test-server';
import { message } from '../../support/a1-http';
import { signedInServer } from '../../support/signed-in-server';
import { expectEvery } from '../../support/expect-every';

/** Demo customers by id (server/src/db/seed/catalog.ts CUSTOMERS, in order). */
const NORTHWIND = 1;
const FABRIKAM = 3;
const INITECH = 5;
const VANDELAY = 11;
const SOYLENT = 12;

describe.each(await engines())('receiving lists on %s', (engine) => {
  const s = signedInServer(engine, {
    ops: 'ops.manager@a1demo.com',
    admin: 'admin@a1demo.com',
    sales: 'sales.rep@a1demo.com',
    external: 'customer@partnerpost.example',
  });
  const ops = () => s.as(s.users.ops);
  const expect400 = (answer: { status: number; body: unknown }, field: RegExp) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(message(answer as never)).toMatch(field);
  };

  it('T-252: GET InboundCarriers answers the carriers by name; a query field it does not know is refused', async () => {
    const answer = await ops().call(A1.receivingInboundCarriers);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((c) => c.name)).toEqual([
      'Chronopost',
      'Customer drop-off',
      'DHL Express',
      'FedEx Ground',
      'La Poste Colissimo',
      'UPS Freight',
    ]);
    expect(answer.body.data.find((c) => c.name === 'UPS Freight')?.code).toBe('UPSF');
    expect400(await ops().send(A1.receivingInboundCarriers, { query: { carrier: 1 } }), /carrier/);
  });

  it('T-253: GET PrintSetting answers the office’s settings, else the default; an unknown field is refused', async () => {
    // ops.manager works at a USA office, which has no settings of its own: the default row.
    const answer = await ops().call(A1.receivingPrintSetting);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      locationId: null,
      location: null,
      labelFormat: 'ZPL',
      labelCopiesPerPiece: 1,
      printLabelOnScan: true,
      scdCopies: 1,
    });
    expect400(await ops().send(A1.receivingPrintSetting, { query: { locationId: 'x' } }), /locationId/);
  });

  it('T-258, T-265: GET TareType answers the tare types with their weights, GET Cost the cost list; bad fields refused', async () => {
    const tares = await ops().call(A1.receivingTareTypes);
    expect(tares.body.data.map((t) => [t.name, t.weightKg])).toEqual([
      ['Cage', 35],
      ['Gaylord', 15],
      ['Mail sack', 0.4],
      ['Pallet (EUR)', 25],
      ['Pallet (US)', 20],
      ['Tote', 1.8],
    ]);
    const costs = await ops().call(A1.receivingCosts);
    expect(costs.body.data.map((c) => [c.name, c.unit, c.rate, c.currency])).toEqual([
      ['Customs hold', 'job', 25, 'USD'],
      ['Handling', 'piece', 0.35, 'USD'],
      ['Overtime labour', 'hour', 45, 'USD'],
      ['Palletising', 'pallet', 12.5, 'USD'],
      ['Re-label', 'piece', 0.8, 'USD'],
      ['Storage', 'day', 4, 'USD'],
    ]);
    expect400(await ops().send(A1.receivingTareTypes, { query: { x: 1 } }), /x/);
    expect400(await ops().send(A1.receivingCosts, { query: { x: 1 } }), /x/);
  });

  it('T-266, T-267: GET Customer lists every customer; CustomersWithEffectiveQutoes only those with a quote in effect today', async () => {
    const all = await ops().call(A1.receivingCustomers);
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(12);
    const byId = new Map(all.body.data.map((c) => [c.customerId, c]));
    expect(byId.get(SOYLENT)).toMatchObject({ name: 'Soylent Foods', quoteId: null, ignoreDims: false });
    expect(byId.get(FABRIKAM)).toMatchObject({ name: 'Fabrikam Books', ignoreDims: true });
    expect(byId.get(NORTHWIND)?.quoteId).toEqual(expect.any(Number));
    // The path keeps the spec's spelling.
    expect(A1.receivingCustomersWithEffectiveQuotes.path).toBe('/api/A1/Receiving/CustomersWithEffectiveQutoes');
    const effective = await ops().call(A1.receivingCustomersWithEffectiveQuotes);
    expect(effective.status).toBe(200);
    // Customer 10's quote has expired, 11's starts next month, 12 has none.
    expect(effective.body.data.map((c) => c.name)).toEqual([
      'Acme Direct',
      'Contoso Retail',
      'Fabrikam Books',
      'Globex Parcel',
      'Initech Supplies',
      'Northwind Mail',
      'Stark Apparel',
      'Umbrella Pharma',
      'Wayne Publishing',
    ]);
    expectEvery(effective.body.data, (c) => c.quoteId !== null && c.quoteEffectiveFrom !== null, 'customers');
    expect400(await ops().send(A1.receivingCustomersWithEffectiveQuotes, { query: { y: 1 } }), /y/);
    expect400(await ops().send(A1.receivingCustomers, { query: { y: 1 } }), /y/);
  });

  it('T-268, T-272: GET MailingTerm and LegacyPickup answer the customer’s; a missing or unknown customerId is named', async () => {
    const terms = await ops().call(A1.receivingMailingTerms, { query: { customerId: INITECH } });
    expect(terms.body.data.map((m) => [m.name, m.isDefault])).toEqual([
      ['Standard', true],
      ['Presorted — à trier', false],
    ]);
    const pickups = await ops().call(A1.receivingLegacyPickups, { query: { customerId: INITECH } });
    expect(pickups.body.data.map((p) => p.pickupNumber)).toEqual(['LP70009', 'LP70008']);
    expect(pickups.body.data[0]).toMatchObject({ customerId: INITECH, address: '24 Quai de Réception', pieces: 14 });
    expect400(await ops().send(A1.receivingMailingTerms, {}), /customerId/);
    expect400(await ops().send(A1.receivingMailingTerms, { query: { customerId: 9999 } }), /customerId 9999/);
    expect400(await ops().send(A1.receivingLegacyPickups, { query: { customerId: 'abc' } }), /customerId/);
  });

  it('T-273: GET QuoteProductOptionList answers the effective quote’s options at the office; none for a customer without', async () => {
    const options = await ops().call(A1.receivingQuoteProductOptions, {
      query: { customerId: NORTHWIND, joblocationId: 4 },
    });
    expect(options.status).toBe(200);
    expect(options.body.data.map((o) => [o.product, o.service, o.locationId, o.isMail])).toEqual([
      ['Economy Mail', 'Presort', 4, true],
      ['Priority Tracked', 'Tracking', 4, false],
    ]);
    const none = await ops().call(A1.receivingQuoteProductOptions, {
      query: { customerId: VANDELAY, joblocationId: 4 },
    });
    expect(none.body.data).toEqual([]);
    expect400(await ops().send(A1.receivingQuoteProductOptions, { query: { customerId: 1 } }), /joblocationId/);
    expect400(
      await ops().send(A1.receivingQuoteProductOptions, { query: { customerId: 1, joblocationId: 99 } }),
      /joblocationId 99/,
    );
  });

  it('T-275: GET PolyBagIgnoreDimsCustomer says whether the customer’s poly bags skip dimensions; bad customerId named', async () => {
    const yes = await ops().call(A1.receivingPolyBagIgnoreDims, { query: { customerId: FABRIKAM } });
    expect(yes.body.data).toEqual({ customerId: FABRIKAM, customer: 'Fabrikam Books', ignoreDims: true });
    const no = await ops().call(A1.receivingPolyBagIgnoreDims, { query: { customerId: NORTHWIND } });
    expect(no.body.data).toEqual({ customerId: NORTHWIND, customer: 'Northwind Mail', ignoreDims: false });
    expect400(await ops().send(A1.receivingPolyBagIgnoreDims, { query: { customerId: 0 } }), /customerId/);
  });

  it('T-252, T-258, T-266: an account without the receiving menu is refused (403), one without a session 401', async () => {
    // Sales (Sales, Ticketing, Search modules) and External Customer (Search) have no Operations menu.
    for (const who of [s.users.sales, s.users.external]) {
      expect((await s.as(who).call(A1.receivingInboundCarriers)).status).toBe(403);
      expect((await s.as(who).call(A1.receivingTareTypes)).status).toBe(403);
      expect((await s.as(who).call(A1.receivingCustomers)).status).toBe(403);
    }
    expect((await s.as(null).call(A1.receivingInboundCarriers)).status).toBe(401);
    expect((await s.as(s.users.admin).call(A1.receivingInboundCarriers)).status).toBe(200);
  });
});
