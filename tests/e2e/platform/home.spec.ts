/**
 * Home (issue 29 point 7): the landing page shows the user's work by permission: the pages of the module in use,
 * the unread tickets and the jobs on hold. Expected names come from the demo seed (server/src/db/seed/catalog.ts:
 * the Operations module's entries; accounts.ts: Jordan Lee is the operations manager), written here by hand.
 */
import { expect, test } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { GridPage } from '../pages/GridPage';

test('issue 29 point 7: Home shows the operations manager its Operations pages, unread tickets and jobs on hold', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Welcome, Jordan Lee', level: 1 })).toBeVisible();

  await test.step("the module's pages, each a link to its screen", async () => {
    const pages = main.getByRole('list', { name: 'Your pages in Operations' });
    await expect(pages.getByRole('link')).toHaveText(['Job Dashboard', 'Receiving', 'Bins']);
    await pages.getByRole('link', { name: 'Bins' }).click();
    await expect(page).toHaveURL(/#\/insight\/bins$/);
    await shell.goto('/home');
  });

  await test.step('issue 29 point 2: the unread tickets say what changed in words, as the notifications list does', async () => {
    const unread = main.getByRole('list', { name: 'Unread tickets' });
    await expect(unread.getByRole('link').first()).toBeVisible();
    const lines = await unread.getByRole('link').allInnerTexts();
    expect(lines.length).toBeLessThanOrEqual(5);
    for (const line of lines) {
      expect(line).toMatch(/Lane changed|New comment|Assignee changed/);
      expect(line).not.toMatch(/\b(LANE|COMMENT|ASSIGNED)\b/);
    }
    const badge = await shell.badge.innerText();
    await main.getByRole('button', { name: `See all ${badge}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Unread Ticket Notifications' });
    await expect(dialog.getByRole('row')).toHaveCount(Number(badge) + 1);
    await expect(dialog).not.toContainText(/\b(LANE|COMMENT|ASSIGNED)\b/);
    await expect(dialog.getByRole('cell', { name: /Lane changed|New comment|Assignee changed/ }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the jobs on hold: their count, and a link to the Jobs On Hold list that counts as many', async () => {
    const holds = main.getByRole('region', { name: 'Jobs on hold' });
    // The demo's 2,000 jobs cycle through the 13 statuses, three of them holds: about 460, never none.
    await expect(holds).toContainText(/\d+ jobs on hold/);
    const count = Number((await holds.innerText()).match(/(\d+) jobs on hold/)![1]);
    expect(count).toBeGreaterThan(400);
    await holds.getByRole('link', { name: 'Open Jobs On Hold' }).click();
    await expect(page.getByRole('heading', { name: 'Jobs On Hold', level: 1 })).toBeVisible();
    await expect(new GridPage(page).rowCount).toHaveText(`${count.toLocaleString('en-US')} rows`);
  });
});

test('issue 29 point 7: the external customer’s Home offers its Package Search and no staff parts', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.external);
  const main = page.getByRole('main');
  // External Customer: the Search module only (catalog.ts ROLE_MODULES).
  await expect(main.getByRole('list', { name: 'Your pages in Search' }).getByRole('link')).toHaveText([
    'Package Search',
  ]);
  await expect(main.getByRole('region', { name: 'Unread tickets' })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Jobs on hold' })).toHaveCount(0);
});
