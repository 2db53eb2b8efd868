// Admins managing agents (issue 30) in the browser, on a 360 px phone: an admin creates an agent
// with a number the app proposes, sets 10% commission on visas, suspends and reinstates them, and
// reads the history; staff without the admin role neither see nor open the agents' screens; and
// someone asks to become an agent from the public page. Each screen passes axe, in both languages,
// without scrolling sideways.
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { COLLECTIONS } from '#domain/kinds';
import { adminServices } from '../support/admin.ts';
import { signedInAgent } from '../support/agents.ts';
import { answeredWith, expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { signInAs } from './support/staff.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** Whether the page is wider than the phone: nothing may make it scroll sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The staff menu's link, behind its Menu button on a phone. */
async function openFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name }).click();
}

test('an admin creates an agent, sets their commission, suspends and reinstates them, and reads the history', async ({
  page,
}) => {
  test.slow(); // sign-in, two screens in two languages, each through axe, and four saves
  const admin = await signInAs(page, 'admin');
  await openFromMenu(page, 'Agents');
  await expect(page).toHaveURL(/\/ad\/agents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'All agents' }).getByText(/Loading/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);

  const form = page.getByRole('region', { name: 'New agent' });
  const name = `Neema Kisanga ${randomUUID().slice(0, 6)}`;
  const email = `agent-e2e-${randomUUID().slice(0, 8)}@example.com`;
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Phone number/).fill('0754 123 456');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByRole('button', { name: 'Propose a number' }).click();
  const aanField = form.getByLabel(/^Agent number/);
  await expect(aanField).toHaveValue(/^AGT-[A-Z0-9]{5}$/);
  const aan = await aanField.inputValue();
  await form.getByRole('button', { name: 'Create agent' }).click();
  // The agent's page at once, which says so on a line: no dialog to dismiss first.
  await expect(page).toHaveURL(new RegExp(`/ad/agents/${aan}$`));
  const created = page.getByRole('status').filter({ hasText: `Agent ${aan} created.` });
  await expect(created).toHaveText(`Agent ${aan} created. We emailed ${email} a link to choose a password.`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(aan, { exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);

  // 10% on visas, typed as a percentage and stored as basis points.
  const commission = page.getByRole('region', { name: 'Commission per service' });
  const visa = commission.getByRole('group', { name: 'Visa' });
  await visa.getByLabel('Kind of commission').selectOption('percent');
  await visa.getByLabel('Percentage (%)').fill('10');
  await expect(
    visa.getByText('Price Tsh 300,000: the agent earns Tsh 30,000 per application.'),
  ).toBeVisible();
  await commission.getByRole('button', { name: 'Save commission' }).click();
  await expect(commission.getByText('Commission saved.')).toBeVisible();
  const { db } = adminServices();
  const stored = await db.collection(COLLECTIONS.agents).doc(aan).get();
  expect(stored.get('commission.visa')).toEqual({ type: 'percent', basisPoints: 1000 });

  // Suspend, after the confirmation.
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Suspend ${name}?`);
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Status: Suspended.')).toBeVisible();
  await expect(page.getByText(/This account is suspended/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Reinstate by keyboard: the dialog starts on Cancel, and the confirmation is before it.
  const reinstate = page.getByRole('button', { name: 'Reinstate', exact: true });
  await reinstate.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText(`Reinstate ${name}?`);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Reinstate' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Status: Active.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();

  // The history: what, by whom, newest first.
  const history = page.getByRole('region', { name: 'History' }).locator('ol > li');
  await expect(history).toHaveCount(4);
  await expect(history.locator('strong')).toHaveText([
    'Reinstated',
    'Suspended',
    'Commission changed',
    'Account created',
  ]);
  for (const entry of await history.all()) await expect(entry).toContainText(`by ${admin.email}`);
  await expect(history.nth(2)).toContainText('Visa: Tsh 0 → 10%');
  expect(await scrollsSideways(page)).toBe(false);

  // The same page in Kiswahili.
  await page.evaluate(() => localStorage.setItem('lang', 'sw'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Historia' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simamisha', exact: true })).toBeVisible();
  await expect(page.getByText('Viza: Tsh 0 → 10%')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  await page.goto('/ad/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Mawakala' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
});

test('staff without the admin role are not offered the agents, nor let in', async ({ page }) => {
  await signInAs(page, 'staff');
  await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Staff area' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Agents' })).toHaveCount(0);
  await page.goto('/ad/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New agent' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('someone asks to become an agent from the home page, and an admin finds the request', async ({
  page,
  browser,
}) => {
  test.slow(); // the public page in two languages and an admin's sign-in, each screen through axe
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Become an agent' }).click();
  await expect(page).toHaveURL(/\/become-an-agent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become an agent' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);

  // Refused as the API would refuse it, then sent.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel(/^Your name/)).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  const name = `Baraka Mushi ${randomUUID().slice(0, 6)}`;
  await page.getByLabel(/^Your name/).fill(name);
  await page.getByLabel(/^Phone number/).fill('0765 432 100');
  await page.getByLabel(/^Email/).fill(`baraka-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('About you').fill('I run a stationery shop near Kariakoo.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('status')).toContainText('We have your request');

  // In Kiswahili too.
  await page.evaluate(() => localStorage.setItem('lang', 'sw'));
  await page.goto('/become-an-agent');
  await expect(page.getByRole('heading', { level: 1, name: 'Kuwa wakala' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);

  // An admin sees it waiting, and Approve fills the new-agent form with it.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const adminPage = await context.newPage();
    await signInAs(adminPage, 'admin');
    await adminPage.goto('/ad/agents');
    const requests = adminPage.getByRole('region', { name: 'Requests to become an agent' });
    await expect(requests.getByRole('heading', { name })).toBeVisible();
    const request = requests.locator('li', { has: adminPage.getByRole('heading', { name }) });
    await request.getByRole('button', { name: 'Approve' }).click();
    const form = adminPage.getByRole('region', { name: 'New agent' });
    await expect(form.getByLabel(/^Name/)).toHaveValue(name);
    await expect(form.getByText(`Approving the request from ${name}`, { exact: false })).toBeVisible();
    expect(await seriousViolations(adminPage)).toEqual([]);
  } finally {
    await context.close();
  }
});

test.describe('a suspended agent', () => {
  // Their reopened page's Firebase Auth asks about the account, which Auth refuses (400) as disabled.
  test.use({ allowedConsoleErrors: answeredWith(400) });

  test("a suspended agent's open session says the account is suspended, not to sign in", async ({
    page,
    browser,
  }) => {
    const agent = await signedInAgent(`AGT-${randomUUID().slice(0, 6).toUpperCase()}`);
    await page.goto('/login');
    await page.getByLabel('Email').fill(agent.email);
    await page.getByLabel('Password').fill(agent.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My clients' })).toBeVisible();

    // An admin suspends them from another device while their session is open here.
    const desk = await browser.newContext();
    try {
      const admin = await desk.newPage();
      await signInAs(admin, 'admin');
      await admin.goto(`/ad/agents/${agent.aan}`);
      await admin.getByRole('button', { name: 'Suspend', exact: true }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
      await expect(admin.getByText('Status: Suspended.')).toBeVisible();
      // The whole page agrees the moment it says so, not once the agent has been read again.
      await expect(admin.getByRole('button', { name: 'Suspend', exact: true })).toHaveCount(0);
      expect(await admin.getByRole('button', { name: 'Reinstate', exact: true }).count()).toBe(1);
    } finally {
      await desk.close();
    }

    const suspended = 'This agent account is suspended. Ask the agency to reinstate it.';
    for (const address of ['/agent', '/agent/statements']) {
      await page.goto(address);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(suspended);
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
