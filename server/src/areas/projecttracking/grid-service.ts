/**
 * The project grid (spec 2 §2, §3): one row per feature, or one per initiative without features, with remaining
 * points and tickets, sprint dates, the main developer and timesheet hours (ours: per feature and per initiative).
 * One query builds every row's JSON; the answer streams it.
 */
import { asc, sql } from 'drizzle-orm';
import type { ProjectGridRow } from '@a1/shared/contract/projecttracking';
import { sortByMinimumSprintDateDesc } from '@a1/shared/rules/projecttracking/grid-defaults';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { latin1Json } from '../../http/latin1-json.ts';
import { JsonRows, Streamed } from '../../http/streamed.ts';

const CLOSED_STATUS = 'Completed';

/**
 * Every row of the grid, built by PostgreSQL in the ProjectGridRow shape (the whole answer of 10,000 features is
 * some 9 MB: building and serialising 10,000 objects in Node took longer than the query). Features per initiative
 * in their sort order, initiatives in their project's; an initiative without features is one row of nulls. Hours
 * and points rounded to 2 decimals; the main developer is the agent with the most tickets on the feature (ties:
 * the lower user id).
 */
const gridRows = sql`
  WITH figures AS (
    SELECT t.sprint_id,
           coalesce(sum(t.points) FILTER (WHERE t.status <> ${CLOSED_STATUS}), 0) AS remaining_points,
           count(*) FILTER (WHERE t.status <> ${CLOSED_STATUS}) AS remaining_tickets,
           min(sg.start_date) FILTER (WHERE t.status <> ${CLOSED_STATUS}) AS minimum_sprint_date,
           min(sg.start_date) AS initial_sprint_start_date
    FROM tickets t LEFT JOIN schedule_groups sg ON sg.id = t.schedule_group_id
    WHERE t.sprint_id IS NOT NULL GROUP BY t.sprint_id
  ), developers AS (
    SELECT DISTINCT ON (x.sprint_id) x.sprint_id, u.full_name
    FROM (SELECT sprint_id, agent_id, count(*) AS n FROM tickets
          WHERE sprint_id IS NOT NULL AND agent_id IS NOT NULL GROUP BY sprint_id, agent_id) x
    JOIN users u ON u.id = x.agent_id
    ORDER BY x.sprint_id, x.n DESC, x.agent_id
  ), feature_hours AS (
    SELECT id, sum(hours) AS hours FROM (
      SELECT owner_id AS id, hours FROM timesheets WHERE owner_kind = 'Feature' AND is_enabled
      UNION ALL
      SELECT t.sprint_id, tt.hours FROM timesheets tt JOIN tickets t ON t.id = tt.owner_id
      WHERE tt.owner_kind = 'Ticket' AND tt.is_enabled AND t.sprint_id IS NOT NULL
    ) h GROUP BY id
  ), initiative_hours AS (
    SELECT i.id, coalesce(own.hours, 0) + coalesce(of_features.hours, 0) AS hours
    FROM initiatives i
    LEFT JOIN (SELECT owner_id, sum(hours) AS hours FROM timesheets WHERE owner_kind = 'Initiative' AND is_enabled
               GROUP BY owner_id) own ON own.owner_id = i.id
    LEFT JOIN (SELECT f.milestone_id, sum(fh.hours) AS hours FROM features f JOIN feature_hours fh ON fh.id = f.id
               GROUP BY f.milestone_id) of_features ON of_features.milestone_id = i.id
  )
  SELECT fig.minimum_sprint_date::text AS "minimumSprintDate", row_to_json(r)::text AS json
  FROM initiatives i
  JOIN projects p ON p.id = i.project_id
  JOIN initiative_hours ih ON ih.id = i.id
  LEFT JOIN features f ON f.milestone_id = i.id
  LEFT JOIN phases ph ON ph.id = f.phase_id
  LEFT JOIN users requestor ON requestor.id = f.original_requestor_id
  LEFT JOIN users owner ON owner.id = f.owner_id
  LEFT JOIN departments od ON od.id = owner.department_id
  LEFT JOIN users approver ON approver.id = f.senior_manager_approval_id
  LEFT JOIN users analyst ON analyst.id = f.business_analyst_id
  LEFT JOIN figures fig ON fig.sprint_id = f.id
  LEFT JOIN developers dev ON dev.sprint_id = f.id
  LEFT JOIN feature_hours fh ON fh.id = f.id
  CROSS JOIN LATERAL (
    SELECT p.name AS project, p.id AS "projectID", p.priority, i.text AS initiative, i.id AS "initiativeID",
           i.sort_order AS "initiativeSortOrder", i.type AS "initiativeType", i.is_enabled AS "initiativeEnabled",
           round(ih.hours, 2)::float8 AS "initiativeTimesheetHours",
           f.name AS feature, f.id AS "featureID", f.sort_order AS "featureSortOrder", ph.name AS "featurePhase",
           f.start_date::text AS "featureStartDate", f.end_date::text AS "featureEndDate",
           f.requirements_due_date::text AS "requirementsDueDate", f.due_date::text AS "featureDueDate",
           requestor.full_name AS "featureOriginalRequestor", owner.full_name AS "featureOwner",
           od.name AS "ownerDepartment", approver.full_name AS "featureSeniorManagerApproval",
           analyst.full_name AS "featureBA", f.sticker AS "featureSticker", f.comment AS "featureNote",
           f.is_enabled AS "featureEnabled",
           fig.initial_sprint_start_date::text AS "initialSprintStartDate",
           fig.minimum_sprint_date::text AS "minimumSprintDate", dev.full_name AS "mainFeatureDeveloper",
           round(coalesce(fig.remaining_points, 0), 2)::float8 AS "remainingPoints",
           coalesce(fig.remaining_tickets, 0)::int AS "remainingTickets",
           round(coalesce(fh.hours, 0), 2)::float8 AS "featureTimesheetHours"
  ) r
  ORDER BY p.sort_order, p.id, i.sort_order, i.id, f.sort_order, f.id`;

/** The grid's rows (`kanban/project/gridview/gridview`); My Projects sorts by minimum sprint date, newest first. */
export async function projectGrid(db: Db, customFilterName?: string): Promise<Streamed<ProjectGridRow[]>> {
  // The ORDER BY sorts rows that already carry their JSON (some 9 MB at 10,000 features): under the default 4 MB
  // work_mem that sort spilled to disk (an external merge, ~40 ms of the query). Enough memory for this query only.
  const { rows } = (await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '32MB'`);
    return tx.execute(gridRows);
  })) as unknown as {
    rows: Array<{ minimumSprintDate: string | null; json: string }>;
  };
  const ordered = customFilterName?.toLowerCase() === 'myprojects' ? sortByMinimumSprintDateDesc(rows) : rows;
  return new Streamed<ProjectGridRow[]>(new JsonRows(() => ordered.map((row) => [Buffer.from(latin1Json(row.json))])));
}

export async function phaseList(db: Db) {
  const rows = await db.select().from(t.phases);
  const prefix = (name: string) => Number(/^(\d+)-/.exec(name)?.[1] ?? Infinity);
  return rows.sort((a, b) => prefix(a.name) - prefix(b.name) || a.sortOrder - b.sortOrder);
}

export async function customerList(db: Db) {
  return db.select({ id: t.customers.id, name: t.customers.name }).from(t.customers).orderBy(asc(t.customers.name));
}
