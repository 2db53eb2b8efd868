// Agents' statements in the browser: an admin sees the month's totals of an agent whose client's
// application was paid, records a payout and sees what is owed drop; the agent, on a 360 px phone,
// reads the same month and downloads it as CSV.
import { readFileSync } from 'node:fs';
import { formatMonth, monthInDarEsSalaam } from '#domain/officeMonth';
import { adminServices } from '../support/admin.ts';
import { earningAgent } from '../support/agentStatements.ts';
import { orderIdOf, paymentRequestFor, storedApplication } from '../support/applications.ts';
import { postJson, request } from '../support/http.ts';
import { seriousViolations } from './support/axe.ts';
import { PHONE_360, suffix } from './support/payment.ts';
import { signInAs } from './support/staff.ts';
import { expect, test } from './fixtures.ts';
import { changeSeeded } from '../support/seededApplications.ts';

/** A BRELA application carrying the agent's AAN, paid through the sandbox gateway as a payer would. */
async function paidApplicationOf(agent: { aan: string }) {
  const application = await storedApplication('brela');
  await changeSeeded(application.ref, { AAN: agent.aan });
  const started = await postJson('/api/payments', paymentRequestFor(application, 'brela'));
  expect(started.status).toBe(200);
  await request(`${(started.body as { redirect_url: string }).redirect_url}/approve`, { method: 'POST' });
  const payment = await adminServices().db.collection('payments').doc(orderIdOf(started)).get();
  expect(payment.get('status')).toBe('paid');
  return { reference: application.reference, paidAt: payment.get('paidAt').toDate() as Date };
}

test("an admin records a payout against an agent's month and the agent downloads their statement", async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, a payment through the sandbox, four axe runs and a download
  // 10 % of BRELA's 55,000.
  const agent = await earningAgent(`Rehema Mollel${suffix()}`, {
    brela: { type: 'percent', basisPoints: 1_000 },
  });
  const { reference, paidAt } = await paidApplicationOf(agent);
  const month = monthInDarEsSalaam(paidAt);

  await signInAs(page, 'admin');
  // The staff menu's link, behind its Menu button on a phone.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Statements', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agents’ statements' })).toBeVisible();
  // Only the exact item is the current page: Statements, not Agents above it.
  const menu = page.getByRole('navigation', { name: 'Staff area' });
  // The menu is closed again on a phone: its links are looked at all the same.
  const item = (name: string) => menu.getByRole('link', { name, exact: true, includeHidden: true });
  await expect(item('Statements')).toHaveAttribute('aria-current', 'page');
  await expect(item('Agents')).not.toHaveAttribute('aria-current');
  await expect(page.getByLabel('Month')).toHaveValue(month);
  const row = page.getByRole('row').filter({ hasText: agent.aan });
  await expect(row).toContainText(`${agent.name}${agent.aan}1Tsh 5,500Tsh 0Tsh 5,500`);
  expect(await seriousViolations(page)).toEqual([]);
  // Its table scrolls on its own: the page itself is no wider than the phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
  ).toBe(false);

  await row.getByRole('button', { name: `Record payout to ${agent.name}` }).click();
  const form = page.getByRole('form', {
    name: `Record a payout to ${agent.name} for ${formatMonth(month, 'en')}`,
  });
  // The first field takes the focus; the method is not chosen for the admin.
  await expect(form.getByLabel(/^Amount/)).toBeFocused();
  await expect(form.getByLabel(/^Amount/)).toHaveValue('5500');
  await expect(form.getByLabel(/^Method/)).toHaveValue('');
  await form.getByLabel(/^Amount/).fill('5000');
  await form.getByLabel(/^Method/).selectOption('M-Pesa');
  await form.getByLabel(/^Transaction reference/).fill('QK12AB34');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Record payout' }).click();
  const recorded = page.getByText(`Payout of Tsh 5,000 to ${agent.name} recorded.`);
  await expect(recorded).toBeFocused();
  await expect(recorded).toBeInViewport();
  await expect(row).toContainText('Tsh 5,500Tsh 5,000Tsh 500');

  // The agent, on a phone, reads the same month: the application, the payout and what is left.
  const phone = await browser.newContext(PHONE_360);
  try {
    const agentPage = await phone.newPage();
    await agentPage.goto('/login');
    await agentPage.getByLabel('Email').fill(agent.email);
    await agentPage.getByLabel('Password').fill(agent.password);
    await agentPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(agentPage).toHaveURL(/\/agent$/);
    await expect(agentPage.getByRole('status').filter({ hasText: 'You are signed in.' })).toBeVisible();
    await agentPage.getByRole('link', { name: 'My monthly statements' }).click();
    await expect(agentPage.getByRole('heading', { level: 1, name: 'My statements' })).toBeVisible();
    await expect(
      agentPage.getByRole('heading', { level: 2, name: `Statement for ${formatMonth(month, 'en')}` }),
    ).toBeVisible();
    // At 360 px each line stacks its cells, named, and says whose application it was.
    const line = agentPage.getByRole('row').filter({ hasText: reference });
    await expect(line).toContainText('Grace OtienoBRELA registrationTsh 55,000Tsh 5,500');
    const { lineWidth, scrolls } = await line.evaluate((row) => {
      const scroller = row.closest('.statement-scroll')!;
      return {
        lineWidth: row.getBoundingClientRect().width,
        scrolls: scroller.scrollWidth > scroller.clientWidth,
      };
    });
    expect(scrolls).toBe(false);
    expect(lineWidth).toBeLessThanOrEqual(360);
    await expect(line.getByRole('cell', { name: 'Grace Otieno' })).toBeVisible();
    // The months offered start at the agent's first: the account was opened this month.
    await expect(agentPage.getByLabel('Month').locator('option')).toHaveText([formatMonth(month, 'en')]);
    await expect(agentPage.getByText(/^Tsh\s5,000 on .* by M-Pesa · Reference QK12AB34$/)).toBeVisible();
    const owed = agentPage.getByText('Still owed', { exact: true });
    await expect(owed.locator('xpath=following-sibling::dd')).toHaveText('Tsh 500');
    const overflow = await agentPage.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    expect(await seriousViolations(agentPage)).toEqual([]);

    const download = agentPage.waitForEvent('download');
    await agentPage.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`statement-${agent.aan}-${month}.csv`);
    const rows = readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(rows[0]).toBe('Date,Reference,Client,Service,Price (Tsh),Commission (Tsh),Note');
    expect(rows[1]).toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2},${reference},Grace Otieno,BRELA registration,55000,5500,$`),
    );
    expect(rows).toContain(',,,Paid out,,5000,');
    expect(rows).toContain(',,,Still owed,,500,');
  } finally {
    await phone.close();
  }
});
