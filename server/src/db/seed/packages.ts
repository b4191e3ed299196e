/**
 * Demo packages (issue 25): about 20,000 over the demo jobs, each with its items and a tracking history of several
 * events in different places and time zones (our scans at the job's office, the carrier's at the gateways and the
 * consignee's city); some without tax id, some returned, some in exception, some with notes, labels and their prints,
 * the data the customer's system sent, and PIM changes. The external demo account acts for one customer
 * (user_customers), whose packages it alone of the external accounts sees.
 *
 * Fast: the rows are made in JavaScript with a seeded PRNG (deterministic) and sent as array literals, a column each,
 * group, which PostgreSQL unpacks with unnest in a handful of INSERT … SELECT statements (bulk-load.ts); what they are
 * made of is in package-catalog.ts.
 */
import { sql } from 'drizzle-orm';
import { RETURN_REASON_CODES, type PackageStatus } from '@a1/shared/constants/packages';
import type { Db } from '../client.ts';
import { packageLabelZpl } from '../../areas/packagesearch/zpl.ts';
import { createRandom, DAY_MS } from './random.ts';
import { fedex, s10, ups } from './tracking-numbers.ts';
import * as t from '../schema/index.ts';
import { type Cell, type ArrayType, arrayLiteral, withIndexesDeferred } from './bulk-load.ts';
import {
  OFFICES,
  DESTINATIONS,
  FIRST,
  LAST,
  STREETS,
  SERVICES,
  PRODUCTS,
  ITEMS,
  NOTES,
  PRINTERS,
  FLOW,
  CARRIER_CODES,
  CARRIER_TEXTS,
} from './package-catalog.ts';

export const DEMO_PACKAGES = 20_000;
/** The customer the external demo account (customer@partnerpost.example) acts for. */
export const EXTERNAL_DEMO_CUSTOMER = 'Globex Parcel';
export const EXTERNAL_DEMO_EMAIL = 'customer@partnerpost.example';

interface Seeded {
  id: number;
  tn: string;
  ref: string | null;
  job: number;
  man: string | null;
  cust: number;
  svc: string;
  prod: string;
  st: PackageStatus;
  name: string;
  a1: string;
  a2: string | null;
  city: string;
  state: string | null;
  zip: string;
  cc: string;
  w: number;
  l: number | null;
  wd: number | null;
  h: number | null;
  val: number;
  cur: string;
  tax: string | null;
  created: string;
  returned: string | null;
  /** Its events: steps 1..n of FLOW; `exc` ends on an exception instead; `ret` adds a return scan. */
  n: number;
  exc: boolean;
  ret: string | null;
  carrier: string;
  office: number;
  dest: number;
  hours: number;
  items: Array<[string, string, number, number, string]>;
}

export async function seedPackages(db: Db, now: Date, count = DEMO_PACKAGES): Promise<void> {
  const rnd = createRandom(25);
  const jobRows = (
    await db.execute(sql`SELECT j.id, j.number, j.customer_id, j.location_id, c.name AS customer
                         FROM jobs j JOIN customers c ON c.id = j.customer_id ORDER BY j.id`)
  ).rows as Array<{ id: number; number: string; customer_id: number; location_id: number; customer: string }>;
  if (jobRows.length === 0) return;

  // The external accounts act for a customer each; the demo's external account for EXTERNAL_DEMO_CUSTOMER.
  await db.execute(sql`
    INSERT INTO user_customers (user_id, customer_id)
    SELECT u.id, CASE WHEN u.email = ${EXTERNAL_DEMO_EMAIL}
                      THEN (SELECT id FROM customers WHERE name = ${EXTERNAL_DEMO_CUSTOMER})
                      ELSE (SELECT id FROM customers ORDER BY id OFFSET (u.id % (SELECT count(*) FROM customers)) LIMIT 1) END
    FROM users u WHERE NOT u.is_internal`);

  const rows: Seeded[] = [];
  const labels: Array<{ id: number; zpl: string; on: string; prints: number }> = [];
  for (let id = 1; id <= count; id++) {
    const job = jobRows[(id * 7919) % jobRows.length];
    const destIndex = rnd.int(0, DESTINATIONS.length - 1);
    const dest = DESTINATIONS[destIndex];
    const office = OFFICES[job.location_id] ?? OFFICES[1];
    const carrierPick = rnd.next();
    const carrier = carrierPick < 0.55 ? 'post' : carrierPick < 0.8 ? 'ups' : 'fedex';
    const tn =
      carrier === 'post'
        ? s10(rnd.pick(['LX', 'RR', 'CP', 'LA']), 10_000_000 + id * 37, office.cc)
        : carrier === 'ups'
          ? ups(`A1${String(job.customer_id).padStart(2, '0')}${office.cc}`, rnd.pick(['01', '03', '66']), id)
          : fedex(79_000_000_000 + id * 13);
    const exc = id % 53 === 0;
    const ret = !exc && id % 97 === 0 ? RETURN_REASON_CODES[id % RETURN_REASON_CODES.length] : null;
    const n = ret ? 4 : exc ? rnd.int(3, 5) : rnd.int(2, 6);
    const hours = rnd.int(6, 26);
    const created = new Date(now.getTime() - rnd.int(8, 90) * DAY_MS - rnd.int(0, 86_399) * 1000);
    const status: PackageStatus = ret ? 'Returned' : exc ? 'Exception' : FLOW[n - 1].status;
    const itemCount = rnd.int(1, 2);
    const items: Seeded['items'] = [];
    for (let k = 0; k < itemCount; k++) {
      const [description, hs] = rnd.pick(ITEMS);
      const qty = rnd.int(1, 4);
      items.push([
        description,
        hs,
        qty,
        Math.round(qty * rnd.int(500, 12_000)) / 100,
        rnd.pick(['CN', 'US', 'FR', 'VN', 'DE']),
      ]);
    }
    const first = rnd.pick(FIRST);
    const last = rnd.pick(LAST);
    const returned = ret ? new Date(created.getTime() + (n + 1) * hours * 3_600_000).toISOString() : null;
    rows.push({
      id,
      tn,
      ref: id % 11 === 0 ? null : `${job.customer.slice(0, 3).toUpperCase()}-${String(500_000 + id * 3)}`,
      job: job.id,
      man: `M${job.number.slice(1)}-${(id % 2) + 1}`,
      cust: job.customer_id,
      svc: rnd.pick(SERVICES),
      prod: rnd.pick(PRODUCTS),
      st: status,
      name: `${first} ${last}`,
      a1: `${rnd.int(1, 240)} ${rnd.pick(STREETS)}`,
      a2: rnd.chance(0.2) ? `Apt ${rnd.int(1, 60)}` : null,
      city: dest.city,
      state: dest.cc === 'US' ? (dest.city === 'Chicago' ? 'IL' : 'WA') : null,
      zip: dest.zip,
      cc: dest.cc,
      w: Math.round(rnd.int(50, 15_000) / 10) / 100,
      l: rnd.chance(0.9) ? rnd.int(10, 60) : null,
      wd: rnd.int(10, 40),
      h: rnd.int(2, 30),
      val: Math.round(items.reduce((sum, i) => sum + i[3], 0) * 100) / 100,
      cur: dest.cur,
      // Some consignees have no tax id: customs stops those (the MissingTaxID view).
      tax: rnd.chance(0.12) ? null : `${dest.cc}${String(100_000_000 + id * 17).slice(0, 9)}`,
      created: created.toISOString(),
      returned,
      n,
      exc,
      ret,
      carrier,
      office: job.location_id,
      dest: destIndex,
      hours,
      items,
    });
    if (id % 20 === 0)
      labels.push({
        id,
        zpl: packageLabelZpl({
          trackingNumber: tn,
          service: rows[id - 1].svc,
          customer: job.customer,
          jobNumber: job.number,
          consigneeName: `${first} ${last}`,
          consigneeAddress1: rows[id - 1].a1,
          consigneeAddress2: rows[id - 1].a2,
          consigneeCity: dest.city,
          consigneePostalCode: dest.zip,
          consigneeCountry: dest.cc,
          weightKg: rows[id - 1].w,
        }),
        on: new Date(created.getTime() + 2 * hours * 3_600_000).toISOString(),
        prints: (id / 20) % 3,
      });
  }

  // Columns as PostgreSQL array literals: unnest reads 20,000 rows from them far faster than from JSON.
  const col = <K extends keyof Seeded>(key: K, type: ArrayType) =>
    sql`${arrayLiteral(rows.map((r) => r[key] as Cell))}::${sql.raw(type)}[]`;
  await withIndexesDeferred(db, ['packages', 'package_items', 'tracking_events'], async () => {
    await db.execute(sql`
      INSERT INTO packages (id, tracking_number, customer_reference, job_id, manifest_number, customer_id, service,
        product, status, consignee_name, consignee_address1, consignee_address2, consignee_city, consignee_state,
        consignee_postal_code, consignee_country, weight_kg, length_cm, width_cm, height_cm, declared_value, currency,
        tax_id, created_on, returned_on)
      SELECT * FROM unnest(${col('id', 'int')}, ${col('tn', 'text')}, ${col('ref', 'text')}, ${col('job', 'int')},
        ${col('man', 'text')}, ${col('cust', 'int')}, ${col('svc', 'text')}, ${col('prod', 'text')}, ${col('st', 'text')},
        ${col('name', 'text')}, ${col('a1', 'text')}, ${col('a2', 'text')}, ${col('city', 'text')},
        ${col('state', 'text')}, ${col('zip', 'text')}, ${col('cc', 'text')}, ${col('w', 'float8')},
        ${col('l', 'float8')}, ${col('wd', 'float8')}, ${col('h', 'float8')}, ${col('val', 'numeric')},
        ${col('cur', 'text')}, ${col('tax', 'text')}, ${col('created', 'timestamptz')}, ${col('returned', 'timestamptz')})`);
    const items = rows.flatMap((r) => r.items.map((item, k) => [r.id, k + 1, ...item] as const));
    const itemCol = (i: number, type: ArrayType) =>
      sql`${arrayLiteral(items.map((item) => item[i]))}::${sql.raw(type)}[]`;
    await db.execute(sql`
      INSERT INTO package_items (package_id, line_number, description, hs_code, quantity, value, origin_country)
      SELECT * FROM unnest(${itemCol(0, 'int')}, ${itemCol(1, 'int')}, ${itemCol(2, 'text')}, ${itemCol(3, 'text')},
        ${itemCol(4, 'int')}, ${itemCol(5, 'numeric')}, ${itemCol(6, 'text')})`);

    // Events: steps 1..n of the flow, each some hours after the one before; an exception or a return adds its own.
    const offices = JSON.stringify(Object.entries(OFFICES).map(([id, o]) => ({ id: Number(id), ...o })));
    const destinations = JSON.stringify(DESTINATIONS.map((d, i) => ({ i, ...d })));
    const codes = JSON.stringify(CARRIER_CODES);
    const x = sql`unnest(${col('id', 'int')}, ${col('created', 'timestamptz')}, ${col('hours', 'int')},
      ${col('carrier', 'text')}, ${col('office', 'int')}, ${col('dest', 'int')}, ${col('n', 'int')}, ${col('exc', 'bool')},
      ${col('ret', 'text')}) AS x(id, created, hours, carrier, office, dest, n, exc, ret)`;
    await db.execute(sql`
      WITH o AS (SELECT * FROM jsonb_to_recordset(${offices}::jsonb)
                   AS o(id int, place text, tz text, cc text, gateway text, "gatewayTz" text)),
           d AS (SELECT * FROM jsonb_to_recordset(${destinations}::jsonb)
                   AS d(i int, cc text, city text, tz text, gw text, "gwTz" text)),
           flow AS (SELECT * FROM (VALUES
             (1, 'Received', 'scan'), (2, 'Processed', 'scan'), (3, 'In Transit', 'carrier'), (4, 'Customs', 'carrier'),
             (5, 'Out for Delivery', 'carrier'), (6, 'Delivered', 'carrier')) AS f(k, status, source)),
           x AS (SELECT * FROM ${x}),
           steps AS (
             SELECT x.id, x.created, x.hours, x.carrier, x.office, x.dest, f.k, f.status, f.source
             FROM x JOIN flow f ON f.k <= x.n
             UNION ALL
             SELECT x.id, x.created, x.hours, x.carrier, x.office, x.dest, x.n + 1,
                    CASE WHEN x.exc THEN 'Exception' ELSE 'Returned' END, CASE WHEN x.exc THEN 'carrier' ELSE 'scan' END
             FROM x WHERE x.exc OR x.ret IS NOT NULL)
      INSERT INTO tracking_events (package_id, occurred_at, place, time_zone, country_code, source, carrier_code,
        carrier_text, status)
      SELECT s.id, s.created + make_interval(hours => s.k * s.hours, mins => (s.id * 7 + s.k * 13) % 60),
        CASE WHEN s.status = 'Returned' OR s.k <= 2 THEN o.place WHEN s.k = 3 THEN o.gateway WHEN s.k = 4 THEN d.gw
             ELSE d.city END,
        CASE WHEN s.status = 'Returned' OR s.k <= 2 THEN o.tz WHEN s.k = 3 THEN o."gatewayTz" WHEN s.k = 4 THEN d."gwTz"
             ELSE d.tz END,
        CASE WHEN s.status = 'Returned' OR s.k <= 3 THEN o.cc ELSE d.cc END,
        s.source,
        CASE s.status WHEN 'Received' THEN 'A1-RCV' WHEN 'Processed' THEN 'A1-PRC' WHEN 'Returned' THEN 'A1-RTS'
             WHEN 'Exception' THEN (${codes}::jsonb -> s.carrier ->> 4)
             ELSE (${codes}::jsonb -> s.carrier ->> (s.k - 3)) END,
        CASE s.status WHEN 'Received' THEN 'Received at ' || o.place WHEN 'Processed' THEN 'Processed and labelled'
             WHEN 'Returned' THEN 'Returned to the sender' WHEN 'Exception' THEN ${CARRIER_TEXTS[4]}
             WHEN 'In Transit' THEN ${CARRIER_TEXTS[0]} WHEN 'Customs' THEN ${CARRIER_TEXTS[1]}
             WHEN 'Out for Delivery' THEN ${CARRIER_TEXTS[2]} ELSE ${CARRIER_TEXTS[3]} END,
        s.status
      FROM steps s JOIN o ON o.id = s.office JOIN d ON d.i = s.dest`);
  });

  const returned = rows.filter((r) => r.ret !== null);
  await db.insert(t.packageReturns).values(
    returned.map((r) => ({
      packageId: r.id,
      reason: r.ret!,
      returnedBy: 'ops.manager@a1demo.com',
      returnedOn: new Date(r.returned!),
    })),
  );

  // What the customer's system sent, for one package in five.
  await db.execute(sql`
    INSERT INTO package_api_data (package_id, source, payload, received_on)
    SELECT p.id, 'Shipments API v2',
      jsonb_build_object('shipmentReference', p.customer_reference, 'trackingNumber', p.tracking_number,
        'service', p.service,
        'consignee', jsonb_build_object('name', p.consignee_name, 'address1', p.consignee_address1,
          'address2', p.consignee_address2, 'city', p.consignee_city, 'postalCode', p.consignee_postal_code,
          'country', p.consignee_country, 'taxId', p.tax_id),
        'parcel', jsonb_build_object('weightKg', p.weight_kg, 'lengthCm', p.length_cm, 'widthCm', p.width_cm,
          'heightCm', p.height_cm),
        'customs', jsonb_build_object('currency', p.currency, 'declaredValue', p.declared_value,
          'items', (SELECT jsonb_agg(jsonb_build_object('description', i.description, 'hsCode', i.hs_code,
                      'quantity', i.quantity, 'value', i.value, 'originCountry', i.origin_country) ORDER BY i.line_number)
                    FROM package_items i WHERE i.package_id = p.id))),
      p.created_on - interval '2 hours'
    FROM packages p WHERE p.id % 5 = 0`);

  // Notes on one package in fifty, PIM changes on one in thirty.
  const notes = JSON.stringify(NOTES);
  await db.execute(sql`
    INSERT INTO package_notes (package_id, note, created_by, created_by_name, created_on)
    SELECT p.id, ${notes}::jsonb ->> (p.id / 50 % ${NOTES.length}),
      CASE WHEN p.id % 100 = 0 THEN 'ops.manager@a1demo.com' ELSE 'admin@a1demo.com' END,
      CASE WHEN p.id % 100 = 0 THEN 'Jordan Lee' ELSE 'Alex Morgan' END,
      p.created_on + make_interval(hours => 30 + p.id % 7)
    FROM packages p WHERE p.id % 50 = 0`);
  await db.execute(sql`
    INSERT INTO package_pim_changes (package_id, field, before, after, changed_by, changed_on)
    SELECT p.id, c.field, c.before, c.after, 'ops.manager@a1demo.com',
      p.created_on + make_interval(hours => 20 + c.k)
    FROM packages p, LATERAL (VALUES
      (1, 'weightKg', round((p.weight_kg * 0.8)::numeric, 2)::text, p.weight_kg::text),
      (2, 'consigneeAddress1', upper(p.consignee_address1), p.consignee_address1)) AS c(k, field, before, after)
    WHERE p.id % 30 = 0 AND (c.k = 1 OR p.id % 60 = 0)`);

  // Labels as generated for one package in twenty, with their prints.
  await db.execute(sql`
    WITH l AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(labels)}::jsonb) AS l(id int, zpl text, "on" timestamptz, prints int)),
         made AS (INSERT INTO package_labels (package_id, format, content, created_by, created_on)
                  SELECT id, 'ZPL', zpl, 'seed', "on" FROM l RETURNING id, package_id, created_on)
    INSERT INTO label_prints (label_id, package_id, printer, printed_by, printed_on)
    SELECT made.id, made.package_id, (${JSON.stringify(PRINTERS)}::jsonb ->> (made.package_id % ${PRINTERS.length})),
      'ops.manager@a1demo.com', made.created_on + make_interval(mins => 5 + 30 * p)
    FROM made JOIN l ON l.id = made.package_id, generate_series(1, l.prints) AS p`);

  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('packages', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM packages), 1))`,
  );
  // The planner's statistics for the searches (on PostgreSQL autovacuum would come later).
  await db.execute(sql`ANALYZE packages`);
}
