import { adminServices } from '../support/admin.ts';
import { answeredWith, expect, test } from './fixtures.ts';
import { fillSingleApplicant, submitVisa } from './support/visaForm.ts';

async function storedVisa(reference: string) {
  const found = await adminServices()
    .db.collection('visaApplications')
    .where('reference', '==', reference)
    .get();
  expect(found.size).toBe(1);
  return found.docs[0]!;
}

async function paymentsOf(applicationId: string) {
  const found = await adminServices()
    .db.collection('payments')
    .where('applicationId', '==', applicationId)
    .get();
  return found.docs.map((doc) => doc.data());
}

test.describe('paying for a visa application in the sandbox', () => {
  test('Approve: the status page says paid, and so do the stored application and payment', async ({
    page,
  }) => {
    await page.goto('/visa');
    await fillSingleApplicant(page, `Payer${Date.now()}`);
    const reference = await submitVisa(page);

    await expect(page.getByText(reference)).toBeVisible();
    const breakdown = page.getByRole('table', { name: 'Fee breakdown' });
    await expect(breakdown).toContainText('90,000');
    await expect(breakdown).toContainText('150,000');
    await expect(breakdown).toContainText('60,000');
    await expect(breakdown).toContainText('300,000');

    // The form's Kenyan number has no Tanzanian mobile money: the card comes first, and mobile
    // money refuses it.
    await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
    await page.getByRole('radio', { name: 'Mobile money' }).check();
    const pay = page.getByRole('button', { name: 'Pay' });
    await expect(pay).toBeDisabled();
    await expect(page.getByRole('alert')).toContainText('Mobile money needs a Tanzanian number');
    await page.getByLabel('Mobile money number').fill('12');
    await page.getByLabel('Mobile money number').blur();
    await expect(page.getByRole('alert')).toContainText('9 to 12 digits');
    await page.getByLabel('Mobile money number').fill('0754 123 456');
    await pay.click();

    await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
    await expect(page.getByText('Tsh 300,000')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(/\/payment-status\?order=/);
    await expect(page.getByRole('status')).toContainText('Payment was successfull paid');
    await expect(page.getByRole('status')).toContainText(reference);

    const application = await storedVisa(reference);
    expect(application.get('paymentStatus')).toBe('paid');
    const payments = await paymentsOf(application.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: 'paid',
      amount: 300_000,
      phone: '255754123456',
      provider: 'sandbox',
    });
  });

  test('Decline: the failure and Pay again appear, and Pay again pays with the same number', async ({
    page,
  }) => {
    await page.goto('/visa');
    await fillSingleApplicant(page, `Decliner${Date.now()}`);
    const reference = await submitVisa(page);
    await page.getByRole('radio', { name: 'Mobile money' }).check();
    await page.getByLabel('Mobile money number').fill('0713987654');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();

    await expect(page.getByRole('status')).toContainText('The payment did not go through.');
    expect((await storedVisa(reference)).get('paymentStatus')).toBe('failed');
    await page.getByRole('button', { name: 'Pay again' }).click();

    await expect(page).toHaveURL(new RegExp(`/payment\\?reference=${reference}$`));
    await expect(page.getByLabel('Mobile money number')).toHaveValue('0713987654');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toContainText('Payment was successfull paid');

    const application = await storedVisa(reference);
    expect(application.get('paymentStatus')).toBe('paid');
    const statuses = (await paymentsOf(application.id)).map((payment) => payment.status).sort();
    expect(statuses).toEqual(['failed', 'paid']);
  });

  test.describe(() => {
    // The API's answer is replaced by the 502 of a refused order, which the browser logs.
    test.use({ allowedConsoleErrors: answeredWith(502) });
    test("a gateway failure shows the app's message, the gateway's code and Retry, and the form can be sent again", async ({
      page,
    }) => {
      await page.goto('/visa');
      await fillSingleApplicant(page, `Retrier${Date.now()}`);
      await submitVisa(page);
      let failNext = true;
      await page.route('**/api/payments', async (route) => {
        if (!failNext || route.request().method() !== 'POST') return route.continue();
        failNext = false;
        await route.fulfill({
          status: 502,
          contentType: 'application/json',
          // What the API answers when the gateway refuses to make the order (server/routes/payments.ts).
          body: JSON.stringify({
            success: false,
            redirect_url: null,
            code: 'payment.gateway',
            message: 'Vendor is not active',
            selcom_response: { resultcode: '403' },
          }),
        });
      });
      await page.getByRole('radio', { name: 'Mobile money' }).check();
      await page.getByLabel('Mobile money number').fill('0754123456');
      await page.getByRole('button', { name: 'Pay' }).click();
      const failure = page.getByRole('alert');
      await expect(failure).toContainText('Payment initiation failed');
      await expect(failure).toContainText('Gateway result code: 403');
      await expect(failure).not.toContainText('Vendor is not active');
      await failure.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
    });
  });

  test.describe(() => {
    // The API's answer is replaced by its 429, which the browser logs.
    test.use({ allowedConsoleErrors: answeredWith(429) });
    test("over the limit for this connection: the refusal reads in the visitor's language, and Pay works later", async ({
      page,
    }) => {
      await page.goto('/visa');
      await fillSingleApplicant(page, `Limited${Date.now()}`);
      await submitVisa(page);
      await page.getByLabel('Language').selectOption('sw');
      let refuseNext = true;
      // The API's own 429 answer (server/http/rateLimit/limits.ts), which no browser test can reach
      // without spending the whole test run's budget.
      await page.route('**/api/payments', async (route) => {
        if (!refuseNext || route.request().method() !== 'POST') return route.continue();
        refuseNext = false;
        await route.fulfill({
          status: 429,
          headers: { 'Retry-After': '600' },
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Too many requests from your connection. Please wait a few minutes and try again.',
            code: 'rateLimited',
          }),
        });
      });
      await page.getByRole('radio', { name: 'Malipo kwa simu' }).check();
      await page.getByLabel('Namba ya simu ya kulipia').fill('0754123456');
      await page.getByRole('button', { name: 'Lipa' }).click();
      const failure = page.getByRole('alert');
      await expect(failure).toContainText('Majaribio ni mengi mno kutoka kwenye muunganisho huu.');
      await expect(failure).not.toContainText('Too many');
      await failure.getByRole('button', { name: 'Jaribu tena' }).click();
      await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
    });
  });
});
