/**
 * Problem packages (issue 27), a card's dialog on PGlite and PostgreSQL: package data from the package model, extra
 * info, pre-processed data, editing the package (PIM changes, DG checked by format), the PIM log and its download,
 * CardExists, the activity log, comments with default comments, and attachments through the upload intake.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { A1 } from '@a1/shared';
import { engines } from '../../support/test-server';
import { expectRefused, problemServer } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');

describe.each(await engines())('problem-package card dialog on %s', (engine) => {
  const { s, rows, ops, admin } = problemServer(engine);
  const openCard = async () =>
    (
      await rows<{ id: number; package_id: number; tracking_number: string; job_id: number }>(sql`
        SELECT pi.id, pi.package_id, p.tracking_number, p.job_id FROM package_issues pi JOIN packages p ON p.id = pi.package_id
        WHERE pi.closed_on IS NULL AND NOT EXISTS (SELECT 1 FROM dangerous_goods d WHERE d.package_id = p.id)
        ORDER BY pi.id DESC LIMIT 1`)
    )[0];

  it('T-380 T-383 T-365: package data and pre-processed data from the package model; extra info with the card', async () => {
    const card = await openCard();
    const data = await ops().call(A1.aimbanPackageData, { query: { packageId: card.package_id } });
    expect(data.status, JSON.stringify(data.body).slice(0, 300)).toBe(200);
    expect(data.body.data.trackingNumber).toBe(card.tracking_number);
    expectRefused(await ops().send(A1.aimbanPackageData, { query: { packageId: 'x' } }), 400, /packageId/);
    const pre = await ops().call(A1.aimbanPreProcessData, { query: { packageId: card.package_id } });
    expect(pre.status).toBe(200);
    expectRefused(await ops().send(A1.aimbanPreProcessData, {}), 400, /packageId/);
    const extra = await ops().call(A1.aimbanPackageExtraInfo, { query: { packageIssueId: card.id } });
    expect(extra.status, JSON.stringify(extra.body).slice(0, 300)).toBe(200);
    expect(extra.body.data.card.packageIssueId).toBe(card.id);
    expect(extra.body.data.dangerousGoods).toBeNull();
    expectRefused(
      await ops().call(A1.aimbanPackageExtraInfo, { query: { packageIssueId: 99999999 } }),
      404,
      /99999999/,
    );
  });

  it('T-368 T-402 T-408 T-367: edit package information: PIM changes, DG by format, the PIM log and its CSV', async () => {
    const card = await openCard();
    const edit = await ops().call(A1.aimbanEditPackage, { query: { packageId: card.package_id } });
    expect(edit.status).toBe(200);
    const saved = await ops().call(A1.aimbanPackageInformation, {
      body: {
        packageId: card.package_id,
        consigneeCity: 'Lyon',
        weightKg: 2.5,
        dangerousGoods: {
          unNumber: 'un 1266',
          hazardClass: '3',
          packingGroup: 'II',
          properShippingName: 'Perfumery products',
          quantity: 1,
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      consigneeCity: 'Lyon',
      weightKg: 2.5,
      dangerousGoods: { unNumber: 'UN1266', hazardClass: '3', packingGroup: 'II' },
    });
    const bad = await ops().call(A1.aimbanPackageInformation, {
      body: {
        packageId: card.package_id,
        dangerousGoods: {
          unNumber: '1266',
          hazardClass: '2.1',
          packingGroup: 'I',
          properShippingName: 'Aerosols',
          quantity: 1,
        },
      },
    });
    expectRefused(
      bad,
      400,
      /dangerousGoods: unNumber must be UN followed by four digits.*packingGroup: class 2.1 has no packing group/,
    );
    expectRefused(
      await ops().send(A1.aimbanPackageInformation, { body: { packageId: card.package_id, weightKg: -1 } }),
      400,
      /weightKg/,
    );
    const log = await ops().call(A1.pimLogByPackageId, { query: { packageId: card.package_id } });
    expect(
      log.body.data
        .slice(0, 2)
        .map((c) => c.field)
        .sort(),
    ).toEqual(['consigneeCity', 'weightKg']);
    expectRefused(await ops().send(A1.pimLogByPackageId, { query: { packageId: 0 } }), 400, /packageId/);
    const csv = await fetch(`${s.baseUrl}${A1.aimbanDownloadPimLog.path}?packageId=${card.package_id}`, {
      headers: (await import('../../support/a1-http')).sessionHeaders(s.users.ops),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('changedOn,changedBy,field,before,after');
    expect(text).toContain(',ops.manager@a1demo.com,consigneeCity,');
    expectRefused(await ops().send(A1.aimbanEditPackage, { query: {} }), 400, /packageId/);
    const activity = await ops().call(A1.aimbanActivityLog, { query: { packageIssueId: card.id } });
    expect(activity.body.data[0]).toMatchObject({
      action: 'packageEdited',
      byName: 'Jordan Lee',
      after: { consigneeCity: 'Lyon', weightKg: 2.5 },
    });
  });

  it('T-387: CardExists finds an open card by tracking number or reference, within a job', async () => {
    const card = await openCard();
    const found = await ops().call(A1.aimbanCardExists, {
      query: { trackingNumberCustomer: card.tracking_number.toLowerCase(), jobId: card.job_id },
    });
    expect(found.body.data).toEqual({ exists: true, packageIssueId: card.id, packageId: card.package_id });
    const none = await ops().call(A1.aimbanCardExists, { query: { trackingNumberCustomer: 'NO-SUCH-NUMBER' } });
    expect(none.body.data).toEqual({ exists: false, packageIssueId: null, packageId: null });
    expectRefused(await ops().send(A1.aimbanCardExists, { query: {} }), 400, /trackingNumberCustomer/);
  });

  it('T-370 T-390: the activity log lists every change, newest first; POST ActivityLog adds a note (markup removed)', async () => {
    const card = await openCard();
    const note = await ops().call(A1.aimbanActivityLogCreate, {
      body: { packageIssueId: card.id, text: 'Called <b>carrier</b>' },
    });
    expect(note.status).toBe(200);
    expect(note.body.data).toMatchObject({ action: 'note', text: 'Called carrier', byName: 'Jordan Lee' });
    const log = (await ops().call(A1.aimbanActivityLog, { query: { packageIssueId: card.id } })).body.data;
    expect(log[0].activityId).toBe(note.body.data.activityId);
    expect(log.at(-1)?.action).toBe('created');
    expectRefused(
      await ops().send(A1.aimbanActivityLogCreate, { body: { packageIssueId: card.id, text: ' ' } }),
      400,
      /text/,
    );
    expectRefused(await ops().send(A1.aimbanActivityLog, { query: { packageIssueId: -3 } }), 400, /packageIssueId/);
  });

  it('T-371 T-378 T-391 T-399: comments with default comments; an edit by its author; a stale edit answers 409', async () => {
    const card = await openCard();
    const defaults = (await ops().call(A1.aimbanDefaultComments)).body.data;
    expect(defaults.length).toBeGreaterThanOrEqual(6);
    expectRefused(await ops().send(A1.aimbanDefaultComments, { query: { categoryId: 'x' } }), 400, /categoryId/);
    const made = await ops().call(A1.aimbanCommentCreate, {
      body: { packageIssueId: card.id, defaultCommentId: defaults[0].defaultCommentId, text: 'Ref 42.' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.text).toBe(`${defaults[0].text} Ref 42.`);
    expectRefused(await ops().call(A1.aimbanCommentCreate, { body: { packageIssueId: card.id } }), 400, /text/);
    const list = (await ops().call(A1.aimbanComments, { query: { packageIssueId: card.id } })).body.data;
    expect(list.at(-1)?.commentId).toBe(made.body.data.commentId);
    expectRefused(await ops().send(A1.aimbanComments, { query: {} }), 400, /packageIssueId/);
    const edited = await ops().call(A1.aimbanCommentUpdate, {
      body: { commentId: made.body.data.commentId, text: 'Fixed', version: 1 },
    });
    expect(edited.body.data).toMatchObject({ text: 'Fixed', version: 2 });
    expect(
      (
        await ops().call(A1.aimbanCommentUpdate, {
          body: { commentId: made.body.data.commentId, text: 'Again', version: 1 },
        })
      ).status,
    ).toBe(409);
    expectRefused(
      await ops().send(A1.aimbanCommentUpdate, { body: { commentId: made.body.data.commentId } }),
      400,
      /text/,
    );
  });

  it('T-406: DELETE Comment: its author or an Aimban administrator, not another agent', async () => {
    const card = await openCard();
    const made = (await admin().call(A1.aimbanCommentCreate, { body: { packageIssueId: card.id, text: 'Mine' } })).body
      .data;
    expectRefused(await ops().call(A1.aimbanCommentDelete, { query: { commentId: made.commentId } }), 403, /author/);
    expect((await admin().call(A1.aimbanCommentDelete, { query: { commentId: made.commentId } })).body.data).toBe(true);
    expectRefused(await ops().call(A1.aimbanCommentDelete, { query: { commentId: made.commentId } }), 404, /Comment/);
    expectRefused(await ops().send(A1.aimbanCommentDelete, { query: {} }), 400, /commentId/);
  });

  it('T-379 T-394 T-407: attachments: checked by type and bytes, listed, downloaded, deleted by who added them', async () => {
    const card = await openCard();
    const added = await ops().call(A1.aimbanAttachmentCreate, {
      body: { packageIssueId: card.id, fileName: 'proof.pdf', content: PDF },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({
      fileName: 'proof.pdf',
      contentType: 'application/pdf',
      createdBy: 'ops.manager@a1demo.com',
    });
    const fake = await ops().call(A1.aimbanAttachmentCreate, {
      body: { packageIssueId: card.id, fileName: 'proof.pdf', content: Buffer.from('not a pdf').toString('base64') },
    });
    expectRefused(fake, 400, /pdf/);
    expectRefused(
      await ops().send(A1.aimbanAttachmentCreate, { body: { packageIssueId: card.id, fileName: 'a.pdf' } }),
      400,
      /content/,
    );
    const list = (await ops().call(A1.aimbanAttachments, { query: { packageIssueId: card.id } })).body.data;
    expect(list[0].attachmentId).toBe(added.body.data.attachmentId);
    expectRefused(await ops().send(A1.aimbanAttachments, { query: {} }), 400, /packageIssueId/);
    const file = await fetch(`${s.baseUrl}${A1.aimbanAttachmentFile.path}?attachmentId=${list[0].attachmentId}`, {
      headers: (await import('../../support/a1-http')).sessionHeaders(s.users.ops),
    });
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(PDF);
    expectRefused(await ops().send(A1.aimbanAttachmentFile, { query: {} }), 400, /attachmentId/);
    expectRefused(await ops().send(A1.aimbanAttachmentDelete, { query: {} }), 400, /attachmentId/);
    expect(
      (await ops().call(A1.aimbanAttachmentDelete, { query: { attachmentId: list[0].attachmentId } })).body.data,
    ).toBe(true);
  });
});
