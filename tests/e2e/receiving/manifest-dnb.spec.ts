/**
 * A DNB manifest at the dock (operations/receiving, spec 3 §7 Receiving, issue 26 point 5), as the operations
 * manager: the seeded MR-DEMO-003 (15 packages, DNB) gets its DNB job once however often asked (the job receives the
 * manifest's packages), the job is closed without billing (DNB Job Closed) and re-opened, and a comment is added to
 * the manifest. No daemon: this runs with the other browser tests, not in the solo project.
 */
import { expect, test } from '../support/reset-database';
import { DEMO } from '../pages/ShellPage';
import { ReceivingDashboard } from '../pages/ReceivingPage';
import { signInAs } from '../support/signed-in';

test('T-279 T-280 T-281 T-278: a DNB manifest gets its DNB job once however often asked, closed and re-opened; a comment is added', async ({
  page,
  resetDatabase,
}) => {
  void resetDatabase;
  await signInAs(page, DEMO.ops);
  const dashboard = new ReceivingDashboard(page);
  await dashboard.goto();
  const isDnb = page.waitForResponse((r) => r.url().includes('/Receiving/IsDNBManifest?manifestId='));
  const manifest = await dashboard.openManifest('MR-DEMO-003');
  await expect(manifest.heading).toBeVisible();
  expect((await isDnb).status()).toBe(200);
  const section = manifest.section('DNB job');
  await expect(section.getByText('No DNB job yet.')).toBeVisible();
  const jobs = section.getByRole('list', { name: 'DNB jobs' }).getByRole('listitem');

  // Asked twice: one job, the same one, holding the manifest's 15 packages.
  for (let time = 0; time < 2; time++) {
    const created = page.waitForResponse((r) => r.url().endsWith('/Receiving/CreateDNBJobs'));
    await section.getByRole('button', { name: 'Create the DNB job' }).click();
    expect((await created).status()).toBe(200);
    await expect(jobs).toHaveCount(1);
  }
  const number = (await jobs.first().getByRole('link').innerText()).trim();
  expect(number).toMatch(/^DNB\d{7}$/);
  await expect(jobs.first()).toContainText('Received · 15 ·');
  await expect(page.getByText(`DNB job ${number}.`)).toBeVisible();

  // Closed without billing, along the transition table; then re-opened.
  await section.getByRole('button', { name: 'Close the DNB job' }).click();
  await expect(jobs.first()).toContainText('DNB Job Closed · 15 ·');
  await expect(page.getByText('DNB job closed.')).toBeVisible();
  await section.getByRole('button', { name: 'Re-open the DNB job' }).click();
  await expect(jobs.first()).toContainText('Processing · 15 ·');
  await expect(jobs).toHaveCount(1);

  // A comment on the manifest (GET ManifestComment), newest first in its list.
  const comments = manifest.section('Comments');
  await comments.getByRole('textbox', { name: 'New comment' }).fill('Pallet wrap torn on arrival.');
  const commented = page.waitForResponse((r) => r.url().includes('/Receiving/ManifestComment?'));
  await comments.getByRole('button', { name: 'Add comment' }).click();
  expect((await commented).status()).toBe(200);
  await expect(comments.getByRole('list', { name: 'Comments' }).getByRole('listitem').first()).toContainText(
    'Pallet wrap torn on arrival.',
  );
  await expect(comments.getByRole('textbox', { name: 'New comment' })).toHaveValue('');
});
