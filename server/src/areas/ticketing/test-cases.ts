/** A ticket's test cases (spec 3 Test Cases tab): one POST saves; isenabled false deletes (spec 3 §4). */
import { and, asc, eq } from 'drizzle-orm';
import { TICKET_MESSAGES, type TestCase, type TestCaseInput } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { requireTicket } from './comments.ts';
import type { Actor } from './ticket-write-types.ts';

const columns = {
  testCaseId: t.ticketTestCases.id,
  ticketId: t.ticketTestCases.ticketId,
  testCaseDescription: t.ticketTestCases.description,
  testStatus: t.ticketTestCases.status,
  testSteps: t.ticketTestCases.steps,
  testData: t.ticketTestCases.data,
  expectedResults: t.ticketTestCases.expectedResults,
  actualResults: t.ticketTestCases.actualResults,
  testNotes: t.ticketTestCases.notes,
  isenabled: t.ticketTestCases.isEnabled,
};

export async function listTestCases(db: Db, ticketId: number): Promise<TestCase[]> {
  return db
    .select(columns)
    .from(t.ticketTestCases)
    .where(and(eq(t.ticketTestCases.ticketId, ticketId), eq(t.ticketTestCases.isEnabled, true)))
    .orderBy(asc(t.ticketTestCases.id));
}

export async function saveTestCase(db: Db, actor: Actor, input: TestCaseInput): Promise<TestCase> {
  await requireTicket(db, input.ticketId);
  const values = {
    description: input.testCaseDescription.trim(),
    status: input.testStatus,
    steps: input.testSteps ?? null,
    data: input.testData ?? null,
    expectedResults: input.expectedResults ?? null,
    actualResults: input.actualResults ?? null,
    notes: input.testNotes ?? null,
    isEnabled: input.isenabled ?? true,
  };
  if (!input.testCaseId) {
    const [row] = await db
      .insert(t.ticketTestCases)
      .values({ ...values, ticketId: input.ticketId, createdBy: actor.email })
      .returning(columns);
    return row;
  }
  const [row] = await db
    .update(t.ticketTestCases)
    .set(values)
    .where(and(eq(t.ticketTestCases.id, input.testCaseId), eq(t.ticketTestCases.ticketId, input.ticketId)))
    .returning(columns);
  if (!row) throw new A1Error(404, TICKET_MESSAGES.notFound('Test case', input.testCaseId));
  return row;
}
