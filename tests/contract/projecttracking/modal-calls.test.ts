/**
 * HTTP contract of the calls the project-tracking modals make but spec 2 §7 lists as "defined elsewhere":
 * timesheet categories, health statuses, users by department, the project list, feature and initiative timesheets,
 * sprint attachments (stored safely, served as downloads), the ticket list and clone CRF (PGlite and PostgreSQL).
 */
import { describe, expect, it } from 'vitest';
import { A1, ATTACHMENT_TYPES, TICKET_MESSAGES, type CallSpec, type LoginResult } from '@a1/shared';
import { engines } from '../../support/test-server';
import { sessionHeaders, type SendOptions } from '../../support/a1-http';
import { signedInServer } from '../../support/signed-in-server';
import { newFeatureBody } from '../support/projecttracking';

describe.each(await engines())('project-tracking modal calls on %s', (engine) => {
  const env = signedInServer(engine, {
    analyst: 'crf.approver@a1demo.com',
  });
  const send = (entry: CallSpec, options: SendOptions = {}, who?: LoginResult) =>
    env.as(who ?? env.users.analyst).send(entry, options);
  const categoryId = async () => (await send(A1.timesheetCategoriesOptions)).body.data[0].value as number;
  const newFeature = async (name: string) =>
    (
      await send(A1.kanbanSprintCreate, {
        body: newFeatureBody(name, 'Scan at the gate.'),
      })
    ).body.sprints[0] as { sprintId: number; sprintName: string; milestoneId: number; projectId: number };

  it('P-219: P-220: P-222: P-225: the modals load timesheet categories, health statuses, users by department and the project list', async () => {
    const categories = (await send(A1.timesheetCategoriesOptions)).body.data as Array<{ value: number; label: string }>;
    expect(categories.length).toBeGreaterThan(0);
    for (const c of categories) expect(c).toEqual({ value: expect.any(Number), label: expect.any(String) });
    const health = (await send(A1.healthStatusList)).body.data as Array<{ id: number; name: string }>;
    expect(health.length).toBeGreaterThan(0);
    expect(health[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const it = (await send(A1.ticketUserByDepartment, { query: { departmentName: 'IT' } })).body.data as Array<{
      email: string;
      department: string | null;
    }>;
    expect(it.map((u) => u.email)).toContain('it.developer@a1demo.com');
    expect(new Set(it.map((u) => u.department))).toEqual(new Set(['IT']));
    const projects = (await send(A1.ticketProjectList)).body.data as Array<{ projectId: number; projectName: string }>;
    expect(projects.map((p) => p.projectId)).toContain(165);
    // The feature modal's own project list (KanbanBoard/Project) names the same project.
    const kanban = (await send(A1.kanbanProjects)).body;
    expect(JSON.stringify(kanban)).toContain('"projectId":165');
  });

  it('P-60: P-226: T-240: T-241: a feature timesheet entry is posted with featureId, date, hours, category and notes, listed and updated', async () => {
    const feature = await newFeature('Gate scans');
    const description = await categoryId();
    const posted = await send(A1.featureTimesheetCreate, {
      body: { featureId: feature.sprintId, date: '2026-03-02', hours: 1.5, description, notes: 'Site survey' },
    });
    expect(posted.status).toBe(200);
    expect(posted.body.data).toMatchObject({
      parentId: feature.sprintId,
      date: expect.stringMatching(/^2026-03-02/),
      hours: 1.5,
      description,
      notes: 'Site survey',
      createdBy: 'crf.approver@a1demo.com',
    });
    const list = (await send(A1.featureTimesheetList, { query: { featureId: feature.sprintId } })).body.data;
    expect(list.map((e: { id: number }) => e.id)).toEqual([posted.body.data.id]);
    // The tab's badge and the grid's hours read the same entries.
    expect((await send(A1.featureCounts, { query: { sprintId: feature.sprintId } })).body.data.timesheets).toBe(1);
    const row = (
      (await send(A1.projectGrid)).body.data as Array<{ featureID: number; featureTimesheetHours: number }>
    ).find((r) => r.featureID === feature.sprintId)!;
    expect(row.featureTimesheetHours).toBe(1.5);
    const updated = await send(A1.sharedTimesheetUpdate, {
      body: { timesheetId: posted.body.data.id, timesheetType: 'Feature', date: '2026-03-03', hours: 2, description },
    });
    expect(updated.body.data).toMatchObject({
      id: posted.body.data.id,
      hours: 2,
      date: expect.stringMatching(/^2026-03-03/),
    });
    // Invalid entries are refused with the field named.
    const bad = await send(A1.featureTimesheetCreate, {
      body: { featureId: feature.sprintId, date: '2026-03-02', hours: 0, description },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.responseStatus.responseStatusMessage).toMatch(/hours/i);
  });

  // The entry posted by the first test is updated by the second (tests of a file run in order).
  let initiativeEntry = { id: 0, description: 0, before: 0 };
  const gridHours = async () =>
    ((await send(A1.projectGrid)).body.data as Array<{ initiativeID: number; initiativeTimesheetHours: number }>).find(
      (r) => r.initiativeID === 442,
    )!.initiativeTimesheetHours;
  it('P-58: P-59: T-243: T-242: an initiative timesheet entry is posted and read with id, date, hours, category and notes', async () => {
    const description = await categoryId();
    const before = await gridHours();
    const posted = await send(A1.initiativeTimesheetCreate, {
      body: { initiativeId: 442, date: '2026-04-01', hours: 3, description, notes: 'Steering meeting' },
    });
    expect(posted.status).toBe(200);
    const id = posted.body.data.id as number;
    const read = (await send(A1.initiativeTimesheetList, { query: { initiativeId: 442 } })).body.data as Array<
      Record<string, unknown>
    >;
    const entry = read.find((e) => e.id === id)!;
    expect(entry).toMatchObject({ id, hours: 3, description, notes: 'Steering meeting', parentId: 442 });
    expect(entry.date).toMatch(/^2026-04-01/);
    initiativeEntry = { id, description, before };
  });

  it('P-231: T-244: T-242: the initiative timesheet entry is updated and read back; the project grid counts it', async () => {
    const { id, description, before } = initiativeEntry;
    expect(id).toBeGreaterThan(0);
    const updated = await send(A1.initiativeTimesheetUpdate, {
      body: { id, initiativeId: 442, date: '2026-04-02', hours: 4.25, description, notes: 'Steering and review' },
    });
    expect(updated.body.data).toMatchObject({ id, hours: 4.25, notes: 'Steering and review' });
    const again = (await send(A1.initiativeTimesheetList, { query: { initiativeId: 442 } })).body.data;
    expect(again.find((e: { id: number }) => e.id === id)).toMatchObject({ hours: 4.25 });
    // The totals column of the project grid counts the hours the Timesheets tab wrote (issue 13 point 7).
    expect(await gridHours()).toBeCloseTo(before + 4.25, 2);
  });

  it('P-227: T-237: T-238: T-239: sprint attachments are posted (checked), listed without content, downloaded as attachments and deleted', async () => {
    const feature = await newFeature('Attachment intake');
    const text = 'Depot 7 opening hours';
    const posted = await send(A1.sprintAttachmentCreate, {
      body: { sprintId: feature.sprintId, fileName: '../../hours.txt', content: Buffer.from(text).toString('base64') },
    });
    expect(posted.status).toBe(200);
    // The name is sanitised (no path) and the type sniffed from the bytes.
    expect(posted.body.data).toMatchObject({
      sprintId: feature.sprintId,
      fileName: 'hours.txt',
      contentType: 'text/plain',
    });
    const id = posted.body.data.attachmentId as number;
    const list = (await send(A1.sprintAttachmentList, { query: { sprintId: feature.sprintId } })).body.data;
    expect(list).toEqual([expect.objectContaining({ attachmentId: id, fileName: 'hours.txt', content: null })]);

    const file = await fetch(`${env.baseUrl}${A1.sprintAttachmentFile.path}?attachmentId=${id}`, {
      headers: sessionHeaders(env.users.analyst),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="hours.txt"/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await file.text()).toBe(text);

    // Markup is refused, and the answer says why.
    const html = await send(A1.sprintAttachmentCreate, {
      body: {
        sprintId: feature.sprintId,
        fileName: 'page.html',
        content: Buffer.from('<html><script>alert(1)</script></html>').toString('base64'),
      },
    });
    expect(html.status).toBe(400);
    expect(html.body.responseStatus.responseStatusMessage).toBe(
      TICKET_MESSAGES.attachmentType('html', Object.keys(ATTACHMENT_TYPES).join(', ')),
    );

    const removed = await send(A1.sprintAttachmentDelete, { query: { attachmentId: id } });
    expect(removed.body.data).toBe(true);
    expect((await send(A1.sprintAttachmentList, { query: { sprintId: feature.sprintId } })).body.data).toEqual([]);
  });

  it("P-228: P-229: the feature's ticket list holds the placeholders a new feature's save posted", async () => {
    const feature = await newFeature('Ticket list check');
    const tickets = (await send(A1.ticketList, { query: { sprintId: feature.sprintId } })).body.data as Array<{
      title: string;
    }>;
    expect(tickets.map((t) => t.title).sort()).toEqual(
      [
        'BA Feedback Placeholder Ticket list check',
        'BA Placeholder Ticket list check',
        'DEV Feedback Placeholder Ticket list check',
        'DEV Placeholder Ticket list check',
      ].sort(),
    );
  });

  it('P-105: P-230: T-248: clone CRF copies a feature, without its tickets', async () => {
    const feature = await newFeature('Clone source');
    // The feature dialog posts the CRF's id and name (T-248).
    const cloned = await send(A1.cloneCrf, { body: { id: feature.sprintId, name: 'Clone source' } });
    expect(cloned.status).toBe(200);
    expect(cloned.body.data).toEqual({ id: expect.any(Number), name: 'Copy of Clone source' });
    expect(cloned.body.data.id).not.toBe(feature.sprintId);
    const [copy] = (await send(A1.kanbanSprints, { query: { sprintId: cloned.body.data.id } })).body.sprints;
    expect(copy).toMatchObject({
      sprintName: 'Copy of Clone source',
      milestoneId: feature.milestoneId,
      projectId: feature.projectId,
    });
    expect((await send(A1.kanbanCards, { query: { sprintId: cloned.body.data.id } })).body.simpleCards).toEqual([]);
    expect((await send(A1.cloneCrf, { body: { id: 2_000_000, name: 'x' } })).status).toBe(404);
  });

  it("issue 29 point 8: a clone is called 'Copy of' the CRF's name, so the project grid tells it from the original", async () => {
    const feature = await newFeature('Twin label');
    const cloned = await send(A1.cloneCrf, { body: { id: feature.sprintId, name: 'Twin label' } });
    expect(cloned.body.data.name).toBe('Copy of Twin label');
    const rows = (await send(A1.projectGrid)).body.data as Array<{ featureID: number; feature: string }>;
    const names = (id: number) => rows.filter((r) => r.featureID === id).map((r) => r.feature);
    expect(names(feature.sprintId)).toEqual(['Twin label']);
    expect(names(cloned.body.data.id)).toEqual(['Copy of Twin label']);
  });
});
