/**
 * Issue 23 point 8, records have owners (PGlite and PostgreSQL): comments, timesheets and attachments are changed or
 * deleted by their author or an administrator only; anyone else gets 403 and the record stays as it was; a change
 * records who made it and when.
 */
import { describe, expect, it } from 'vitest';
import { A1, SERVER_MESSAGES, type LoginResult } from '@a1/shared';
import { engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';
import { caller, message, newTicket } from '../support/ticketing';

const AUTHOR = 'it.developer@a1demo.com';
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe.each(await engines())('issue 23 point 8: records have owners on %s', (engine) => {
  const env = signedInServer(engine, {
    author: AUTHOR,
    other: 'ops.manager@a1demo.com',
    admin: 'admin@a1demo.com',
    // Reaches the project screens (issue comments, project timesheets), which ops.manager does not.
    crf: 'crf.approver@a1demo.com',
  });
  const send = caller(() => env.baseUrl);
  const u = () => env.users as Record<'author' | 'other' | 'admin' | 'crf', LoginResult>;

  /** The 403 a person who did not write the record gets, with the message naming who may. */
  const expectRefused = (answer: { status: number; body: unknown }, what: string) => {
    expect(answer.status).toBe(403);
    expect(message(answer as never)).toBe(SERVER_MESSAGES.notAuthor(what, AUTHOR));
    expect(message(answer as never)).toBe(
      `Only it.developer@a1demo.com, who wrote this ${what}, or an administrator may change or delete it.`,
    );
  };
  /** A change's who and when: the editor, at a time within this test. */
  const expectModified = (row: { modifiedBy: string; modifiedOn: string }, by: string, since: number) => {
    expect(row.modifiedBy).toBe(by);
    expect(Date.parse(row.modifiedOn)).toBeGreaterThanOrEqual(since - 1000);
    expect(Date.parse(row.modifiedOn)).toBeLessThanOrEqual(Date.now() + 1000);
  };
  const newTicketId = async () =>
    (await send(u().author, A1.ticketCreate, { body: newTicket({ title: 'Owned records' }) })).body.data
      .ticketId as number;

  it('issue 23 point 8: a ticket comment is changed or deleted by its author or an administrator only', async () => {
    const ticketId = await newTicketId();
    const comment = (await send(u().author, A1.ticketCommentCreate, { body: { cardId: ticketId, comment: 'Mine' } }))
      .body.data;
    expect(comment.modifiedBy).toBeNull();
    const list = () => send(u().author, A1.ticketCommentList, { query: { ticketId } });

    expectRefused(
      await send(u().other, A1.ticketCommentUpdate, { body: { commentId: comment.commentId, comment: 'Yours now' } }),
      'comment',
    );
    expectRefused(
      await send(u().other, A1.ticketCommentDelete, { query: { commentId: comment.commentId } }),
      'comment',
    );
    // Through the kanban card route too: a card's comment is its ticket's.
    expectRefused(
      await send(u().other, A1.kanbanCommentUpdate, {
        body: { commentID: comment.commentId, cardID: ticketId, commentText: 'Yours now' },
      }),
      'comment',
    );
    const untouched = (await list()).body.data;
    expect(untouched).toHaveLength(1);
    expect(untouched[0]).toMatchObject({ comment: 'Mine', createdBy: AUTHOR, modifiedBy: null });

    const since = Date.now();
    const byAuthor = await send(u().author, A1.ticketCommentUpdate, {
      body: { commentId: comment.commentId, comment: 'Mine, edited' },
    });
    expect(byAuthor.status).toBe(200);
    expectModified(byAuthor.body.data, AUTHOR, since);
    const byAdmin = await send(u().admin, A1.ticketCommentUpdate, {
      body: { commentId: comment.commentId, comment: 'Moderated' },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toMatchObject({ comment: 'Moderated', createdBy: AUTHOR });
    expectModified(byAdmin.body.data, 'admin@a1demo.com', since);
    expect((await send(u().admin, A1.ticketCommentDelete, { query: { commentId: comment.commentId } })).status).toBe(
      200,
    );
    expect((await list()).body.data).toEqual([]);
  });

  it('issue 23 point 8: ticket, feature and card timesheets are changed or deleted by their author or an administrator only', async () => {
    const ticketId = await newTicketId();
    const entry = (
      await send(u().author, A1.ticketTimesheetCreate, {
        body: { ticketId, date: '2026-11-20', hours: 2, description: 1 },
      })
    ).body.data;
    const edit = { id: entry.id, date: '2026-11-21', hours: 8, description: 1 };
    expectRefused(await send(u().other, A1.ticketTimesheetUpdate, { body: edit }), 'timesheet entry');
    expectRefused(
      await send(u().other, A1.ticketTimesheetDelete, { query: { timesheetId: entry.id } }),
      'timesheet entry',
    );
    expectRefused(
      await send(u().other, A1.kanbanCardTimesheetDelete, { query: { CardTimesheetID: entry.id } }),
      'timesheet entry',
    );
    const [kept] = (await send(u().author, A1.ticketTimesheetList, { query: { ticketId } })).body.data;
    expect(kept).toMatchObject({ id: entry.id, date: '2026-11-20', hours: 2, modifiedBy: null });
    const since = Date.now();
    const byAuthor = await send(u().author, A1.ticketTimesheetUpdate, { body: edit });
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body.data).toMatchObject({ date: '2026-11-21', hours: 8 });
    expectModified(byAuthor.body.data, AUTHOR, since);
    expect((await send(u().admin, A1.ticketTimesheetDelete, { query: { timesheetId: entry.id } })).status).toBe(200);

    // A feature's timesheet (Shared/Timesheet).
    const work = (
      await send(u().author, A1.sharedTimesheetCreate, {
        body: { id: 60001, timesheetType: 'Feature', date: '2026-11-20', hours: 1, description: 2 },
      })
    ).body.data;
    const workEdit = { timesheetId: work.id, timesheetType: 'Feature', date: '2026-11-20', hours: 6, description: 2 };
    expectRefused(await send(u().other, A1.sharedTimesheetUpdate, { body: workEdit }), 'timesheet entry');
    expectRefused(
      await send(u().other, A1.sharedTimesheetDelete, {
        query: { timesheetId: work.id, id: 60001, timesheetType: 'Feature' },
      }),
      'timesheet entry',
    );
    const byAdmin = await send(u().admin, A1.sharedTimesheetUpdate, { body: workEdit });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toMatchObject({ hours: 6, createdBy: AUTHOR });
    expectModified(byAdmin.body.data, 'admin@a1demo.com', since);

    // A card's timesheet (KanbanBoard/CardTimesheet): its soft delete is a change too.
    const card = (
      await send(u().author, A1.kanbanCardTimesheetCreate, {
        body: { cardID: ticketId, date: '2026-11-20', hours: 1, description: 1 },
      })
    ).body.data;
    const cardEdit = {
      cardTimesheetID: card.cardTimesheetID,
      cardID: ticketId,
      date: '2026-11-20',
      hours: 3,
      description: 1,
    };
    expectRefused(await send(u().other, A1.kanbanCardTimesheetUpdate, { body: cardEdit }), 'timesheet entry');
    const byOwner = await send(u().author, A1.kanbanCardTimesheetUpdate, { body: cardEdit });
    expect(byOwner.body.data).toMatchObject({ hours: 3 });
    expectModified(byOwner.body.data, AUTHOR, since);
  });

  it('issue 23 point 8: ticket, feature and card attachments are deleted by their author or an administrator only', async () => {
    const ticketId = await newTicketId();
    const file = { fileName: 'steps.txt', content: b64('Open the screen\n') };
    const ticketFile = (await send(u().author, A1.ticketAttachmentCreate, { body: { ticketId, ...file } })).body.data;
    expectRefused(
      await send(u().other, A1.ticketAttachmentDelete, { query: { attachmentId: ticketFile.attachmentId } }),
      'attachment',
    );
    expect((await send(u().author, A1.ticketAttachmentList, { query: { ticketId } })).body.data).toHaveLength(1);
    expect(
      (await send(u().author, A1.ticketAttachmentDelete, { query: { attachmentId: ticketFile.attachmentId } })).status,
    ).toBe(200);
    expect((await send(u().author, A1.ticketAttachmentList, { query: { ticketId } })).body.data).toEqual([]);

    const sprintFile = (await send(u().author, A1.sprintAttachmentCreate, { body: { sprintId: 60001, ...file } })).body
      .data;
    expectRefused(
      await send(u().other, A1.sprintAttachmentDelete, { query: { attachmentId: sprintFile.attachmentId } }),
      'attachment',
    );
    expect(
      (await send(u().admin, A1.sprintAttachmentDelete, { query: { attachmentId: sprintFile.attachmentId } })).status,
    ).toBe(200);

    const cardFile = (await send(u().author, A1.kanbanAttachmentCreate, { body: { cardID: ticketId, ...file } })).body
      .data;
    expectRefused(
      await send(u().other, A1.kanbanAttachmentDelete, { query: { AttachmentID: cardFile.attachmentId } }),
      'attachment',
    );
    expect((await send(u().author, A1.kanbanAttachments, { query: { CardID: ticketId } })).body.data).toHaveLength(1);
    const byAdmin = await send(u().admin, A1.kanbanAttachmentDelete, {
      query: { AttachmentID: cardFile.attachmentId },
    });
    expect(byAdmin.body.data).toBe(1);
  });

  it('issue 23 point 8: feature (kanban) comments are changed or deleted by their author or an administrator only', async () => {
    const comment = (
      await send(u().author, A1.kanbanCommentCreate, { body: { commentText: 'Kick-off done', sprintId: 60001 } })
    ).body.data;
    expectRefused(
      await send(u().other, A1.kanbanCommentUpdate, {
        body: { commentID: comment.commentID, commentText: 'Not done' },
      }),
      'comment',
    );
    expectRefused(
      await send(u().other, A1.kanbanCommentDelete, { query: { CommentID: comment.commentID } }),
      'comment',
    );
    const listed = (await send(u().author, A1.kanbanComments, { query: { sprintId: 60001 } })).body.data;
    expect(listed.find((c: { commentID: number }) => c.commentID === comment.commentID)).toMatchObject({
      commentText: 'Kick-off done',
      modifiedBy: null,
    });
    const since = Date.now();
    const byAdmin = await send(u().admin, A1.kanbanCommentUpdate, {
      body: { commentID: comment.commentID, commentText: 'Kick-off done (moderated)' },
    });
    expectModified(byAdmin.body.data, 'admin@a1demo.com', since);
    expect(
      (await send(u().author, A1.kanbanCommentDelete, { query: { CommentID: comment.commentID } })).body.data,
    ).toBe(1);
  });

  it('issue 23 point 8: issue comments and project timesheets are changed or deleted by their author or an administrator only', async () => {
    const issue = (
      await send(u().author, A1.kanbanIssueCreate, {
        body: {
          issueType: 1,
          sprintId: 60001,
          priority: 1,
          description: 'Late scans',
          status: 'Open',
          issueDate: '2026-11-01',
        },
      })
    ).body.issues[0];
    const comment = (
      await send(u().author, A1.kanbanIssueCommentCreate, {
        body: { featureIssueId: issue.issueId, comment: 'Chased' },
      })
    ).body.issueComments[0];
    const edit = { id: comment.id, featureIssueId: issue.issueId, comment: 'Not chased' };
    expectRefused(await send(u().crf, A1.kanbanIssueCommentUpdate, { body: edit }), 'comment');
    // Its soft delete is an update too.
    expectRefused(
      await send(u().crf, A1.kanbanIssueCommentUpdate, { body: { ...edit, comment: 'Chased', isEnabled: false } }),
      'comment',
    );
    const [kept] = (await send(u().author, A1.kanbanIssueComments, { query: { IssueId: issue.issueId } })).body
      .issueComments;
    expect(kept).toMatchObject({ id: comment.id, comment: 'Chased', modifiedBy: null });
    const since = Date.now();
    const byAuthor = await send(u().author, A1.kanbanIssueCommentUpdate, { body: edit });
    expect(byAuthor.status).toBe(200);
    expectModified(byAuthor.body.issueComments[0], AUTHOR, since);

    const entry = (
      await send(u().author, A1.kanbanProjectTimesheetCreate, {
        body: { projectId: 165, date: '2026-11-20', hours: 1.5, description: 1 },
      })
    ).body.data;
    const change = {
      projectTimesheetId: entry.projectTimesheetId,
      projectId: 165,
      date: '2026-11-20',
      hours: 7,
      description: 1,
    };
    expectRefused(await send(u().crf, A1.kanbanProjectTimesheetUpdate, { body: change }), 'timesheet entry');
    expectRefused(
      await send(u().crf, A1.kanbanProjectTimesheetDelete, {
        query: { ProjectTimesheetID: entry.projectTimesheetId },
      }),
      'timesheet entry',
    );
    const listed = (await send(u().author, A1.kanbanProjectTimesheets, { query: { ProjectID: 165 } })).body.data;
    expect(
      listed.find((r: { projectTimesheetId: number }) => r.projectTimesheetId === entry.projectTimesheetId),
    ).toMatchObject({ hours: 1.5, isEnabled: true, modifiedBy: null });
    const byAdmin = await send(u().admin, A1.kanbanProjectTimesheetUpdate, { body: change });
    expect(byAdmin.body.data).toMatchObject({ hours: 7, createdBy: AUTHOR });
    expectModified(byAdmin.body.data, 'admin@a1demo.com', since);
    expect(
      (
        await send(u().author, A1.kanbanProjectTimesheetDelete, {
          query: { ProjectTimesheetID: entry.projectTimesheetId },
        })
      ).body.data,
    ).toBe(1);
  });
});
