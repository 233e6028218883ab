import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from '@playwright/test';

// Shared set-up of every journey: a console guard, an accessibility check (axe), a screenshot
// helper, and the small steps (make an account, log in, open the menus) that journeys repeat.

export { expect };

export type SignupRole = 'user' | 'owner';
export type LoginRole = 'user' | 'owner' | 'admin';

export interface Account {
  fullname: string;
  email: string;
  password: string;
  mobilenumber: string;
  role: SignupRole;
}

/** The labels of the role radios on /login and /signup. */
export const ROLE_LABEL: Record<LoginRole, string> = {
  user: 'User',
  owner: 'Owner',
  admin: 'Admin',
};

/** Tailwind's `md` breakpoint: below it the navigation links live behind the hamburger. */
const MD_BREAKPOINT = 768;

/**
 * The one console error a journey may cause on purpose: Chromium's own line for a 4xx answer of
 * OUR API (a wrong password's 401, /me answering 401 after the session died). Anything else, a
 * 4xx of a page or an asset, any 5xx, any error the app logs itself, fails the test.
 */
const EXPECTED_API_4XX = /^Failed to load resource: the server responded with a status of 4\d\d\b/;
/**
 * Chromium's line for a request of OUR API made while a journey has set the browser offline
 * (the installable app's journey, docs/decisions/060): the app then says it is offline.
 */
const EXPECTED_OFFLINE = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;

function isAllowedConsoleError(message: ConsoleMessage, apiPrefix: string): boolean {
  const text = message.text();
  return (
    (EXPECTED_API_4XX.test(text) || EXPECTED_OFFLINE.test(text)) &&
    message.location().url.startsWith(apiPrefix)
  );
}

/** WCAG 2.0 A and AA rules; a violation of serious or critical impact fails the journey. */
const AXE_TAGS = ['wcag2a', 'wcag2aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** axe-core's script, put into a page once per document (see axeViolations). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe run in the page itself. Its 500 KB script is evaluated once per document rather than before
 * every check, and only violations carry their elements back, not every passing node: a journey
 * checks a client-side app several times in one document, and the two cost about as much as the
 * check itself (docs/decisions/042).
 */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return results.violations;
  }, AXE_TAGS);
}

/**
 * axe's serious and critical violations on the page as it is now, one readable line per rule
 * with the elements (CSS selectors) and what is wrong with the first of them.
 */
export async function seriousA11yViolations(page: Page, where: string): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 6).map((node) => node.target.join(' '));
      const more =
        violation.nodes.length > nodes.length
          ? ` and ${violation.nodes.length - nodes.length} more`
          : '';
      const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
      return `[${where}] ${violation.id} (${violation.impact}): ${violation.help}\n    at ${nodes.join(' | ')}${more}\n    ${why}`;
    });
}

/** Waits (briefly) for finite animations to end, so a picture or a check sees the settled screen. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const endless = animation.effect?.getComputedTiming().endTime === Infinity;
          const countdown = target instanceof Element && target.matches('[role="progressbar"]');
          return animation.playState !== 'running' || endless || countdown;
        }),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

interface A11yChecks {
  /** Runs axe on this page now; what it finds fails the test when the test ends. */
  check: (page: Page, where: string) => Promise<void>;
}

interface JourneyFixtures {
  /** Fails the test on any console error or uncaught page error (auto: on for every test). */
  consoleGuard: void;
  /**
   * axe on every screenshot at desktop size and on the page the journey ends on at both sizes
   * (auto: on for every test); any serious or critical violation of WCAG 2 A/AA fails the test
   * with the list.
   */
  a11y: A11yChecks;
  /** Saves a full-page screenshot to e2e/screenshots/<project>/<name>.png. */
  snap: (name: string) => Promise<void>;
}

export const test = base.extend<JourneyFixtures>({
  consoleGuard: [
    async ({ context, baseURL }, use) => {
      const apiPrefix = new URL('/api/', baseURL ?? 'http://127.0.0.1').href;
      const problems: string[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error' || isAllowedConsoleError(message, apiPrefix)) return;
        const where = message.location().url;
        problems.push(`console.error: ${message.text()}${where ? ` (at ${where})` : ''}`);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        problems.push(`uncaught page error: ${error.stack ?? error.message}`);
      });
      await use();
      expect(problems, 'the browser reported errors during the journey').toEqual([]);
    },
    { auto: true },
  ],

  a11y: [
    async ({ page }, use, testInfo) => {
      const findings = new Set<string>();
      // The markup last checked, per page: a screen checked once is not checked again unchanged
      // (the journey's end is usually the screen of its last picture).
      const lastChecked = new WeakMap<Page, string>();
      const check = async (target: Page, where: string) => {
        await settle(target);
        const markup = await target.evaluate(
          () => `${location.href}\n${document.documentElement.outerHTML}`,
        );
        if (lastChecked.get(target) === markup) return;
        lastChecked.set(target, markup);
        // Toasts pause their countdown while the window is out of focus (react-toastify's
        // pauseOnFocusLoss): none starts fading out, half transparent, while axe looks at it.
        await target.evaluate(() => window.dispatchEvent(new Event('blur')));
        try {
          for (const finding of await seriousA11yViolations(target, where)) findings.add(finding);
        } finally {
          await target.evaluate(() => window.dispatchEvent(new Event('focus'))).catch(() => {});
        }
      };
      await use({ check });
      // The screen the journey ends on, unless the test failed before (its error says more).
      if (!page.isClosed() && page.url().startsWith('http') && testInfo.status === 'passed') {
        await check(page, `end: ${new URL(page.url()).pathname}`);
      }
      expect([...findings], 'axe: serious or critical accessibility violations').toEqual([]);
    },
    { auto: true },
  ],

  snap: async ({ page, a11y }, use, testInfo) => {
    const folder = path.join(testInfo.project.testDir, 'screenshots', testInfo.project.name);
    await use(async (name: string) => {
      await mkdir(folder, { recursive: true });
      // Let entering toasts, opening menus and other finite animations come to rest, so the
      // picture shows the settled screen. A screenshot is for looking, not a check: if
      // something keeps animating, take the picture anyway after a short wait.
      await settle(page);
      const file = path.join(folder, `${name}.png`);
      // A full-page picture of a scrolled page draws the fixed navigation bar mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      // Animations are left running: 'disabled' would fast-forward react-toastify's progress
      // bar to its end, which closes every toast before the picture is taken.
      // Chromium's full-page capture resizes the view and the focused element loses focus, a
      // moment after the capture returns: a keyboard journey would go on from the page's body.
      // It is given back its focus once two frames have passed since the capture.
      const focused = await page.evaluateHandle(() => document.activeElement);
      await page.screenshot({ path: file, fullPage: true });
      await focused.evaluate(async (element) => {
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        if (element instanceof HTMLElement && document.activeElement !== element)
          element.focus({ preventScroll: true });
      });
      await focused.dispose();
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
      // Every pictured screen is also checked for accessibility (after the picture, which must
      // catch toasts before they close): at desktop size each one; at phone size the screen the
      // journey ends on (the fixture's own check), since the same screens' markup differs little
      // and axe was a fifth of the journeys' time (docs/decisions/042).
      if (testInfo.project.name !== 'phone') await a11y.check(page, name);
    });
  },
});

// ---------------------------------------------------------------------------------------------
// Accounts

/** A fresh email no other test (or earlier run) has used. */
export function uniqueEmail(prefix: string): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${prefix}-${suffix}@turfbook.test`;
}

/** A new account's details (not yet registered). */
export function newAccount(role: SignupRole, overrides: Partial<Account> = {}): Account {
  return {
    fullname: role === 'owner' ? 'Farhan Qureshi' : 'Asha Kulkarni',
    email: uniqueEmail(role === 'owner' ? 'e2e-owner' : 'e2e-player'),
    password: 'secret-pass-1',
    mobilenumber: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    role,
    ...overrides,
  };
}

/** Registers the account through the API (the spec's multipart form) and checks it was made. */
export async function registerViaApi(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/v1/user/register', {
    multipart: {
      fullname: account.fullname,
      email: account.email,
      mobilenumber: account.mobilenumber,
      password: account.password,
      role: account.role,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A new account of this role, registered through the API. */
export async function createAccount(
  request: APIRequestContext,
  role: SignupRole,
  overrides: Partial<Account> = {},
): Promise<Account> {
  const account = newAccount(role, overrides);
  await registerViaApi(request, account);
  return account;
}

// ---------------------------------------------------------------------------------------------
// Screens

/** Opens /login, fills it in and submits. Does not wait for the answer. */
export async function logInViaUi(
  page: Page,
  credentials: { email: string; password: string },
  role: LoginRole,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('radio', { name: ROLE_LABEL[role], exact: true }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The toast (react-toastify renders each as role=alert) carrying this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * Sends an open toast's progress bar the `animationend` (at 0 s) a browser sends when the bar
 * steps back to its start, and answers whether the toast is still open two frames later.
 */
export async function toastOutlivesRewind(page: Page, text: string): Promise<boolean> {
  const bar = toast(page, text).locator('.Toastify__progress-bar');
  return bar.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    element.dispatchEvent(
      new AnimationEvent('animationend', {
        // The bar's own animation, as the library styles it, so the check follows the library.
        animationName: getComputedStyle(element).animationName,
        elapsedTime: 0,
        bubbles: true,
      }),
    );
    await frame();
    await frame();
    return element.closest<HTMLElement>('.Toastify__toast')?.dataset.in === 'true';
  });
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? MD_BREAKPOINT) < MD_BREAKPOINT;
}

/**
 * Where the navigation links are visible: the bar itself on wide screens; on phones, the
 * hamburger is opened first and the menu it controls is returned.
 */
export async function openNavigation(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('navigation', { name: 'Main' });
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await hamburger.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const menuId = await close.getAttribute('aria-controls');
  expect(menuId, 'the open hamburger names the menu it controls').toBeTruthy();
  const menu = page.locator(`[id="${menuId}"]`);
  await expect(menu).toBeVisible();
  return menu;
}

/** The avatar button of the logged-in user (the menu button of the account menu). */
export function avatarButton(page: Page): Locator {
  return page.getByRole('banner').locator('button[aria-haspopup="menu"]');
}

/** Opens the avatar's dropdown and returns it (items: Profile, Logout). */
export async function openAvatarMenu(page: Page): Promise<Locator> {
  await avatarButton(page).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu).toBeVisible();
  return menu;
}

/** The Login button of the navigation bar (shown to visitors). */
export function navLoginButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: 'Login', exact: true });
}

/** The user kept in localStorage by the auth store, or null when none (or no key). */
export async function storedUser(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('turfbook-auth');
    if (raw === null) return null;
    // A key in another shape gives undefined, which a toBeNull() check rejects.
    const parsed = JSON.parse(raw) as { state?: { user?: unknown } };
    return parsed.state?.user;
  });
}

/** The status of GET /api/v1/user/me asked from the page, i.e. with the browser's cookies. */
export async function meStatus(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/user/me', { credentials: 'include' });
    return response.status;
  });
}
