// A tourist deciding whether to apply: the visa's price in dollars before the form (at the
// agency's one rate, which the API gives the payment screen too), and a browser set to Kiswahili
// opens the app in Kiswahili unless the visitor chose otherwise once.
import { formatWholeNumber } from '#domain/format';
import { PRICES } from '#domain/kinds';
import { approximateUsd, type PaymentOptionsAnswer } from '#domain/paymentMethods';
import { expect, test } from './fixtures.ts';

test('the visa card and the top of /visa say "about US$ …" beside the shillings, before any question', async ({
  page,
}) => {
  const options = (await (await page.request.get('/api/payments/options')).json()) as PaymentOptionsAnswer;
  const usd = formatWholeNumber(approximateUsd(PRICES.visa, options.tshPerUsd), 'en');

  await page.goto('/');
  const card = page.getByRole('article', { name: 'Visa application' });
  await expect(card.locator('.service-price')).toHaveText(`Fee: Tsh 300,000 (about US$ ${usd})`);
  // Only the visa is priced for tourists.
  await expect(page.getByText(/US\$/)).toHaveCount(1);

  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/visa$/);
  // The home page stays on screen while the form's code arrives: wait for the form's own heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Visa application' })).toBeVisible();
  const price = page.getByRole('main').locator('.service-price');
  await expect(price).toHaveText(`Fee: Tsh 300,000 (about US$ ${usd})`);
  const firstQuestion = page.getByRole('main').locator('input, select').first();
  await expect(firstQuestion).toBeVisible();
  const [priceBox, questionBox] = [await price.boundingBox(), await firstQuestion.boundingBox()];
  expect(priceBox!.y).toBeLessThan(questionBox!.y);
});

test.describe('a browser set to Kiswahili', () => {
  test.use({ locale: 'sw-TZ' });

  test('opens the app in Kiswahili, and a choice of English made once still wins', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Omba viza na huduma za biashara Tanzania kwa urahisi',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await page.goto('/visa');
    await expect(page.getByRole('main').locator('.service-price')).toContainText('(takriban US$');

    await page.getByLabel('Lugha').selectOption('en');
    await expect(page.getByRole('main').locator('.service-price')).toContainText('(about US$');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Visa and business applications in Tanzania, made simple',
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
