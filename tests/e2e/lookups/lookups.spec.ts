/**
 * Issue 14 point 8 on screen: the option lists of the job and security screens are the shared lookups' answers
 * (Shared/Customers, Shared/Location, Shared/Subsidiaries, Shared/UserByDepartment), read by the test over HTTP
 * with the same session and compared with what the lists offer. Nothing is saved.
 */
import { expect, test, type Page } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { LoginPage } from '../pages/LoginPage';
import { GridPage } from '../pages/GridPage';
import { A1, type LookupCustomer, type LookupLocation, type LookupUser, type Subsidiary } from '@a1/shared';

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

/** The texts of the open list box's options. */
const optionTexts = (page: Page) => page.getByRole('listbox').getByRole('option').allInnerTexts();

test('issue 14 point 8: as an operations user, a manual job offers the customers and locations of the shared lookups', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.ops);
  const customers = await lookup<LookupCustomer[]>(page, A1.lookupCustomers.path);
  const locations = await lookup<LookupLocation[]>(page, A1.lookupLocations.path);
  expect(customers.length).toBeGreaterThan(1);
  expect(locations.length).toBeGreaterThan(1);

  await shell.goto('/operation/admin/job-dashboard');
  await page.getByRole('button', { name: 'Manual Jobs' }).click();
  await page.getByRole('dialog', { name: 'Manual Jobs' }).getByRole('button', { name: 'New Manual Job' }).click();
  const form = page.getByRole('dialog', { name: 'New Manual Job' });
  await form.getByRole('combobox', { name: 'Customer' }).click();
  await expect.poll(() => optionTexts(page)).toEqual(customers.map((c) => c.customerName));
  await page.keyboard.press('Escape');
  await form.getByRole('combobox', { name: 'Office' }).click();
  await expect.poll(() => optionTexts(page)).toEqual(locations.map((l) => l.locationName));
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Cancel' }).click();
});

test('issue 14 point 8: as an administrator, the user dialog offers the shared subsidiaries, and a held job the people of the hold departments', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.signIn(DEMO.admin);
  const subsidiaries = await lookup<Subsidiary[]>(page, A1.lookupSubsidiaries.path);
  expect(subsidiaries.length).toBeGreaterThan(1);

  await shell.goto('/security/users');
  const grid = new GridPage(page, 'security-users');
  await expect(grid.bodyRows.first()).toBeVisible();
  await grid.button('New').click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await dialog.getByRole('combobox', { name: 'Subsidiary' }).click();
  await expect.poll(() => optionTexts(page)).toEqual(subsidiaries.map((s) => s.subsidiaryName));
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The hold assignment offers everyone the UserByDepartment lookup answers for the hold departments (Operations,
  // Customer Service), but the person working the hold now.
  await page.goto('/#/volume/job-dashboard/details?number=J0240012');
  const hold = page.getByRole('region', { name: 'On hold' });
  const worker = (await hold.getByText(/^Worked by /).textContent())!.replace('Worked by ', '');
  await hold.getByRole('combobox', { name: 'Give the hold to' }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
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
