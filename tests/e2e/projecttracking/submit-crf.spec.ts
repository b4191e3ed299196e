/**
 * Submit CRF from the user menu (shell §2 User menu; spec 2 §6): only internal users have it; a USA business
 * analyst's CRF starts without a process owner.
 */
import { expect, test } from '../support/fixtures';
import { DEMO, ShellPage } from '../pages/ShellPage';
import { CrfPage } from '../pages/CrfPage';

test.describe.configure({ timeout: 120_000 });

test('S-94: an external user has no Submit CRF in the user menu; a USA analyst’s CRF starts with no process owner', async ({
  browser,
}) => {
  const external = await ShellPage.as(browser, DEMO.external);
  expect(await external.userMenuItems()).not.toContain('Submit CRF');
  await external.page.context().close();

  const analyst = await ShellPage.as(browser, DEMO.crf);
  const dialog = await new CrfPage(analyst.page).openSubmitCrf();
  await expect(dialog.featureName).toBeVisible();
  await expect(dialog.combobox('Process Owner')).toHaveText(/^[\s\u200b]*$/);
  await dialog.button('Cancel').click();
  await expect(dialog.root).toHaveCount(0);
  await analyst.page.context().close();
});
