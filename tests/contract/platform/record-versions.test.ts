/**
 * Issue 23 point 8 (design §3 "Records carry a version"): a ticket, feature, initiative, issue, job and user
 * carry a version; a save sent with the version it read succeeds and moves the version on by one; a save sent
 * with an older version answers 409 "changed by {name} at {time}; reload to see it" and changes nothing.
 * PGlite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { A1, type CallSpec, type LoginResult } from '@a1/shared';
import { engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';
import { caller, message, newTicket } from '../support/ticketing';

/** The 409 message, written by hand: who saved last, a UTC time to the second, what to do. */
const STALE = (name: string) =>
  new RegExp(`^changed by ${name} at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC; reload to see it$`);

describe.each(await engines())('record versions on %s', (engine) => {
  const env = signedInServer(engine, {
    it: 'it.developer@a1demo.com',
    admin: 'admin@a1demo.com',
    analyst: 'crf.approver@a1demo.com',
    ops: 'ops.manager@a1demo.com',
  });
  const send = caller(() => env.baseUrl);

  /**
   * The same steps for every record: `saver` saves with the version read (ok, version + 1); `stale` saves with the
   * old version (409 naming the saver, nothing changed).
   */
  async function staleSaveRefused(o: {
    read: () => Promise<Record<string, any>>;
    update: CallSpec;
    /** The save body: the record's fields with `label` as the changed text, at `version`. */
    body: (label: string, version: number) => Record<string, unknown>;
    /** The field the save changes, as the record reads it. */
    field: string;
    saver: LoginResult;
    stale: LoginResult;
    saverName: string;
    payload?: string;
  }) {
    const before = await o.read();
    const read = before.version;
    expect(read).toBeGreaterThanOrEqual(1);

    const saved = await send(o.saver, o.update, { body: o.body('Saved first', read) });
    expect(saved.status, message(saved)).toBe(200);
    const first = await o.read();
    expect(first.version).toBe(read + 1);
    expect(first[o.field]).toBe('Saved first');

    const late = await send(o.stale, o.update, { body: o.body('Saved late', read) });
    expect(late.status).toBe(409);
    expect(late.body.responseStatus.responseStatusCode).toBe(409);
    expect(message(late)).toMatch(STALE(o.saverName));

    const after = await o.read();
    expect(after.version).toBe(read + 1);
    expect(after[o.field]).toBe('Saved first');
  }

  it('issue 23 point 8: a ticket saved with a stale version answers 409 naming who saved, and keeps their save', async () => {
    const ticketId = (await send(env.users.it, A1.ticketCreate, { body: newTicket() })).body.data.ticketId;
    await staleSaveRefused({
      read: async () => (await send(env.users.admin, A1.ticketGet, { query: { ticketId } })).body.data,
      update: A1.ticketUpdate,
      body: (title, version) => ({ ticketId, version, title }),
      field: 'title',
      saver: env.users.it,
      stale: env.users.admin,
      saverName: 'Sam Patel',
    });
  });

  it('issue 23 point 8: a feature saved with a stale version answers 409 naming who saved, and keeps their save', async () => {
    const fields = (sprintName: string) => ({
      sprintName,
      projectId: 165,
      milestoneId: 442,
      phaseId: 106,
      healthStatusId: 1,
      estimatedPoints: 0,
      requestSummary: 'Print the customs form with the label.',
      originalRequestor: { email: 'ops.manager@a1demo.com' },
      owner: { email: 'ops.manager@a1demo.com' },
      seniorManagerApproval: { email: 'crf.approver@a1demo.com' },
    });
    const created = await send(env.users.analyst, A1.kanbanSprintCreate, { body: fields('Versioned') });
    const sprintId = created.body.sprints[0].sprintId;
    await staleSaveRefused({
      read: async () => (await send(env.users.analyst, A1.kanbanSprints, { query: { sprintId } })).body.sprints[0],
      update: A1.kanbanSprintUpdate,
      body: (name, version) => ({ ...fields(name), sprintId, version }),
      field: 'sprintName',
      saver: env.users.analyst,
      stale: env.users.admin,
      saverName: 'Casey Nguyen',
    });
  });

  it('issue 23 point 8: an initiative saved with a stale version answers 409 naming who saved, and keeps their save', async () => {
    const fields = (milestoneText: string) => ({ milestoneText, projectID: 165, status: 'In Progress', type: 'PML' });
    const created = await send(env.users.analyst, A1.kanbanMilestoneCreate, { body: fields('Wave V') });
    const milestoneID = created.body.milestones[0].milestoneID;
    await staleSaveRefused({
      read: async () =>
        (await send(env.users.analyst, A1.kanbanMilestones, { query: { MilestoneID: milestoneID } })).body
          .milestones[0],
      update: A1.kanbanMilestoneUpdate,
      body: (text, version) => ({ ...fields(text), milestoneID, version }),
      field: 'milestoneText',
      saver: env.users.analyst,
      stale: env.users.admin,
      saverName: 'Casey Nguyen',
    });
  });

  it('issue 23 point 8: an issue saved with a stale version answers 409 naming who saved, and keeps their save', async () => {
    const fields = (description: string) => ({
      issueType: 1,
      sprintId: 13837,
      priority: 2,
      description,
      status: 'Open',
      issueDate: '2026-11-01',
    });
    const created = await send(env.users.analyst, A1.kanbanIssueCreate, { body: fields('Late scans') });
    const issueId = created.body.issues[0].issueId;
    const read = async () => {
      const listed = await send(env.users.analyst, A1.kanbanIssues, { query: { IssueType: 1, SprintId: 13837 } });
      return listed.body.issues.find((i: { issueId: number }) => i.issueId === issueId);
    };
    await staleSaveRefused({
      read,
      update: A1.kanbanIssueUpdate,
      body: (description, version) => ({ ...fields(description), issueId, version }),
      field: 'description',
      saver: env.users.analyst,
      stale: env.users.admin,
      saverName: 'Casey Nguyen',
    });
  });

  it('issue 23 point 8: a job saved with a stale version answers 409 naming who saved, and keeps their save', async () => {
    await staleSaveRefused({
      read: async () => (await send(env.users.ops, A1.jobGeneral, { query: { jobId: 17 } })).body.data,
      update: A1.updateJob,
      body: (type, version) => ({ jobId: 17, version, customerId: 3, locationId: 4, type }),
      field: 'type',
      saver: env.users.ops,
      stale: env.users.admin,
      saverName: 'Jordan Lee',
    });
  });

  it('issue 23 point 8: a user saved with a stale version answers 409 naming who saved, and keeps their save', async () => {
    const appUserId = env.users.it.user.userId;
    const start = (await send(env.users.admin, A1.userGet, { query: { appUserId } })).body.data;
    const { createdOn: _c, departmentName: _d, subsidiaryName: _s, roleNames: _r, version: _v, ...fields } = start;
    await staleSaveRefused({
      read: async () => (await send(env.users.admin, A1.userGet, { query: { appUserId } })).body.data,
      update: A1.userUpdate,
      body: (fullName, version) => ({ ...fields, fullName, version }),
      field: 'fullName',
      saver: env.users.admin,
      stale: env.users.admin,
      saverName: 'Alex Morgan',
    });
  });

  it('issue 23 point 8: another route writing the ticket (PUT KanbanBoard/Card) makes the read version stale; a comment does not', async () => {
    const ticketId = (await send(env.users.it, A1.ticketCreate, { body: newTicket() })).body.data.ticketId;
    const read = (await send(env.users.it, A1.ticketGet, { query: { ticketId } })).body.data;
    expect(read.version).toBe(1);

    // A comment keeps the ticket's latest comment in step: not a change of the ticket the dialog would lose.
    const comment = await send(env.users.admin, A1.ticketCommentCreate, {
      body: { cardId: ticketId, comment: '<p>Seen it too.</p>' },
    });
    expect(comment.status, message(comment)).toBe(200);
    expect((await send(env.users.it, A1.ticketGet, { query: { ticketId } })).body.data.version).toBe(1);

    const card = await send(env.users.admin, A1.kanbanCardUpdate, {
      body: { cardID: ticketId, title: 'Renamed on the board', type: 'Issue', priority: 'High', laneId: read.laneId },
    });
    expect(card.status, message(card)).toBe(200);

    const late = await send(env.users.it, A1.ticketUpdate, { body: { ticketId, version: 1, title: 'Mine' } });
    expect(late.status).toBe(409);
    expect(message(late)).toMatch(STALE('Alex Morgan'));
    expect((await send(env.users.it, A1.ticketGet, { query: { ticketId } })).body.data.title).toBe(
      'Renamed on the board',
    );
  });

  it('issue 23 point 8: a save without a version (another A1 client) is still accepted and moves the version on', async () => {
    const ticketId = (await send(env.users.it, A1.ticketCreate, { body: newTicket() })).body.data.ticketId;
    const saved = await send(env.users.admin, A1.ticketUpdate, { body: { ticketId, title: 'No version sent' } });
    expect(saved.status, message(saved)).toBe(200);
    const after = (await send(env.users.it, A1.ticketGet, { query: { ticketId } })).body.data;
    expect(after).toMatchObject({ title: 'No version sent', version: 2 });
  });
});
