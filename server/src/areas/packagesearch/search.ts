/**
 * Package search (spec 3 §7, issue 25): which packages a search term finds, and the rows of each view over them.
 *
 * A term is matched on the normalised key (upper case, no white space) of the criterion's column: exactly through
 * its B-tree index; one term of 4 characters or more that matches no number whole (or any consignee name) as a part
 * of it, through its trigram (pg_trgm) index. So a whole tracking number typed or scanned is found at B-tree speed,
 * and a part of one still finds every package that holds it.
 * A job number goes through the jobs' own indexes (unique number, trigram) to the packages' job index. A paste of
 * up to 1,000 terms is matched exactly, in one query, and answers the terms that found nothing. An external caller's
 * scope (its customers) is part of every query, so another customer's package is never found.
 */
import { and, asc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  isoInZone,
  matchesPartially,
  normaliseName,
  normaliseNumber,
  PACKAGE_LIMITS,
  searchTermsProblem,
  splitSearchTerms,
  type BatchTrackingRow,
  type PackageDetail,
  type PackageItemRow,
  type PackageSearchCriterion,
  type PackageSearchQuery,
  type PackageSummary,
  type SearchView,
} from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { inScope, type Scope } from './scope.ts';
import { intArray, textArray } from '../../db/sql-arrays.ts';
import { executePrepared } from '../../db/prepared.ts';
import { instantOf, isoUtc } from '../../db/pg-time.ts';

/** These packages: one array parameter, where an IN list of a job's 500 ids is 500 to bind and plan. */
const idIn = (ids: readonly number[]) => sql`${t.packages.id} = ANY(${intArray(ids)})`;

/** `%term%` for LIKE, with LIKE's own characters taken literally. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A row's values as they come (PostgreSQL's text, or PGlite's typed values) as the answer's types. */
const text = (value: unknown) => value as string;
const textOrNull = (value: unknown) => value as string | null;
const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown) => (value === null ? null : num(value));

const keyColumn = {
  trackingNumber: t.packages.trackingKey,
  customerReference: t.packages.customerReferenceKey,
  manifest: t.packages.manifestKey,
  consigneeName: t.packages.consigneeNameKey,
} as const;

/** The columns of a summary row (the Overview's; the latest event as the packages row keeps it, migration 0022). */
const summaryColumns = {
  id: t.packages.id,
  trackingNumber: t.packages.trackingNumber,
  customerReference: t.packages.customerReference,
  jobId: t.packages.jobId,
  jobNumber: t.jobs.number,
  manifestNumber: t.packages.manifestNumber,
  customerId: t.packages.customerId,
  customer: t.customers.name,
  service: t.packages.service,
  product: t.packages.product,
  status: t.packages.status,
  consigneeName: t.packages.consigneeName,
  consigneeCountry: t.packages.consigneeCountry,
  weightKg: t.packages.weightKg,
  createdOn: t.packages.createdOn,
  returnedOn: t.packages.returnedOn,
  lastEventAt: t.packages.lastEventAt,
  lastEventPlace: t.packages.lastEventPlace,
  lastEventTimeZone: t.packages.lastEventTimeZone,
  lastEventText: t.packages.lastEventText,
};

/** A detail row's: the summary's, the address, measures, value, tax id and the item count. */
const detailColumns = {
  ...summaryColumns,
  consigneeAddress1: t.packages.consigneeAddress1,
  consigneeAddress2: t.packages.consigneeAddress2,
  consigneeCity: t.packages.consigneeCity,
  consigneeState: t.packages.consigneeState,
  consigneePostalCode: t.packages.consigneePostalCode,
  lengthCm: t.packages.lengthCm,
  widthCm: t.packages.widthCm,
  heightCm: t.packages.heightCm,
  declaredValue: t.packages.declaredValue,
  currency: t.packages.currency,
  taxId: t.packages.taxId,
  itemCount: sql<number>`(SELECT count(*)::int FROM ${t.packageItems} i WHERE i.package_id = ${t.packages.id})`,
};

/** `column AS "field", …` in the columns' order: a prepared statement's rows are arrays in that order. */
const named = (columns: Record<string, SQLWrapper>) =>
  sql.join(
    Object.entries(columns).map(([field, column]) => sql`${column} AS ${sql.identifier(field)}`),
    sql`, `,
  );

/** Field → its place in a row of these columns (a summary's fields lead a detail row, at the same places). */
const placesOf = <K extends string>(columns: Record<K, unknown>) =>
  Object.fromEntries(Object.keys(columns).map((field, i) => [field, i])) as Record<K, number>;
const S = placesOf(summaryColumns);
const D = placesOf(detailColumns);

/**
 * A row as a prepared statement answers it (db/prepared.ts): its values in the columns' order, each as PostgreSQL's
 * text on PostgreSQL and typed on PGlite; the converters below read either.
 */
type Row = readonly unknown[];

/** The detail rows of these packages, with `extra` conditions, in package order. A test reads its plan. */
export const detailQuery = (ids: readonly number[], extra?: SQL): SQL =>
  sql`SELECT ${named(detailColumns)} FROM ${t.packages}
    JOIN ${t.customers} ON ${t.customers.id} = ${t.packages.customerId}
    LEFT JOIN ${t.jobs} ON ${t.jobs.id} = ${t.packages.jobId}
    WHERE ${and(idIn(ids), extra)} ORDER BY ${t.packages.id}`;

interface Found {
  /** Package id → the (normalised) term that found it. */
  matches: Map<number, string | null>;
  /** Their summary rows, in package order (the Overview's rows, read with the match; its key last). */
  summaries: Row[];
  notFound: string[];
  truncated: boolean;
  terms: number;
  partial: boolean;
}

/**
 * The query that finds the packages of normalised terms (exactly, or the one term as a part), in the scope, and
 * answers their summary rows with the term that found each (`matchedKey`): at most PACKAGE_LIMITS.resultRows + 1 rows
 * (one more tells that the answer was cut). One statement, so that a job's 500 packages are found and read in one
 * round trip (issue 25: p95 <= 10 ms). Plain SQL in the summary's column order (its rows come as arrays, toSummary
 * reads them by place): drizzle's mapping of every field of 500 rows cost more than the query. In package order, or
 * (`ordered` false) as PostgreSQL finds them. A test reads its plan (EXPLAIN: `PgDialect.sqlToQuery`) and proves that
 * no search reads the whole packages table.
 */
export function matchQuery(
  scope: Scope,
  criterion: PackageSearchCriterion,
  terms: string[],
  partial: boolean,
  ordered = true,
): SQL {
  const cap = PACKAGE_LIMITS.resultRows + 1;
  const byJob = criterion === 'jobNumber';
  const key = byJob ? sql`upper(${t.jobs.number})` : keyColumn[criterion];
  // A job number is matched as typed on its unique index (job numbers are stored in upper case), a part of one on
  // the trigram index of its upper case; any other criterion on its normalised key.
  const exact = byJob ? sql`${t.jobs.number} = ANY(${textArray(terms)})` : sql`${key} = ANY(${textArray(terms)})`;
  const match = partial ? sql`${key} LIKE ${contains(terms[0])}` : exact;
  const from = byJob
    ? sql`${t.jobs} JOIN ${t.packages} ON ${t.packages.jobId} = ${t.jobs.id}`
    : sql`${t.packages} LEFT JOIN ${t.jobs} ON ${t.jobs.id} = ${t.packages.jobId}`;
  return sql`SELECT ${named(summaryColumns)}, ${key} AS "matchedKey" FROM ${from}
    JOIN ${t.customers} ON ${t.customers.id} = ${t.packages.customerId}
    WHERE ${and(match, inScope(scope))} ${ordered ? sql`ORDER BY ${t.packages.id}` : sql``} LIMIT ${cap}`;
}

/** A summary row's matched key: the column after the summary's. */
const MATCHED_KEY = Object.keys(summaryColumns).length;
const matchedKeyOf = (row: Row) => row[MATCHED_KEY] as string | null;

/**
 * Which of these exact terms find a package in the scope, whatever the result cap: a paste of 1,000 job numbers can
 * hold more packages than an answer, and a term is "not found" only when it finds none. One index probe per term.
 */
async function termsFound(db: Db, scope: Scope, criterion: PackageSearchCriterion, terms: string[]) {
  const term = sql.raw('found.term');
  const anyPackage =
    criterion === 'jobNumber'
      ? sql`EXISTS (SELECT 1 FROM ${t.jobs} j JOIN ${t.packages} ON ${t.packages.jobId} = j.id
          WHERE j.number = ${term} AND ${inScope(scope) ?? sql`TRUE`})`
      : sql`EXISTS (SELECT 1 FROM ${t.packages} WHERE ${keyColumn[criterion]} = ${term} AND ${inScope(scope) ?? sql`TRUE`})`;
  const { rows } = await db.execute<{ term: string }>(
    sql`SELECT found.term FROM unnest(${textArray(terms)}) AS found(term) WHERE ${anyPackage}`,
  );
  return new Set(rows.map((r) => r.term));
}

/** The packages a search finds, in the caller's scope, at most PACKAGE_LIMITS.resultRows, with their summary rows. */
export async function findPackages(db: Db, scope: Scope, query: PackageSearchQuery): Promise<Found> {
  const criterion: PackageSearchCriterion = query.searchCriteria;
  const terms = splitSearchTerms(query.searchTerm, criterion === 'consigneeName' ? normaliseName : normaliseNumber);
  const problem = searchTermsProblem(terms);
  if (problem) throw new A1Error(400, problem);
  const matching = async (partial: boolean) => {
    if (partial) return executePrepared(db, matchQuery(scope, criterion, terms, true));
    // An exact match is read as PostgreSQL finds it and put in package order here: without a sort before its first
    // row, a job's 500 rows reach the server while they are read (0.5 ms of the query's 2.4). Only an answer over the
    // cap is read again in order, so that it keeps the first packages.
    const found = await executePrepared(db, matchQuery(scope, criterion, terms, false, false));
    return found.length > PACKAGE_LIMITS.resultRows
      ? executePrepared(db, matchQuery(scope, criterion, terms, false))
      : found.sort((a, b) => num(a[S.id]) - num(b[S.id]));
  };
  let partial = matchesPartially(terms);
  let rows: Row[] | undefined;
  if (partial && criterion !== 'consigneeName') {
    // A whole number first, through its B-tree: only a term that is no number whole is searched as a part.
    const exact = await matching(false);
    if (exact.length > 0) [rows, partial] = [exact, false];
  }
  rows ??= await matching(partial);
  const truncated = rows.length > PACKAGE_LIMITS.resultRows;
  const kept = truncated ? rows.slice(0, PACKAGE_LIMITS.resultRows) : rows;
  const matches = new Map<number, string | null>();
  for (const row of kept) matches.set(num(row[S.id]), partial ? terms[0] : matchedKeyOf(row));
  const found = partial
    ? null
    : truncated
      ? await termsFound(db, scope, criterion, terms)
      : new Set(rows.map(matchedKeyOf));
  const notFound = found ? terms.filter((term) => !found.has(term)) : rows.length ? [] : terms;
  return { matches, summaries: kept, notFound, truncated, terms: terms.length, partial };
}

// ------------------------------------------------------------------------------------------- the views' rows

export async function detailRows(
  db: Db,
  ids: readonly number[],
  matched: ReadonlyMap<number, string | null>,
  extra?: SQL,
): Promise<PackageDetail[]> {
  if (ids.length === 0) return [];
  const rows = await executePrepared(db, detailQuery(ids, extra));
  return rows.map((r) => toDetail(r, matched.get(num(r[D.id])) ?? null));
}

/** A summary (or detail) row as the Overview answers it. */
export function toSummary(r: Row, matchedTerm: string | null): PackageSummary {
  const lastEventAt = r[S.lastEventAt];
  const lastEventTimeZone = textOrNull(r[S.lastEventTimeZone]);
  return {
    packageId: num(r[S.id]),
    trackingNumber: text(r[S.trackingNumber]),
    customerReference: textOrNull(r[S.customerReference]),
    jobId: numOrNull(r[S.jobId]),
    jobNumber: textOrNull(r[S.jobNumber]),
    manifestNumber: textOrNull(r[S.manifestNumber]),
    customerId: num(r[S.customerId]),
    customer: text(r[S.customer]),
    service: text(r[S.service]),
    product: textOrNull(r[S.product]),
    status: text(r[S.status]),
    consigneeName: text(r[S.consigneeName]),
    consigneeCountry: text(r[S.consigneeCountry]),
    weightKg: num(r[S.weightKg]),
    lastEventOn: lastEventAt === null ? null : isoInZone(instantOf(lastEventAt), lastEventTimeZone),
    lastEventPlace: textOrNull(r[S.lastEventPlace]),
    lastEventTimeZone,
    lastEventText: textOrNull(r[S.lastEventText]),
    createdOn: isoUtc(r[S.createdOn]),
    returned: r[S.returnedOn] !== null,
    matchedTerm,
  };
}

export function toDetail(r: Row, matchedTerm: string | null): PackageDetail {
  return {
    ...toSummary(r, matchedTerm),
    consigneeAddress1: text(r[D.consigneeAddress1]),
    consigneeAddress2: textOrNull(r[D.consigneeAddress2]),
    consigneeCity: text(r[D.consigneeCity]),
    consigneeState: textOrNull(r[D.consigneeState]),
    consigneePostalCode: textOrNull(r[D.consigneePostalCode]),
    lengthCm: numOrNull(r[D.lengthCm]),
    widthCm: numOrNull(r[D.widthCm]),
    heightCm: numOrNull(r[D.heightCm]),
    declaredValue: num(r[D.declaredValue]),
    currency: text(r[D.currency]),
    taxId: textOrNull(r[D.taxId]),
    itemCount: num(r[D.itemCount]),
  };
}

async function itemRows(db: Db, found: Found): Promise<PackageItemRow[]> {
  const ids = [...found.matches.keys()];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      item: t.packageItems,
      trackingNumber: t.packages.trackingNumber,
      customerReference: t.packages.customerReference,
      jobNumber: t.jobs.number,
      customer: t.customers.name,
      status: t.packages.status,
      consigneeCountry: t.packages.consigneeCountry,
      currency: t.packages.currency,
    })
    .from(t.packageItems)
    .innerJoin(t.packages, eq(t.packages.id, t.packageItems.packageId))
    .innerJoin(t.customers, eq(t.customers.id, t.packages.customerId))
    .leftJoin(t.jobs, eq(t.jobs.id, t.packages.jobId))
    .where(sql`${t.packageItems.packageId} = ANY(${intArray(ids)})`)
    .orderBy(asc(t.packageItems.packageId), asc(t.packageItems.lineNumber));
  return rows.map((r) => ({
    itemId: r.item.id,
    lineNumber: r.item.lineNumber,
    description: r.item.description,
    hsCode: r.item.hsCode,
    quantity: r.item.quantity,
    value: num(r.item.value),
    originCountry: r.item.originCountry,
    packageId: r.item.packageId,
    trackingNumber: r.trackingNumber,
    customerReference: r.customerReference,
    jobNumber: r.jobNumber,
    customer: r.customer,
    status: r.status,
    consigneeCountry: r.consigneeCountry,
    currency: r.currency,
    matchedTerm: found.matches.get(r.item.packageId) ?? null,
  }));
}

async function batchTrackingRows(db: Db, found: Found): Promise<BatchTrackingRow[]> {
  const ids = [...found.matches.keys()];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      packageId: t.packages.id,
      trackingNumber: t.packages.trackingNumber,
      customerReference: t.packages.customerReference,
      packageStatus: t.packages.status,
      event: t.trackingEvents,
    })
    .from(t.packages)
    .leftJoin(t.trackingEvents, eq(t.trackingEvents.packageId, t.packages.id))
    .where(idIn(ids))
    .orderBy(asc(t.packages.id), asc(t.trackingEvents.occurredAt));
  return rows.map((r) => ({
    packageId: r.packageId,
    trackingNumber: r.trackingNumber,
    customerReference: r.customerReference,
    packageStatus: r.packageStatus,
    eventId: r.event?.id ?? null,
    occurredOn: r.event ? isoInZone(instantOf(r.event.occurredAt), r.event.timeZone) : null,
    timeZone: r.event?.timeZone ?? null,
    place: r.event?.place ?? null,
    carrierCode: r.event?.carrierCode ?? null,
    carrierText: r.event?.carrierText ?? null,
    status: r.event?.status ?? null,
    source: r.event?.source ?? null,
    matchedTerm: found.matches.get(r.packageId) ?? null,
  }));
}

/** The row of each view. */
interface ViewRow {
  overview: PackageSummary;
  packageDetails: PackageDetail;
  missingTaxId: PackageDetail;
  itemDetails: PackageItemRow;
  batchTracking: BatchTrackingRow;
}

const VIEW_ROWS: { [V in SearchView]: (db: Db, found: Found) => Promise<Array<ViewRow[V]>> } = {
  overview: async (_db, found) => found.summaries.map((r) => toSummary(r, found.matches.get(num(r[S.id])) ?? null)),
  packageDetails: (db, found) => detailRows(db, [...found.matches.keys()], found.matches),
  missingTaxId: (db, found) => detailRows(db, [...found.matches.keys()], found.matches, isNull(t.packages.taxId)),
  itemDetails: itemRows,
  batchTracking: batchTrackingRows,
};

/** One search view: find the packages, then the view's rows over them. */
export async function searchView<V extends SearchView>(db: Db, scope: Scope, view: V, query: PackageSearchQuery) {
  const found = await findPackages(db, scope, query);
  const rows: Array<ViewRow[V]> = await VIEW_ROWS[view](db, found);
  return { rows, notFound: found.notFound, truncated: found.truncated, terms: found.terms, partial: found.partial };
}
