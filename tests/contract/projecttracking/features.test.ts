/**
 * HTTP contract of project tracking (spec 2): new CRFs with their four placeholder tickets, moves carrying their
 * tickets, soft deletes, issues always enabled, the save rules held by the server, history (PGlite and PostgreSQL).
 */
import { describe, expect, it } from 'vitest';
import { A1, ATTACHMENT_TYPES, TICKET_MESSAGES, type CallSpec, type LoginResult } from '@a1/shared';
import { PROJECT_MESSAGES } from '@a1/shared/constants/projecttracking';
import { engines } from '../../support/test-server';
import type { SendOptions } from '../../support/a1-http';
import { signedInServer } from '../../support/signed-in-server';
import { newFeatureBody } from '../support/projecttracking';

describe.each(await engines())('project tracking features on %s', (engine) => {
  const env = signedInServer(engine, {
    analyst: 'crf.approver@a1demo.com',
    developer: 'it.developer@a1demo.com',
    readOnly: 'ops.manager@a1demo.com',
    global: 'global.ops@a1demo.com',
    customer: 'customer@partnerpost.example',
  });
  const send = (entry: CallSpec, options: SendOptions = {}, who?: LoginResult) =>
    env.as(who ?? env.users.analyst).send(entry, options);
  const newFeature = (name: string, extra: Record<string, unknown> = {}) =>
    newFeatureBody(name, 'Print the customs form with the label.', {
      owner: { email: 'ops.manager@a1demo.com' },
      ...extra,
    });
  const cardsOf = async (sprintId: number) =>
    (await send(A1.kanbanCards, { query: { sprintId } })).body.simpleCards as Array<Record<string, unknown>>;

  // The CRF saved by the first test; the next two check its placeholder tickets (tests of a file run in order).
  let placeholders: Array<Record<string, unknown>> = [];
  let placeholderSprintId = 0;
  const byTitle = () => Object.fromEntries(placeholders.map((c) => [c.title, c]));

  it('P-188: P-93: a new CRF is saved with four placeholder tickets; the answer carries responseStatus and sprints', async () => {
    const answer = await send(A1.kanbanSprintCreate, { body: newFeature('Customs label') });
    expect(answer.status).toBe(200);
    expect(answer.body.responseStatus.responseStatusCode).toBe(200);
    const [feature] = answer.body.sprints;
    expect(feature).toMatchObject({ sprintName: 'Customs label', milestoneId: 442, projectId: 165, phaseId: 106 });
    placeholderSprintId = feature.sprintId;
    placeholders = await cardsOf(feature.sprintId);
    expect(placeholders).toHaveLength(4);
    expect(Object.keys(byTitle()).sort()).toEqual(
      [
        'BA Feedback Placeholder Customs label',
        'BA Placeholder Customs label',
        'DEV Feedback Placeholder Customs label',
        'DEV Placeholder Customs label',
      ].sort(),
    );
  });

  it('P-98: P-99: P-100: P-101: the placeholders are typed Requirements, Enhancement, Issue and Requirements', () => {
    expect(byTitle()['BA Placeholder Customs label'].type).toBe('Requirements');
    expect(byTitle()['DEV Placeholder Customs label'].type).toBe('Enhancement');
    expect(byTitle()['DEV Feedback Placeholder Customs label'].type).toBe('Issue');
    expect(byTitle()['BA Feedback Placeholder Customs label'].type).toBe('Requirements');
  });

  it('P-94: P-95: P-96: P-97: each placeholder is in lane 5 with 1 point, Medium, sort priority 4, requester the caller', () => {
    expect(placeholders).toHaveLength(4);
    for (const card of placeholders) {
      expect(card).toMatchObject({
        laneId: 5,
        points: 1,
        priority: 'Medium',
        sortPriority: '4',
        requesterId: env.users.analyst.user.userId,
        projectId: 165,
        milestoneId: 442,
        sprintId: placeholderSprintId,
      });
      expect(card.description).toBe(card.title);
    }
  });

  it('issue 29 point 8: the placeholders open in the ticket dialog with Ticket Health 1 and a start date, as a new ticket', async () => {
    expect(placeholders).toHaveLength(4);
    for (const card of placeholders) {
      const ticket = await send(A1.ticketGet, { query: { ticketId: card.cardID as number } });
      expect(ticket.status).toBe(200);
      expect(ticket.body.data).toMatchObject({ healthStatusId: 1, startDate: new Date().toISOString().slice(0, 10) });
    }
  });

  it('P-92: pending attachments are stored with the new feature in its transaction; a refused file saves nothing', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%test\n').toString('base64');
    const saved = await send(A1.kanbanSprintCreate, {
      body: newFeature('With spec', {
        attachments: [{ fileName: '../spec.pdf', content: `data:application/pdf;base64,${pdf}` }],
      }),
    });
    expect(saved.status).toBe(200);
    const sprintId = saved.body.sprints[0].sprintId;
    const counts = await send(A1.featureCounts, { query: { sprintId } });
    expect(counts.body.data).toMatchObject({ attachments: 1, tickets: 4 });
    // Stored where the Attachments tab lists them, under a safe name.
    const listed = (await send(A1.sprintAttachmentList, { query: { sprintId } })).body.data;
    expect(listed).toEqual([expect.objectContaining({ fileName: 'spec.pdf', contentType: 'application/pdf' })]);

    const before = (await send(A1.kanbanSprints, { query: { milestoneId: 442 } })).body.sprints.length;
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const refused = await send(A1.kanbanSprintCreate, {
      body: newFeature('With page', { attachments: [{ fileName: 'page.html', content: html }] }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.responseStatus.responseStatusMessage).toBe(
      TICKET_MESSAGES.attachmentType('html', Object.keys(ATTACHMENT_TYPES).join(', ')),
    );
    expect((await send(A1.kanbanSprints, { query: { milestoneId: 442 } })).body.sprints).toHaveLength(before);
  });

  it('P-103: P-104: P-189: moving a feature to another initiative and project moves all its tickets; history records who, when, field, before, after', async () => {
    const created = (await send(A1.kanbanSprintCreate, { body: newFeature('Mover') })).body.sprints[0];
    const target = (await send(A1.kanbanMilestones, { query: { ProjectID: 881 } })).body.milestones[0];
    expect(target.projectID).toBe(881);
    const moved = await send(A1.kanbanSprintUpdate, {
      body: { ...newFeature('Mover'), sprintId: created.sprintId, projectId: 881, milestoneId: target.milestoneID },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.responseStatus.responseStatusCode).toBe(200);
    expect(moved.body.sprints[0]).toMatchObject({ projectId: 881, milestoneId: target.milestoneID });
    const cards = await cardsOf(created.sprintId);
    expect(cards).toHaveLength(4);
    for (const card of cards) expect(card).toMatchObject({ projectId: 881, milestoneId: target.milestoneID });

    const history = await send(A1.projectHistory, { query: { objectType: 'feature', objectId: created.sprintId } });
    const milestoneChange = history.body.data.find((h: { field: string }) => h.field === 'milestoneId');
    expect(milestoneChange).toMatchObject({
      before: '442',
      after: String(target.milestoneID),
      changedBy: 'crf.approver@a1demo.com',
    });
    expect(Date.now() - Date.parse(milestoneChange.changedOn)).toBeLessThan(60_000);
    expect(history.body.data.find((h: { field: string }) => h.field === 'projectId')).toMatchObject({
      before: '165',
      after: '881',
    });
  });

  it('P-116: the server refuses a status comment over 500 characters with the spec message; 500 is accepted', async () => {
    const long = await send(A1.kanbanSprintCreate, { body: newFeature('Too long', { comment: 'x'.repeat(501) }) });
    expect(long.status).toBe(400);
    expect(long.body.responseStatus.responseStatusMessage).toContain('comment');
    const created = (await send(A1.kanbanSprintCreate, { body: newFeature('Exactly', { comment: 'x'.repeat(500) }) }))
      .body.sprints[0];
    expect(created.comment).toHaveLength(500);
    expect(PROJECT_MESSAGES.commentTooLong).toBe('Maximum character limit of 500 exceeded');
  });

  it('P-84: P-85: P-87: P-51: a new initiative with defaultFeatureName gets its first feature at phase 106, 0 points, enabled, today, with placeholders', async () => {
    const answer = await send(A1.kanbanMilestoneCreate, {
      body: {
        milestoneText: 'Wave 9',
        projectID: 165,
        status: 'Not Started',
        type: 'STR',
        defaultFeatureName: 'First CRF',
      },
    });
    expect(answer.status).toBe(200);
    const [initiative] = answer.body.milestones;
    expect(initiative).toMatchObject({ milestoneText: 'Wave 9', progress: 0, isEnabled: true });
    const [feature] = (await send(A1.kanbanSprints, { query: { milestoneId: initiative.milestoneID } })).body.sprints;
    expect(feature).toMatchObject({ sprintName: 'First CRF', phaseId: 106, estimatedPoints: 0, isEnabled: true });
    expect(feature.startDate).toBe(new Date().toISOString().slice(0, 10));
    expect(await cardsOf(feature.sprintId)).toHaveLength(4);
  });

  it('P-184: P-185: P-186: P-49: initiatives are created, updated and soft-deleted (saved disabled), with their history', async () => {
    const created = (
      await send(A1.kanbanMilestoneCreate, {
        body: { milestoneText: 'Wave X', projectID: 165, status: 'In Progress', type: 'PML', progress: 20 },
      })
    ).body.milestones[0];
    expect(Object.keys(created).sort()).toEqual(
      [
        'comment',
        'createdBy',
        'createdOn',
        'endDate',
        'isEnabled',
        'isHeadOffice',
        'milestoneID',
        'milestoneText',
        'progress',
        'projectID',
        'sortOrder',
        'startDate',
        'status',
        'type',
        // Issue 23 point 8: the version a save sends back.
        'version',
      ].sort(),
    );
    const updated = await send(A1.kanbanMilestoneUpdate, {
      body: {
        milestoneID: created.milestoneID,
        milestoneText: 'Wave Y',
        projectID: 165,
        status: 'Blocked',
        type: 'PML',
      },
    });
    expect(updated.body.milestones[0]).toMatchObject({ milestoneText: 'Wave Y', status: 'Blocked' });
    const deleted = await send(A1.kanbanMilestoneDelete, {
      query: { MilestoneID: created.milestoneID, UserName: 'crf.approver@a1demo.com' },
    });
    expect(deleted.body.data).toBe(1);
    const listed = await send(A1.kanbanMilestones, { query: { ProjectID: 165 } });
    expect(listed.body.milestones.some((m: { milestoneID: number }) => m.milestoneID === created.milestoneID)).toBe(
      false,
    );
    const kept = await send(A1.kanbanMilestones, { query: { MilestoneID: created.milestoneID } });
    expect(kept.body.milestones[0].isEnabled).toBe(false);
    const history = (
      await send(A1.projectHistory, { query: { objectType: 'initiative', objectId: created.milestoneID } })
    ).body.data as Array<{ field: string; before: string; after: string }>;
    expect(history.map((h) => h.field)).toEqual(expect.arrayContaining(['text', 'status', 'isEnabled', 'created']));
    expect(history.find((h) => h.field === 'isEnabled')).toMatchObject({ before: 'true', after: 'false' });
  });

  // Each pair of tests below shares its feature: the first creates, the second changes (tests of a file run in order).
  let riskySprintId = 0;
  let savedRisk: Record<string, unknown> = {};
  it('P-210: P-91: P-61: issues and risks are created, always saved enabled', async () => {
    const sprintId = (await send(A1.kanbanSprintCreate, { body: newFeature('Risky') })).body.sprints[0].sprintId;
    riskySprintId = sprintId;
    const issue = await send(A1.kanbanIssueCreate, {
      body: {
        issueType: 1,
        sprintId,
        priority: 1,
        description: 'Late scans',
        status: 'Open',
        issueDate: '2026-11-01',
        isEnabled: false,
      },
    });
    expect(issue.body.issues[0]).toMatchObject({ issueType: 1, priority: 1, isEnabled: true, closeOutDate: null });
    const risk = await send(A1.kanbanIssueCreate, {
      body: { issueType: 2, sprintId, priority: 3, description: 'Peak', status: 'Open', issueDate: '2026-11-02' },
    });
    expect(risk.body.issues[0].isEnabled).toBe(true);
    savedRisk = risk.body.issues[0];
    const bad = await send(A1.kanbanIssueCreate, {
      body: { issueType: 1, sprintId, priority: 4, description: 'x', status: 'Open', issueDate: '2026-11-01' },
    });
    expect(bad.status).toBe(400);
  });

  it('P-211: P-91: P-209: an update keeps a risk enabled; issues and risks are listed by IssueType and SprintId', async () => {
    const sprintId = riskySprintId;
    expect(sprintId).toBeGreaterThan(0);
    const updated = await send(A1.kanbanIssueUpdate, {
      body: {
        ...savedRisk,
        status: 'Closed',
        closeOutDate: '2026-11-20',
        isEnabled: false,
        latestComment: undefined,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.issues[0]).toMatchObject({ status: 'Closed', closeOutDate: '2026-11-20', isEnabled: true });
    const issues = await send(A1.kanbanIssues, { query: { IssueType: 1, SprintId: sprintId } });
    expect(issues.body.issues.map((i: { description: string }) => i.description)).toEqual(['Late scans']);
    const risks = await send(A1.kanbanIssues, { query: { IssueType: 2, SprintId: sprintId } });
    expect(risks.body.issues).toHaveLength(1);
  });

  let commented = { sprintId: 0, issueId: 0, first: { id: 0 }, second: { id: 0 } };
  const latestComment = async () =>
    (await send(A1.kanbanIssues, { query: { IssueType: 1, SprintId: commented.sprintId } })).body.issues[0]
      .latestComment;
  it('P-213: P-64: issue comments are created with their fields; the issue keeps its latest comment', async () => {
    const sprintId = (await send(A1.kanbanSprintCreate, { body: newFeature('Commented') })).body.sprints[0].sprintId;
    const issueId = (
      await send(A1.kanbanIssueCreate, {
        body: {
          issueType: 1,
          sprintId,
          priority: 2,
          description: 'Scale drift',
          status: 'Open',
          issueDate: '2026-11-03',
        },
      })
    ).body.issues[0].issueId;
    const first = (
      await send(A1.kanbanIssueCommentCreate, {
        body: { featureIssueId: issueId, comment: 'Vendor called' },
      })
    ).body.issueComments[0];
    // Issue 23 point 8: a comment also says who last changed it and when (null until a change).
    expect(Object.keys(first).sort()).toEqual([
      'comment',
      'createdBy',
      'createdOn',
      'featureIssueId',
      'id',
      'isEnabled',
      'modifiedBy',
      'modifiedOn',
    ]);
    const second = (
      await send(A1.kanbanIssueCommentCreate, { body: { featureIssueId: issueId, comment: 'Fix shipped' } })
    ).body.issueComments[0];
    commented = { sprintId, issueId, first, second };
    expect(await latestComment()).toBe('Fix shipped');
  });

  it('P-214: P-89: P-212: deleting an issue comment saves it disabled; the list and the latest comment drop it', async () => {
    const { issueId, first, second } = commented;
    expect(issueId).toBeGreaterThan(0);
    const latest = latestComment;
    const removed = await send(A1.kanbanIssueCommentUpdate, {
      body: { id: second.id, featureIssueId: issueId, comment: 'Fix shipped', isEnabled: false },
    });
    expect(removed.body.issueComments[0].isEnabled).toBe(false);
    const listed = await send(A1.kanbanIssueComments, { query: { IssueId: issueId } });
    expect(listed.body.issueComments.map((c: { id: number }) => c.id)).toEqual([first.id]);
    expect(await latest()).toBe('Vendor called');
  });

  let documented = { sprintId: 0, doc: { id: 0, document_Link: '' } };
  it('P-216: P-65: P-215: a supporting document is created with its fields and listed', async () => {
    const sprintId = (await send(A1.kanbanSprintCreate, { body: newFeature('Documented') })).body.sprints[0].sprintId;
    const doc = (
      await send(A1.kanbanSupportingDocumentCreate, {
        body: { feature_Id: sprintId, document_Link: 'https://docs.a1demo.com/x' },
      })
    ).body.featureSupportingDocuments[0];
    expect(Object.keys(doc).sort()).toEqual([
      'created_By',
      'created_On',
      'document_Link',
      'feature_Id',
      'id',
      'is_Enabled',
    ]);
    const listed = await send(A1.kanbanSupportingDocuments, { query: { FeatureId: sprintId } });
    expect(listed.body.featureSupportingDocuments).toHaveLength(1);
    documented = { sprintId, doc };
  });

  it('P-217: P-90: P-215: deleting a supporting document saves it disabled (is_Enabled false); the list drops it', async () => {
    const { sprintId, doc } = documented;
    expect(doc.id).toBeGreaterThan(0);
    const removed = await send(A1.kanbanSupportingDocumentUpdate, {
      body: { id: doc.id, feature_Id: sprintId, document_Link: doc.document_Link, is_Enabled: false },
    });
    expect(removed.body.featureSupportingDocuments[0].is_Enabled).toBe(false);
    expect(
      (await send(A1.kanbanSupportingDocuments, { query: { FeatureId: sprintId } })).body.featureSupportingDocuments,
    ).toEqual([]);
  });

  let timesheetEntryId = 0;
  const projectTimesheets = async () =>
    (await send(A1.kanbanProjectTimesheets, { query: { ProjectID: 165 } })).body.data as Array<{
      projectTimesheetId: number;
    }>;
  it('P-180: P-181: P-179: a project timesheet entry is created, edited and listed', async () => {
    const entry = (
      await send(A1.kanbanProjectTimesheetCreate, {
        body: { projectId: 165, date: '2026-11-20', hours: 2.5, description: 1, notes: 'Planning' },
      })
    ).body.data;
    expect(entry).toMatchObject({ projectId: 165, hours: 2.5, categoryTypeId: 1, isEnabled: true });
    const edited = await send(A1.kanbanProjectTimesheetUpdate, {
      body: {
        projectTimesheetId: entry.projectTimesheetId,
        projectId: 165,
        date: '2026-11-21',
        hours: 3,
        description: 2,
      },
    });
    expect(edited.body.data).toMatchObject({ date: '2026-11-21', hours: 3, categoryTypeId: 2 });
    const listed = projectTimesheets;
    expect((await listed()).some((e) => e.projectTimesheetId === entry.projectTimesheetId)).toBe(true);
    timesheetEntryId = entry.projectTimesheetId;
  });

  it('P-182: P-88: P-179: deleting a timesheet entry saves it disabled; the list drops it', async () => {
    const entry = { projectTimesheetId: timesheetEntryId };
    expect(entry.projectTimesheetId).toBeGreaterThan(0);
    const listed = projectTimesheets;
    const deleted = await send(A1.kanbanProjectTimesheetDelete, {
      query: { ProjectTimesheetID: entry.projectTimesheetId },
    });
    expect(deleted.body.data).toBe(1);
    expect((await listed()).some((e) => e.projectTimesheetId === entry.projectTimesheetId)).toBe(false);
  });

  it('P-149: P-150: P-223: process owner choices are the CRF Senior Manager Approval users plus user 3802', async () => {
    const owners = (await send(A1.processOwners)).body.data as Array<{ appUserId: number; userEmail: string }>;
    const byRole = (await send(A1.projectUsersByRole, { query: { roleName: 'CRF Senior Manager Approval' } })).body
      .data as Array<{ appUserId: number }>;
    expect(byRole.length).toBeGreaterThan(0);
    expect(owners.map((o) => o.appUserId).sort()).toEqual(
      [...new Set([...byRole.map((u) => u.appUserId), 3802])].sort(),
    );
    expect(owners.some((o) => o.userEmail === 'crf.approver@a1demo.com')).toBe(true);
  });

  it('P-151: P-232: P-224: P-67: a global user defaults the process owner of a new CRF to user 3802; a USA user to none', async () => {
    const extra = (await send(A1.projectUserById, { query: { appUserId: 3802 } })).body.data;
    expect(Object.keys(extra).sort()).toEqual(['appUserId', 'departmentId', 'userEmail', 'userFullName']);
    const global = await send(A1.crfDefaults, {}, env.users.global);
    expect(global.body.data).toMatchObject({
      isGlobal: true,
      processOwnerEmail: extra.userEmail,
      extraProcessOwnerUserId: 3802,
    });
    expect((await send(A1.projectIsGlobal, {}, env.users.global)).body.data).toBe(true);
    const usa = await send(A1.crfDefaults);
    expect(usa.body.data).toMatchObject({
      isGlobal: false,
      processOwnerEmail: null,
      projectId: 165,
      milestoneId: 442,
      phaseId: 106,
      placeholderLaneId: 5,
    });
    expect((await send(A1.projectIsGlobal)).body.data).toBe(false);
  });

  it('P-155: P-48: the project grid answers a row per feature with remaining points and tickets and timesheet totals', async () => {
    const sprintId = (await send(A1.kanbanSprintCreate, { body: newFeature('Grid row') })).body.sprints[0].sprintId;
    const grid = await send(A1.projectGrid);
    expect(grid.status).toBe(200);
    const row = grid.body.data.find((r: { featureID: number }) => r.featureID === sprintId);
    for (const key of [
      'project',
      'projectID',
      'initiative',
      'initiativeID',
      'initiativeSortOrder',
      'initiativeType',
      'initiativeEnabled',
      'feature',
      'featureID',
      'featureSortOrder',
      'featurePhase',
      'featureStartDate',
      'featureEndDate',
      'requirementsDueDate',
      'featureDueDate',
      'featureOriginalRequestor',
      'featureOwner',
      'initialSprintStartDate',
      'ownerDepartment',
      'featureSeniorManagerApproval',
      'featureBA',
      'mainFeatureDeveloper',
      'minimumSprintDate',
      'featureSticker',
      'featureNote',
      'remainingPoints',
      'remainingTickets',
      'featureEnabled',
    ])
      expect(row, key).toHaveProperty(key);
    expect(row).toMatchObject({
      feature: 'Grid row',
      project: 'IT Support',
      featurePhase: '1-Not Approved',
      remainingPoints: 4,
      remainingTickets: 4,
      featureEnabled: true,
      featureOriginalRequestor: 'Jordan Lee',
      ownerDepartment: 'Operations',
    });
    const mine = await send(A1.projectGrid, { query: { customFilterName: 'MyProjects' } });
    expect(mine.body.data).toHaveLength(grid.body.data.length);
  });

  it('the grid answers hours per feature and per initiative (ours), from feature, ticket and initiative timesheets', async () => {
    const grid = (await send(A1.projectGrid)).body.data as Array<{
      initiativeID: number;
      featureID: number | null;
      featureTimesheetHours: number;
      initiativeTimesheetHours: number;
    }>;
    const withHours = grid.filter((r) => r.featureTimesheetHours > 0);
    expect(withHours.length).toBeGreaterThan(0);
    const initiative = withHours[0].initiativeID;
    const featureSum = grid
      .filter((r) => r.initiativeID === initiative)
      .reduce((s, r) => s + r.featureTimesheetHours, 0);
    const total = grid.find((r) => r.initiativeID === initiative)!.initiativeTimesheetHours;
    expect(total).toBeGreaterThanOrEqual(Math.round(featureSum * 100) / 100 - 0.001);
  });

  it('P-156: phases sort by prefix', async () => {
    const phases = (await send(A1.projectPhaseList)).body.data as Array<{ name: string }>;
    expect(phases.map((p) => p.name.split('-')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
    ]);
  });

  it('P-157: P-221: P-160: the customers and the business analysts', async () => {
    expect((await send(A1.projectCustomerList)).body.data.length).toBeGreaterThan(5);
    const analysts = (await send(A1.businessAnalysts)).body.data as Array<{ userEmail: string }>;
    expect(analysts.some((a) => a.userEmail === 'crf.approver@a1demo.com')).toBe(true);
  });

  it('P-158: P-193: a project by id, and the project list', async () => {
    const one = await env.as(env.users.analyst).raw('GET', '/api/a1/KanbanBoard/project?projectId=165');
    expect(one.body.data).toEqual([{ projectId: 165, projectName: 'IT Support', sortOrder: 0, isEnabled: true }]);
    expect((await send(A1.kanbanProjects)).body.data.length).toBeGreaterThan(3);
  });

  it('P-194: P-195: projects are created and updated', async () => {
    const project = (await send(A1.kanbanProjectCreate, { body: { projectName: 'Dock scheduling' } })).body.data;
    const renamed = await send(A1.kanbanProjectUpdate, {
      body: { projectId: project.projectId, projectName: 'Dock booking' },
    });
    expect(renamed.body.data).toMatchObject({ projectId: project.projectId, projectName: 'Dock booking' });
  });

  it('P-187: P-52: P-54: sprints list a feature with its people as e-mail objects', async () => {
    const sprintId = (await send(A1.kanbanSprintCreate, { body: newFeature('People') })).body.sprints[0].sprintId;
    const [feature] = (await send(A1.kanbanSprints, { query: { sprintId } })).body.sprints;
    expect(feature).toMatchObject({
      originalRequestor: { email: 'ops.manager@a1demo.com' },
      owner: { email: 'ops.manager@a1demo.com' },
      seniorManagerApproval: { email: 'crf.approver@a1demo.com' },
      milestoneText: expect.any(String),
      businessAnalystName: null,
    });
  });

  it('P-1: P-2: P-3: projects contain initiatives, initiatives contain features, features carry tickets, timesheets, issues, risks, attachments and documents', async () => {
    const [initiative] = (await send(A1.kanbanMilestones, { query: { ProjectID: 165 } })).body.milestones;
    expect(initiative.projectID).toBe(165);
    const [feature] = (await send(A1.kanbanSprints, { query: { milestoneId: initiative.milestoneID } })).body.sprints;
    expect(feature.milestoneId).toBe(initiative.milestoneID);
    const pdf = Buffer.from('%PDF-1.4\n').toString('base64');
    const sprintId = (
      await send(A1.kanbanSprintCreate, {
        body: newFeature('Carrier', { attachments: [{ fileName: 'a.pdf', content: pdf }] }),
      })
    ).body.sprints[0].sprintId;
    await send(A1.kanbanIssueCreate, {
      body: { issueType: 1, sprintId, priority: 1, description: 'i', status: 'Open', issueDate: '2026-11-01' },
    });
    await send(A1.kanbanIssueCreate, {
      body: { issueType: 2, sprintId, priority: 1, description: 'r', status: 'Open', issueDate: '2026-11-01' },
    });
    await send(A1.kanbanSupportingDocumentCreate, { body: { feature_Id: sprintId, document_Link: 'https://d/1' } });
    const counts = (await send(A1.featureCounts, { query: { sprintId } })).body.data;
    expect(counts).toMatchObject({ tickets: 4, issues: 1, risks: 1, attachments: 1, supportingDocuments: 1 });
    expect(counts.timesheets).toBe(0);
  });

  it('S-423: S-424: S-425: S-426: Submit CRF defaults come from settings rows (442, 165, 106, 99)', async () => {
    const defaults = (await send(A1.crfDefaults)).body.data;
    expect(defaults).toMatchObject({ milestoneId: 442, projectId: 165, phaseId: 106, sortOrder: 99 });
  });

  it('S-380: S-217: the phase list holds the default phase; a Submit CRF draft with the defaults saves', async () => {
    const defaults = (await send(A1.crfDefaults)).body.data;
    const phases = (await send(A1.projectPhaseList)).body.data as Array<{ id: number }>;
    expect(phases.map((p) => p.id)).toContain(defaults.phaseId);
    const draft = {
      sprintName: 'Submitted CRF',
      milestoneId: defaults.milestoneId,
      projectId: defaults.projectId,
      startDate: '2026-11-23',
      endDate: '2026-12-23',
      estimatedPoints: 0,
      comment: 'Please review',
      status: 'Not Approved',
      progress: 0,
      sortOrder: defaults.sortOrder,
      isEnabled: true,
      phaseId: defaults.phaseId,
      businessAnalystId: env.users.analyst.user.userId,
      owner: { email: 'crf.approver@a1demo.com' },
      originalRequestor: { email: 'crf.approver@a1demo.com' },
      seniorManagerApproval: { email: 'crf.approver@a1demo.com' },
      healthStatusId: 1,
      requestSummary: 'Need a report',
    };
    const saved = await send(A1.kanbanSprintCreate, { body: draft }, env.users.developer);
    expect(saved.status).toBe(200);
    expect(saved.body.sprints[0]).toMatchObject({
      sprintName: 'Submitted CRF',
      milestoneId: 442,
      projectId: 165,
      sortOrder: 99,
      phaseId: 106,
      businessAnalystName: env.users.analyst.user.userFullName,
    });
  });

  it('a read-only user browses the grid but cannot save a feature; an external user reaches neither', async () => {
    expect((await send(A1.projectGrid, {}, env.users.readOnly)).status).toBe(200);
    const denied = await send(
      A1.kanbanSprintUpdate,
      { body: { ...newFeature('X'), sprintId: 60001 } },
      env.users.readOnly,
    );
    expect(denied.status).toBe(403);
    expect((await send(A1.projectGrid, {}, env.users.customer)).status).toBe(403);
  });
});
