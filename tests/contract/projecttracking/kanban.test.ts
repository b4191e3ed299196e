/**
 * HTTP contract of the KanbanBoard/ card resources (spec 2 §7): a card is a ticket row; comments, timesheets,
 * checklists, tags, dependencies, notes, filter settings, attachments stored safely (PGlite and PostgreSQL).
 */
import { describe, expect, it } from 'vitest';
import { A1, TICKET_MESSAGES, type CallSpec, type LoginResult } from '@a1/shared';
import { engines } from '../../support/test-server';
import { sessionHeaders, type SendOptions } from '../../support/a1-http';
import { signedInServer } from '../../support/signed-in-server';
import { expectEvery } from '../../support/expect-every';

describe.each(await engines())('KanbanBoard cards on %s', (engine) => {
  const env = signedInServer(engine, {
    developer: 'it.developer@a1demo.com',
    customer: 'customer@partnerpost.example',
  });
  const send = (entry: CallSpec, options: SendOptions = {}, who?: LoginResult) =>
    env.as(who ?? env.users.developer).send(entry, options);
  const newCard = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    type: 'Bug',
    laneId: 1,
    priority: 'High',
    points: 2,
    sprintId: 60001,
    ...extra,
  });

  it('P-165: P-166: P-164: P-68: a card is created and updated as a ticket and listed in simpleCards by its filters', async () => {
    const created = await send(A1.kanbanCardCreate, { body: newCard('Scale shows kg') });
    expect(created.status).toBe(200);
    const [card] = created.body.simpleCards;
    expect(card).toMatchObject({
      title: 'Scale shows kg',
      laneId: 1,
      points: 2,
      status: 'Submitted',
      requesterId: env.users.developer.user.userId,
      sprintId: 60001,
    });
    // Its feature decides its initiative and project.
    const [feature] = (await send(A1.kanbanSprints, { query: { sprintId: 60001 } })).body.sprints;
    expect(card).toMatchObject({ milestoneId: feature.milestoneId, projectId: feature.projectId });
    for (const key of [
      'cardID',
      'title',
      'description',
      'type',
      'laneId',
      'points',
      'priority',
      'sortPriority',
      'status',
      'sticker',
      'projectId',
      'milestoneId',
      'sprintId',
      'requesterId',
      'agentId',
      'customerId',
      'scheduleGroupId',
      'notificationEmails',
      'startDate',
      'endDate',
      'latestComment',
      'createdBy',
      'updatedBy',
      'moduleName',
      'subModuleName',
    ])
      expect(card, key).toHaveProperty(key);
    const updated = await send(A1.kanbanCardUpdate, {
      body: {
        ...newCard('Scale shows lb', { laneId: 3, agentId: env.users.developer.user.userId }),
        cardID: card.cardID,
      },
    });
    expect(updated.body.simpleCards[0]).toMatchObject({ title: 'Scale shows lb', laneId: 3, status: 'Assigned' });
    const found = await send(A1.kanbanCards, {
      query: { sprintId: 60001, laneId: 3, searchPhrase: 'shows LB', userId: env.users.developer.user.userId },
    });
    expect(found.body.simpleCards.map((c: { cardID: number }) => c.cardID)).toEqual([card.cardID]);
    const byId = await send(A1.kanbanCards, { query: { cardId: card.cardID } });
    expect(byId.body.simpleCards).toHaveLength(1);
    // The same row is a ticket: the ticket search finds it.
    const asTicket = await send(A1.ticketByNumber, { query: { ticketNumber: String(card.cardID) } });
    expect(asTicket.body.data).toEqual([{ ticketId: card.cardID, title: 'Scale shows lb' }]);
    expect((await send(A1.kanbanCardCreate, { body: newCard('x', { laneId: 999 }) })).status).toBe(400);
    expect((await send(A1.kanbanCardCreate, { body: newCard('x', { agentId: 2_000_000 }) })).status).toBe(400);
  });

  it('T-115 T-118: a card is a ticket, so Card PUT obeys the lane rules: into lane 2 or 7 it is refused (no comment on a card) and left as it was', async () => {
    const created = await send(A1.kanbanCardCreate, { body: newCard('Lane rules on cards', { laneId: 3 }) });
    expect(created.status).toBe(200);
    const card = created.body.simpleCards[0];
    const move = (laneId: number, extra: Record<string, unknown> = {}) =>
      send(A1.kanbanCardUpdate, {
        body: { ...newCard('Lane rules on cards', { laneId, ...extra }), cardID: card.cardID },
      });
    const message = (answer: { body: any }) => answer.body.responseStatus.responseStatusMessage;
    // Written by hand from spec 3 §4: lanes 2 (Next) and 7 (Production Review) need a comment of the mover's own;
    // project 165 (the demo feature 60001's) in lane 2 needs a schedule group.
    const noGroup = await move(2);
    expect(noGroup.status).toBe(400);
    expect(message(noGroup)).toBe('A schedule group is required for this project in this lane.');
    const next = await move(2, { scheduleGroupId: 1 });
    expect(next.status).toBe(400);
    expect(message(next)).toBe('A comment is required to move a ticket to Next.');
    const review = await move(7);
    expect(review.status).toBe(400);
    expect(message(review)).toBe('A comment is required to move a ticket to Production Review.');
    const after = await send(A1.kanbanCards, { query: { cardId: card.cardID } });
    expect(after.body.simpleCards[0].laneId).toBe(3);
    // Another lane needs no comment.
    const blocked = await move(4);
    expect(blocked.status).toBe(200);
    expect(blocked.body.simpleCards[0].laneId).toBe(4);
    // A new card may start in a comment lane: the rule is about moving an existing ticket.
    expect((await send(A1.kanbanCardCreate, { body: newCard('Starts in review', { laneId: 7 }) })).status).toBe(200);
  });

  it('P-68: a card carries the e-mails subscribed to its ticket: written by the card, read back, shared with the Ticketing calls', async () => {
    const created = await send(A1.kanbanCardCreate, {
      body: newCard('Notified card', { notificationEmails: ['ops.manager@a1demo.com', ' ops.manager@a1demo.com'] }),
    });
    const [card] = created.body.simpleCards;
    expect(card.notificationEmails).toEqual(['ops.manager@a1demo.com']);
    // A subscription made by the ticket dialog shows on the card: one list, one table.
    await send(A1.ticketNotificationCreate, { body: { cardId: card.cardID, email: 'crf.approver@a1demo.com' } });
    const read = await send(A1.kanbanCards, { query: { cardId: card.cardID } });
    expect(read.body.simpleCards[0].notificationEmails).toEqual(['ops.manager@a1demo.com', 'crf.approver@a1demo.com']);
    const info = await send(A1.kanbanCardInfo, { query: { CardID: card.cardID } });
    expect(info.body.detailedCard.card.notificationEmails).toEqual([
      'ops.manager@a1demo.com',
      'crf.approver@a1demo.com',
    ]);
    // An update that names the list replaces it; one that leaves it out keeps it.
    const replaced = await send(A1.kanbanCardUpdate, {
      body: { ...newCard('Notified card'), cardID: card.cardID, notificationEmails: ['global.ops@a1demo.com'] },
    });
    expect(replaced.body.simpleCards[0].notificationEmails).toEqual(['global.ops@a1demo.com']);
    const kept = await send(A1.kanbanCardUpdate, { body: { ...newCard('Notified card 2'), cardID: card.cardID } });
    expect(kept.body.simpleCards[0].notificationEmails).toEqual(['global.ops@a1demo.com']);
    const list = await send(A1.ticketNotificationList, { query: { ticketId: card.cardID } });
    expect(list.body.data.map((n: { email: string }) => n.email)).toEqual(['global.ops@a1demo.com']);
  });

  it('P-171: P-172: P-173: P-174: comments: a card keeps its ticket comments; a feature has comments of its own', async () => {
    const cardID = (await send(A1.kanbanCardCreate, { body: newCard('Commented card') })).body.simpleCards[0].cardID;
    const onCard = await send(A1.kanbanCommentCreate, {
      body: { commentText: 'Seen at JFK', cardID, userID: env.users.developer.user.userId },
    });
    expect(onCard.body.data).toMatchObject({
      cardID,
      commentText: 'Seen at JFK',
      createdBy: 'it.developer@a1demo.com',
    });
    const edited = await send(A1.kanbanCommentUpdate, {
      body: { commentID: onCard.body.data.commentID, cardID, commentText: 'Seen at JFK and ORD' },
    });
    expect(edited.body.data.commentText).toBe('Seen at JFK and ORD');
    const cardComments = await send(A1.kanbanComments, { query: { CardID: cardID } });
    expect(cardComments.body.data.map((c: { commentText: string }) => c.commentText)).toEqual(['Seen at JFK and ORD']);
    expect((await send(A1.kanbanCards, { query: { cardId: cardID } })).body.simpleCards[0].latestComment).toBe(
      'Seen at JFK and ORD',
    );

    const onFeature = await send(A1.kanbanCommentCreate, {
      body: { commentText: 'Kick-off done', projectID: 165, milestoneId: 442, sprintId: 60001 },
    });
    expect(onFeature.body.data).toMatchObject({ cardID: null, sprintId: 60001 });
    const listed = await send(A1.kanbanComments, { query: { sprintId: 60001 } });
    expect(listed.body.data.map((c: { commentID: number }) => c.commentID)).toContain(onFeature.body.data.commentID);
    const deleted = await send(A1.kanbanCommentDelete, { query: { CommentID: onFeature.body.data.commentID } });
    expect(deleted.body.data).toBe(1);
    expect((await send(A1.kanbanComments, { query: { sprintId: 60001 } })).body.data).toEqual([]);
    expect((await send(A1.kanbanCommentCreate, { body: { commentText: 'orphan' } })).status).toBe(400);
  });

  it('P-175: P-176: P-177: P-178: card timesheets are the ticket timesheets; deleting one saves it disabled', async () => {
    const cardID = (await send(A1.kanbanCardCreate, { body: newCard('Timed card') })).body.simpleCards[0].cardID;
    const entry = (
      await send(A1.kanbanCardTimesheetCreate, { body: { cardID, date: '2026-11-20', hours: 1.5, description: 1 } })
    ).body.data;
    expect(entry).toMatchObject({ cardID, hours: 1.5, categoryTypeId: 1, isEnabled: true });
    const edited = await send(A1.kanbanCardTimesheetUpdate, {
      body: {
        cardTimesheetID: entry.cardTimesheetID,
        cardID,
        date: '2026-11-21',
        hours: 2,
        description: 3,
        notes: 'QA',
      },
    });
    expect(edited.body.data).toMatchObject({ date: '2026-11-21', hours: 2, categoryTypeId: 3, notes: 'QA' });
    expect((await send(A1.kanbanCardTimesheets, { query: { CardID: cardID } })).body.data).toHaveLength(1);
    expect(
      (await send(A1.kanbanCardTimesheetDelete, { query: { CardTimesheetID: entry.cardTimesheetID } })).body.data,
    ).toBe(1);
    expect((await send(A1.kanbanCardTimesheets, { query: { CardID: cardID } })).body.data).toEqual([]);
    const badDate = await send(A1.kanbanCardTimesheetCreate, {
      body: { cardID, date: '2026-02-30', hours: 1, description: 1 },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.responseStatus.responseStatusMessage).toContain('2026-02-30 is not a valid date');
  });

  // The next three tests share two cards and a checklist item (tests of a file run in order).
  let linked = { main: 0, other: 0, item: 0 };
  it('P-197: P-198: P-196: checklist items are added, checked and listed by type', async () => {
    const main = (await send(A1.kanbanCardCreate, { body: newCard('Main card') })).body.simpleCards[0].cardID;
    const other = (await send(A1.kanbanCardCreate, { body: newCard('Other card') })).body.simpleCards[0].cardID;
    const item = (
      await send(A1.kanbanChecklistCreate, { body: { cardID: main, checkListType: 1, text: 'Write test' } })
    ).body.data;
    await send(A1.kanbanChecklistCreate, { body: { cardID: main, checkListType: 2, text: 'Deploy' } });
    const checked = await send(A1.kanbanChecklistUpdate, {
      body: { checklistID: item.checklistID, cardID: main, checkListType: 1, text: 'Write test', isChecked: true },
    });
    expect(checked.body.data.isChecked).toBe(true);
    const type1 = await send(A1.kanbanChecklist, { query: { CardID: main, CheckListType: 1 } });
    expect(type1.body.data.map((c: { text: string }) => c.text)).toEqual(['Write test']);
    expect((await send(A1.kanbanChecklist, { query: { CardID: main, CheckListType: 3 } })).status).toBe(400);
    linked = { main, other, item: item.checklistID };
  });

  it('P-204: P-203: dependencies are saved once each and read back; a card cannot depend on itself', async () => {
    const { main, other } = linked;
    expect(main).toBeGreaterThan(0);
    const deps = await send(A1.kanbanCardDependenciesSave, {
      body: { mainCardId: main, dependentCardIds: [other, other] },
    });
    expect(deps.body.data).toEqual([other]);
    expect((await send(A1.kanbanCardDependencies, { query: { mainCardId: main } })).body.data).toEqual([other]);
    expect(
      (await send(A1.kanbanCardDependenciesSave, { body: { mainCardId: main, dependentCardIds: [main] } })).status,
    ).toBe(400);
  });

  it('P-168: P-199: P-167: the detailed card; deleting a checklist item, then the card', async () => {
    const { main, other } = linked;
    const item = { checklistID: linked.item };
    expect(item.checklistID).toBeGreaterThan(0);
    const info = await send(A1.kanbanCardInfo, { query: { CardID: main } });
    expect(info.body.detailedCard).toMatchObject({ card: { cardID: main }, dependencies: [other], laneName: 'Inbox' });
    expect(info.body.detailedCard.checklist).toHaveLength(2);

    expect((await send(A1.kanbanChecklistDelete, { query: { ChecklistID: item.checklistID } })).body.data).toBe(1);
    const removed = await send(A1.kanbanCardDelete, {
      body: { cardID: main, userID: env.users.developer.user.userId },
    });
    expect(removed.body.data).toBe(1);
    expect((await send(A1.kanbanCards, { query: { cardId: main } })).body.simpleCards).toEqual([]);
    expect((await send(A1.kanbanCardDependencies, { query: { mainCardId: main } })).body.data).toEqual([]);
  });

  it('P-69: a card relates to comments, checklist items, tags, dependencies, card timesheets, its project and its notes (objectives)', async () => {
    const tag = (await send(A1.kanbanTagCreate, { body: { tagType: 1, name: 'Peak season', color: 'red' } })).body.data;
    const other = (await send(A1.kanbanCardCreate, { body: newCard('Blocking card') })).body.simpleCards[0].cardID;
    const card = (await send(A1.kanbanCardCreate, { body: newCard('Related card', { tagIds: [tag.tagID] }) })).body
      .simpleCards[0];
    const cardID = card.cardID;
    await send(A1.kanbanCommentCreate, { body: { commentText: 'Needs the new scale', cardID } });
    await send(A1.kanbanChecklistCreate, { body: { cardID, checkListType: 1, text: 'Calibrate' } });
    await send(A1.kanbanCardDependenciesSave, { body: { mainCardId: cardID, dependentCardIds: [other] } });
    await send(A1.kanbanCardTimesheetCreate, { body: { cardID, date: '2026-11-20', hours: 1, description: 1 } });
    const note = (
      await send(A1.kanbanNoteCreate, { body: { text: 'Weigh every parcel once', projectID: card.projectId } })
    ).body.data;

    const { detailedCard } = (await send(A1.kanbanCardInfo, { query: { CardID: cardID } })).body;
    expect(detailedCard.comments.map((c: { commentText: string }) => c.commentText)).toEqual(['Needs the new scale']);
    expect(detailedCard.checklist.map((c: { text: string }) => c.text)).toEqual(['Calibrate']);
    expect(detailedCard.tags).toEqual([expect.objectContaining({ tagID: tag.tagID, name: 'Peak season' })]);
    expect(detailedCard.dependencies).toEqual([other]);
    expect(detailedCard.timesheets).toEqual([expect.objectContaining({ cardID, hours: 1 })]);
    expect(detailedCard.project).toMatchObject({ projectId: card.projectId });
    expect(detailedCard.project.projectName).toEqual(expect.any(String));
    expect(detailedCard.notes.map((n: { noteID: number }) => n.noteID)).toContain(note.noteID);

    // Tags are written with the card: an update replaces them, an unknown tag is refused by name.
    const cleared = await send(A1.kanbanCardUpdate, { body: { ...newCard('Related card'), cardID, tagIds: [] } });
    expect(cleared.status).toBe(200);
    expect((await send(A1.kanbanCardInfo, { query: { CardID: cardID } })).body.detailedCard.tags).toEqual([]);
    const unknown = await send(A1.kanbanCardUpdate, {
      body: { ...newCard('Related card'), cardID, tagIds: [999_999] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.responseStatus.responseStatusMessage).toContain('tagIds: no tag 999999');
  });

  it('P-201: P-202: P-200: tags are added, renamed and listed by type', async () => {
    const tag = (await send(A1.kanbanTagCreate, { body: { tagType: 2, name: 'Carrier', color: 'blue' } })).body.data;
    const renamed = await send(A1.kanbanTagUpdate, { body: { tagID: tag.tagID, tagType: 2, name: 'Carriers' } });
    expect(renamed.body.data).toMatchObject({ tagID: tag.tagID, name: 'Carriers', tagType: 2 });
    const type2 = (await send(A1.kanbanTags, { query: { tagType: 2 } })).body.data as Array<{ tagType: number }>;
    expect(type2.length).toBeGreaterThan(0);
    expectEvery(type2, (t) => t.tagType === 2);
  });

  it('P-207: P-208: P-205: P-206: notes (objectives) are added, edited, listed and deleted', async () => {
    const note = (await send(A1.kanbanNoteCreate, { body: { text: 'Cut label reprints by half', projectID: 165 } }))
      .body.data;
    const edited = await send(A1.kanbanNoteUpdate, {
      body: { noteID: note.noteID, text: 'Cut reprints by 60%', projectID: 165 },
    });
    expect(edited.body.data.text).toBe('Cut reprints by 60%');
    expect(
      (await send(A1.kanbanNotes, { query: { ProjectID: 165 } })).body.data.map((n: { noteID: number }) => n.noteID),
    ).toContain(note.noteID);
    const deleted = await send(A1.kanbanNoteDelete, {
      query: { NoteID: note.noteID, UserName: 'it.developer@a1demo.com' },
    });
    expect(deleted.body.data).toBe(1);
    expect((await send(A1.kanbanNotes)).body.data.map((n: { noteID: number }) => n.noteID)).not.toContain(note.noteID);
  });

  it('P-161: P-162: filter settings round trip', async () => {
    expect((await send(A1.kanbanFilterSettings)).body.data).toBe('');
    const filters = JSON.stringify({ laneId: 3, priority: 'High' });
    expect((await send(A1.kanbanFilterSettingsSave, { body: { filters } })).status).toBe(200);
    expect((await send(A1.kanbanFilterSettings)).body.data).toBe(filters);
    expect((await send(A1.kanbanFilterSettingsSave, { body: { filters: '{oops' } })).status).toBe(400);
  });

  it('P-169: P-170: P-163: the filters, the lanes and the card grid', async () => {
    const choices = (await send(A1.kanbanFilters)).body.data;
    expect(choices.lanes).toHaveLength(9);
    expect(choices.priorities).toContain('Medium');
    const lanes = await send(A1.kanbanLanes, { query: { ForCard: true, ForProject: false } });
    expect(lanes.body.responseStatus.responseStatusCode).toBe(200);
    expect(lanes.body.lanes[4]).toEqual({ laneId: 5, name: 'UAT Review', sortOrder: 5 });

    const grid = (await send(A1.kanbanCardGrid)).body.data as Array<{ status: string }>;
    expect(grid.length).toBeGreaterThan(100);
    expectEvery(grid, (c) => c.status !== 'Completed');
  });

  it('P-218: P-183: the active sprint; a card’s initiative', async () => {
    // The demo seed's fortnightly groups run from 140 days ago to 14 days ahead, so one is always active today.
    const active = (await send(A1.kanbanActiveScheduleGroup)).body.data;
    expect(active).not.toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    expect(active.startDate <= today && active.endDate >= today, JSON.stringify(active)).toBe(true);
    const cardID = (await send(A1.kanbanCardCreate, { body: newCard('Placed') })).body.simpleCards[0].cardID;
    const [feature] = (await send(A1.kanbanSprints, { query: { sprintId: 60001 } })).body.sprints;
    const milestones = await send(A1.kanbanMilestones, { query: { CardID: cardID } });
    expect(milestones.body.milestones.map((m: { milestoneID: number }) => m.milestoneID)).toEqual([
      feature.milestoneId,
    ]);
  });

  it('P-190: P-191: P-192: P-66: an attachment round trip: stored after its type is sniffed, served back as a download, deleted', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const cardID = (await send(A1.kanbanCardCreate, { body: newCard('With photo') })).body.simpleCards[0].cardID;
    const stored = await send(A1.kanbanAttachmentCreate, {
      body: {
        fileName: 'C:\\temp\\..\\photo "1".png',
        content: `data:image/png;base64,${png.toString('base64')}`,
        cardID,
      },
    });
    expect(stored.status).toBe(200);
    expect(stored.body.data).toMatchObject({
      cardId: cardID,
      contentType: 'image/png',
      size: png.length,
      fileName: 'photo 1.png',
    });
    const listed = await send(A1.kanbanAttachments, { query: { CardID: cardID } });
    expect(listed.body.data.map((a: { attachmentId: number }) => a.attachmentId)).toEqual([
      stored.body.data.attachmentId,
    ]);

    const download = await fetch(
      `${env.baseUrl}${A1.kanbanAttachmentDownload.path}?AttachmentID=${stored.body.data.attachmentId}`,
      { headers: sessionHeaders(env.users.developer) },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="photo 1.png"/);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(png);

    expect(
      (await send(A1.kanbanAttachmentDelete, { query: { AttachmentID: stored.body.data.attachmentId } })).body.data,
    ).toBe(1);
    expect((await send(A1.kanbanAttachments, { query: { CardID: cardID } })).body.data).toEqual([]);
    const gone = await send(A1.kanbanAttachmentDownload, { query: { AttachmentID: stored.body.data.attachmentId } });
    expect(gone.status).toBe(404);
  });

  it('a rejected upload says why: markup posing as an image, a wrong type, a file over 10 MB', async () => {
    const html = Buffer.from('<!DOCTYPE html><script>alert(1)</script>').toString('base64');
    const fake = await send(A1.kanbanAttachmentCreate, {
      body: { fileName: 'cat.png', content: html, projectID: 165 },
    });
    expect(fake.status).toBe(400);
    expect(fake.body.responseStatus.responseStatusMessage).toBe(TICKET_MESSAGES.attachmentContent('png'));
    const exe = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]).toString('base64');
    const tool = await send(A1.kanbanAttachmentCreate, {
      body: { fileName: 'tool.exe', content: exe, projectID: 165 },
    });
    expect(tool.status).toBe(400);
    expect(tool.body.responseStatus.responseStatusMessage).toMatch(/^Files of type "exe" cannot be attached/);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41).toString('base64');
    const tooBig = await send(A1.kanbanAttachmentCreate, {
      body: { fileName: 'big.txt', content: big, projectID: 165 },
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.responseStatus.responseStatusMessage).toBe(TICKET_MESSAGES.attachmentTooLarge(10));
    const text = await send(A1.kanbanAttachmentCreate, {
      body: { fileName: 'notes.csv', content: Buffer.from('a,b\n1,2\n').toString('base64'), projectID: 165 },
    });
    expect(text.body.data.contentType).toBe('text/csv');
  });

  it('the card calls need the card board or the project screens', async () => {
    expect((await send(A1.kanbanCards, {}, env.users.customer)).status).toBe(403);
  });
});
