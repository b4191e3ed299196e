/** HTTP contract of the ticket dialog's tabs and lookups (spec 3 §3, §5, §7) on PGlite and PostgreSQL. */
import { beforeAll, describe, expect, it } from 'vitest';
import { A1, LANE_NAMES, TEST_STATUSES, TICKET_PRIORITIES, TICKET_TYPES } from '@a1/shared';
import { engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';
import { caller, message, newTicket } from '../support/ticketing';
import { expectEvery } from '../../support/expect-every';

describe.each(await engines())('ticketing tabs on %s', (engine) => {
  const env = signedInServer(engine, { it: 'it.developer@a1demo.com', ops: 'ops.manager@a1demo.com' });
  const send = caller(() => env.baseUrl);
  let ticketId = 0;
  beforeAll(async () => {
    ticketId = (await send(env.users.it, A1.ticketCreate, { body: newTicket({ agentId: 3782 }) })).body.data.ticketId;
  });

  // Each tab's row added by one test is changed by the next (tests of a file run in order).
  const made = { commentId: 0, checklistId: 0, notificationId: 0, timesheetId: 0, testCaseId: 0 };

  it('T-221 T-99 T-150: a comment is added with its fields; an empty one is refused', async () => {
    const added = await send(env.users.it, A1.ticketCommentCreate, {
      body: { cardId: ticketId, comment: '<p>Checked the driver</p>' },
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      cardId: ticketId,
      comment: '<p>Checked the driver</p>',
      createdBy: 'it.developer@a1demo.com',
    });
    // Issue 23 point 8: a comment also says who last changed it and when (null until a change).
    expect(Object.keys(added.body.data).sort()).toEqual([
      'cardId',
      'comment',
      'commentId',
      'createdBy',
      'createdOn',
      'modifiedBy',
      'modifiedOn',
    ]);
    made.commentId = added.body.data.commentId;
    // A new comment marks the ticket unread (COMMENT) for the others.
    expect((await send(env.users.ops, A1.ticketGet, { query: { ticketId } })).body.data.unreadFields).toContain(
      'COMMENT',
    );
    for (const comment of ['', '   ', '<p></p>']) {
      const empty = await send(env.users.it, A1.ticketCommentCreate, { body: { cardId: ticketId, comment } });
      expect(empty.status, JSON.stringify(comment)).toBe(400);
    }
    const noTicket = await send(env.users.it, A1.ticketCommentCreate, { body: { cardId: 999999, comment: 'x' } });
    expect(noTicket.status).toBe(404);
  });

  it('T-222 T-220 T-223: a comment is edited, listed and deleted once', async () => {
    const commentId = made.commentId;
    expect(commentId).toBeGreaterThan(0);
    const edited = await send(env.users.it, A1.ticketCommentUpdate, {
      body: { commentId, comment: '<p>Driver updated</p>' },
    });
    expect(edited.body.data.comment).toBe('<p>Driver updated</p>');
    const list = await send(env.users.it, A1.ticketCommentList, { query: { ticketId } });
    expect(list.body.data[0]).toMatchObject({ commentId, comment: '<p>Driver updated</p>' });
    expect((await send(env.users.it, A1.ticketGet, { query: { ticketId } })).body.data.latestComment).toBe(
      '<p>Driver updated</p>',
    );
    expect((await send(env.users.it, A1.ticketCommentDelete, { query: { commentId } })).body.data).toBe(true);
    expect((await send(env.users.it, A1.ticketCommentList, { query: { ticketId } })).body.data).toEqual([]);
    expect((await send(env.users.it, A1.ticketCommentDelete, { query: { commentId } })).status).toBe(404);
  });

  it('T-214 T-100 T-151: a checklist item is added with its fields; an empty one is refused', async () => {
    const added = await send(env.users.it, A1.ticketChecklistCreate, {
      body: { cardId: ticketId, item: 'Update driver' },
    });
    expect(added.body.data).toEqual({
      id: expect.any(Number),
      cardId: ticketId,
      item: 'Update driver',
      completed: false,
    });
    made.checklistId = added.body.data.id;
    const empty = await send(env.users.it, A1.ticketChecklistCreate, { body: { cardId: ticketId, item: ' ' } });
    expect(empty.status).toBe(400);
  });

  it('T-215 T-213 T-216: a checklist item is ticked, listed and deleted', async () => {
    const added = { body: { data: { id: made.checklistId } } };
    expect(added.body.data.id).toBeGreaterThan(0);
    const ticked = await send(env.users.it, A1.ticketChecklistUpdate, {
      body: { id: added.body.data.id, item: 'Update the driver', completed: true },
    });
    expect(ticked.body.data).toMatchObject({ item: 'Update the driver', completed: true });
    expect((await send(env.users.it, A1.ticketChecklist, { query: { ticketId } })).body.data).toEqual([
      ticked.body.data,
    ]);
    expect(
      (await send(env.users.it, A1.ticketChecklistDelete, { query: { checklistId: added.body.data.id } })).body.data,
    ).toBe(true);
    expect((await send(env.users.it, A1.ticketChecklist, { query: { ticketId } })).body.data).toEqual([]);
    const gone = await send(env.users.it, A1.ticketChecklistUpdate, {
      body: { id: 99999999, item: 'x', completed: false },
    });
    expect(gone.status).toBe(404);
  });

  it('T-231: the notification people of a ticket', async () => {
    const people = await send(env.users.it, A1.ticketNotificationEmail, { query: { ticketId } });
    expect(people.body.data).toEqual({
      requester: { name: 'Sam Patel', email: 'it.developer@a1demo.com' },
      agent: { name: 'Sam Patel', email: 'it.developer@a1demo.com' },
      createdBy: 'it.developer@a1demo.com',
      updatedBy: 'it.developer@a1demo.com',
    });
  });

  it('T-233 T-103 T-152: a subscribed e-mail is added once with its fields; a missing or bad one is refused', async () => {
    const added = await send(env.users.it, A1.ticketNotificationCreate, {
      body: { cardId: ticketId, email: 'ops.lead@a1demo.com' },
    });
    expect(added.body.data).toEqual({
      notificationId: expect.any(Number),
      cardId: ticketId,
      email: 'ops.lead@a1demo.com',
    });
    const again = await send(env.users.it, A1.ticketNotificationCreate, {
      body: { cardId: ticketId, email: 'OPS.lead@a1demo.com' },
    });
    expect(again.body.data.notificationId).toBe(added.body.data.notificationId);
    made.notificationId = added.body.data.notificationId;
    const bad = await send(env.users.it, A1.ticketNotificationCreate, {
      body: { cardId: ticketId, email: 'not-an-email' },
    });
    expect(bad.status).toBe(400);
    const missing = await send(env.users.it, A1.ticketNotificationCreate, { body: { cardId: ticketId } });
    expect(message(missing)).toContain('email is required');
  });

  it('T-234 T-232 T-235: a subscribed e-mail is edited, listed and deleted', async () => {
    const added = { body: { data: { notificationId: made.notificationId } } };
    expect(added.body.data.notificationId).toBeGreaterThan(0);
    const edited = await send(env.users.it, A1.ticketNotificationUpdate, {
      body: { notificationId: added.body.data.notificationId, email: 'ops.desk@a1demo.com' },
    });
    expect(edited.body.data.email).toBe('ops.desk@a1demo.com');
    expect((await send(env.users.it, A1.ticketNotificationList, { query: { ticketId } })).body.data).toEqual([
      edited.body.data,
    ]);
    expect((await send(env.users.it, A1.ticketGet, { query: { ticketId } })).body.data.notificationEmails).toEqual([
      'ops.desk@a1demo.com',
    ]);
    expect(
      (
        await send(env.users.it, A1.ticketNotificationDelete, {
          query: { notificationId: added.body.data.notificationId },
        })
      ).body.data,
    ).toBe(true);
  });

  const timesheetCategories = async () => (await send(env.users.it, A1.ticketTimesheetCategory)).body.data;

  it('T-224 T-226 T-101: timesheet categories; a ticket timesheet is posted with its fields', async () => {
    const categories = (await send(env.users.it, A1.ticketTimesheetCategory)).body.data;
    expect(categories.map((c: any) => c.name)).toContain('Development');
    const posted = await send(env.users.it, A1.ticketTimesheetCreate, {
      body: { ticketId, date: '2026-11-20', hours: 1.5, description: categories[0].id, notes: 'Driver' },
    });
    expect(posted.body.data).toMatchObject({
      ticketId,
      date: '2026-11-20',
      hours: 1.5,
      description: categories[0].id,
      categoryTypeId: categories[0].id,
      notes: 'Driver',
      createdBy: 'it.developer@a1demo.com',
    });
    made.timesheetId = posted.body.data.id;
  });

  it('T-227 T-225 T-228: a ticket timesheet is updated, listed and deleted', async () => {
    const categories = await timesheetCategories();
    const id = made.timesheetId;
    expect(id).toBeGreaterThan(0);
    const updated = await send(env.users.it, A1.ticketTimesheetUpdate, {
      body: { id, date: '2026-11-21', hours: 2, description: categories[1].id, notes: null },
    });
    expect(updated.body.data).toMatchObject({
      date: '2026-11-21',
      hours: 2,
      description: categories[1].id,
      notes: null,
    });
    expect((await send(env.users.it, A1.ticketTimesheetList, { query: { ticketId } })).body.data).toEqual([
      updated.body.data,
    ]);
    expect((await send(env.users.it, A1.ticketTimesheetDelete, { query: { timesheetId: id } })).body.data).toBe(true);
  });

  it('T-155 T-156 T-157: a ticket timesheet needs its date, hours and category', async () => {
    const categories = await timesheetCategories();
    for (const field of ['date', 'hours', 'description']) {
      const body: Record<string, unknown> = { ticketId, date: '2026-11-20', hours: 1, description: categories[0].id };
      delete body[field];
      const refused = await send(env.users.it, A1.ticketTimesheetCreate, { body });
      expect(message(refused), field).toContain(`${field} is required`);
    }
    expect(
      (
        await send(env.users.it, A1.ticketTimesheetCreate, {
          body: { ticketId, date: '2026-11-20', hours: 0, description: 1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await send(env.users.it, A1.ticketTimesheetCreate, {
          body: { ticketId, date: '2026-11-20', hours: 1, description: 999 },
        })
      ).status,
    ).toBe(400);
  });

  const testCase = () => ({
    ticketId,
    testCaseDescription: 'Print a label',
    testStatus: 'Not Tested',
    testSteps: 'Open Print, press Print',
    expectedResults: 'A label prints',
  });

  it('T-230 T-102 T-153 T-154: a test case is saved with its fields; description and status are required', async () => {
    const body = testCase();
    const created = await send(env.users.it, A1.ticketTestCaseSave, { body });
    expect(created.body.data).toEqual({
      testCaseId: expect.any(Number),
      ticketId,
      testCaseDescription: 'Print a label',
      testStatus: 'Not Tested',
      testSteps: 'Open Print, press Print',
      testData: null,
      expectedResults: 'A label prints',
      actualResults: null,
      testNotes: null,
      isenabled: true,
    });
    made.testCaseId = created.body.data.testCaseId;
    for (const field of ['testCaseDescription', 'testStatus']) {
      const partial: Record<string, unknown> = { ...body };
      delete partial[field];
      expect(message(await send(env.users.it, A1.ticketTestCaseSave, { body: partial })), field).toContain(
        `${field} is required`,
      );
    }
  });

  it('T-230 T-229 T-132 T-121: a test case is updated, listed, deleted as a save with isenabled false; statuses Not Tested, Pass, Fail', async () => {
    const body = testCase();
    const testCaseId = made.testCaseId;
    expect(testCaseId).toBeGreaterThan(0);
    const passed = await send(env.users.it, A1.ticketTestCaseSave, {
      body: { ...body, testCaseId, testStatus: 'Pass', actualResults: 'Printed' },
    });
    expect(passed.body.data).toMatchObject({ testCaseId, testStatus: 'Pass', actualResults: 'Printed' });
    expect((await send(env.users.it, A1.ticketTestCases, { query: { ticketId } })).body.data).toHaveLength(1);
    const removed = await send(env.users.it, A1.ticketTestCaseSave, {
      body: { ...body, testCaseId, isenabled: false },
    });
    expect(removed.body.data.isenabled).toBe(false);
    expect((await send(env.users.it, A1.ticketTestCases, { query: { ticketId } })).body.data).toEqual([]);
    expect([...TEST_STATUSES]).toEqual(['Not Tested', 'Pass', 'Fail']);
    const badStatus = await send(env.users.it, A1.ticketTestCaseSave, { body: { ...body, testStatus: 'Maybe' } });
    expect(badStatus.status).toBe(400);
  });

  it('T-199 T-200 T-201 T-217: users by department, the sprint business analyst, health statuses and projects', async () => {
    const itUsers = (await send(env.users.it, A1.ticketUserByDepartment, { query: { departmentName: 'IT' } })).body
      .data;
    expect(itUsers.length).toBeGreaterThan(2);
    expectEvery(itUsers, (u: any) => u.department === 'IT');
    const analyst = await send(env.users.it, A1.sprintBusinessAnalyst, { query: { sprintId: 13837 } });
    expect(analyst.body.data).toMatchObject({ userId: expect.any(Number), fullName: expect.any(String) });
    const health = (await send(env.users.it, A1.healthStatusList)).body.data;
    expect(health[0]).toEqual({ id: 1, name: 'On Track', color: 'green' });
    const projects = (await send(env.users.it, A1.ticketProjectList)).body.data;
    expect(projects.map((p: any) => p.projectId)).toEqual(expect.arrayContaining([165, 282, 881, 1475]));
  });

  it('T-218 T-113 T-219 T-105: the card lanes; the schedule groups with their fields', async () => {
    const lanes = (await send(env.users.it, A1.ticketCardLane)).body.data;
    expect(lanes.map((l: any) => l.laneName)).toEqual([...LANE_NAMES]);
    const groups = (await send(env.users.it, A1.ticketScheduleGroupList)).body.data;
    expect(Object.keys(groups[0]).sort()).toEqual(
      [
        'endDate',
        'id',
        'isFutureGroup',
        'scheduleGroupId',
        'scheduleGroupName',
        'scheduleGroupNumber',
        'startDate',
        'updatedBy',
        'updatedOn',
      ].sort(),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(groups.filter((g: any) => g.isFutureGroup).length).toBeGreaterThanOrEqual(4);
    expectEvery(groups, (g: any) => g.isFutureGroup === g.startDate > today);
  });

  it('T-236: the default project values of a sprint; milestones, modules and sub-modules', async () => {
    const defaults = await send(env.users.it, A1.defaultProjectValue, { query: { sprintId: 50094 } });
    expect(defaults.body.data).toMatchObject({
      projectId: 1475,
      milestoneId: 8807,
      sprintId: 50094,
      sprintName: 'Pricing Requests',
    });
    const milestones = (await send(env.users.it, A1.ticketMilestoneList, { query: { projectId: 881 } })).body.data;
    expect(milestones.map((m: any) => m.milestoneId)).toContain(4317);
    const modules = (await send(env.users.it, A1.ticketModuleList)).body.data;
    const ops = modules.find((m: any) => m.moduleName === 'Operations');
    expect(
      (await send(env.users.it, A1.ticketSubModuleList, { query: { moduleName: 'Operations' } })).body.data,
    ).toEqual(ops.subModules);
  });

  it("T-119 T-120: the type and priority lists are the spec's and the server refuses others", async () => {
    expect([...TICKET_TYPES]).toEqual(['Issue', 'Enhancement', 'Report', 'Requirements', 'Bug', 'Testing']);
    expect([...TICKET_PRIORITIES]).toEqual(['High', 'Medium', 'Low', 'Severe']);
    for (const type of TICKET_TYPES)
      expect((await send(env.users.it, A1.ticketUpdate, { body: { ticketId, type } })).status, type).toBe(200);
    expect((await send(env.users.it, A1.ticketUpdate, { body: { ticketId, priority: 'Urgent' } })).status).toBe(400);
  });

  it('T-245 T-104: SupportingDocuments lists link, created by and created on', async () => {
    const any = await send(env.users.it, A1.ticketSupportingDocuments, { query: { sprintId: 60003 } });
    expect(any.body.data.length).toBe(2);
    expect(Object.keys(any.body.data[0]).sort()).toEqual(['created_By', 'created_On', 'document_Link']);
    expect(any.body.data[0].document_Link).toMatch(/^https:\/\/docs\.a1demo\.com\/crf\/60003\//);
  });

  it('feature, initiative and Shared/Timesheet calls read and write the same rows', async () => {
    const posted = await send(env.users.it, A1.featureTimesheetCreate, {
      body: { featureId: 13837, date: '2026-11-02', hours: 3, description: 2, notes: 'Workshop' },
    });
    expect(posted.body.data).toMatchObject({
      timesheetType: 'Feature',
      parentId: 13837,
      hours: 3,
      userName: 'Sam Patel',
    });
    const viaShared = await send(env.users.it, A1.sharedTimesheetList, {
      query: { id: 13837, timesheetType: 'Feature' },
    });
    expect(viaShared.body.data).toContainEqual(posted.body.data);
    const ini = await send(env.users.it, A1.initiativeTimesheetCreate, {
      body: { initiativeId: 4317, date: '2026-11-03', hours: 1, description: 1 },
    });
    const iniUpdated = await send(env.users.it, A1.initiativeTimesheetUpdate, {
      body: { id: ini.body.data.id, date: '2026-11-03', hours: 4, description: 1 },
    });
    expect(iniUpdated.body.data.hours).toBe(4);
    expect(
      (await send(env.users.it, A1.initiativeTimesheetList, { query: { initiativeId: 4317 } })).body.data,
    ).toContainEqual(iniUpdated.body.data);
    const onTicket = await send(env.users.it, A1.sharedTimesheetCreate, {
      body: { id: ticketId, timesheetType: 'Ticket', date: '2026-11-04', hours: 0.5, description: 3 },
    });
    expect(
      (await send(env.users.it, A1.ticketTimesheetList, { query: { ticketId } })).body.data.map((r: any) => r.id),
    ).toContain(onTicket.body.data.id);
    const changed = await send(env.users.it, A1.sharedTimesheetUpdate, {
      body: {
        timesheetId: onTicket.body.data.id,
        timesheetType: 'Ticket',
        date: '2026-11-04',
        hours: 1,
        description: 3,
      },
    });
    expect(changed.body.data.hours).toBe(1);
    const del = await send(env.users.it, A1.sharedTimesheetDelete, {
      query: { timesheetId: posted.body.data.id, id: 13837, timesheetType: 'Feature' },
    });
    expect(del.body.data).toBe(true);
    const options = (await send(env.users.it, A1.timesheetCategoriesOptions)).body.data;
    expect(options[0]).toEqual({ value: 1, label: 'Development' });
  });

  it("clonecrf copies a feature under the name 'Copy of' the name given", async () => {
    const clone = await send(env.users.it, A1.cloneCrf, { body: { id: 13837, name: 'CRF' } });
    expect(clone.body.data).toEqual({ id: expect.any(Number), name: 'Copy of CRF' });
    const defaults = await send(env.users.it, A1.defaultProjectValue, { query: { sprintId: clone.body.data.id } });
    expect(defaults.body.data).toMatchObject({ projectId: 881, milestoneId: 4317, sprintName: 'Copy of CRF' });
  });
});
