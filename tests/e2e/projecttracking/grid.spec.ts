/**
 * The project grid in Chromium (spec 2 §2, §4, §6; issue 13 point 2) against the real server and the demo seed:
 * a business analyst on Projects, a developer on My Projects and a read-only user on the CRFs view.
 */
import { expect, test, type Page } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { ProjectGridPage } from '../pages/ProjectGridPage';
import { expectEvery } from '../../support/expect-every';

test.describe.configure({ timeout: 120_000 });

const EDITABLE_COLUMNS = [
  'Sort Order',
  'Initiative',
  'Feature',
  'Phase',
  'Start Date',
  'End Date',
  'Requirements Due Date',
  'Due Date',
  'Original Requestor',
  'Requestor',
  'Initial Sprint Start',
  'Department',
  'Process Owner',
  'Type',
  'BA',
  'Developer',
  'Sprint Start',
  'Sticker',
  'Comments',
  'Points',
];

test.describe('Projects as a business analyst', () => {
  let grid: ProjectGridPage;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    grid = await ProjectGridPage.as(browser, DEMO.crf, '/kanban/project/grid-view', 'projects');
    page = grid.page;
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('S-66 P-7 P-19 P-20: Projects is editable: its columns in order', async () => {
    await expect(grid.heading).toHaveText('Projects');
    const headers = await grid.grid.headers();
    expect(headers.slice(0, EDITABLE_COLUMNS.length)).toEqual(EDITABLE_COLUMNS);
    expect(headers.slice(EDITABLE_COLUMNS.length)).toEqual(['Add Feature', 'Tickets']);
    await test.step('P-21: the hidden columns are left out', async () => {
      for (const hidden of ['Project', 'Priority', 'Initiative Enabled', 'Feature Enabled'])
        expect(headers).not.toContain(hidden);
    });
    await test.step('P-12 P-14 P-25 P-26: New Initiative, Excel, and Add Feature and Tickets on each row', async () => {
      await expect(grid.newInitiative).toBeVisible();
      await expect(grid.grid.button('Excel')).toBeVisible();
      await expect(grid.grid.bodyRows.first().getByRole('button', { name: 'Add Feature' })).toBeVisible();
      await expect(grid.grid.bodyRows.first().getByRole('button', { name: 'Tickets' })).toBeVisible();
    });
    // Editable mode pages.
    await expect(grid.grid.pageText).toHaveText(/^1\/\d+$/);
  });

  test('P-22 P-23 P-24: enabled filters on true, points with 2 decimals and the ticket count, names on a group’s first row', async () => {
    // The hidden enabled columns are filtered to true: their chips show their state.
    await expect(grid.grid.chip('Initiative Enabled: Yes')).toBeVisible();
    await expect(grid.grid.chip('Feature Enabled: Yes')).toBeVisible();
    const points = await grid.grid.columnTexts('Points');
    expect(points.length).toBeGreaterThan(0);
    for (const text of points) expect(text).toMatch(/^\d+\.\d{2} \(\d+\)$/);
    const initiatives = await grid.grid.columnTexts('Initiative');
    // Rows of one initiative follow its first row with an empty name.
    expect(initiatives[0]).not.toBe('');
    expect(initiatives.some((name) => name === '')).toBe(true);
  });

  test('P-81 P-82 P-83: phase cells are red for 10 and 13, green for 12, blue for 2 3 4 5 8 9 11', async () => {
    const index = (await grid.grid.headers()).indexOf('Phase');
    const cells = grid.grid.bodyRows.locator(`td:nth-child(${index + 1})`);
    const seen = await cells.evaluateAll((tds) =>
      tds.map((td) => ({ text: td.textContent ?? '', colour: getComputedStyle(td).color })),
    );
    const colourOf = (n: number) => seen.find((s) => s.text.startsWith(`${n}-`))?.colour;
    const red = 'rgb(198, 40, 40)';
    const green = 'rgb(46, 125, 50)';
    const blue = 'rgb(1, 87, 155)';
    const checked: number[] = [];
    for (const [numbers, colour] of [
      [[10, 13], red],
      [[12], green],
      [[2, 3, 4, 5, 8, 9, 11], blue],
    ] as const)
      for (const n of numbers) {
        const c = colourOf(n);
        if (c) {
          expect(c, `phase ${n}`).toBe(colour);
          checked.push(n);
        }
      }
    // Phases 1, 6, 7: not coloured.
    for (const n of [1, 6, 7]) {
      const c = colourOf(n);
      if (c) expect([red, green, blue]).not.toContain(c);
    }
    expect(checked.length).toBeGreaterThanOrEqual(3);
  });

  test('P-16: filter and sort are kept for the session, the page is not', async () => {
    await grid.grid.header('Feature').getByRole('button').click();
    await expect(grid.grid.header('Feature')).toHaveAttribute('aria-sort', 'ascending');
    await grid.grid.chip('Type').click();
    await grid.grid.valueList('Type').getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await expect(grid.grid.chip('Type (1)')).toBeVisible();
    const stored = await page.evaluate(() => sessionStorage.getItem('a1.projectGrid.projects'));
    expect(stored).toContain('"sort"');
    expect(stored).not.toContain('pageNumber');
    await page.reload();
    await expect(grid.grid.bodyRows.first()).toBeVisible({ timeout: 30_000 });
    await expect(grid.grid.chip('Type (1)')).toBeVisible();
    await expect(grid.grid.header('Feature')).toHaveAttribute('aria-sort', 'ascending');
    await expect(grid.grid.pageText).toHaveText(/^1\//);
    // Back to the defaults for the next tests.
    await page.evaluate(() => sessionStorage.removeItem('a1.projectGrid.projects'));
    await page.reload();
    await expect(grid.grid.bodyRows.first()).toBeVisible({ timeout: 30_000 });
  });

  test('P-13: editable mode pages at 500 rows', async () => {
    await grid.grid.root.getByRole('button', { name: 'Grid Settings' }).click();
    const settings = grid.dialog('Grid Settings');
    await expect(settings.getByRole('spinbutton', { name: 'Page Size' })).toHaveValue('500');
    await expect(settings.getByRole('spinbutton', { name: 'Page Size' })).toBeEnabled();
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await expect(settings).toHaveCount(0);
  });

  test('S-67: kanban/project/add-new opens Add Project, which needs a name; Cancel returns to the grid', async () => {
    await page.goto('/#/kanban/project/add-new');
    const dialog = grid.dialog('Add Project');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Project Name' }).fill('Hub automation');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/#\/kanban\/project\/grid-view$/);
    await expect(grid.grid.bodyRows.first()).toBeVisible({ timeout: 30_000 });
  });

  test('P-9 P-279: one-view loads no grid data; a failed grid load is silently ignored', async () => {
    let gridCalls = 0;
    const count = () => gridCalls++;
    page.on('request', (r) => {
      if (r.url().includes('/kanban/project/gridview/gridview')) count();
    });
    await page.goto('/#/kanban/project/one-view');
    await expect(page.getByText('Open an initiative or a feature from the Projects grid.')).toBeVisible();
    await expect(page.locator('[data-project-mode="oneView"]')).toBeVisible();
    expect(gridCalls).toBe(0);

    await page.route('**/kanban/project/gridview/gridview*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ responseStatus: { responseStatusCode: 500, responseStatusMessage: 'Down.' } }),
      }),
    );
    await page.goto('/#/kanban/project/grid-view');
    await expect(grid.grid.table.getByText('No Data')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.unroute('**/kanban/project/gridview/gridview*');
    await page.reload();
    await expect(grid.grid.bodyRows.first()).toBeVisible({ timeout: 30_000 });
  });

  test('P-11: a spinner shows while the grid loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/kanban/project/gridview/gridview*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/#/home');
    await page.goto('/#/kanban/project/grid-view');
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    release();
    await expect(grid.grid.bodyRows.first()).toBeVisible({ timeout: 30_000 });
    await page.unroute('**/kanban/project/gridview/gridview*');
  });

  test('P-27 P-33 P-34 P-35: an initiative name opens Edit Initiative, extra large, with General and Timesheets', async () => {
    const link = await grid.firstLinkIn('Initiative');
    const name = (await link.innerText()).trim();
    await link.click();
    const dialog = grid.dialog('Edit Initiative');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Initiative Name' })).toHaveValue(name);
    // Extra large.
    await expect(page.locator('.MuiDialog-paperWidthXl')).toBeVisible();
    const tabs = dialog.getByRole('tab');
    await expect(tabs.nth(0)).toHaveText('General');
    // With a project the Timesheets tab shows.
    await expect(dialog.getByRole('tab', { name: 'Timesheets' })).toBeVisible();
    await expect(dialog.getByRole('slider')).toBeVisible();
    await test.step('P-76 P-74: the Type options STR, PML; the Status options', async () => {
      await dialog.getByRole('combobox', { name: /^Type/ }).click();
      await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['STR', 'PML']);
      await page.keyboard.press('Escape');
      await dialog.getByRole('combobox', { name: /^Status/ }).click();
      await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
        'Complete',
        'Blocked',
        'In Progress',
        'Not Started',
      ]);
    });
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await test.step('P-50 P-121 P-35 P-133: a new initiative: progress 0 on a slider, Type required, no Timesheets tab, numeric sort order', async () => {
      // A new initiative: progress 0 on the slider, Type marked required, no Timesheets tab.
      await grid.newInitiative.click();
      const add = grid.dialog('Add Initiative');
      await expect(add.getByRole('slider')).toHaveValue('0');
      await expect(add.getByRole('combobox', { name: /^Type/ })).toHaveAttribute('aria-required', 'true');
      await expect(add.getByRole('tab', { name: 'Timesheets' })).toHaveCount(0);
      await expect(add.getByRole('button', { name: 'Save' })).toBeDisabled();
      await expect(add.getByRole('spinbutton', { name: 'Sort Order' })).toHaveAttribute('type', 'number');
      await add.getByRole('button', { name: 'Cancel' }).click();
    });
  });

  test('P-28 P-148 P-38 P-39: a feature name opens Edit Feature, editable, with its tabs', async () => {
    const link = await grid.firstLinkIn('Feature');
    const name = (await link.innerText()).trim();
    await link.click();
    const dialog = grid.dialog('Edit Feature');
    await expect(dialog.getByRole('textbox', { name: 'Feature Name' })).toHaveValue(name);
    // An editable view allows editing.
    await expect(dialog.getByRole('textbox', { name: 'Feature Name' })).toBeEnabled();
    await expect(dialog.getByRole('textbox', { name: 'Request Summary' })).toBeEnabled();
    await expect(dialog.getByRole('tab')).toHaveText([
      /^General/,
      /^Attachments\d*/,
      /^Timesheets\d*/,
      /^Risks\d*/,
      /^Issues\d*/,
      /^Supporting Documents\d*/,
      /^History\d*/,
    ]);
    await test.step('P-41 P-40: tab badges with counts; Cancel, Clone and Save', async () => {
      // Badges with counts.
      await expect(dialog.getByTestId('tab-badge').first()).toHaveText(/^\d+$/);
      for (const button of ['Cancel', 'Clone', 'Save'])
        await expect(dialog.getByRole('button', { name: button, exact: true })).toBeVisible();
    });
    await test.step('P-55 P-56 P-57 P-137: Requester, Process Owner, and the Business Analyst always disabled', async () => {
      await expect(dialog.getByRole('combobox', { name: /^Requester/ })).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: /^Process Owner/ })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Business Analyst' })).toBeDisabled();
    });
    await test.step('P-75: the feature status options', async () => {
      await dialog.getByRole('combobox', { name: /^Status/ }).click();
      await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
        /^\s*$/,
        'Complete',
        'Blocked',
        'In Progress',
        'Not Scheduled',
        'Not Approved',
      ]);
    });
    await page.keyboard.press('Escape');
    await test.step('P-79: the feature phases', async () => {
      await dialog.getByRole('combobox', { name: /^Phase/ }).click();
      await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
        '1-Not Approved',
        '2-Approved Not Scheduled',
        '3-Requirements',
        '4-Requirements Approval',
        '5-Ready for LOE',
        '6-LOE Complete',
        '7-Development Scheduled',
        '8-Development',
        '9-UAT Feedback',
        '10-Failed UAT',
        '11-UAT Accepted',
        '12-Complete',
        '13-Blocked',
      ]);
    });
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('P-117: a status comment over 500 characters says so, marks the field and disables Save', async () => {
    await (await grid.firstLinkIn('Feature')).click();
    const dialog = grid.dialog('Edit Feature');
    const comment = dialog.getByRole('textbox', { name: 'Status Comment' });
    await comment.fill('x'.repeat(500));
    await expect(dialog.getByText('Maximum character limit of 500 exceeded')).toHaveCount(0);
    await comment.fill('x'.repeat(501));
    await expect(dialog.getByText('Maximum character limit of 500 exceeded')).toBeVisible();
    await expect(comment).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

test.describe('My Projects as a developer', () => {
  test('P-8 P-29 P-31: My Projects starts with Tier and filters the developer to the user', async ({ browser }) => {
    const grid = await ProjectGridPage.as(browser, DEMO.it, '/kanban/project/my-grid-view', 'myProjects');
    await expect(grid.heading).toHaveText('My Projects');
    await test.step('P-8 S-78: the header title is the page name, My Projects (issue 29 point 8)', async () => {
      await expect(grid.headerTitle).toHaveText('My Projects');
    });
    const headers = await grid.grid.headers();
    expect(headers[0]).toBe('Tier');
    await expect(grid.grid.chip('Developer (1)')).toBeVisible();
    const developers = new Set(await grid.grid.columnTexts('Developer'));
    expectEvery([...developers], (d) => d === 'Sam Patel' || d === 'No Data');
    await expect(grid.newInitiative).toBeVisible();
    await grid.page.context().close();
  });

  test('P-30 P-32: the default phase filter leaves out 4 and 12; rows newest sprint first', async ({ browser }) => {
    const grid = await ProjectGridPage.as(browser, DEMO.it, '/kanban/my-projects', 'myProjects');
    await expect(grid.grid.chip('Phase (11)')).toBeVisible();
    // Open the phase chip: 11 chosen, neither 4 nor 12.
    await grid.grid.chip('Phase (11)').click();
    const list = grid.grid.valueList('Phase');
    await expect(list.getByRole('option', { selected: true })).toHaveCount(11);
    await expect(list.getByRole('option', { name: /^4-Requirements Approval/, selected: true })).toHaveCount(0);
    await expect(list.getByRole('option', { name: /^12-Complete/, selected: true })).toHaveCount(0);
    await grid.page.keyboard.press('Escape');
    // Newest sprint first.
    const starts = (await grid.grid.columnTexts('Sprint Start')).filter((s) => s.trim() !== '');
    const times = starts.map((s) => {
      const [m, d, y] = s.split('/').map(Number);
      return Date.UTC(y, m - 1, d);
    });
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeLessThanOrEqual(times[i - 1]);
    await grid.page.context().close();
  });
});

test.describe('CRFs as a read-only user', () => {
  test('P-6 P-20: the CRFs view is read-only: no initial sprint start, no row buttons', async ({ browser }) => {
    const grid = await ProjectGridPage.as(browser, DEMO.ops, '/kanban/crfs-read-only', 'crfs');
    await expect(grid.heading).toHaveText('CRFs');
    const headers = await grid.grid.headers();
    expect(headers).not.toContain('Initial Sprint Start');
    expect(headers).not.toContain('Add Feature');
    expect(headers).not.toContain('Tickets');
    expect(headers).toContain('Points');
    await test.step('P-18 P-17: no footer button, no paging', async () => {
      await expect(grid.newInitiative).toHaveCount(0);
      await expect(grid.grid.pageText).toHaveCount(0);
    });
    await test.step('P-10: any other URL reads as the CRFs grid', async () => {
      // Any other URL reads as CRFs too (P-10): the grid of the read-only route is the CRFs one.
      await expect(grid.page.locator('[data-project-mode="crfs"]')).toBeVisible();
    });
    await test.step('P-6 S-78: the header title is the page name, CRFs (issue 29 point 8)', async () => {
      await expect(grid.headerTitle).toHaveText('CRFs');
    });
    await grid.page.context().close();
  });

  test('P-143 P-144 P-145 P-147: a feature opened from CRFs is all disabled: no upload, no add, no row edits', async ({
    browser,
  }) => {
    const grid = await ProjectGridPage.as(browser, DEMO.ops, '/kanban/crfs-read-only', 'crfs');
    await (await grid.firstLinkIn('Feature')).click();
    const dialog = grid.dialog('Edit Feature');
    await expect(dialog.getByRole('textbox', { name: 'Feature Name' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Request Summary' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByRole('tab', { name: /^Attachments/ }).click();
    await expect(dialog.getByRole('button', { name: 'Upload File' })).toHaveCount(0);
    await dialog.getByRole('tab', { name: /^Issues/ }).click();
    await expect(dialog.getByRole('button', { name: 'Add Issue' })).toBeDisabled();
    const rows = dialog.getByRole('table', { name: 'Issues' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    // Row clicks do not open the issue for editing.
    await rows.first().click();
    await expect(grid.dialog(/Edit Issue/)).toHaveCount(0);
    await dialog.getByRole('tab', { name: /^Supporting Documents/ }).click();
    await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await grid.page.context().close();
  });
});

test.describe('The page names and addresses of issue 29 point 8', () => {
  test('T-5 P-6: ticketing/crfs-read-only opens the CRFs view for the administrator', async ({ browser }) => {
    const grid = await ProjectGridPage.as(browser, DEMO.admin, '/ticketing/crfs-read-only', 'crfs');
    await expect(grid.page).toHaveURL(/#\/ticketing\/crfs-read-only$/);
    await expect(grid.heading).toHaveText('CRFs');
    await expect(grid.headerTitle).toHaveText('CRFs');
    await expect(grid.page.locator('[data-project-mode="crfs"]')).toBeVisible();
    await expect(grid.newInitiative).toHaveCount(0);
    await grid.page.context().close();
  });

  test('P-6 P-8 S-78: in French the header title is the page name too: CRF, Mes projets', async ({ browser }) => {
    const shell = await ShellPage.as(browser, DEMO.it, { locale: { language: 'fr', country: 'FR' } });
    const crfs = new ProjectGridPage(shell.page, 'crfs');
    await crfs.goto('/kanban/crfs-read-only');
    await expect(crfs.heading).toHaveText('CRF');
    await expect(crfs.headerTitle).toHaveText('CRF');
    const mine = new ProjectGridPage(shell.page, 'myProjects');
    await mine.goto('/kanban/project/my-grid-view');
    await expect(mine.heading).toHaveText('Mes projets');
    await expect(mine.headerTitle).toHaveText('Mes projets');
    await shell.page.context().close();
  });
});
