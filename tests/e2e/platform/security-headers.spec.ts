/**
 * Issue 23 point 9 in Chromium against the real server: the document and the API answer with the security headers,
 * the app signs in and shows a grid under its Content-Security-Policy without a single violation, and a page of
 * another origin cannot frame the sign-in page.
 */
import { createServer, type Server } from 'node:http';
import { expect, test } from '../support/fixtures';
import { LoginPage } from '../pages/LoginPage';
import { ProjectGridPage } from '../pages/ProjectGridPage';
import { DEMO } from '../pages/ShellPage';

test.describe.configure({ timeout: 120_000 });

/** Written by hand from the issue (script-src 'self', frame-ancestors 'none', object-src 'none', …). */
const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

test('issue 23 point 9: the app signs in and shows a grid under a strict CSP without a violation', async ({
  browser,
}) => {
  const context = await browser.newContext();
  // Every violation the page sees, kept in the page for the test to read.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const loginDocument = await page.goto('/login');
  const headers = loginDocument!.headers();
  expect(headers).toMatchObject(COMMON);
  const csp = headers['content-security-policy'];
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ])
    expect(csp.split('; ')).toContain(directive);
  expect(csp).toMatch(/connect-src 'self' http:\/\/localhost:19090 http:\/\/127\.0\.0\.1:19090/);
  expect(csp).not.toContain('unsafe-eval');

  // Signs in (the sign-in answer carries credentials) and opens a grid screen.
  const signIn = page.waitForResponse((r) => r.url().includes('/Security/Authentication/AuthenticateLegacyLogin'));
  const grid = new ProjectGridPage(page, 'projects');
  await new LoginPage(page).signIn(DEMO.crf);
  const answer = await signIn;
  expect(answer.status()).toBe(200);
  expect(answer.headers()).toMatchObject({ ...COMMON, 'cache-control': 'no-store' });
  expect(answer.headers()['content-security-policy']).toBe(csp);
  await page.waitForURL(/#\/(?!login)/, { timeout: 60_000 });
  await grid.goto('/kanban/project/grid-view');

  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations).toEqual([]);
  await context.close();
});

test('issue 23 point 9: a page of another origin cannot frame the sign-in page', async ({ page, baseURL }) => {
  const framing: Server = createServer((_request, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><title>evil</title><iframe id="app" src="${baseURL}/login"></iframe>`),
  );
  await new Promise<void>((resolve) => framing.listen(0, '127.0.0.1', resolve));
  try {
    const port = (framing.address() as { port: number }).port;
    const refused = page.waitForEvent('console', (message) => message.text().includes("frame-ancestors 'none'"));
    await page.goto(`http://127.0.0.1:${port}/`);
    await refused;
    // The frame stays empty: no sign-in form in it.
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    expect(await frame!.locator('input').count()).toBe(0);
  } finally {
    framing.close();
  }
});
