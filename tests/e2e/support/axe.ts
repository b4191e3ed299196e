/**
 * Accessibility checks of the e2e suite (issue 11 point 8): axe-core with the WCAG 2.1 A and AA rules, failing on every
 * serious or critical violation.
 *
 * `expectNoSeriousA11yViolations(page)` checks one state explicitly. `A11yWatch.watch(context)` (used by the fixtures of
 * ./fixtures.ts) checks every screen and dialog a test opens without calls in the specs: a script in each page marks
 * the document whenever its "view" changes (the route, the second-level headings that tell the login steps apart, the
 * open dialogs, menus and popovers, whether something is still loading), and a Playwright locator handler on that mark
 * runs before the test's next action or assertion, lets animations and spinners settle, and scans the view unless this
 * run has scanned it, in any worker (overlays over a screen already scanned are scanned alone).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * WCAG 2.1 success criteria axe checks only in rules it calls experimental, which tags alone do not run:
 * 2.5.3 Label in Name (a control's accessible name contains its visible text).
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
/** How many options of each listbox a scan checks (see analyze). */
const LIST_SAMPLE = 20;
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const PENDING = 'data-a1-a11y-pending';
const SCOPE = 'data-a1-a11y-scope';
const LOADING = ' (loading)';

/**
 * Axe's source, injected only into documents that do not have it yet (AxeBuilder injects it on every run, twice into
 * the main frame).
 */
const require = createRequire(import.meta.url);
const axeSource = `if (!window.axe) {\n${createRequire(require.resolve('@axe-core/playwright'))('axe-core').source}\n}`;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

export interface A11yFinding {
  /** The view's key (route, dialogs, headings) or the explicit check's context. */
  view: string;
  violations: Violation[];
}

/** One line per violation and one per node: rule id, impact, help and the node's selector and failure summary. */
export function formatA11yFindings(findings: A11yFinding[]): string {
  return findings
    .map(({ view, violations }) =>
      [
        `${view}:`,
        ...violations.flatMap((v) => [
          `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
          ...v.nodes.map(
            (n) =>
              `    ${n.target.join(' ')}  ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
          ),
        ]),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * In-page script (every document of a watched context): `window.__a1A11y.key()` names the current view, and the
 * `data-a1-a11y-pending` attribute of <html> is set whenever that name differs from the last one scanned.
 */
function installViewTracker({
  pendingAttribute,
  scopeAttribute,
  loading,
}: {
  pendingAttribute: string;
  scopeAttribute: string;
  loading: string;
}) {
  const w = window as any;
  if (w !== w.top || w.__a1A11y) return;
  // Axe needs real timers; a test's page.clock replaces them later, so keep the originals.
  const timers = { setTimeout: w.setTimeout, clearTimeout: w.clearTimeout };
  const visible = (e: Element) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
  };
  const text = (e: Element | null | undefined) =>
    (e?.textContent ?? '').replace(/\s+/g, ' ').replace(/\d+/g, '#').trim().slice(0, 60);
  const nameOf = (e: Element) => {
    const labelledBy = e.getAttribute('aria-labelledby');
    const byId = labelledBy
      ?.split(/\s+/)
      .map((id) => text(document.getElementById(id)))
      .join(' ');
    return e.getAttribute('aria-label') || byId || text(e.querySelector('h1, h2, h3'));
  };
  // Dialogs, menus and the popovers (dropdown lists, date ranges, the locale settings) that float over a screen.
  const overlays = '[role="dialog"], [role="alertdialog"], [role="menu"], .MuiPopover-paper';
  const busy = '.MuiCircularProgress-root, .MuiLinearProgress-root, .MuiSkeleton-root, [aria-busy="true"]';
  const fields = 'input, textarea, select, [role="combobox"], [role="grid"], table, [role="tab"]';
  /**
   * What an overlay is, for the key: a dialog with fields, grids or tabs by its role and name (digits and what follows
   * a colon dropped: "Ticket 5001 Status: Submitted" and "Ticket 12 Status: Awaiting" are one view); a popover, a menu
   * or a message dialog (no fields) by its structure alone, whatever screen or list opened it: every select's list
   * and every "Are you sure?" is the same component, whose markup a scan checks, with other words in it.
   */
  const describe = (o: Element): { label: string; generic: boolean } => {
    const role = o.getAttribute('role') ?? 'popover';
    if (role === 'dialog' && o.querySelector(fields)) {
      const name = nameOf(o).replace(/\d+/g, '#').replace(/:.*$/, '').trim();
      return { label: `dialog "${name}"`, generic: false };
    }
    const roles = new Set(Array.from(o.querySelectorAll('[role]')).map((e) => e.getAttribute('role')));
    const shape = Array.from(roles).sort().join(' ');
    return { label: `${role} (${shape || 'no roles'})`, generic: true };
  };
  /** The screen (route, headings), the open overlays (innermost ones) and the view's key. */
  const view = () => {
    // Ids in the route (ticket/5001, job/J0240019) do not make another view.
    const parts = [(location.pathname + location.hash.replace(/\?.*$/, '')).replace(/\/[^/]*\d[^/]*/g, '/#')];
    // Second-level headings tell apart the views of one route (the login steps); the first level often names the user.
    const headings = Array.from(document.querySelectorAll('h2')).filter((h) => !h.closest(overlays) && visible(h));
    if (headings.length) parts.push(headings.map(text).join(' / '));
    const screen = parts.join(' | ');
    const open = Array.from(document.querySelectorAll(overlays)).filter(
      (o) => visible(o) && !o.querySelector(overlays),
    );
    // The topmost overlay makes the view (the ones under it were scanned when they opened): the last portal in the DOM.
    const top = open.at(-1);
    const overlay = top && describe(top);
    const key = overlay ? (overlay.generic ? overlay.label : `${screen} | ${overlay.label}`) : screen;
    const busyNow = Array.from(document.querySelectorAll(busy)).some(visible);
    return { screen, open: top ? [top] : [], key: key + (busyNow ? loading : '') };
  };
  const key = () => view().key;
  let scanned: string | null = null;
  let hiddenRoot: { visibility: string } | undefined;
  let mutations = 0;
  const check = () => {
    if (document.documentElement.hasAttribute(pendingAttribute)) return;
    if (!document.body || !document.getElementById('root')?.firstElementChild) return;
    if (key() !== scanned) document.documentElement.setAttribute(pendingAttribute, '');
  };
  w.__a1A11y = {
    key,
    timers,
    /** How many batches of DOM changes there have been (settle waits until this stops moving). */
    mutations: () => mutations,
    /** The screen behind the overlays, and how many overlays are open. */
    screen() {
      const { screen, open } = view();
      return { screen, overlays: open.length };
    },
    /**
     * Marks (or unmarks) what a scan of the open overlays alone covers: each overlay's portal (a child of <body>, with
     * its backdrop), or the overlay itself when it sits in the app's root. Returns how many are marked.
     * While marked, the screen behind portalled overlays is also hidden (visibility, so nothing moves or loses its
     * scroll position; not when it holds the focus): axe's colour checks map every visible element of the document,
     * which on a grid screen costs more than the overlay's own checks.
     */
    scope(on: boolean) {
      for (const e of Array.from(document.querySelectorAll(`[${scopeAttribute}]`))) e.removeAttribute(scopeAttribute);
      const root = document.getElementById('root');
      if (hiddenRoot && root) root.style.visibility = hiddenRoot.visibility;
      hiddenRoot = undefined;
      if (!on) return 0;
      const roots = view().open.map((o) => {
        const portal = o.closest('body > *');
        return portal && portal.id !== 'root' ? portal : o;
      });
      for (const r of roots) r.setAttribute(scopeAttribute, '');
      if (root && !roots.some((r) => root.contains(r)) && !root.contains(document.activeElement)) {
        hiddenRoot = { visibility: root.style.visibility };
        root.style.visibility = 'hidden';
      }
      return roots.length;
    },
    /** Remembers the view as scanned and clears the mark (set again at once if the view already moved on). */
    done(k: string) {
      scanned = k;
      document.documentElement.removeAttribute(pendingAttribute);
      check();
    },
  };
  const start = () => {
    new MutationObserver(() => {
      mutations++;
      check();
    }).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role', 'aria-hidden', 'aria-busy', 'style', 'class', 'open'],
    });
    addEventListener('hashchange', check);
    addEventListener('popstate', check);
    check();
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

const debug = process.env.A1_A11Y_DEBUG === '1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits (at most `ms`) until, twice in a row, the DOM did not change, no finite animation or transition runs and
 * nothing shows a spinner. (A list that renders its options in batches keeps the page busy: axe then takes many times
 * longer.)
 */
async function settle(page: Page, ms = 1_500) {
  const deadline = Date.now() + ms;
  let quiet = 0;
  let mutations = -1;
  while (Date.now() < deadline && quiet < 2) {
    const { still, changes } = await page.evaluate(() => {
      // Transitions (a dialog fading in) change colours; spinners run forever and button ripples change nothing axe reads.
      const moving = document.getAnimations().some((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        return (
          a.playState === 'running' &&
          Number.isFinite(a.effect?.getComputedTiming().endTime ?? 0) &&
          !target?.closest('.MuiTouchRipple-root')
        );
      });
      const busy = Array.from(
        document.querySelectorAll(
          '.MuiCircularProgress-root, .MuiLinearProgress-root, .MuiSkeleton-root, [aria-busy="true"]',
        ),
      ).some((e) => e.getBoundingClientRect().width > 0);
      return { still: moving || busy, changes: ((window as any).__a1A11y?.mutations() as number | undefined) ?? 0 };
    });
    quiet = still || changes !== mutations ? 0 : quiet + 1;
    mutations = changes;
    if (quiet < 2) await sleep(50);
  }
  // Whatever kept the page busy (a spinner past the deadline), a fade still running would be scanned mid-way (a toast
  // at half opacity reads at 3.9:1): let the finite ones end, for at most 1 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? 0))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      // The real setTimeout: a paused page.clock would otherwise hold this wait forever.
      new Promise((resolve) =>
        ((window as any).__a1A11y?.timers?.setTimeout ?? setTimeout).call(window, resolve, 1_000),
      ),
    ]),
  );
}

/** Runs axe on the page as it is (with real timers even when the test installed page.clock); serious and critical only. */
async function analyze(page: Page, include?: string): Promise<Violation[]> {
  await page.evaluate(
    ({ sample }) => {
      const w = window as any;
      // Axe resolves its rules with setTimeout: under a page.clock that is paused it would never finish.
      const real = w.__a1A11y?.timers ?? { setTimeout: w.setTimeout, clearTimeout: w.clearTimeout };
      w.__a1A11yFake = { setTimeout: w.setTimeout, clearTimeout: w.clearTimeout };
      w.setTimeout = real.setTimeout;
      w.clearTimeout = real.clearTimeout;
      // A long list's options come from one template: the first ones stand for the rest, which a style sheet hides
      // from axe while it runs (visibility, so nothing moves or scrolls), those a list adds meanwhile too. Axe's time
      // grows with the elements it checks: a 2,000-value filter list otherwise takes several times longer, all of it
      // inside the test's next assertion. Exclusion by selector does not help (axe compares each element with each
      // excluded one).
      const style = document.createElement('style');
      style.setAttribute('data-a1-a11y', '');
      // A fade that starts during the scan (a toast closing on its timer) would be read half-way (a toast at half
      // opacity reads at 3.9:1): while axe runs, every transition jumps to its end.
      style.textContent =
        `[role="listbox"] > [role="option"]:nth-child(n+${sample + 1}) { visibility: hidden !important; }\n` +
        '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }';
      document.head.append(style);
    },
    { sample: LIST_SAMPLE },
  );
  try {
    // Legacy mode runs axe.run in the page itself; the default opens a blank page in the test's context per run, which
    // tests would see (context pages, 'page' events) and which costs about 400 ms. The app has no cross-origin frames.
    let builder = new AxeBuilder({ page, axeSource })
      // Details of the passing nodes are not needed: about a third less time.
      .options({ rules: EXTRA_RULES, resultTypes: ['violations'] })
      .withTags(A11Y_TAGS)
      .setLegacyMode(true);
    if (include) builder = builder.include(include);
    const results = await builder.analyze();
    return results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  } finally {
    await page.evaluate(() => {
      const w = window as any;
      if (!w.__a1A11yFake) return; // a new document
      w.setTimeout = w.__a1A11yFake.setTimeout;
      w.clearTimeout = w.__a1A11yFake.clearTimeout;
      document.querySelector('style[data-a1-a11y]')?.remove();
      delete w.__a1A11yFake;
    });
  }
}

/**
 * Fails listing every serious or critical WCAG 2.1 A/AA violation of the page (or of the `include` selector), once
 * its animations and spinners have settled. `context` names the state in the message.
 */
export async function expectNoSeriousA11yViolations(page: Page, context?: string, include?: string): Promise<void> {
  await settle(page);
  const violations = await analyze(page, include);
  if (violations.length) {
    const view = context ?? page.url();
    throw new Error(`Serious or critical accessibility violations\n${formatA11yFindings([{ view, violations }])}`);
  }
}

/**
 * The views this run has scanned, in every worker: each worker's own set plus a file in the run's folder
 * (A1_E2E_RUN_DIR, playwright.config.ts) that every worker appends to, so a view the other worker already scanned
 * is not scanned again (a scan costs about 1.6 s of the two cores; about a quarter of the suite's time went to them).
 * Two workers reaching a new view at the same moment both scan it, which is harmless.
 */
class ScannedViews {
  private readonly own = new Set<string>();
  private readonly file = process.env.A1_E2E_RUN_DIR
    ? path.join(process.env.A1_E2E_RUN_DIR, 'a11y-scanned-views.txt')
    : undefined;

  has(key: string): boolean {
    if (this.own.has(key)) return true;
    if (!this.file) return false;
    let shared: string[];
    try {
      shared = readFileSync(this.file, 'utf8').split('\n');
    } catch {
      return false; // no view scanned yet in this run
    }
    for (const k of shared) if (k) this.own.add(k);
    return this.own.has(key);
  }

  add(key: string): void {
    this.own.add(key);
    // One line per view: the keys hold no line breaks (the in-page tracker collapses white space).
    if (this.file) appendFileSync(this.file, `${key.replace(/\n/g, ' ')}\n`);
  }
}

/** What the automatic checks of one worker have seen and found. */
export class A11yWatch {
  readonly scanned = new ScannedViews();
  findings: A11yFinding[] = [];
  /** Wall-clock milliseconds spent settling and scanning (the cost of the automatic checks). */
  spentMs = 0;
  scans = 0;
  private readonly pages = new WeakSet<Page>();
  private readonly contexts = new Set<BrowserContext>();
  /** The test's assertions (expect calls) under way. */
  private readonly assertions = new Set<object>();

  constructor(private readonly appOrigin: string) {}

  /**
   * Follows the test's assertions, so that no scan runs inside one: a locator handler's time counts against the
   * assertion's timeout (20 s), and on a busy machine a scan can take that long. A view that appears while an
   * assertion waits is scanned before the test's next action instead (a locator action, a key or mouse press), or at
   * the test's end. Playwright offers no public hook for this: its client instrumentation is used when present;
   * without it, scans run in assertions too.
   */
  followAssertions(playwright: unknown): () => void {
    const instrumentation = (playwright as any)?._instrumentation;
    if (typeof instrumentation?.addListener !== 'function') return () => undefined;
    const listener = {
      onApiCallBegin: (call: object, channel?: { type?: string; method?: string }) => {
        if (channel?.type === 'Frame' && channel.method === 'expect') this.assertions.add(call);
      },
      onApiCallEnd: (call: object) => void this.assertions.delete(call),
    };
    instrumentation.addListener(listener);
    return () => instrumentation.removeListener(listener);
  }

  /** Checks every page of the context (those opened later too) from now on. */
  async watch(context: BrowserContext) {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    context.on('close', () => this.contexts.delete(context));
    await context.addInitScript(installViewTracker, {
      pendingAttribute: PENDING,
      scopeAttribute: SCOPE,
      loading: LOADING,
    });
    context.on('page', (page) => void this.watchPage(page));
    for (const page of context.pages()) await this.watchPage(page);
  }

  private async watchPage(page: Page) {
    if (this.pages.has(page)) return;
    this.pages.add(page);
    await page
      .addLocatorHandler(page.locator(`html[${PENDING}]`), () => this.check(page), { noWaitAfter: true })
      .catch(() => undefined);
    // Keys and the mouse act without the actionability checks that run locator handlers (Escape closes a dialog).
    const before =
      <A extends unknown[], R>(act: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        await this.checkIfPending(page);
        return act(...args);
      };
    const { keyboard, mouse } = page;
    keyboard.press = before(keyboard.press.bind(keyboard));
    keyboard.type = before(keyboard.type.bind(keyboard));
    keyboard.down = before(keyboard.down.bind(keyboard));
    keyboard.insertText = before(keyboard.insertText.bind(keyboard));
    mouse.click = before(mouse.click.bind(mouse));
    mouse.dblclick = before(mouse.dblclick.bind(mouse));
    mouse.down = before(mouse.down.bind(mouse));
    mouse.wheel = before(mouse.wheel.bind(mouse));
  }

  private async checkIfPending(page: Page) {
    if (page.isClosed()) return;
    const pending = await page
      .evaluate((attr) => document.documentElement.hasAttribute(attr), PENDING)
      .catch(() => false);
    if (pending) await this.check(page);
  }

  /** Scans the page's current view unless already scanned; never throws (findings are reported by the fixture). */
  async check(page: Page) {
    // Inside an assertion: the view stays marked, for the next action.
    if (this.assertions.size) return;
    const started = Date.now();
    try {
      if (page.isClosed() || new URL(page.url()).origin !== this.appOrigin) return;
      const viewKey = () => page.evaluate(() => (window as any).__a1A11y?.key() as string | undefined);
      const known = (key: string) =>
        this.scanned.has(key) || (key.endsWith(LOADING) && this.scanned.has(key.slice(0, -LOADING.length)));
      let key = await viewKey();
      if (key === undefined) return;
      // A new view: let it settle first (it may then turn out to be a known one); a known view still loading is skipped.
      if (!known(key)) {
        await settle(page);
        key = (await viewKey())!;
      }
      if (!known(key)) {
        this.scanned.add(key);
        this.scans++;
        // Overlays over a screen already scanned: only they are new (the screen behind is inert), and a scan of a
        // dialog alone is several times quicker than one of the grid screen under it.
        const { screen, overlays } = await page.evaluate(() => (window as any).__a1A11y.screen());
        const scoped =
          overlays > 0 &&
          (this.scanned.has(screen) || this.scanned.has(screen + LOADING)) &&
          (await page.evaluate(() => (window as any).__a1A11y.scope(true))) > 0;
        const analyzed = Date.now();
        const violations = await analyze(page, scoped ? `[${SCOPE}]` : undefined).finally(
          () => scoped && page.evaluate(() => (window as any).__a1A11y.scope(false)),
        );
        if (debug) {
          const [total, axe] = [Date.now() - started, Date.now() - analyzed];
          console.log(`a11y scan${scoped ? ' (overlays)' : ''} ${total} ms (axe ${axe} ms): ${key}`);
        }
        if (violations.length) this.findings.push({ view: key, violations });
      }
      await page.evaluate((k) => (window as any).__a1A11y?.done(k), key);
    } catch (error) {
      // The page navigated or closed mid-scan: its next view is checked when the test acts on it again.
      if (debug) console.log(`a11y check interrupted: ${error}`);
    } finally {
      this.spentMs += Date.now() - started;
    }
  }

  /** The current state of every open page of the contexts (default: all watched ones), scanned if its view is new. */
  async checkOpenPages(contexts: Iterable<BrowserContext> = [...this.contexts]) {
    for (const context of contexts)
      for (const page of context.pages()) if (this.pages.has(page)) await this.checkIfPending(page);
  }
}
