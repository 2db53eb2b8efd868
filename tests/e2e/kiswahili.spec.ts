// The product as a Kiswahili reader meets it: the corrected wording on the screens a client sees
// first, and every failure the API can cause worded in Kiswahili, with no English and no raw key.
import type { Page } from '@playwright/test';
import { APPLICATION_KINDS } from '#domain/kinds';
import { spendBudget } from '../support/spentBudget.ts';
import { signedInUser } from '../support/users.ts';
import { answeredWith, anyOf, expect, test, unanswered } from './fixtures.ts';
import { answers, fillEverything } from './support/businessForm.ts';
import { collectApiMessages, expectKiswahiliOnly } from './support/kiswahili.ts';
import { ensureAgent } from '../support/agents.ts';

// The agent numbers these forms are filled in with belong to active agents.
test.beforeAll(async () => {
  await ensureAgent('AG-0042');
});

const PHONE_LABEL = 'Namba ya simu ya kulipia';

/** Letters only, so the name stays a plausible name that no other run has used. */
const suffix = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Every later screen opens in Kiswahili, as for a visitor who chose it on an earlier visit. */
const inKiswahili = (page: Page) => page.addInitScript(() => localStorage.setItem('lang', 'sw'));

/** A TIN holder's application, the shortest form, submitted in Kiswahili; ends on the payment screen. */
async function submitTinInKiswahili(page: Page) {
  const fullName = `Neema Kimaro ${suffix()}`;
  await page.goto('/tin');
  await expect(page.getByRole('heading', { name: 'MAOMBI YA TIN NA CHETI CHA TIN' })).toBeVisible();
  await page.getByRole('radio', { name: 'Nina TIN', exact: true }).check();
  await page.getByLabel(/^Jina kamili/).fill(fullName);
  await page.getByLabel(/^Namba ya TIN/).fill('123-456-789');
  await page.getByLabel(/^Namba ya simu/).fill('0713 987 654');
  await expectKiswahiliOnly(page);
  await page.getByRole('button', { name: 'Wasilisha' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Maombi yako ya TIN yamewasilishwa kwa mafanikio.', { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Sawa' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(dialog).toBeHidden();
  return fullName;
}

async function pay(page: Page, phone: string) {
  await page.getByLabel(PHONE_LABEL).fill(phone);
  await page.getByRole('button', { name: 'Lipa' }).click();
}

test.describe('in Kiswahili', () => {
  test('the landing page, a form, the payment screen and the paid status read as corrected', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Language').selectOption('sw');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Omba viza na huduma za biashara Tanzania kwa urahisi' }),
    ).toBeVisible();
    await expect(page.getByText(/Lipa kwa simu, na wataalamu wetu wa Dar es Salaam/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anza sasa' })).toBeVisible();
    // One a service.
    await expect(page.getByRole('link', { name: 'Omba sasa' })).toHaveCount(APPLICATION_KINDS.length);
    await expectKiswahiliOnly(page);

    const name = await submitTinInKiswahili(page);
    await expect(page.getByText(new RegExp(`^Maombi namba TIN-[A-Z0-9]+ ya ${name}\\.$`))).toBeVisible();
    await expect(page.getByLabel(PHONE_LABEL)).toBeVisible();
    await expect(page.getByText('Sifuri ya mwanzo itabadilishwa kuwa 255.', { exact: false })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Mchanganuo wa ada' })).toContainText('Tsh 13,000');
    await expectKiswahiliOnly(page);

    await pay(page, '0754 123 456');
    await page.getByRole('button', { name: 'Approve' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText('Malipo yako yamepokelewa. Asante!');
    await expect(status).toContainText(/Namba ya kumbukumbu TIN-[A-Z0-9]+ · Tsh 13,000/);
    await expectKiswahiliOnly(page);
  });

  test("the staff dashboard speaks the staff's Kiswahili", async ({ page }) => {
    const staff = await signedInUser('staff');
    await inKiswahili(page);
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Kuingia kwa msimamizi' })).toBeVisible();
    await page.getByLabel(/^Barua pepe/).fill(staff.email);
    await page.getByLabel(/^Nenosiri/).fill(staff.password);
    await page.getByRole('button', { name: 'Ingia' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Dashibodi' })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Eneo la wafanyakazi' });
    // A phone shows the side navigation behind its menu button.
    await navigation.getByRole('button', { name: 'Menyu' }).click();
    await expect(navigation.getByRole('link', { name: 'Waombaji wa viza' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 2, name: 'Maombi ya leseni ya biashara' })).toBeVisible();
    await expect(page.getByText(/^Yanasubiri malipo: \d/).first()).toBeVisible();
    await expectKiswahiliOnly(page);
  });

  test.describe(() => {
    // Each failure is real and the browser logs it: the API's 422 for the number and 429 over
    // the limit, and the request sent while offline.
    test.use({
      allowedConsoleErrors: anyOf(answeredWith(429), unanswered('ERR_INTERNET_DISCONNECTED')),
    });
    test('every payment failure is worded in Kiswahili: a bad number, no connection, too many tries, a decline', async ({
      page,
      context,
    }) => {
      const apiMessages = collectApiMessages(page);
      await inKiswahili(page);
      await submitTinInKiswahili(page);
      const failure = page.getByRole('alert');

      // Nine digits pass the form's rule, but no Tanzanian network has them: the screen says so
      // before Pay, and offers the card.
      await page.getByLabel(PHONE_LABEL).fill('123456789');
      await page.getByLabel(PHONE_LABEL).blur();
      await expect(failure).toContainText('Malipo kwa simu yanahitaji namba ya Tanzania');
      await expect(page.getByRole('button', { name: 'Lipa' })).toBeDisabled();
      await expectKiswahiliOnly(page, apiMessages);

      await context.setOffline(true);
      await pay(page, '0754 123 456');
      await expect(failure).toContainText('Angalia muunganisho wako wa intaneti');
      await context.setOffline(false);
      await expectKiswahiliOnly(page, apiMessages);

      const restore = await spendBudget('paymentStart');
      try {
        await failure.getByRole('button', { name: 'Jaribu tena' }).click();
        await expect(failure).toContainText('Majaribio ni mengi mno kutoka kwenye muunganisho huu.');
        await expectKiswahiliOnly(page, apiMessages);
      } finally {
        await restore();
      }
      await expect.poll(() => apiMessages.length).toBeGreaterThanOrEqual(1);

      await failure.getByRole('button', { name: 'Jaribu tena' }).click();
      await page.getByRole('button', { name: 'Decline' }).click();
      await expect(page.getByRole('status')).toContainText('Malipo hayakufanikiwa.');
      await expectKiswahiliOnly(page, apiMessages);
    });
  });

  test.describe(() => {
    // The API refuses the upload that is neither a PDF nor a photo with a 415, which the browser logs.
    test.use({ allowedConsoleErrors: answeredWith(415) });
    test('a document that is too large, or that the API finds is neither a PDF nor a photo, is refused in Kiswahili', async ({
      page,
    }) => {
      const apiMessages = collectApiMessages(page);
      await page.goto('/business');
      // The labels the shared helper knows are English; the form keeps its answers across a switch.
      await fillEverything(page, answers());
      await page.getByLabel('Language').selectOption('sw');
      const contract = page.getByLabel('Mkataba na mwenye nyumba', { exact: true });

      await contract.setInputFiles({
        name: 'mkataba.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(6 * 1024 * 1024, '%PDF-1.4\n'),
      });
      await expect(page.getByRole('alert')).toHaveText('Faili ni kubwa kuliko MB 5.');
      await expectKiswahiliOnly(page);

      // Small and named .pdf, so only the API's look inside can tell it is not one.
      await contract.setInputFiles({
        name: 'mkataba.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('just some text, not a PDF'),
      });
      await page.getByRole('button', { name: 'Wasilisha' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Faili za PDF, JPEG au PNG pekee ndizo zinakubaliwa.', {
        timeout: 15_000,
      });
      // The screen can show the refusal before the test has read the same answer's body.
      await expect.poll(() => apiMessages).toContain('Only PDF, JPEG or PNG files are accepted.');
      await expectKiswahiliOnly(page, apiMessages);
    });
  });
});
