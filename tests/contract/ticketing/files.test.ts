/**
 * Attachments and rich text, on PGlite and PostgreSQL: uploads are limited, named safely, type-checked and served
 * back as downloads; injection strings sent in descriptions and comments are read back sanitised from what was
 * stored, from the grid list and from the ticket.
 */
import { describe, expect, it } from 'vitest';
import { A1, TICKET_LIMITS, TICKET_MESSAGES } from '@a1/shared';
import { engines } from '../../support/test-server';
import { signedInServer } from '../../support/signed-in-server';
import { sessionHeaders } from '../../support/a1-http';
import { caller, message, newTicket, pathWith } from '../support/ticketing';

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Strings that would run script if stored or shown as HTML. */
export const INJECTIONS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">text</p>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
];
const UNSAFE = /<script|onerror|onload|onclick|javascript:|<iframe|<svg|style=/i;

describe.each(await engines())('ticketing files and rich text on %s', (engine) => {
  const env = signedInServer(engine, { it: 'it.developer@a1demo.com' });
  const send = caller(() => env.baseUrl);

  // The attachments uploaded by the first test; the second deletes one (tests of a file run in order).
  const uploaded = { ticketId: 0, attachmentId: 0 };
  it('T-211 T-98 T-62 T-210: attachments are uploaded with their fields, listed and downloaded as an attachment', async () => {
    const ticketId = (await send(env.users.it, A1.ticketCreate, { body: newTicket() })).body.data.ticketId;
    const up = await send(env.users.it, A1.ticketAttachmentCreate, {
      body: { ticketId, fileName: '..\\..\\etc/Steps <1>|?.txt', content: b64('Open the screen\n') },
    });
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({
      ticketId,
      fileName: 'Steps 1.txt',
      contentType: 'text/plain',
      size: 16,
      content: null,
      createdBy: 'it.developer@a1demo.com',
    });
    expect(up.body.data.filePrefix).toMatch(/^[0-9a-f]{16}$/);
    const attachmentId = up.body.data.attachmentId;
    const list = await send(env.users.it, A1.ticketAttachmentList, { query: { ticketId } });
    expect(list.body.data).toEqual([up.body.data]);
    const one = await send(env.users.it, A1.ticketAttachmentGet, { query: { attachmentId } });
    expect(Buffer.from(one.body.data.content, 'base64').toString()).toBe('Open the screen\n');

    const file = await fetch(`${env.baseUrl}${pathWith(A1.ticketAttachmentFile, { attachmentId })}`, {
      headers: sessionHeaders(env.users.it),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/plain');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Steps 1.txt"; filename*=UTF-8''Steps%201.txt`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(await file.text()).toBe('Open the screen\n');

    const png = await send(env.users.it, A1.ticketAttachmentCreate, {
      body: { ticketId, fileName: 'shot.PNG', content: `data:image/png;base64,${b64(PNG)}` },
    });
    expect(png.body.data).toMatchObject({ fileName: 'shot.PNG', contentType: 'image/png', size: PNG.length });
    Object.assign(uploaded, { ticketId, attachmentId });
  });

  it('T-212 T-210: an attachment is deleted: the list and the file drop it', async () => {
    const { ticketId, attachmentId } = uploaded;
    expect(attachmentId).toBeGreaterThan(0);
    expect((await send(env.users.it, A1.ticketAttachmentDelete, { query: { attachmentId } })).body.data).toBe(true);
    expect((await send(env.users.it, A1.ticketAttachmentList, { query: { ticketId } })).body.data).toHaveLength(1);
    const gone = await fetch(`${env.baseUrl}${pathWith(A1.ticketAttachmentFile, { attachmentId })}`, {
      headers: sessionHeaders(env.users.it),
    });
    expect(gone.status).toBe(404);
    expect((await gone.json()).responseStatus.responseStatusMessage).toBe(
      TICKET_MESSAGES.notFound('Attachment', attachmentId),
    );
  });

  it('a rejected upload says why: type, content not matching, too large, empty', async () => {
    const ticketId = 1;
    const html = await send(env.users.it, A1.ticketAttachmentCreate, {
      body: { ticketId, fileName: 'page.html', content: b64('<script>alert(1)</script>') },
    });
    expect(html.status).toBe(400);
    expect(message(html)).toContain('Files of type "html" cannot be attached. Allowed: pdf, png');
    const fake = await send(env.users.it, A1.ticketAttachmentCreate, {
      body: { ticketId, fileName: 'invoice.pdf', content: b64('<html>not a pdf</html>') },
    });
    expect(fake.status).toBe(400);
    expect(message(fake)).toBe(TICKET_MESSAGES.attachmentContent('pdf'));
    const big = Buffer.alloc(TICKET_LIMITS.attachmentBytes + 1, 0x61);
    const tooBig = await send(env.users.it, A1.ticketAttachmentCreate, {
      body: { ticketId, fileName: 'big.txt', content: b64(big) },
    });
    expect(tooBig.status).toBe(413);
    expect(message(tooBig)).toBe(TICKET_MESSAGES.attachmentTooLarge(10));
    const exact = Buffer.alloc(TICKET_LIMITS.attachmentBytes, 0x61);
    expect(
      (
        await send(env.users.it, A1.ticketAttachmentCreate, {
          body: { ticketId, fileName: 'max.txt', content: b64(exact) },
        })
      ).status,
    ).toBe(200);
    const empty = await send(env.users.it, A1.ticketAttachmentCreate, {
      body: { ticketId, fileName: 'empty.txt', content: '' },
    });
    expect(empty.status).toBe(400);
    const notBase64 = await send(env.users.it, A1.ticketAttachmentCreate, {
      body: { ticketId, fileName: 'x.txt', content: '%%%' },
    });
    expect(message(notBase64)).toBe(TICKET_MESSAGES.attachmentNotBase64);
  });

  it('sprint attachments upload, list, download and delete with the same checks', async () => {
    const up = await send(env.users.it, A1.sprintAttachmentCreate, {
      body: { sprintId: 13837, fileName: 'spec.txt', content: b64('CRF') },
    });
    expect(up.body.data).toMatchObject({ sprintId: 13837, fileName: 'spec.txt', createdBy: 'it.developer@a1demo.com' });
    const list = await send(env.users.it, A1.sprintAttachmentList, { query: { sprintId: 13837 } });
    expect(list.body.data).toContainEqual(up.body.data);
    const file = await fetch(
      `${env.baseUrl}${pathWith(A1.sprintAttachmentFile, { attachmentId: up.body.data.attachmentId })}`,
      {
        headers: sessionHeaders(env.users.it),
      },
    );
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await file.text()).toBe('CRF');
    const svg = await send(env.users.it, A1.sprintAttachmentCreate, {
      body: { sprintId: 13837, fileName: 'x.svg', content: b64('<svg onload=alert(1)>') },
    });
    expect(svg.status).toBe(400);
    expect(
      (await send(env.users.it, A1.sprintAttachmentDelete, { query: { attachmentId: up.body.data.attachmentId } })).body
        .data,
    ).toBe(true);
  });

  it('rich text: injection strings in descriptions and comments are stored, listed and shown without script, handlers or javascript: links', async () => {
    for (const injection of INJECTIONS) {
      const created = await send(env.users.it, A1.ticketCreate, {
        body: newTicket({ title: `T ${injection}`, description: `<p>Before</p>${injection}<p>After</p>` }),
      });
      expect(created.status, injection).toBe(200);
      const ticketId = created.body.data.ticketId;
      expect(created.body.data.description, injection).not.toMatch(UNSAFE);
      expect(created.body.data.description).toContain('<p>Before</p>');
      // The title is plain text: stored as typed, never interpreted.
      expect(created.body.data.title).toBe(`T ${injection}`);

      const comment = await send(env.users.it, A1.ticketCommentCreate, {
        body: { cardId: ticketId, comment: `<p>ok</p>${injection}` },
      });
      expect(comment.body.data.comment, injection).not.toMatch(UNSAFE);
      const stored = await send(env.users.it, A1.ticketCommentList, { query: { ticketId } });
      expect(stored.body.data[0].comment).not.toMatch(UNSAFE);
      const grid = await send(env.users.it, A1.ticketList, { query: { ticketIds: String(ticketId) } });
      expect(grid.body.data[0].latestComment, injection).not.toMatch(UNSAFE);
      const read = await send(env.users.it, A1.ticketGet, { query: { ticketId } });
      expect(read.body.data.description).not.toMatch(UNSAFE);

      const edited = await send(env.users.it, A1.ticketUpdate, {
        body: { ticketId, description: `<p>Edited</p>${injection}`, laneId: 7, newComment: injection + '<p>why</p>' },
      });
      expect(edited.body.data.description).not.toMatch(UNSAFE);
      expect(edited.body.data.latestComment).not.toMatch(UNSAFE);
    }
    const link = await send(env.users.it, A1.ticketCreate, {
      body: newTicket({ description: '<p><a href="https://a1demo.com/x">doc</a></p>' }),
    });
    expect(link.body.data.description).toBe(
      '<p><a href="https://a1demo.com/x" rel="noopener noreferrer" target="_blank">doc</a></p>',
    );
    const crf = await send(env.users.it, A1.ticketCreate, { body: newTicket({ crfLink: 'javascript:alert(1)' }) });
    expect(crf.status).toBe(400);
    // Issue 23 point 7: the contract's link pattern refuses it first, in words.
    expect(message(crf)).toBe('Invalid body: crfLink must be an http or https address.');
  });
});
