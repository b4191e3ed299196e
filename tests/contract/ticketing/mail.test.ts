/**
 * Save and Email and the QA ticket (spec 3 ticket dialog, §9), on PGlite and PostgreSQL. A real SMTP server runs
 * in-process (smtp-server); what it received is parsed with mailparser and asserted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A1, TICKET_MESSAGES, type LoginResult } from '@a1/shared';
import { engines, startTestServer, type TestServer } from '../../support/test-server';
import { signIn } from '../../support/a1-http';
import { startSmtp } from '../../support/smtp-server';
import { caller, message, newTicket } from '../support/ticketing';

describe.each(await engines())('ticketing e-mail and QA ticket on %s', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let it_: LoginResult;
  const send = caller(() => server.baseUrl);
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(engine, { smtpUrl: smtp.url, publicUrl: 'https://a1.example' });
    it_ = await signIn(server.baseUrl, 'it.developer@a1demo.com');
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('T-208: Save and Email saves and e-mails the change to the notification list, requester and agent, with a link to the ticket', async () => {
    const created = await send(it_, A1.ticketCreate, {
      body: newTicket({
        title: 'Scale <script>alert(1)</script> drifts',
        description: '<p>Weights are off</p><img src=x onerror=alert(1)>',
        requesterId: 3781,
        notificationEmails: ['station.lead@a1demo.com'],
      }),
    });
    const ticketId = created.body.data.ticketId;
    expect((await send(it_, A1.ticketSettings)).body.data.mailConfigured).toBe(true);
    const saved = await send(it_, A1.ticketUpdate, {
      query: { sendEmail: true },
      body: { ticketId, laneId: 3, agentId: 3782, priority: 'Severe' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ laneName: 'In Progress', priority: 'Severe', agentId: 3782 });
    const received = await smtp.next();
    expect(received.to.sort()).toEqual(
      ['it.developer@a1demo.com', 'ops.manager@a1demo.com', 'station.lead@a1demo.com'].sort(),
    );
    expect(saved.body.emailedTo.sort()).toEqual(received.to.sort());
    expect(received.from).toBe('no-reply@a1demo.com');
    const { mail } = received;
    expect(mail.subject).toBe(`Ticket ${ticketId}: Scale <script>alert(1)</script> drifts`);
    expect(mail.text).toContain(`Sam Patel updated ticket ${ticketId}.`);
    expect(mail.text).toContain('- Priority: High → Severe');
    expect(mail.text).toContain('- Lane: Next → In Progress');
    expect(mail.text).toContain('- Assigned Agent: (none) → Sam Patel');
    expect(mail.text).toContain(`Open the ticket: https://a1.example/ticket/${ticketId}`);
    const html = String(mail.html);
    expect(html).toContain(`href="https://a1.example/ticket/${ticketId}"`);
    expect(html).toContain('Scale &lt;script&gt;alert(1)&lt;/script&gt; drifts');
    expect(html).toContain('<p>Weights are off</p>');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);

    // Plain Save sends nothing.
    const plain = await send(it_, A1.ticketUpdate, { body: { ticketId, priority: 'Low' } });
    expect(plain.body.emailedTo).toEqual([]);
  });

  // The QA ticket made by the first test; the second checks its texts (tests of a file run in order).
  let qaMade: { source: Record<string, any>; qa: Record<string, any> } = { source: {}, qa: {} };
  it('T-421 T-422 T-423 T-424: Create QA Ticket from an Enhancement: lane 5, 1 point, sort priority 4, type Testing', async () => {
    const source = (await send(it_, A1.ticketCreate, { body: newTicket({ type: 'Enhancement', agentId: 3782 }) })).body
      .data;
    const qa = await send(it_, A1.ticketCreateQa, { body: { ticketId: source.ticketId } });
    expect(qa.status).toBe(200);
    expect(qa.body.data).toMatchObject({
      title: `QA: ${source.title}`,
      type: 'Testing',
      laneId: 5,
      laneName: 'UAT Review',
      points: 1,
      sortPriority: 4,
      sprintId: source.sprintId,
      agentId: 3782,
    });
    qaMade = { source, qa: qa.body.data };
  });

  it("T-425: the QA ticket's title and description are prefixed 'QA:'", () => {
    const { source } = qaMade;
    const qa = { body: { data: qaMade.qa } };
    expect(qa.body.data.ticketId).toEqual(expect.any(Number));
    expect(qa.body.data.title).toBe(`QA: ${source.title}`);
    expect(qa.body.data.description).toBe(`QA: ${source.description}`);
    expect(qa.body.data.ticketId).not.toBe(source.ticketId);
    expect(TICKET_MESSAGES.qaCreated(qa.body.data.ticketId)).toBe(
      `QA Ticket #${qa.body.data.ticketId} Created Successfully`,
    );
  });

  it('T-164 T-165: Create QA Ticket only from an Issue or Enhancement, never from a pricing ticket', async () => {
    const bug = (await send(it_, A1.ticketCreate, { body: newTicket({ type: 'Bug' }) })).body.data;
    const refused = await send(it_, A1.ticketCreateQa, { body: { ticketId: bug.ticketId } });
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(TICKET_MESSAGES.qaNotAllowed);
    const pricing = (await send(it_, A1.ticketCreate, { body: newTicket({ type: 'Issue', sprintId: 50094 }) })).body
      .data;
    expect(pricing.isPricing).toBe(true);
    expect((await send(it_, A1.ticketCreateQa, { body: { ticketId: pricing.ticketId } })).status).toBe(400);
  });
});

describe.each(await engines())('Save and Email without mail configured on %s', (engine) => {
  let server: TestServer;
  let it_: LoginResult;
  const send = caller(() => server.baseUrl);
  beforeAll(async () => {
    server = await startTestServer(engine, { smtpUrl: undefined });
    it_ = await signIn(server.baseUrl, 'it.developer@a1demo.com');
  });
  afterAll(async () => server?.close());

  it('Save and Email says mail is not configured and saves nothing', async () => {
    expect((await send(it_, A1.ticketSettings)).body.data.mailConfigured).toBe(false);
    const refused = await send(it_, A1.ticketUpdate, {
      query: { sendEmail: true },
      body: { ticketId: 1, title: 'Changed' },
    });
    expect(refused.status).toBe(409);
    expect(message(refused)).toBe(TICKET_MESSAGES.mailNotConfigured);
    expect((await send(it_, A1.ticketGet, { query: { ticketId: 1 } })).body.data.title).not.toBe('Changed');
  });
});
