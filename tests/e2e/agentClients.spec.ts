// Agents in the browser: an agent signs in and lands on My clients, applies for a client with
// their number filled in and locked, pays for a client's application and sees it move; another
// agent sees none of it; a suspended agent's number is refused on a form, beside its field; a
// link's agent is named on the form, and forgotten with the device's applications.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { APPLICATIONS } from '#domain/applications';
import { nameOf } from '#domain/identity';
import { VALID_APPLICATIONS } from '#fixtures/applications';
import { clientApplication, signedInAgent, staffHandsBack, staffPosts } from '../support/agents.ts';
import { signedInUser } from '../support/users.ts';
import { askForNameAndLease } from './support/asking.ts';
import { seriousViolations } from './support/axe.ts';
import { PHONE_360, suffix } from './support/payment.ts';
import { answeredWith, expect, test } from './fixtures.ts';

const freshAan = () => `AGT-${randomUUID().slice(0, 6).toUpperCase()}`;

async function signInAsAgent(page: Page, agent: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Password').fill(agent.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My clients' })).toBeVisible();
}

/** The TIN form's shortest path: someone who has a TIN asks for its certificate. */
async function applyForTinCertificate(page: Page, fullName: string) {
  await page.getByRole('radio', { name: 'I have a TIN' }).check();
  await page.getByLabel(/^Full name/).fill(fullName);
  await page.getByLabel(/^TIN number/).fill('123-456-789');
  await page.getByLabel(/^Phone number/).fill('0713 987 654');
  await page.getByRole('button', { name: 'Submit' }).click();
}

async function inNewPage(browser: Browser, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('agents', () => {
  test("an agent applies for a client under their locked number, pays for another client's application, and sees both move; another agent sees neither", async ({
    page,
    browser,
  }) => {
    const agent = await signedInAgent(freshAan());
    const other = await signedInAgent(freshAan());
    const clientName = `Zawadi Kisanga${suffix()}`;

    // A client applies on their own phone through the agent's link, which fills in the number.
    await inNewPage(browser, async (client) => {
      await client.goto(`/?agent=${agent.aan.toLowerCase()}`);
      // The app keeps the link's number when it runs, which the painted page waits for before it
      // takes a tap: a person cannot leave it sooner (a test's goto can).
      await expect(client.locator('#root')).not.toHaveAttribute('inert');
      await client.goto('/tin');
      await expect(client.getByLabel('For Agents Only')).toHaveValue(agent.aan);
      await applyForTinCertificate(client, clientName);
      await expect(client.getByRole('dialog')).toContainText('Tin application submitted successfully.', {
        timeout: 20_000,
      });
    });

    await signInAsAgent(page, agent);
    await expect(page.getByText(`your agent number ${agent.aan}`)).toBeVisible();
    const clientCard = page.getByRole('article').filter({ hasText: clientName });
    await expect(clientCard).toBeVisible();
    await expect(page.getByRole('button', { name: 'To pay (1)' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The agent applies for a walk-in client: their number is filled in and cannot be typed over.
    await page.getByRole('link', { name: /TIN/ }).first().click();
    const aan = page.getByLabel('For Agents Only');
    await expect(aan).toHaveValue(agent.aan);
    await expect(aan).toHaveAttribute('readonly', '');
    const walkIn = `Baraka Mushi${suffix()}`;
    await applyForTinCertificate(page, walkIn);
    await expect(page.getByRole('dialog')).toContainText('Tin application submitted successfully.', {
      timeout: 20_000,
    });
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/payment$/);

    // Back on My clients, the client's application is paid for by the agent.
    await page.goto('/agent');
    await expect(page.getByRole('article').filter({ hasText: walkIn })).toBeVisible();
    await expect(page.getByRole('button', { name: 'To pay (2)' })).toBeVisible();
    await clientCard.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await page.getByRole('radio', { name: 'Mobile money' }).check();
    await page.getByLabel('Mobile money number').fill('0754 123 456');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toContainText('Payment was successfull paid');

    // The paid screen leads back to My clients, where the next client's payment starts from the
    // number the agent paid with, not the client's.
    await page.getByRole('link', { name: 'Back to My clients' }).click();
    await expect(page).toHaveURL(/\/agent$/);
    await expect(clientCard.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'To pay (1)' })).toBeVisible();
    await page
      .getByRole('article')
      .filter({ hasText: walkIn })
      .getByRole('button', { name: 'Pay now' })
      .click();
    await expect(page.getByLabel('Mobile money number')).toHaveValue('0754 123 456');
    await page.goBack();
    // Its receipt downloads without asking for the client's phone number: the agent holds it.
    const download = page.waitForEvent('download');
    await clientCard.getByRole('button', { name: 'Download receipt' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    // The other agent's page shows none of it.
    await inNewPage(browser, async (theirs) => {
      await signInAsAgent(theirs, other);
      await expect(theirs.getByText('No applications here yet.')).toBeVisible();
      await expect(theirs.getByText(clientName)).toHaveCount(0);
    });
  });

  test("an SMS about a client opens that client's card, in the view of what it tells of", async ({
    page,
  }) => {
    const agent = await signedInAgent(freshAan());
    const staff = await signedInUser('staff');
    const [told, other] = await Promise.all([clientApplication(agent.aan), clientApplication(agent.aan)]);
    for (const { id } of [told, other]) {
      const answer = await staffPosts(staff, `/api/applications/visa/${id}/status`, {
        status: 'action_needed',
        note: '',
        applicantMessage: '',
      });
      expect(answer.status).toBe(200);
    }
    await signInAsAgent(page, agent);

    // The agent's SMS, as the sandbox gateway took it (agents read Kiswahili unless set otherwise).
    const sms = page
      .getByRole('listitem')
      .filter({ hasText: told.reference })
      .filter({ hasText: 'ya mteja wako yanahitaji hatua' });
    await expect(async () => {
      await page.goto('/api/sandbox/outbox');
      await expect(sms).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await sms.getByRole('link').click();

    await expect(page).toHaveURL(/\/agent\?view=actionNeeded&q=/);
    await expect(page.getByRole('button', { name: /^Yanahitaji hatua/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('searchbox')).toHaveValue(told.reference);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(told.reference);
  });

  // To mend (issue 46 item 4): in 3 of 6 whole runs, after the answer and a change of view, the
  // All view's kept answer still counts the client as needing the agent, and "Action needed (0)"
  // is not found; forgetting the other views' answers made the card vanish instead.
  test('an answer sent for a client stays in sight, with its confirmation, until the agent changes view', async ({
    page,
  }) => {
    test.slow(); // a request made, an agent signed in, an answer sent, and the list read three times
    const agent = await signedInAgent(freshAan());
    const staff = await signedInUser('staff');
    const { id, reference } = await clientApplication(agent.aan, 'business');
    await askForNameAndLease(staff, id, [
      { type: 'field', field: 'bName', reason: 'The name differs from the BRELA certificate.' },
    ]);
    await signInAsAgent(page, agent);
    await page.getByRole('button', { name: 'Action needed (1)' }).click();
    const card = page.getByRole('article').filter({ hasText: reference });
    await card.getByRole('button', { name: 'Answer what we asked' }).click();
    const asked = card.getByRole('region', { name: 'What we need from you' });
    await asked.getByLabel('Business name').fill('Amani Traders Ltd');
    await asked.getByRole('button', { name: 'Send answer' }).click();

    // The list is read again (the count moves), and the card and its "sent" line are still there.
    await expect(page.getByRole('button', { name: 'Action needed (0)' })).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('status')).toContainText('Our staff will review it');
    await expect(card).toBeVisible();

    // Another view and back: the client no longer needs the agent, and the card has gone.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: 'Action needed (0)' }).click();
    await expect(page.getByText('No applications here yet.')).toBeVisible();
  });

  test('in "Results ready" a client\'s documents are listed at once, under their name', async ({ page }) => {
    const agent = await signedInAgent(freshAan());
    const staff = await signedInUser('staff');
    const { id, reference } = await clientApplication(agent.aan);
    expect((await staffHandsBack(staff, id, 'Visa grant notice')).status).toBe(201);
    const name = nameOf(APPLICATIONS.visa.identity, VALID_APPLICATIONS.visa());
    await signInAsAgent(page, agent);
    await page.getByRole('button', { name: 'Results ready (1)' }).click();
    const card = page.getByRole('article').filter({ hasText: reference });
    await expect(card.getByRole('heading', { name: `Documents of ${name}` })).toBeVisible();
    await expect(card.getByText('Visa grant notice')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Show the documents' })).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use(PHONE_360);

    test("the agent's link is copied or shared in one tap, and never wraps inside the AAN", async ({
      page,
      context,
    }) => {
      // The phone's share sheet is the system's: a stand-in records what it was handed.
      await context.addInitScript(() => {
        const shared: ShareData[] = [];
        Object.assign(window, { shared });
        Object.defineProperty(navigator, 'share', {
          value: (data: ShareData) => {
            shared.push(data);
            return Promise.resolve();
          },
        });
      });
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const agent = await signedInAgent(freshAan());
      await signInAsAgent(page, agent);
      const link = `${new URL(page.url()).origin}/?agent=${agent.aan}`;

      // Where the address wraps at 360 px, the AAN stays whole on one line.
      const aanLines = await page.locator('.clients-link code').evaluate((code, aan) => {
        const text = code.textContent ?? '';
        const range = document.createRange();
        const start = text.indexOf(aan);
        let offset = 0;
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent?.length ?? 0;
          if (offset <= start && start < offset + length) range.setStart(node, start - offset);
          if (offset < start + aan.length && start + aan.length <= offset + length)
            range.setEnd(node, start + aan.length - offset);
          offset += length;
        }
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      }, agent.aan);
      expect(aanLines).toBe(1);
      await expect(page.locator('.clients-link code')).toHaveText(link);

      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
        .toEqual([expect.objectContaining({ url: link, text: expect.stringContaining(agent.name) })]);
    });

    test('My clients fits a 360 px screen, searches, and reads in Kiswahili', async ({ page }) => {
      const agent = await signedInAgent(freshAan());
      await signInAsAgent(page, agent);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);
      await page.getByLabel('Search by name, phone, ID number or reference').fill('nobody at all');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/q=nobody/);
      await expect(page.getByText('No applications here yet.')).toBeVisible();
      await page.getByLabel('Language').selectOption('sw');
      await expect(page.getByRole('heading', { level: 1, name: 'Wateja wangu' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test("a shared computer: the form names the link's agent, who can be removed, and Forget forgets the link", async ({
    page,
  }) => {
    const agent = await signedInAgent(freshAan());
    const aanField = page.getByLabel('For Agents Only');
    const fromLink = async () => {
      await page.goto(`/?agent=${agent.aan}`);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await page.goto('/tin');
      await expect(aanField).toHaveValue(agent.aan);
      // The agent's name as a client may read it: the first name and an initial.
      await expect(page.getByRole('status')).toHaveText(
        `This application will be handled by agent Agent A., ${agent.aan}.Remove this agent`,
      );
    };

    await fromLink();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Remove this agent' }).click();
    await expect(aanField).toHaveValue('');
    await page.reload();
    await expect(aanField).toHaveValue('');

    // The next person at this computer is not sent to the agent once the device is forgotten.
    await fromLink();
    await page.goto('/my-applications');
    await page.getByRole('button', { name: 'Not your device? Forget these applications' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Forget' }).click();
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    await page.goto('/tin');
    await expect(aanField).toHaveValue('');
    await expect(page.getByText('This application will be handled by agent')).toHaveCount(0);
  });

  test.describe('a suspended agent', () => {
    test.use({ allowedConsoleErrors: answeredWith(422) });

    test("a suspended agent's number is refused beside its field, and the form keeps everything else", async ({
      page,
    }) => {
      const suspended = await signedInAgent(freshAan(), 'suspended');
      await page.goto('/tin');
      await page.getByLabel('For Agents Only').fill(suspended.aan);
      const fullName = `Neema Kimaro${suffix()}`;
      await applyForTinCertificate(page, fullName);
      // Worded as for a number nobody has: the form does not tell strangers which agents are suspended.
      await expect(page.getByText('This agent number cannot be used.')).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByLabel(/^Full name/)).toHaveValue(fullName);
      await expect(page.getByLabel('For Agents Only')).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
