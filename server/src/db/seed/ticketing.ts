/**
 * Ticketing demo data beyond the tickets seedDemo writes: the ticket settings rows, future schedule groups,
 * subscribed e-mails, latest comments, checklists, test cases, supporting documents, a few attachments and
 * feature timesheets. Set-based statements, so 50,000 tickets seed as quickly as 5,000.
 */
import { sql } from 'drizzle-orm';
import { TICKET_SETTING_DEFAULTS, TICKET_SETTING_KEYS } from '@a1/shared';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { DAY_MS, isoDate } from './random.ts';

/** `pnpm seed --tickets 50000`: the ticket count from the command line, else undefined. */
export function ticketCountArg(argv: readonly string[]): number | undefined {
  const i = argv.findIndex((a) => a === '--tickets' || a.startsWith('--tickets='));
  if (i < 0) return undefined;
  const raw = argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000)
    throw new Error(`--tickets wants a whole number up to 1000000, not "${raw}".`);
  return n;
}

export async function seedTicketing(db: Db, now: Date): Promise<void> {
  await db
    .insert(t.settings)
    .values(
      Object.entries(TICKET_SETTING_KEYS).map(([name, key]) => ({
        key,
        value: TICKET_SETTING_DEFAULTS[name as keyof typeof TICKET_SETTING_KEYS],
      })),
    )
    .onConflictDoNothing();

  // Four schedule groups after the last one, so the dialog always offers future groups.
  // Explicit ids: the seed moves the sequences past them afterwards.
  const [last] = await db
    .select({
      id: sql<number>`(SELECT COALESCE(MAX(id), 0) FROM ${t.scheduleGroups})`,
      number: t.scheduleGroups.number,
      endDate: t.scheduleGroups.endDate,
    })
    .from(t.scheduleGroups)
    .orderBy(sql`${t.scheduleGroups.number} DESC`)
    .limit(1);
  let start = last ? new Date(Date.parse(String(last.endDate)) + DAY_MS) : now;
  const firstNumber = (last?.number ?? 0) + 1;
  const groups = [];
  for (let i = 0; i < 4; i++) {
    groups.push({
      id: Number(last?.id ?? 0) + i + 1,
      name: `Sprint ${firstNumber + i}`,
      number: firstNumber + i,
      startDate: isoDate(start),
      endDate: isoDate(new Date(start.getTime() + 13 * DAY_MS)),
      updatedBy: 'seed',
      updatedOn: now,
    });
    start = new Date(start.getTime() + 14 * DAY_MS);
  }
  await db.insert(t.scheduleGroups).values(groups);

  // Every requester is subscribed to their ticket's e-mails; every tenth ticket also copies its agent.
  await db.execute(sql`
    INSERT INTO ${t.ticketNotifications} (ticket_id, email)
    SELECT tk.id, u.email FROM ${t.tickets} tk JOIN ${t.users} u ON u.id = tk.requester_id`);
  await db.execute(sql`
    INSERT INTO ${t.ticketNotifications} (ticket_id, email)
    SELECT tk.id, u.email FROM ${t.tickets} tk JOIN ${t.users} u ON u.id = tk.agent_id
    WHERE tk.id % 10 = 0 AND tk.agent_id <> tk.requester_id`);

  await db.execute(sql`
    UPDATE ${t.tickets} SET latest_comment = c.comment
    FROM (SELECT DISTINCT ON (ticket_id) ticket_id, comment FROM ${t.ticketComments}
          ORDER BY ticket_id, created_on DESC, id DESC) c
    WHERE c.ticket_id = ${t.tickets}.id`);

  await db.execute(sql`
    INSERT INTO ${t.ticketChecklistItems} (ticket_id, item, completed, created_by)
    SELECT tk.id, s.item, (tk.id + s.n) % 3 = 0, tk.created_by
    FROM ${t.tickets} tk
    CROSS JOIN (VALUES (1, 'Reproduce the problem'), (2, 'Write the fix'), (3, 'Confirm with the requester')) AS s(n, item)
    WHERE tk.id % 7 = 0`);

  await db.execute(sql`
    INSERT INTO ${t.ticketTestCases} (ticket_id, description, status, steps, expected_results, created_by)
    SELECT tk.id, 'Check: ' || tk.title,
      (ARRAY['Not Tested', 'Pass', 'Fail'])[1 + tk.id % 3],
      'Open the screen and repeat the steps of the ticket.', 'The problem no longer occurs.', tk.created_by
    FROM ${t.tickets} tk WHERE tk.type = 'Testing'`);

  await db.execute(sql`
    INSERT INTO ${t.supportingDocuments} (sprint_id, link, created_by)
    SELECT f.id, 'https://docs.a1demo.com/crf/' || f.id || '/' || d.name, 'seed'
    FROM ${t.features} f CROSS JOIN (VALUES ('requirements.pdf'), ('design.docx')) AS d(name)
    WHERE f.id % 3 = 0`);

  const note = Buffer.from('Steps to reproduce:\n1. Open the screen.\n2. Press Save.\n');
  await db
    .insert(t.attachments)
    .values(
      [1, 2, 3, 4, 5].map((ticketId) => ({
        ownerKind: 'Ticket',
        ownerId: ticketId,
        fileName: 'steps.txt',
        filePrefix: `seed${ticketId}`,
        contentType: 'text/plain',
        size: note.length,
        content: note,
        createdBy: 'seed',
      })),
    )
    .onConflictDoNothing();

  await db.execute(sql`
    INSERT INTO ${t.timesheets} (owner_kind, owner_id, user_id, date, hours, category_id, notes, created_by)
    SELECT 'Feature', f.id, f.business_analyst_id, COALESCE(f.start_date, CURRENT_DATE), 2, 2, 'Requirements workshop', 'seed'
    FROM ${t.features} f WHERE f.business_analyst_id IS NOT NULL AND f.id % 5 = 0`);
}
