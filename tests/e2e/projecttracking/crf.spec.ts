/**
 * CRFs end to end in Chromium (spec 2 §2, §4, §5, §6; issue 13 "Not done until"), each test that writes on a fresh
 * demo database: as a business analyst a new CRF with its pending attachment and four placeholder tickets, a clone,
 * a timesheet posted, edited and deleted, an attachment round trip and a refused upload, and an initiative without
 * a project opening its Features list; as a global user Submit CRF with the extra process owner; as a read-only
 * user a feature whose delete buttons are disabled.
 */
import { readFile } from 'node:fs/promises';
import { A1 } from '@a1/shared';
import { expect, test } from '../support/reset-database';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { CrfPage } from '../pages/CrfPage';
import { signedInClient } from '../../support/a1-http';

test.describe.configure({ timeout: 180_000 });

const textFile = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

test.describe('CRFs as a business analyst', () => {
  test('P-4 P-53: a new CRF from Add Feature saves with its status comment', async ({
    browser,
    baseURL,
    resetDatabase,
  }) => {
    void resetDatabase;
    const crf = await CrfPage.as(browser, DEMO.crf);
    const page = crf.page;
    await crf.addFeatureButton.click();
    const dialog = crf.addFeatureDialog;
    // A new feature: General and Attachments only; it starts in phase 106 (1-Not Approved), 0 points, today.
    await expect(dialog.tabs).toHaveText([/^General/, /^Attachments/]);
    await expect(dialog.combobox('Phase')).toHaveText('1-Not Approved');
    await expect(dialog.spinbutton('Estimated Points')).toHaveValue('0');
    await expect(dialog.button('Save')).toBeDisabled();

    const name = `Parcel lockers ${Date.now()}`;
    await dialog.featureName.fill(name);
    await dialog.choose('Feature Health', /./);
    await dialog.choose('Original Requestor', /@/);
    await dialog.choose('Process Owner', /@/);
    await dialog.textbox('Request Summary').fill('Lockers at the depot for evening pickup.');
    await dialog.textbox('Status Comment').fill('Waiting for the landlord.');

    // A file chosen before the first save waits, and is sent with the feature.
    await dialog.featureTab('Attachments').click();
    await dialog.attachmentInput.setInputFiles(textFile('locker-plan.txt', 'Bay 4, 20 lockers'));
    const pending = dialog.attachment('locker-plan.txt');
    await expect(pending).toContainText('Uploads after the feature is saved');
    await expect(dialog.featureTab('Attachments')).toContainText('1');

    const post = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/KanbanBoard/Sprint'),
    );
    await dialog.button('Save').click();
    const answer = await (await post).json();
    expect(answer.responseStatus.responseStatusCode).toBe(200);
    await expect(dialog.root).toHaveCount(0);
    const feature = answer.sprints[0];
    // The Status Comment is the feature's comment.
    expect(feature).toMatchObject({
      sprintName: name,
      phaseId: 106,
      estimatedPoints: 0,
      isEnabled: true,
      comment: 'Waiting for the landlord.',
    });

    // Four placeholder tickets in lane 5, 1 point, Medium, sort priority 4, requested by the analyst.
    const a1 = await signedInClient(baseURL!, DEMO.crf);
    await test.step('P-229: the save posts its four placeholder tickets', async () => {
      const cards: any[] = (await a1.call(A1.kanbanCards, { query: { sprintId: feature.sprintId } })).body.simpleCards;
      const byTitle = Object.fromEntries(cards.map((c) => [c.title, c]));
      const expected: Array<[string, string]> = [
        ['BA Placeholder', 'Requirements'],
        ['DEV Placeholder', 'Enhancement'],
        ['DEV Feedback Placeholder', 'Issue'],
        ['BA Feedback Placeholder', 'Requirements'],
      ];
      expect(cards).toHaveLength(4);
      for (const [placeholder, type] of expected) {
        const card = byTitle[`${placeholder} ${name}`];
        expect(card, placeholder).toMatchObject({
          description: `${placeholder} ${name}`,
          type,
          laneId: 5,
          points: 1,
          priority: 'Medium',
          sortPriority: '4',
          milestoneId: feature.milestoneId,
          projectId: feature.projectId,
        });
      }
    });
    await test.step('P-227 T-238: the file chosen before the first save is posted with the feature', async () => {
      // The pending file was stored with the feature.
      const files: any[] = (await a1.call(A1.sprintAttachmentList, { query: { sprintId: feature.sprintId } })).body
        .data;
      expect(files.map((f) => f.fileName)).toEqual(['locker-plan.txt']);
    });
    await page.context().close();
  });

  test('P-105 P-107 P-230 T-248: Clone creates a new CRF and says what it is called, with no cancel', async ({
    browser,
    baseURL,
    resetDatabase,
  }) => {
    void resetDatabase;
    const crf = await CrfPage.as(browser, DEMO.crf);
    const page = crf.page;
    const { dialog, name, sprintId } = await crf.openFirstFeature();
    const clone = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/Ticketing/clonecrf'),
    );
    await dialog.button('Clone').click();
    const answer = await (await clone).json();
    expect((await clone).request().postDataJSON()).toEqual({ id: sprintId, name });
    const copy = answer.data;
    expect(copy.id).not.toBe(sprintId);
    const done = crf.dialog('CRF cloned');
    await expect(done.root).toContainText(`The CRF was successfully cloned. The new CRF is called: ${copy.name}`);
    // No cancel: one button, OK.
    await expect(done.buttons).toHaveText(['OK']);
    await done.button('OK').click();
    await expect(done.root).toHaveCount(0);
    await expect(dialog.root).toHaveCount(0);
    // The new CRF is a feature of its own.
    const a1 = await signedInClient(baseURL!, DEMO.crf);
    const sprints: any[] = (await a1.call(A1.kanbanSprints, { query: { sprintId: copy.id } })).body.sprints;
    expect(sprints).toHaveLength(1);
    expect(sprints[0]).toMatchObject({ sprintId: copy.id, sprintName: copy.name });
    await page.context().close();
  });

  test('P-219 T-241 P-131 P-132: a feature timesheet: categories and list loaded; Post disabled until valid, Hours numeric', async ({
    browser,
    resetDatabase,
  }) => {
    void resetDatabase;
    const crf = await CrfPage.as(browser, DEMO.crf);
    const page = crf.page;
    const categories = page.waitForResponse((r) => r.url().includes(A1.timesheetCategoriesOptions.path));
    const { dialog, sprintId } = await crf.openFirstFeature();
    // The timesheet dialog opens inside the feature's form: its submits stay in it (react-admin's Form stops them).
    const featureSaves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && new URL(r.url()).pathname.endsWith('/KanbanBoard/Sprint')) featureSaves.push(r.url());
    });
    const list = page.waitForResponse(
      (r) =>
        r.request().method() === 'GET' && r.url().includes(`${A1.featureTimesheetList.path}?featureId=${sprintId}`),
    );
    await dialog.featureTab('Timesheets').click();
    await list;
    await categories;
    await dialog.button('Add', { exact: true }).click();
    const add = crf.dialog('Add Timesheet');
    const hours = add.spinbutton('Hours');
    // Hours is a number input; Post stays disabled until date, hours and category are set.
    await expect(hours).toHaveAttribute('type', 'number');
    await expect(add.button('Post')).toBeDisabled();
    await hours.fill('2.5');
    await expect(add.button('Post')).toBeDisabled();
    await add.combobox('Category').click();
    const options = add.options;
    await expect(options.first()).toBeVisible();
    const category = (await options.first().innerText()).trim();
    await options.first().click();
    const notes = `Depot visit ${Date.now()}`;
    await add.textbox('Notes').fill(notes);
    await test.step('P-60 T-240 P-226: the entry is posted with featureId, date, hours, category and notes', async () => {
      const post = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().includes(A1.featureTimesheetCreate.path),
      );
      await add.button('Post').click();
      const sent = (await post).postDataJSON();
      expect(sent).toMatchObject({ featureId: sprintId, hours: 2.5, notes });
      expect(sent.date).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(Number.isInteger(sent.description)).toBe(true);
    });

    const row = dialog.timesheet(notes);
    await test.step('P-42 P-131: Edit Timesheet changes the entry; Save is disabled while it is invalid', async () => {
      await expect(row).toContainText('2.50');
      await expect(row).toContainText(category);
      await row.click();
      const edit = crf.dialog('Edit Timesheet');
      await expect(edit.spinbutton('Hours')).toHaveValue('2.5');
      await edit.spinbutton('Hours').fill('');
      await expect(edit.button('Save')).toBeDisabled();
      await edit.spinbutton('Hours').fill('3');
      await edit.button('Save').click();
      await expect(edit.root).toHaveCount(0);
      await expect(row).toContainText('3.00');
    });

    await row.click();
    await crf.dialog('Edit Timesheet').button('Delete').click();
    const confirm = crf.dialog('Are you sure?');
    await expect(confirm.buttons).toHaveText(['No', 'Yes']);
    await confirm.button('Yes').click();
    await expect(row).toHaveCount(0);
    await expect(dialog.root).toBeVisible();
    expect(featureSaves).toEqual([]);
    await page.context().close();
  });

  test('P-227 T-237 T-239: an attachment round trip (upload, download the same bytes, delete) and a refused upload that says why', async ({
    browser,
    resetDatabase,
  }) => {
    void resetDatabase;
    const crf = await CrfPage.as(browser, DEMO.crf);
    const page = crf.page;
    const { dialog, sprintId } = await crf.openFirstFeature();
    await dialog.featureTab('Attachments').click();
    const text = `Route 12: 48 stops, ${Date.now()}`;
    const upload = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes(A1.sprintAttachmentCreate.path),
    );
    await dialog.attachmentInput.setInputFiles(textFile('route-12.txt', text));
    expect((await upload).postDataJSON()).toMatchObject({ sprintId, fileName: 'route-12.txt' });
    const row = dialog.attachment('route-12.txt');
    await expect(row).toContainText('Casey Nguyen');

    // Download: the same bytes, under the stored name.
    const download = page.waitForEvent('download');
    await dialog.attachmentButton('Download', 'route-12.txt').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('route-12.txt');
    expect(await readFile((await file.path())!, 'utf8')).toBe(text);

    // A page that would run in the browser is refused, and the error says why.
    await dialog.attachmentInput.setInputFiles({
      name: 'invoice.html',
      mimeType: 'text/html',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    const error = crf.errorDialog;
    await expect(error.root).toContainText('Files of type "html" cannot be attached. Allowed: pdf');
    await error.buttons.first().click();
    await expect(dialog.attachment('invoice.html')).toHaveCount(0);

    // Delete after 'Are you sure?'.
    const remove = page.waitForRequest(
      (r) => r.method() === 'DELETE' && r.url().includes(A1.sprintAttachmentDelete.path),
    );
    await dialog.attachmentButton('Delete', 'route-12.txt').click();
    await crf.dialog('Are you sure?').button('Yes').click();
    await remove;
    await expect(row).toHaveCount(0);
    await page.context().close();
  });

  test('P-280 P-283: supporting documents page 10 at a time; a failed save says nothing and only stops loading', async ({
    browser,
    baseURL,
    resetDatabase,
  }) => {
    void resetDatabase;
    const crf = await CrfPage.as(browser, DEMO.crf);
    const page = crf.page;
    const first = await crf.openFirstFeature();
    const sprintId = first.sprintId;
    await first.dialog.button('Cancel').click();
    // Eleven links on the feature, by the API.
    const a1 = await signedInClient(baseURL!, DEMO.crf);
    const before: any[] = (await a1.call(A1.kanbanSupportingDocuments, { query: { FeatureId: sprintId } })).body
      .featureSupportingDocuments;
    for (let i = before.length; i < 11; i++)
      await a1.call(A1.kanbanSupportingDocumentCreate, {
        body: { feature_Id: sprintId, document_Link: `https://docs.example/page-${i}`, is_Enabled: true },
      });
    const { dialog } = await crf.openFirstFeature();
    await dialog.featureTab('Supporting Documents').click();
    const rows = dialog.rows('Supporting Documents');
    await expect(rows).toHaveCount(10);
    await expect(dialog.documentsPaging).toContainText('1–10 of 11');
    await dialog.nextDocumentsPage.click();
    await expect(rows).toHaveCount(1);

    // The server refuses the save: no message, the dialog stays open and its Save works again.
    await page.route('**/KanbanBoard/SupportingDocuments', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ responseStatus: { responseStatusCode: 400, responseStatusMessage: 'Refused.' } }),
          })
        : route.continue(),
    );
    await dialog.button('Add', { exact: true }).click();
    const add = crf.dialog('Add Supporting Document');
    await add.textbox('Document Link').fill('https://docs.example/refused');
    const refused = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('SupportingDocuments'),
    );
    await add.button('Save').click();
    expect((await refused).status()).toBe(400);
    await expect(add.button('Save')).toBeEnabled();
    await expect(add.root).toBeVisible();
    await expect(crf.errorDialog.root).toHaveCount(0);
    await expect(crf.text('Refused.')).toHaveCount(0);
    await page.context().close();
  });

  test('P-36 P-37: an initiative without a project shows Features; its list says Loading… until it loads, adds a feature and opens one on row click', async ({
    browser,
  }) => {
    const crf = await CrfPage.as(browser, DEMO.crf);
    const page = crf.page;
    const link = await crf.projects.firstLinkIn('Initiative');
    const initiative = (await link.innerText()).trim();
    await link.click();
    const dialog = crf.dialog('Edit Initiative');
    await expect(dialog.textbox('Initiative Name')).toHaveValue(initiative);
    // With its project: Timesheets, no Features button.
    await expect(dialog.tab('Timesheets')).toBeVisible();
    await expect(dialog.button('Features', { exact: true })).toHaveCount(0);
    // Without one: no Timesheets, a Features button; Save is disabled (project id 0).
    await dialog.choose('Project', /^None$/);
    await expect(dialog.tab('Timesheets')).toHaveCount(0);
    await expect(dialog.button('Save')).toBeDisabled();
    // The initiative's features are held back a moment: while they load, the list says so, not "No Data".
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ofInitiative = (url: URL) => url.pathname === A1.kanbanSprints.path && url.searchParams.has('milestoneId');
    await page.route(ofInitiative, async (route) => {
      await held;
      await route.continue();
    });
    await dialog.button('Features', { exact: true }).click();

    const features = crf.dialog(`Features of ${initiative}`);
    await expect(features.status).toHaveText('Loading…');
    await expect(features.text('No Data')).toHaveCount(0);
    // Let it go (the route stays: later loads pass straight through).
    release();
    const rows = features.rows(`Features of ${initiative}`);
    // A feature's row has its four cells (while the list loads, one cell says so).
    await expect(features.cells(rows.first())).toHaveCount(4);
    await expect(features.button('Add Feature')).toBeEnabled();
    const first = (await features.cells(rows.first()).first().innerText()).trim();
    await rows.first().click();
    const edit = crf.editFeatureDialog;
    await expect(edit.featureName).toHaveValue(first);
    await edit.button('Cancel').click();
    await expect(edit.root).toHaveCount(0);

    // Add: a new feature under this initiative.
    await (await crf.projects.firstLinkIn('Initiative')).click();
    await crf.dialog('Edit Initiative').choose('Project', /^None$/);
    await crf.dialog('Edit Initiative').button('Features', { exact: true }).click();
    await crf.dialog(`Features of ${initiative}`).button('Add Feature').click();
    const add = crf.addFeatureDialog;
    await expect(add.combobox('Initiative')).toHaveText(initiative);
    await add.button('Cancel').click();
    await page.context().close();
  });
});

test.describe('Submit CRF as a global user', () => {
  test('P-152 P-134 P-135 P-136: the process owner starts as the extra user; requester and start date disabled, fields hidden', async ({
    browser,
    baseURL,
    resetDatabase,
  }) => {
    void resetDatabase;
    const defaults = (await (await signedInClient(baseURL!, DEMO.global)).call(A1.crfDefaults)).body.data;
    expect(defaults.isGlobal).toBe(true);
    const shell = await ShellPage.as(browser, DEMO.global);
    const page = shell.page;
    const crf = new CrfPage(page);
    // A fake clock (time still flows) lets the test move past the toast's 10 seconds without waiting for them.
    await page.clock.install();
    await page.reload();
    await expect(shell.header).toBeVisible();
    const dialog = await crf.openSubmitCrf();
    const owner = dialog.combobox('Process Owner');
    await expect(owner).toContainText(defaults.processOwnerEmail!);
    // The user is who session storage says: the requester starts as the session's user name.
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('a1.session') ?? '{}'));
    expect(session).toMatchObject({
      userID: expect.any(Number),
      appUserID: expect.any(Number),
      userName: expect.any(String),
      userFullName: expect.any(String),
    });
    expect(await page.evaluate(() => sessionStorage.getItem('AppUserID'))).toBe(String(session.appUserID));
    const requester = dialog.combobox('Requester');
    await expect(requester).toContainText(session.userName);
    await expect(requester).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.textbox('Start Date')).toBeDisabled();
    for (const hidden of ['Project', 'Initiative', 'Status']) await expect(dialog.combobox(hidden)).toHaveCount(0);
    for (const hidden of ['End Date', 'Due Date', 'Sticker', 'CRF Link'])
      await expect(dialog.textbox(hidden, { exact: true })).toHaveCount(0);
    await expect(dialog.textbox('Business Analyst')).toBeDisabled();

    await dialog.featureName.fill(`Customs forms ${Date.now()}`);
    await dialog.choose('Feature Health', /./);
    await dialog.choose('Original Requestor', /@/);
    await dialog.textbox('Request Summary').fill('Print customs forms with the label.');
    const post = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/KanbanBoard/Sprint'),
    );
    await dialog.button('Save').click();
    const saved = (await (await post).json()).sprints[0];
    expect(saved.seniorManagerApproval.email).toBe(defaults.processOwnerEmail);
    expect(saved).toMatchObject({ projectId: defaults.projectId, milestoneId: defaults.milestoneId, phaseId: 106 });
    await expect(dialog.root).toHaveCount(0);
    await test.step('S-421: the CRF toast lasts 10 s', async () => {
      const toast = crf.text('Your CRF was submitted.');
      await expect(toast).toBeVisible();
      // Past the default 5 s the CRF toast is still there; past 10 s it is gone.
      await page.clock.fastForward(7_000);
      await expect(toast).toBeVisible();
      await page.clock.fastForward(4_000);
      await expect(toast).toHaveCount(0);
    });
    await page.context().close();
  });
});

test.describe('CRFs as a read-only user', () => {
  test('T-5 P-146: crfs-read-only is read-only: a feature’s attachment cannot be deleted, timesheets cannot be added', async ({
    browser,
    baseURL,
    resetDatabase,
  }) => {
    void resetDatabase;
    const crf = await CrfPage.as(browser, DEMO.ops, '/kanban/crfs-read-only', 'crfs');
    const link = await crf.projects.firstLinkIn('Feature');
    const sprintId = await crf.openFeature(link);
    await crf.editFeatureDialog.button('Cancel').click();
    // A file on that feature, stored by an analyst.
    const a1 = await signedInClient(baseURL!, DEMO.crf);
    const content = Buffer.from('Read-only check').toString('base64');
    await a1.call(A1.sprintAttachmentCreate, { body: { sprintId, fileName: 'kept.txt', content } });

    await link.click();
    const dialog = crf.editFeatureDialog;
    await expect(dialog.button('Save')).toBeDisabled();
    await expect(dialog.button('Clone')).toBeDisabled();
    await dialog.featureTab('Attachments').click();
    await expect(dialog.attachmentButton('Delete', 'kept.txt')).toBeDisabled();
    // Reading stays possible: the download is offered.
    await expect(dialog.attachmentButton('Download', 'kept.txt')).toBeEnabled();
    await dialog.featureTab('Timesheets').click();
    await expect(dialog.button('Add', { exact: true })).toBeDisabled();
    await crf.page.context().close();
  });
});
