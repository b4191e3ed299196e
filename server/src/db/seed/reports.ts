/** The demo reports over the demo data (spec 3 §7 Reports); their queries are fixed in areas/reports. */
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

type Param = {
  name: string;
  label: string;
  type: 'text' | 'number' | 'date' | 'dateRange' | 'dropdown';
  required?: boolean;
  options?: Array<{ value: string; label: string }>;
  defaultValue?: string;
};

export async function seedReports(db: Db): Promise<void> {
  const statuses = await db.select().from(t.jobStatuses);
  const lanes = await db.select().from(t.lanes);
  const defs: Array<{ key: string; name: string; description: string; params: Param[] }> = [
    {
      key: 'jobsByStatusCustomer',
      name: 'Jobs by status and customer',
      description: 'How many jobs each customer has in each status, created in the period.',
      params: [
        { name: 'created', label: 'Created On', type: 'dateRange', required: true },
        {
          name: 'statusId',
          label: 'Status',
          type: 'dropdown',
          options: statuses.map((s) => ({ value: String(s.id), label: s.name })),
        },
        { name: 'customer', label: 'Customer name contains', type: 'text' },
      ],
    },
    {
      key: 'ticketsByLaneAgent',
      name: 'Tickets by lane and agent',
      description: 'Open and done tickets per lane and agent, with their points.',
      params: [
        {
          name: 'laneId',
          label: 'Lane',
          type: 'dropdown',
          options: lanes.map((l) => ({ value: String(l.id), label: l.name })),
        },
        { name: 'minPoints', label: 'Minimum points', type: 'number' },
      ],
    },
    {
      key: 'timesheetHours',
      name: 'Timesheet hours by project and category',
      description: 'Hours booked on tickets per project and timesheet category since a date.',
      params: [{ name: 'since', label: 'Since', type: 'date', required: true }],
    },
    {
      key: 'financeClosedByMonth',
      name: 'Finance closed jobs by month',
      description: 'Jobs closed (closed, DNB job closed or invoiced) per month and location.',
      params: [{ name: 'closed', label: 'Closed On', type: 'dateRange' }],
    },
    {
      key: 'jobList',
      name: 'Job list',
      description: 'Every job created in the period, one row each, with its customer, status, location and type.',
      params: [
        { name: 'created', label: 'Created On', type: 'dateRange', required: true },
        {
          name: 'statusId',
          label: 'Status',
          type: 'dropdown',
          options: statuses.map((s) => ({ value: String(s.id), label: s.name })),
        },
      ],
    },
  ];
  for (const [i, d] of defs.entries()) {
    const [row] = await db
      .insert(t.reportDefinitions)
      .values({ key: d.key, name: d.name, description: d.description, sortOrder: i })
      .returning();
    await db.insert(t.reportParameters).values(
      d.params.map((p, j) => ({
        reportDefinitionId: row.id,
        name: p.name,
        label: p.label,
        type: p.type,
        required: !!p.required,
        options: p.options ?? [],
        defaultValue: p.defaultValue ?? null,
        sortOrder: j,
      })),
    );
  }
}
