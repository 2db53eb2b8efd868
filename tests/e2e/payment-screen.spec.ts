// The payment screen as a shop owner meets it on a 360 px phone in Kiswahili: the number typed on
// the form is already there, the networks Selcom takes are named, a disabled Pay says why, and the
// total stays on one line.
import { expect, test } from './fixtures.ts';
import { expectKiswahiliOnly } from './support/kiswahili.ts';
import { linesOf, PHONE_360, suffix } from './support/payment.ts';
import { submitTinInKiswahili } from './support/tinForm.ts';

test.use(PHONE_360);

test('fills the number from the form, names the networks, says why Pay is disabled, and keeps the total whole', async ({
  page,
}) => {
  await submitTinInKiswahili(page, `Mwanaisha Bakari ${suffix()}`, '0713 987 654');

  // As the form stored it: digits, spaces gone.
  const phone = page.getByLabel('Namba ya simu ya kulipia');
  await expect(phone).toHaveValue('0713987654');
  await expect(page.getByRole('radio', { name: 'Malipo kwa simu' })).toBeChecked();
  await expect(page.getByText('M-Pesa, Airtel Money, Mixx by Yas, HaloPesa')).toBeVisible();

  const pay = page.getByRole('button', { name: 'Lipa', exact: true });
  await expect(pay).toBeEnabled();
  await phone.fill('');
  await expect(pay).toBeDisabled();
  const why = 'Weka namba ya simu ya kulipia ili ulipe.';
  await expect(pay).toHaveAccessibleDescription(why);
  await expect(page.getByText(why)).toBeVisible();
  // A number no Tanzanian network has.
  await phone.fill('+254 711 222 333');
  await phone.blur();
  await expect(pay).toBeDisabled();
  await expect(page.getByRole('alert')).toContainText('Malipo kwa simu yanahitaji namba ya Tanzania');
  await phone.fill('0754 123 456');
  await expect(pay).toBeEnabled();

  await expect(page.getByRole('table', { name: 'Mchanganuo wa ada' }).locator('tfoot td')).toHaveText(
    'Tsh 13,000',
  );
  expect(await linesOf(page.locator('.fee-table tfoot td'))).toBe(1);
  expect(await linesOf(page.locator('.fee-table tfoot th'))).toBe(1);
  await expectKiswahiliOnly(page);
});

test('at 360 px the visa total stays on one line beside its label', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
  await page.goto('/');
  // The payment screen as a visa form leaves it (the tab keeps the application).
  await page.evaluate(() =>
    sessionStorage.setItem(
      'checkout',
      JSON.stringify({
        kind: 'visa',
        applicationId: 'Xq3pL9sT2vB7nM4kW8aZ',
        reference: 'VIS-7K3Q9X',
        name: 'Amina Wanjiru Mwangi-Otieno',
        email: '',
        price: 300_000,
      }),
    ),
  );
  await page.goto('/payment');
  await expect(page.getByRole('table', { name: 'Mchanganuo wa ada' }).locator('tfoot td')).toHaveText(
    'Tsh 300,000',
  );
  for (const cell of await page.locator('.fee-table td').all()) {
    expect(await linesOf(cell), (await cell.textContent()) ?? '').toBe(1);
  }
  expect(await linesOf(page.getByText('VIS-7K3Q9X', { exact: true }))).toBe(1);
});
