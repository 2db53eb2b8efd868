// Staff see agents (issue 30): a list narrowed to one agent shows only that agent's applications and
// keeps the agent in its address; the export names each application's agent beside their number;
// the application's page names the agent, and links admins to the agent's page.
//
// Two agents and their applications are seeded with the Admin SDK under a surname and numbers no
// other run uses; the list is narrowed to the surname by its search, so it holds only these.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { validVisaApplication } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS, COLLECTIONS } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { withSearchIndex } from '#domain/searchIndex';
import { adminServices } from '../support/admin.ts';
import { withoutDocuments } from '../support/applications.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { signInAs } from './support/staff.ts';
import { seedApplicationNow } from '../support/seededApplications.ts';

const letters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

type Agent = { aan: string; name: string };

/** agents/{AAN} as the API writes it when an admin creates an agent. */
async function seedAgent(name: string): Promise<Agent> {
  const aan = `AGT-${letters(6).toUpperCase()}`;
  const now = Timestamp.now();
  await adminServices()
    .db.collection(COLLECTIONS.agents)
    .doc(aan)
    .create({
      aan,
      uid: `agent-${aan}`,
      name,
      phone: '+255754000111',
      email: `${aan.toLowerCase()}@example.co.tz`,
      status: 'active',
      createdAt: now,
      changedAt: now,
    });
  return { aan, name };
}

/** A visa application as the API stores one, brought by `agent` if given, `secondsAgo` old. */
async function seedVisa(lastName: string, firstName: string, agent: Agent | undefined, secondsAgo: number) {
  const { db } = adminServices();
  const ref = db.collection(APPLICATION_COLLECTIONS.visa).doc();
  const meta = newApplicationMeta('visa', { lang: 'en' });
  await seedApplicationNow(
    ref,
    withSearchIndex('visa', {
      ...withoutDocuments('visa', validVisaApplication({ firstName, lastName })),
      ...(agent ? { AAN: agent.aan } : {}),
      ...meta,
      createdAt: Timestamp.fromMillis(Date.now() - secondsAgo * 1000),
    }),
  );
  return { id: ref.id, reference: meta.reference, firstName };
}

/** Two agents; Amina and Baraka came through the first, Chausiku through the second, Dotto alone. */
async function seedAgentsAndClients() {
  const lastName = `Tz${letters(8)}`;
  const first = await seedAgent(`Mushi ${lastName} Travel`);
  const second = await seedAgent(`Rehema ${lastName} Services`);
  const amina = await seedVisa(lastName, 'Amina', first, 4);
  const baraka = await seedVisa(lastName, 'Baraka', first, 3);
  const chausiku = await seedVisa(lastName, 'Chausiku', second, 2);
  const dotto = await seedVisa(lastName, 'Dotto', undefined, 1);
  return { lastName, first, second, amina, baraka, chausiku, dotto };
}

const named = ({ name, aan }: Agent) => `${name} (${aan})`;

/** The value of one of "About this application"'s rows, by its label. */
const detailValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'About this application' })
    .locator('.detail-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function downloadCsv(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  return (await readFile((await file.path())!)).toString('utf8');
}

test.describe('at a desk', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  });

  test("staff narrow a list to one agent, export it with the agent's name, and see the agent on the application", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { lastName, first, amina, baraka, chausiku, dotto } = await seedAgentsAndClients();

    await signInAs(page, 'staff');
    await page.goto(`/ad/visa?view=all&q=${lastName}`);
    const table = page.getByRole('table', { name: 'Visa Applicants' });
    // A row each, and a header.
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row').filter({ hasText: dotto.firstName })).toContainText('No Agent');

    // The agents are read once the pointer comes to the filters, as it does before a choice.
    const agent = page.getByLabel('Agent', { exact: true });
    await agent.hover();
    await agent.selectOption({ label: named(first) });
    await expect(page).toHaveURL(new RegExp(`/ad/visa\\?view=all&agent=${first.aan}&q=${lastName}$`));
    await expect(table.getByRole('row')).toHaveCount(3);
    for (const { firstName } of [amina, baraka]) {
      await expect(table.getByRole('row').filter({ hasText: firstName })).toContainText(first.aan);
    }
    await expect(table).not.toContainText(chausiku.firstName);
    await expect(table).not.toContainText(dotto.firstName);
    expect(await seriousViolations(page)).toEqual([]);

    // The file holds the agent's applications, each with their number and name.
    const csv = await downloadCsv(page);
    await expect(page.getByRole('status').filter({ hasText: 'Exported 2 rows.' })).toBeVisible();
    expect(csv.split('\r\n')[0]).toContain("Agent number (AAN) – For Agents Only,Agent's name");
    expect(csv.match(new RegExp(`,${first.aan},${first.name},`, 'g'))).toHaveLength(2);
    expect(csv).not.toContain(chausiku.reference);

    // A reload keeps the agent, named in the filter.
    await page.reload();
    await expect(page.getByLabel('Agent', { exact: true })).toHaveValue(first.aan);
    await expect(page.getByLabel('Agent', { exact: true }).locator('option:checked')).toHaveText(
      named(first),
    );

    await table
      .getByRole('row')
      .filter({ hasText: 'Amina' })
      .getByRole('link', { name: 'Manage Applicant' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^Amina .*${lastName}$`) }),
    ).toBeVisible();
    // Staff see who the agent is; only admins manage agents.
    await expect(detailValue(page, 'Agent')).toHaveText(named(first));
    await expect(detailValue(page, 'Agent').getByRole('link')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/ad/viewVisa/${dotto.id}`);
    await expect(detailValue(page, 'Agent')).toHaveText('No Agent');
  });
});

test('on a phone, an admin opens an agent’s application from the list narrowed to them, and the agent’s page from it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const { lastName, second, chausiku } = await seedAgentsAndClients();

  await signInAs(page, 'admin');
  // The address names the agent: the filter shows their name, the cards only theirs.
  await page.goto(`/ad/visa?view=all&agent=${second.aan}&q=${lastName}`);
  const cards = page.getByRole('list', { name: 'Visa Applicants' }).getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(second.aan);
  await expect(page.getByLabel('Agent', { exact: true }).locator('option:checked')).toHaveText(named(second));
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);

  await cards.first().getByRole('link', { name: 'Manage Applicant' }).click();
  await expect(page).toHaveURL(new RegExp(`/ad/viewVisa/${chausiku.id}$`));
  const link = detailValue(page, 'Agent').getByRole('link', { name: named(second) });
  await expect(link).toHaveAttribute('href', `/ad/agents/${second.aan}`);
  expect(await seriousViolations(page)).toEqual([]);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/ad/agents/${second.aan}$`));
});
