/**
 * HTTP contract of the project registers (ours, issue 24; contract/projecttracking-registers.ts): every issue and
 * risk of every feature, and every feature and initiative timesheet entry, each row naming its owner; their filters,
 * their refusal of bad input (400 in the A1 envelope, naming the field), and who may read them (PGlite and
 * PostgreSQL). Who may read is written here by hand from the demo roles: internal staff read what the feature and
 * initiative reads show them (the Finance Admin too, who has no project screen); the external partner is refused.
 */
import { describe, expect, it } from 'vitest';
import { A1, type CallSpec, type LoginResult } from '@a1/shared';
import { engines } from '../../support/test-server';
import type { SendOptions } from '../../support/a1-http';
import { signedInServer } from '../../support/signed-in-server';
import { expectEvery } from '../../support/expect-every';
import { newFeatureBody } from '../support/projecttracking';

describe.each(await engines())('project registers on %s', (engine) => {
  const env = signedInServer(engine, {
    developer: 'it.developer@a1demo.com',
    finance: 'finance.admin@a1demo.com',
    external: 'customer@partnerpost.example',
  });
  const send = (entry: CallSpec, options: SendOptions = {}, who?: LoginResult | null) =>
    env.as(who === undefined ? env.users.developer : who).send(entry, options);
  const message = (answer: { body: any }) => String(answer.body.responseStatus.responseStatusMessage);

  /** A new feature of project 165's initiative 442, with its names as the feature reads answer them. */
  const newFeature = async (name: string) => {
    const created = await send(A1.kanbanSprintCreate, {
      body: newFeatureBody(name, 'Weigh every bag at the dock.'),
    });
    expect(created.status).toBe(200);
    const feature = created.body.sprints[0] as { sprintId: number; milestoneText: string };
    const [project] = (await send(A1.kanbanProjects, { query: { projectId: 165 } })).body.data as Array<{
      projectName: string;
    }>;
    return { ...feature, projectName: project.projectName };
  };
  const newIssue = async (sprintId: number, issueType: 1 | 2, priority: number, description: string) => {
    const answer = await send(A1.kanbanIssueCreate, {
      body: { issueType, sprintId, priority, description, status: 'Open', issueDate: '2026-04-01' },
    });
    expect(answer.status).toBe(200);
    return answer.body.issues[0] as { issueId: number; version: number };
  };
  const register = async (query: object = {}, who?: LoginResult) => {
    const answer = await send(A1.issueRegister, { query }, who);
    expect(answer.status).toBe(200);
    return answer.body.data as Array<Record<string, any>>;
  };

  it('the issue register lists every feature’s issues and risks, each with its feature, initiative and project', async () => {
    const feature = await newFeature('Dock scales');
    const issue = await newIssue(feature.sprintId, 1, 1, 'Scale firmware rejects tare');
    const risk = await newIssue(feature.sprintId, 2, 3, 'Vendor may miss the pilot');
    const rows = await register();
    // The demo's own issues and risks are there too, of other features.
    expect(new Set(rows.map((r) => r.sprintId)).size).toBeGreaterThan(1);
    const ours = rows.filter((r) => r.sprintId === feature.sprintId);
    expect(ours.map((r) => r.issueId).sort()).toEqual([issue.issueId, risk.issueId].sort());
    expect(ours.find((r) => r.issueId === risk.issueId)).toMatchObject({
      issueType: 2,
      priority: 3,
      status: 'Open',
      description: 'Vendor may miss the pilot',
      issueDate: '2026-04-01',
      version: 1,
      sprintName: 'Dock scales',
      featureEnabled: true,
      milestoneId: 442,
      milestoneText: feature.milestoneText,
      projectId: 165,
      projectName: feature.projectName,
    });
    // Newest issue date first.
    const dates = rows.map((r) => r.issueDate as string);
    expect(dates).toEqual([...dates].sort().reverse());

    // A save through the feature's own call shows in the register.
    const saved = await send(A1.kanbanIssueUpdate, {
      body: {
        issueId: issue.issueId,
        version: issue.version,
        issueType: 1,
        sprintId: feature.sprintId,
        priority: 1,
        description: 'Scale firmware rejects tare',
        status: 'Closed',
        issueDate: '2026-04-01',
        closeOutDate: '2026-04-03',
      },
    });
    expect(saved.status).toBe(200);
    const after = (await register()).find((r) => r.issueId === issue.issueId);
    expect(after).toMatchObject({ status: 'Closed', closeOutDate: '2026-04-03', version: 2 });
  });

  it('the issue register narrows by type, status and priority', async () => {
    const feature = await newFeature('Gate cameras');
    const high = await newIssue(feature.sprintId, 1, 1, 'Camera misses plates');
    const low = await newIssue(feature.sprintId, 2, 3, 'Night light too weak');
    const risks = await register({ issueType: 2 });
    expectEvery(risks, (r) => r.issueType === 2);
    expect(risks.map((r) => r.issueId)).toContain(low.issueId);
    expect(risks.map((r) => r.issueId)).not.toContain(high.issueId);
    const highOpen = await register({ priority: 1, status: 'Open' });
    expectEvery(highOpen, (r) => r.priority === 1 && r.status === 'Open');
    expect(highOpen.map((r) => r.issueId)).toContain(high.issueId);
    expect(highOpen.map((r) => r.issueId)).not.toContain(low.issueId);
    expect(await register({ status: 'Void', issueType: 1 })).not.toContainEqual(
      expect.objectContaining({ issueId: high.issueId }),
    );
  });

  it('the issue register refuses an unknown type, status or priority (400, naming the field)', async () => {
    for (const [query, field] of [
      [{ issueType: 3 }, 'issueType'],
      [{ issueType: 'risk' }, 'issueType'],
      [{ status: 'Pending' }, 'status'],
      [{ priority: 4 }, 'priority'],
      [{ sprintId: 1 }, 'sprintId'],
    ] as const) {
      const answer = await send(A1.issueRegister, { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.responseStatus.responseStatusCode).toBe(400);
      expect(message(answer)).toContain(field);
    }
  });

  it('the timesheet register lists feature and initiative entries of a period, each with its owner and who logged it', async () => {
    const feature = await newFeature('Bag weights');
    const [category] = (await send(A1.timesheetCategoriesOptions)).body.data as Array<{ value: number; label: string }>;
    const entry = { hours: 1.5, description: category.value, notes: 'Dock survey' };
    const onFeature = await send(A1.featureTimesheetCreate, {
      body: { featureId: feature.sprintId, date: '2019-05-06', ...entry },
    });
    const onInitiative = await send(A1.initiativeTimesheetCreate, {
      body: { initiativeId: 442, date: '2019-05-07', ...entry, hours: 2 },
    });
    const outside = await send(A1.featureTimesheetCreate, {
      body: { featureId: feature.sprintId, date: '2019-05-09', ...entry },
    });
    for (const answer of [onFeature, onInitiative, outside]) expect(answer.status).toBe(200);

    const period = { startDate: '2019-05-06', endDate: '2019-05-08' };
    const rows = (await send(A1.timesheetRegister, { query: period })).body.data as Array<Record<string, any>>;
    // Oldest day first; the entry of 2019-05-09 is after the period.
    expect(rows.map((r) => r.id)).toEqual([onFeature.body.data.id, onInitiative.body.data.id]);
    expect(rows[0]).toMatchObject({
      timesheetType: 'Feature',
      parentId: feature.sprintId,
      date: '2019-05-06',
      hours: 1.5,
      description: category.value,
      categoryName: category.label,
      notes: 'Dock survey',
      createdBy: 'it.developer@a1demo.com',
      userName: expect.stringMatching(/\S/),
      ownerName: 'Bag weights',
      initiativeName: feature.milestoneText,
      projectName: feature.projectName,
    });
    expect(rows[1]).toMatchObject({
      timesheetType: 'Initiative',
      parentId: 442,
      hours: 2,
      ownerName: feature.milestoneText,
      initiativeName: null,
      projectName: feature.projectName,
    });

    const features = (await send(A1.timesheetRegister, { query: { ...period, ownerKind: 'Feature' } })).body.data;
    expect(features.map((r: { id: number }) => r.id)).toEqual([onFeature.body.data.id]);
    const initiatives = (await send(A1.timesheetRegister, { query: { ...period, ownerKind: 'Initiative' } })).body.data;
    expect(initiatives.map((r: { id: number }) => r.id)).toEqual([onInitiative.body.data.id]);

    // A deleted entry leaves the register; without dates, every entry is listed.
    const deleted = await send(A1.sharedTimesheetDelete, {
      query: { timesheetId: onFeature.body.data.id, id: feature.sprintId, timesheetType: 'Feature' },
    });
    expect(deleted.status).toBe(200);
    const all = (await send(A1.timesheetRegister)).body.data as Array<{ id: number; timesheetType: string }>;
    expect(all.map((r) => r.id)).toContain(outside.body.data.id);
    expect(all.map((r) => r.id)).not.toContain(onFeature.body.data.id);
    expectEvery(all, (r) => r.timesheetType === 'Feature' || r.timesheetType === 'Initiative');
  });

  it('the timesheet register refuses a bad date, a reversed period or an unknown owner kind (400, naming the field)', async () => {
    for (const [query, field] of [
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ startDate: 'yesterday' }, 'startDate'],
      [{ endDate: '2026-13-01' }, 'endDate'],
      [{ startDate: '2026-03-02', endDate: '2026-03-01' }, 'endDate'],
      [{ ownerKind: 'Ticket' }, 'ownerKind'],
      [{ ownerKind: 'Project' }, 'ownerKind'],
    ] as const) {
      const answer = await send(A1.timesheetRegister, { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.responseStatus.responseStatusCode).toBe(400);
      expect(message(answer)).toContain(field);
    }
  });

  it('internal staff read both registers; the external partner is refused (403), an anonymous call 401', async () => {
    for (const entry of [A1.issueRegister, A1.timesheetRegister]) {
      expect((await send(entry, {}, env.users.developer)).status).toBe(200);
      // The Finance Admin has no project screen but reads features and initiatives, so their registers too.
      expect((await send(entry, {}, env.users.finance)).status).toBe(200);
      const refused = await send(entry, {}, env.users.external);
      expect(refused.status).toBe(403);
      expect(refused.body.responseStatus.responseStatusCode).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain('"data"');
      expect((await send(entry, {}, null)).status).toBe(401);
    }
  });
});
