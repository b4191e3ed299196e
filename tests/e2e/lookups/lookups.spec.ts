/**
 * Issue 14 point 8 on screen: the option lists of the job and security screens are the shared lookups' answers
 * (Shared/Customers, Shared/Location, Shared/Subsidiaries, Shared/UserByDepartment), read by the test over HTTP
 * with the same session and compared with what the lists offer. Nothing is saved.
 */
import { expect, test, type Page } from '../support/fixtures';
import { DEMO, selectOptions, ShellPage } from '../pages/ShellPage';
import { LoginPage } from '../pages/LoginPage';
import { ManualJobsPage } from '../pages/ManualJobsPage';
import { USERS_PATH, UsersPage } from '../pages/SecurityAdminPage';
import { JobDetailsPage } from '../pages/JobDetailsPage';
import { A1, type LookupCustomer, type LookupLocation, type LookupUser, type Subsidiary } from '@a1/shared';

const optionTexts = (page: Page) => selectOptions(page).allInnerTexts();

/** GETs an A1 call with the page's own session (what the screens send). */
async function lookup<T>(page: Page, path: string): Promise<T> {
  const session = JSON.parse((await new LoginPage(page).session('a1.session'))!);
  const answer = await page.request.get(path, {
    headers: {
      authorization: `Basic ${Buffer.from(`${session.apiUserName}:${session.apiPassword}`).toString('base64')}`,
      'x-a1-api-key': session.apiKey,
    },
  });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  const key = Object.keys(body).find((k) => k !== 'responseStatus')!;
  return body[key] as T;
}

test('issue 14 point 8: as an operations user, a manual job offers the customers and locations of the shared lookups', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  const customers = await lookup<LookupCustomer[]>(page, A1.lookupCustomers.path);
  const locations = await lookup<LookupLocation[]>(page, A1.lookupLocations.path);
  expect(customers.length).toBeGreaterThan(1);
  expect(locations.length).toBeGreaterThan(1);

  const form = await (await ManualJobsPage.open(page)).newJob();
  await form.select('Customer').click();
  await expect.poll(() => optionTexts(page)).toEqual(customers.map((c) => c.customerName));
  await page.keyboard.press('Escape');
  await form.select('Office').click();
  await expect.poll(() => optionTexts(page)).toEqual(locations.map((l) => l.locationName));
  await page.keyboard.press('Escape');
  await form.button('Cancel').click();
});

test('issue 14 point 8: as an administrator, the user dialog offers the shared subsidiaries, and a held job the people of the hold departments', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.admin);
  const subsidiaries = await lookup<Subsidiary[]>(page, A1.lookupSubsidiaries.path);
  expect(subsidiaries.length).toBeGreaterThan(1);

  await shell.goto(USERS_PATH);
  const users = new UsersPage(page);
  await expect(users.grid.bodyRows.first()).toBeVisible();
  await users.grid.button('New').click();
  const dialog = users.dialog('New User');
  await dialog.select('Subsidiary').click();
  await expect.poll(() => optionTexts(page)).toEqual(subsidiaries.map((s) => s.subsidiaryName));
  await page.keyboard.press('Escape');
  await dialog.button('Cancel').click();

  // The hold assignment offers everyone the UserByDepartment lookup answers for the hold departments (Operations,
  // Customer Service), but the person working the hold now.
  const job = await JobDetailsPage.open(page, 'J0240012');
  const worker = (await job.worker.textContent())!.replace('Worked by ', '');
  await job.assignToSelect.click();
  await expect(selectOptions(page).first()).toBeVisible();
  const offered = (await optionTexts(page)).map((text) => text.replace(/ \([^)]*\)$/, ''));
  const people = new Set<string>();
  for (const department of ['Operations', 'Customer Service'])
    for (const user of await lookup<LookupUser[]>(
      page,
      `${A1.lookupUserByDepartment.path}?departmentName=${encodeURIComponent(department)}`,
    ))
      people.add(user.fullName);
  expect(people.size).toBeGreaterThan(1);
  expect(new Set([...offered, worker])).toEqual(people);
  expect(offered).not.toContain(worker);
  await page.keyboard.press('Escape');
});
