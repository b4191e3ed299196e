// THROWAWAY (not committed): the board against mocked Aimban answers, to find runtime faults before the routes land.
import { expect, test } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { ProblemBoardPage } from '../pages/ProblemBoardPage';

const names = ['New', 'Investigating', 'Waiting for Customer', 'Waiting for Carrier', 'On Hold', 'Customs', 'Ready to Release', 'Closed'];
const lanes = names.map((name, i) => ({ laneId: i + 1, name, sortOrder: i, closing: name === 'Closed', onHold: name === 'On Hold' }));
const cards = Array.from({ length: 5000 }, (_, i) => ({
  packageIssueId: i + 1, packageId: i + 1, trackingNumber: `1Z${String(i + 1).padStart(8, '0')}`, customerId: 1, customer: `Customer ${i % 7}`,
  jobId: 5, jobNumber: 'J5', consigneeName: 'Ann', consigneeCountry: 'FR', laneId: (i % 7) + 1, rank: `a${String(i).padStart(5, '0')}`, version: 1,
  issueId: 1, issue: 'Lost', categoryId: 1, category: 'Carrier', issueLevelId: 1, issueLevel: 'High', agentId: null, agent: null,
  departmentId: null, department: null, salesAgentId: null, laneEnteredOn: new Date(Date.now() - i * 3600_000).toISOString(),
  createdOn: new Date().toISOString(), modifiedOn: null, modifiedBy: null, overAge: i % 5 === 0, archived: false, closedOn: null,
  isDangerousGoods: false, isDeniedParty: false,
}));
const ok = (data: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ responseStatus: { responseStatusCode: 200, responseStatusMessage: 'OK' }, data }) });

test('mock board', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/api/A1/Aimban/**', async (route) => {
    const url = new URL(route.request().url());
    const p = url.pathname.replace('/api/A1/Aimban/', '');
    const m = route.request().method();
    if (p === 'Lane') return route.fulfill(ok(lanes));
    if (p === 'Package') return route.fulfill(ok({ cards, total: cards.length, truncated: false, groupBy: 'lane', groups: [] }));
    if (p === 'Events') return route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': hi\n\n' });
    if (p === 'PackageIssue' && m === 'PUT') {
      const b = route.request().postDataJSON();
      const c = cards.find((x) => x.packageIssueId === b.packageIssueId)!;
      return route.fulfill(ok({ ...c, laneId: b.laneId, rank: 'Zzz', version: 2 }));
    }
    if (p === 'Filter') return route.fulfill(ok([]));
    if (p === 'PackageExtraInfo') return route.fulfill(ok({ card: cards[0], dangerousGoods: null, screening: null, duplicates: [], dimWeightKg: null }));
    if (['Comment', 'Attachment', 'ActivityLog', 'DefaultComment', 'Issue', 'Category', 'IssueLevel'].includes(p)) return route.fulfill(ok([]));
    if (p === 'AgentAndDepartment') return route.fulfill(ok({ agents: [], departments: [] }));
    if (p === 'isAdmin') return route.fulfill(ok(true));
    if (p === 'PackageData' || p === 'PreProcessData') return route.fulfill(ok(null));
    return route.fulfill(ok([]));
  });
  await new ShellPage(page).signIn(DEMO.admin);
  const board = new ProblemBoardPage(page);
  await board.goto();
  await expect(board.card('1Z00000001')).toBeVisible();
  const mounted = await page.getByTestId('problem-card').count();
  console.log('mounted cards', mounted);
  await page.screenshot({ path: '/tmp/board.png' });
  await board.dragRight('1Z00000001', ['Investigating', 'Waiting for Customer']);
  await expect(board.lane('Waiting for Customer').locator('[data-tracking="1Z00000001"]')).toBeVisible();
  await page.screenshot({ path: '/tmp/board2.png' });
  await board.handle('1Z00000001').press('Enter');
  await expect(board.dialog).toBeVisible();
  await page.screenshot({ path: '/tmp/dialog.png' });
  console.log(errors.join('\n'));
});
