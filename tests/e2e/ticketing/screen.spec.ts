/**
 * The ticket screen (spec 3 §2, §4) as the IT demo user (it.developer@a1demo.com, IT, USA) in Chromium against the
 * real server and the demo seed: the route, tabs, quick filters with counts and their memory, the grid's columns and
 * default column filters, the grouping tabs and the Project view's columns.
 */
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../pages/ShellPage';
import { IT_USER, TicketsPage } from '../pages/TicketsPage';
import { expectEvery } from '../../support/expect-every';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let shell: ShellPage;
let tickets: TicketsPage;

test.beforeAll(async ({ browser }) => {
  shell = await ShellPage.as(browser, IT_USER);
});
test.afterAll(async () => {
  await shell.page.context().close();
});

test('T-3 T-12 T-14: the Tickets route shows the ticket grid with the six tabs and the Auto-Refresh switch', async () => {
  tickets = await TicketsPage.open(shell.page);
  await expect(tickets.heading).toHaveText('Tickets');
  await expect(tickets.grid.table).toBeVisible();
  await expect(tickets.screenTabs.getByRole('tab')).toHaveText([
    'Tickets',
    'By Module',
    'By Requester',
    'By Department',
    'By Assigned',
    'By Project',
  ]);
  const auto = tickets.screen.getByRole('switch', { name: 'Auto-Refresh (every 30s)' });
  await expect(auto).toBeVisible();
  // T-134 is the rule's; the switch starts off here as well.
  await expect(auto).not.toBeChecked();
});

test('T-78: the grid columns in the spec order', async () => {
  const headers = await tickets.grid.headers();
  expect(headers.slice(0, 25)).toEqual([
    'Ticket',
    'Title',
    'Type',
    'Main Module',
    'Sub Module',
    'Requester',
    'Department',
    'Assigned',
    'Lane',
    'Latest Comment',
    'Sticker',
    'Priority',
    'Sort Priority',
    'Points',
    'Project',
    'Initiative',
    'Feature',
    'Feature Sticker',
    'Sprint',
    'End Date',
    'Updated By',
    'Updated On',
    'Created On',
    'Agent Group',
    'Feature Comment',
  ]);
});

test('T-75 T-125 T-126 T-127: three quick-filter rows with counts; row 3 for IT', async () => {
  const row1 = tickets.quickRow(1).getByRole('button');
  const names = await row1.evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
  const labels = names.map((n) => n.replace(/ \d+$/, ''));
  const lanes = [
    'Inbox',
    'Next',
    'In Progress',
    'Blocked',
    'UAT Review',
    'Pending UAT Deployment',
    'Production Review',
    'Pending Production Deployment',
    'Done',
  ];
  expect(labels.filter((l) => l !== 'Unread')).toEqual(['All', ...lanes]);
  await expect(tickets.quickRow(2).getByRole('button')).toHaveCount(4);
  const row2 = await tickets
    .quickRow(2)
    .getByRole('button')
    .evaluateAll((b) => b.map((x) => x.textContent));
  expect(row2.map((n) => n?.replace(/ \d+$/, ''))).toEqual(['High', 'Medium', 'Low', 'Severe']);
  const row3 = await tickets
    .quickRow(3)
    .getByRole('button')
    .evaluateAll((b) => b.map((x) => x.textContent));
  expect(row3.map((n) => n?.replace(/ \d+$/, ''))).toEqual([
    'Me',
    'No Agent',
    'Developers',
    'Business Analysts',
    'Support',
    'Past Employees',
    'No Sprint',
  ]);
  // Counts: the lanes add up to All; a lane's count is the rows the grid shows for it.
  const all = await tickets.quickCount('All');
  expect(all).toBeGreaterThan(1000);
  let sum = 0;
  for (const lane of lanes) sum += await tickets.quickCount(lane);
  expect(sum).toBe(all);
  const blocked = await tickets.quickCount('Blocked');
  await tickets.quickFilter('Blocked').click();
  await expect(tickets.quickFilter('Blocked')).toHaveAttribute('aria-pressed', 'true');
  // The Department column starts on the user's department: clear the grid's chips to see every Blocked ticket.
  await tickets.grid.root.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(tickets.grid.rowCount).toHaveText(`${blocked.toLocaleString('en-US')} rows`);
  expect(new Set(await tickets.grid.columnTexts('Lane'))).toEqual(new Set(['Blocked']));
});

test('T-128: the quick-filter choice is remembered per user in session storage', async () => {
  const stored = await shell.page.evaluate(() =>
    Object.entries(sessionStorage).filter(([k]) => k.startsWith('a1.tickets.quickFilter.')),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0][1]).toBe('lane:Blocked');
  await shell.page.reload();
  tickets = await TicketsPage.open(shell.page);
  await expect(tickets.quickFilter('Blocked')).toHaveAttribute('aria-pressed', 'true');
  await tickets.quickFilter('All').click();
});

test('T-81 T-130: the Department and Lane filters start on the user department and Next, In Progress', async () => {
  // Back on All (the previous test), the grid starts again with its default column filters.
  await expect(tickets.grid.chip('Department (1)')).toBeVisible();
  await expect(tickets.grid.chip('Lane (2)')).toBeVisible();
  await expect.poll(async () => [...new Set(await tickets.grid.columnTexts('Department'))]).toEqual(['IT']);
  const lanes = new Set(await tickets.grid.columnTexts('Lane'));
  expect(lanes.size).toBeGreaterThan(0);
  expectEvery([...lanes], (l) => l === 'Next' || l === 'In Progress');
});

test('T-13 T-79: the grouping tabs group the grid; the Project view adds Feature Status and Feature Phase', async () => {
  await tickets.screenTabs.getByRole('tab', { name: 'By Module' }).click();
  const groups = shell.page.getByTestId('ticket-groups');
  await expect(groups.getByRole('button').first()).toHaveText(/^All groups \(\d+\)$/);
  expect(await groups.getByRole('button').count()).toBeGreaterThan(2);
  const second = groups.getByRole('button').nth(1);
  const module = ((await second.textContent()) ?? '').replace(/ \(\d+\)$/, '');
  await second.click();
  await tickets.grid.root.getByRole('button', { name: 'Clear all filters' }).click();
  expect(new Set(await tickets.grid.columnTexts('Main Module'))).toEqual(new Set([module]));
  await tickets.screenTabs.getByRole('tab', { name: 'By Project' }).click();
  // The Project view's grid keeps its own settings (grid id tickets-project).
  const project = new TicketsPage(shell.page, 'tickets-project');
  await expect(project.grid.table).toBeVisible();
  const headers = await project.grid.headers();
  expect(headers).toContain('Feature Status');
  expect(headers).toContain('Feature Phase');
  await tickets.screenTabs.getByRole('tab', { name: 'Tickets' }).click();
  expect(await tickets.grid.headers()).not.toContain('Feature Status');
});
