/**
 * The ticket list kept in memory, row by row, as the JSON TicketList answers (issue 12 Speed: 50,000 tickets with
 * their dozen joined names take PostgreSQL and Node seconds to read and serialise; a user's screen asks for them on
 * every load, auto-refresh and Refresh).
 *
 * Each instance holds every ticket's row JSON, less the parts that differ per caller or per setting (agentGroup,
 * isPricing, unread, unreadFields), which the answer appends. Before it answers, the cache reads what changed since it
 * last looked from `ticket_list_changes`, which triggers on the tickets and on every table whose names a row shows
 * fill (migration 0006), so every writer is seen, on every instance, whatever code made the change. Reading the
 * changes is one indexed query; a change re-reads only its tickets; a renamed lane or user (a null ticket id)
 * rebuilds the whole list.
 *
 * Consistency: a change is read by `xid >= the last snapshot's xmin`, so a transaction still running when the cache
 * looked is read again on a later look, once it has committed; changes already applied are skipped by their seq.
 * A caller always sees at least every write committed before its request (read-your-writes).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { latin1Json } from '../../http/latin1-json.ts';

type Executor = Pick<Db, 'execute'>;

/** One ticket of the list: what the filters read, and its JSON without the closing brace. */
export interface CachedTicket {
  id: number;
  projectId: number | null;
  sprintId: number | null;
  milestoneId: number | null;
  agentId: number | null;
  requesterId: number | null;
  scheduleGroupId: number | null;
  laneId: number;
  /** The row's JSON, UTF-8, without its closing brace. */
  json: Buffer;
}

/** More changed tickets than this at once are read as a rebuild (one query beats a long id list). */
const REBUILD_ABOVE_CHANGES = 5_000;
/** Change rows older than this are deleted, checked at most once per PRUNE_EVERY_MS by each instance. */
const KEEP_CHANGES_MS = 24 * 3_600_000;
const PRUNE_EVERY_MS = 60_000;
/** A cache that has not looked for this long may have missed pruned changes: it rebuilds. */
const STALE_AFTER_MS = KEEP_CHANGES_MS / 2;

/** A timestamp column as Date.prototype.toISOString() writes it (UTC, milliseconds, Z). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The rows, built by PostgreSQL in the TicketListItem shape (shared/src/contract/ticketing-types.ts), less the
 * per-caller keys. Numbers as JavaScript writes them: points as float8, a sort priority that is not a number as 4.
 */
function rowsQuery(where: SQL): SQL {
  return sql`
    SELECT t.id, t.project_id AS "projectId", t.sprint_id AS "sprintId", t.milestone_id AS "milestoneId",
           t.agent_id AS "agentId", t.requester_id AS "requesterId", t.schedule_group_id AS "scheduleGroupId",
           t.lane_id AS "laneId", row_to_json(r)::text AS json
    FROM tickets t
    JOIN lanes l ON l.id = t.lane_id
    LEFT JOIN users rq ON rq.id = t.requester_id
    LEFT JOIN departments rd ON rd.id = rq.department_id
    LEFT JOIN users ag ON ag.id = t.agent_id
    LEFT JOIN customers c ON c.id = t.customer_id
    LEFT JOIN projects p ON p.id = t.project_id
    LEFT JOIN initiatives i ON i.id = t.milestone_id
    LEFT JOIN features f ON f.id = t.sprint_id
    LEFT JOIN phases ph ON ph.id = f.phase_id
    LEFT JOIN users an ON an.id = f.business_analyst_id
    LEFT JOIN schedule_groups sg ON sg.id = t.schedule_group_id
    CROSS JOIN LATERAL (
      SELECT t.id AS "ticketId", t.title, t.requester_id AS "requesterId", rq.full_name AS "requesterName",
             rq.email AS "requesterEmail", t.customer_id AS "customerId", c.name AS "customerName", t.type,
             t.priority, ${sql.raw(iso('t.updated_on'))} AS "updatedOn", t.updated_by AS "updatedBy", t.status,
             t.module_name AS "moduleName", t.sub_module_name AS "subModuleName", t.latest_comment AS "latestComment",
             t.created_by AS "createdBy", ${sql.raw(iso('t.created_on'))} AS "createdOn",
             t.milestone_id AS "milestoneId", t.sprint_id AS "sprintId", t.agent_id AS "agentId",
             ag.full_name AS "agentName", ag.email AS "agentEmail", t.project_id AS "projectId",
             t.start_date::text AS "startDate", t.end_date::text AS "endDate", t.points::float8 AS points,
             t.lane_id AS "laneId", l.name AS "laneName",
             COALESCE(NULLIF(CASE WHEN t.sort_priority ~ '^ *-?[0-9]+([.][0-9]+)? *$'
                                  THEN t.sort_priority::float8 END, 0), 4) AS "sortPriority",
             t.sticker, t.schedule_group_id AS "scheduleGroupId", sg.name AS "scheduleGroup",
             t.health_status_id AS "healthStatusId", t.crf_link AS "crfLink", f.sticker AS "crfSticker",
             rd.name AS "requesterDepartment", p.name AS "projectName", i.text AS "milestoneName",
             f.name AS "sprintName", f.comment AS "featureNote", i.sort_order AS "milestoneSortOrder",
             f.sort_order AS "sprintSortOrder", f.status AS "sprintStatus", ph.name AS "sprintPhase",
             f.business_analyst_id AS "businessAnalystId", an.full_name AS "businessAnalystName",
             t.schedule_group_id IS NULL AS "oldNoScheduleGroup", true AS "isTicket", t.version,
             json_build_object('ticketId', t.id, 'sprintId', t.sprint_id, 'milestoneId', t.milestone_id,
                               'projectId', t.project_id) AS "supportTicket",
             false AS "isFeature"
    ) r
    WHERE ${where}`;
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/**
 * The tickets matching `where` (on `tickets t`) as cached rows: the one builder of the ticket's list row, which
 * TicketList and GET Ticket complete with the caller's keys. The closing brace is stripped for them; characters
 * beyond Latin-1 are escaped (latin1Json).
 */
export async function readTicketRows(db: Executor, where: SQL): Promise<CachedTicket[]> {
  const rows = rowsOf<Omit<CachedTicket, 'json'> & { json: string }>(await db.execute(rowsQuery(where)));
  return rows.map((row) => ({ ...row, json: Buffer.from(latin1Json(row.json.slice(0, -1))) }));
}

/** The position of `id` in tickets sorted by id (binary search; the id is known to be there). */
function indexOf(sorted: readonly CachedTicket[], id: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle].id < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

class TicketListCache {
  private readonly byId = new Map<number, CachedTicket>();
  private sorted: CachedTicket[] | null = null;
  /** The xmin of the snapshot of the last look; null before the first build. */
  private horizon: string | null = null;
  /** Changes at or past the horizon already applied. */
  private applied = new Set<string>();
  private lookedAt = 0;
  private prunedAt = 0;
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly db: Executor) {}

  /** Every ticket, by id, current as of this call. */
  async tickets(): Promise<readonly CachedTicket[]> {
    // One look at a time per instance: concurrent callers share the queue, each after the one before.
    const look = this.pending.then(() => this.look());
    this.pending = look.catch(() => undefined);
    await look;
    this.sorted ??= [...this.byId.values()].sort((a, b) => a.id - b.id);
    return this.sorted;
  }

  private async look(): Promise<void> {
    if (this.horizon === null || Date.now() - this.lookedAt > STALE_AFTER_MS) return this.rebuild();
    const [state] = rowsOf<{
      horizon: string;
      changes: Array<{ seq: string; ticketId: number | null; xid: string }> | null;
    }>(
      await this.db.execute(sql`
        SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon,
               (SELECT json_agg(json_build_object('seq', seq::text, 'ticketId', ticket_id, 'xid', xid::text))
                FROM ticket_list_changes WHERE xid >= ${this.horizon}::xid8) AS changes`),
    );
    const fresh = (state.changes ?? []).filter((c) => !this.applied.has(c.seq));
    if (fresh.some((c) => c.ticketId === null)) return this.rebuild();
    const ids = [...new Set(fresh.map((c) => c.ticketId as number))];
    if (ids.length > REBUILD_ABOVE_CHANGES) return this.rebuild();
    if (ids.length > 0) await this.reread(ids);
    this.horizon = state.horizon;
    // Only changes of transactions that may still have been running need remembering.
    this.applied = new Set(
      (state.changes ?? []).filter((c) => BigInt(c.xid) >= BigInt(state.horizon)).map((c) => c.seq),
    );
    this.lookedAt = Date.now();
    await this.prune();
  }

  private async rebuild(): Promise<void> {
    // The horizon first: whatever commits after it is read again on the next look.
    const [{ horizon }] = rowsOf<{ horizon: string }>(
      await this.db.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`),
    );
    const rows = await readTicketRows(this.db, sql`true`);
    this.byId.clear();
    for (const row of rows) this.byId.set(row.id, row);
    this.sorted = null;
    this.horizon = horizon;
    this.applied = new Set();
    this.lookedAt = Date.now();
  }

  private async reread(ids: number[]): Promise<void> {
    const rows = await readTicketRows(
      this.db,
      sql`t.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const found = new Set<number>();
    for (const row of rows) {
      found.add(row.id);
      if (!this.byId.has(row.id)) this.sorted = null;
      else if (this.sorted) this.sorted[indexOf(this.sorted, row.id)] = row;
      this.byId.set(row.id, row);
    }
    for (const id of ids) if (!found.has(id) && this.byId.delete(id)) this.sorted = null;
  }

  private async prune(): Promise<void> {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    await this.db.execute(
      sql`DELETE FROM ticket_list_changes WHERE at < now() - make_interval(secs => ${KEEP_CHANGES_MS / 1000})`,
    );
  }
}

/** One cache per database (tests run several apps, each on its own database, in one process). */
const caches = new WeakMap<object, TicketListCache>();

export function ticketListCache(db: Executor): TicketListCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TicketListCache(db)));
  return cache;
}
