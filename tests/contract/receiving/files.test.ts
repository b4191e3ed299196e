/**
 * A receiving job's attachments, costs, the e-mail to the customer's rep and the SCD document (spec 3 §7 Receiving,
 * issue 26) on PGlite and PostgreSQL. Attachments go through the one upload checker; GET DeleteAttachment deletes
 * only for the receiving menu and is recorded; the rep's e-mail is caught by a real SMTP server (smtp-server) and its
 * outcome recorded; the SCD is a real PDF whose text (accents, pieces, weights) is read back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A1, type LoginResult } from '@a1/shared';
import { engines, startTestServer, type TestServer } from '../../support/test-server';
import { a1Client, message, sessionHeaders, signIn } from '../../support/a1-http';
import { startSmtp } from '../../support/smtp-server';
import { pdfText } from '../../support/pdf-text';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** Cost list ids (the demo seed's order): Handling 0.35/piece, Palletising 12.50/pallet. */
const HANDLING = 1;
const PALLETISING = 2;

describe.each(await engines())('receiving files, costs, e-mail and SCD on %s', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let ops: LoginResult;
  let sales: LoginResult;
  const as = (who: LoginResult | null) => a1Client(() => server.baseUrl, who);
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer(engine, { smtpUrl: smtp.url });
    ops = await signIn(server.baseUrl, 'ops.manager@a1demo.com');
    sales = await signIn(server.baseUrl, 'sales.rep@a1demo.com');
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  let serial = 0;
  const newJob = async (customerId = 1) => {
    const number = `RF${engine.slice(0, 2).toUpperCase()}${String(++serial).padStart(4, '0')}`;
    const answer = await as(ops).call(A1.createJob, {
      body: { number, customerId, locationId: 4, type: 'Parcel', received: true },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const expect400 = (answer: { status: number; body: unknown }, field: RegExp) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(message(answer as never)).toMatch(field);
  };
  const kinds = async (jobId: number) =>
    (await as(ops).call(A1.receivingJobHistory, { query: { jobId } })).body.data.map((h) => h.kind);

  it('T-259, T-260, T-261: attachments are added (checked), listed by job number, read with content and renamed', async () => {
    const job = await newJob();
    const added = await as(ops).call(A1.receivingAttachmentCreate, {
      body: {
        jobId: job.id,
        fileName: '../Bon de réception.png',
        content: PNG.toString('base64'),
        description: 'Quai 3',
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({
      jobNumber: job.number,
      fileName: 'Bon de réception.png',
      contentType: 'image/png',
      size: PNG.length,
      description: 'Quai 3',
      content: null,
      createdBy: 'Jordan Lee',
    });
    const id = added.body.data.attachmentId;
    const listed = await as(ops).call(A1.receivingAttachments, { query: { jobNumber: job.number } });
    expect(listed.body.data.map((a) => [a.attachmentId, a.content])).toEqual([[id, null]]);
    const one = await as(ops).call(A1.receivingAttachments, { query: { jobNumber: job.number, attachmentId: id } });
    expect(Buffer.from(one.body.data[0].content!, 'base64')).toEqual(PNG);
    const renamed = await as(ops).call(A1.receivingAttachmentUpdate, {
      body: { attachmentId: id, fileName: 'Dock photo.png', description: null },
    });
    expect(renamed.body.data).toMatchObject({ fileName: 'Dock photo.png', description: null });
    // A file whose content is not its type, a name that changes its type, a bad jobNumber: refused and named.
    const lying = await as(ops).send(A1.receivingAttachmentCreate, {
      body: { jobId: job.id, fileName: 'x.pdf', content: PNG.toString('base64') },
    });
    expect(lying.status).toBe(400);
    expect400(
      await as(ops).send(A1.receivingAttachmentUpdate, { body: { attachmentId: id, fileName: 'photo.exe' } }),
      /^fileName: /,
    );
    expect400(
      await as(ops).send(A1.receivingAttachmentCreate, { body: { jobId: job.id, fileName: 'a.png' } }),
      /content/,
    );
    expect400(await as(ops).send(A1.receivingAttachments, {}), /jobNumber/);
    expect((await as(ops).send(A1.receivingAttachments, { query: { jobNumber: 'NOSUCHJOB' } })).status).toBe(404);
    expect(await kinds(job.id)).toEqual(['attachment', 'attachment', 'created']);
  });

  it('T-262: GET DeleteAttachment deletes only for the receiving menu, and the deletion is recorded', async () => {
    const job = await newJob();
    const added = await as(ops).call(A1.receivingAttachmentCreate, {
      body: { jobId: job.id, fileName: 'pod.png', content: PNG.toString('base64') },
    });
    const attachmentId = added.body.data.attachmentId;
    const refused = await as(sales).send(A1.receivingDeleteAttachment, { query: { attachmentId } });
    expect(refused.status).toBe(403);
    expect((await as(ops).call(A1.receivingAttachments, { query: { jobNumber: job.number } })).body.data).toHaveLength(
      1,
    );
    const deleted = await as(ops).call(A1.receivingDeleteAttachment, { query: { attachmentId } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBe(true);
    expect((await as(ops).call(A1.receivingAttachments, { query: { jobNumber: job.number } })).body.data).toEqual([]);
    const history = (await as(ops).call(A1.receivingJobHistory, { query: { jobId: job.id } })).body.data;
    expect(history[0]).toMatchObject({
      kind: 'attachmentDeleted',
      detail: 'Deleted attachment pod.png.',
      createdBy: 'Jordan Lee',
    });
    expect((await as(ops).send(A1.receivingDeleteAttachment, { query: { attachmentId } })).status).toBe(404);
    expect400(await as(ops).send(A1.receivingDeleteAttachment, { query: { attachmentId: 'x' } }), /attachmentId/);
  });

  it('T-263, T-264: POST JobCost prices each line from the cost list and replaces the job’s lines; GET JobCost reads them', async () => {
    const job = await newJob();
    const saved = await as(ops).call(A1.receivingJobCostSave, {
      body: {
        jobId: job.id,
        costs: [
          { costId: HANDLING, quantity: 120 },
          { costId: PALLETISING, quantity: 3, comment: 'Filmage <b>compris</b>' },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.map((c) => [c.cost, c.quantity, c.rate, c.amount, c.comment])).toEqual([
      ['Handling', 120, 0.35, 42, null],
      ['Palletising', 3, 12.5, 37.5, 'Filmage compris'],
    ]);
    const read = await as(ops).call(A1.receivingJobCosts, { query: { jobId: job.id } });
    expect(read.body.data).toEqual(saved.body.data);
    const bad = await as(ops).send(A1.receivingJobCostSave, {
      body: {
        jobId: job.id,
        costs: [
          { costId: HANDLING, quantity: 1 },
          { costId: 999, quantity: 1 },
        ],
      },
    });
    expect400(bad, /^costs\[1\]\.costId: 999 is not in the cost list/);
    expect((await as(ops).call(A1.receivingJobCosts, { query: { jobId: job.id } })).body.data).toHaveLength(2);
    expect400(
      await as(ops).send(A1.receivingJobCostSave, { body: { jobId: job.id, costs: [{ costId: 1, quantity: 0 }] } }),
      /quantity/,
    );
    expect400(await as(ops).send(A1.receivingJobCosts, {}), /jobId/);
    expect(await kinds(job.id)).toEqual(['cost', 'created']);
  });

  it('T-274: SendEmailToCustomerRepForJob e-mails the rep through SMTP and records the outcome; no rep is said and recorded', async () => {
    const job = await newJob(1);
    await as(ops).call(A1.receivingJobUpdate, { body: { jobId: job.id, scans: [{ barcode: 'MAIL-1', weightKg: 4 }] } });
    const arriving = smtp.next();
    const answer = await as(ops).call(A1.sendEmailToCustomerRepForJob, {
      body: { jobId: job.id, message: 'Deux colis <script>x</script>abîmés.' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      jobId: job.id,
      sent: true,
      to: 'rep.northwind.mail@a1demo.com',
      outcome: 'E-mail sent to rep.northwind.mail@a1demo.com.',
    });
    const mail = await arriving;
    expect(mail.to).toEqual(['rep.northwind.mail@a1demo.com']);
    expect(mail.mail.subject).toBe(`Job ${job.number} received – Northwind Mail`);
    expect(mail.mail.text).toContain('Pieces: 1. Weight: 4.00 kg.');
    expect(mail.mail.text).toContain('Deux colis abîmés.');
    expect(mail.mail.html).not.toContain('<script>');
    const opened = (await as(ops).call(A1.receivingJob, { query: { JobNumber: job.number } })).body.data[0];
    expect(opened.emailOutcome).toBe('E-mail sent to rep.northwind.mail@a1demo.com.');
    // Soylent Foods (customer 12) has no rep: nothing is sent, and that is answered and recorded.
    const noRep = await newJob(12);
    const none = await as(ops).call(A1.sendEmailToCustomerRepForJob, { body: { jobId: noRep.id } });
    expect(none.body.data).toMatchObject({ sent: false, to: null });
    expect(none.body.data.outcome).toBe('Soylent Foods has no customer rep with an e-mail address; nothing was sent.');
    expect(await kinds(noRep.id)).toEqual(['email', 'created']);
    expect400(await as(ops).send(A1.sendEmailToCustomerRepForJob, { body: { message: 'x' } }), /jobId/);
    expect((await as(sales).send(A1.sendEmailToCustomerRepForJob, { body: { jobId: job.id } })).status).toBe(403);
  });

  it('T-282: GET Quote/PdfGenerator/SCD is a PDF with the job’s barcode, accents, pieces and weights', async () => {
    const job = await newJob(1);
    await as(ops).call(A1.receivingJobUpdate, {
      body: {
        jobId: job.id,
        scans: [
          { barcode: 'SCD-0001', weightKg: 1.25 },
          { barcode: 'SCD-0002', weightKg: 2 },
        ],
      },
    });
    const response = await fetch(`${server.baseUrl}${A1.receivingScd.path}?jobId=${job.id}`, {
      headers: sessionHeaders(ops),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The barcode is an image; the text is DejaVu Sans, so "Réception" keeps its accent.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = await pdfText(pdf);
    expect(text).toContain('Réception – Shipment Control');
    expect(text).toContain(job.number);
    expect(text).toContain('Northwind Mail');
    expect(text).toContain('Paris CDG');
    // A piece row reads: line, piece, stage, manifest, weight.
    expect(text).toMatch(/SCD-0001\s+Received\s+Unmanifested\s+1\.25/);
    expect(text).toMatch(/SCD-0002\s+Received\s+Unmanifested\s+2\.00/);
    expect(text).toContain('Total: 2 pièce(s), 3.25 kg');
    const bad = await as(ops).send(A1.receivingScd, { query: { jobId: 'x' } });
    expect400(bad, /jobId/);
    expect((await as(ops).send(A1.receivingScd, { query: { jobId: 999_999 } })).status).toBe(404);
  });
});
