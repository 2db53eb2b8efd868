import type { Page } from '@playwright/test';
import { DUPLICATE_KEYS_FIELD } from '#domain/duplicates';
import { SEARCH_INDEX_FIELD } from '#domain/searchIndex';
import { adminServices } from '../support/admin.ts';
import { expect, test, unanswered } from './fixtures.ts';
import { applicationsSent } from './support/sent.ts';
import { ensureAgent } from '../support/agents.ts';

// The agent numbers these forms are filled in with belong to active agents.
test.beforeAll(async () => {
  await ensureAgent('AAN-7781');
});

/** A select by its label, exactly, whether or not it carries the required mark (" *"). */
function select(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

async function choose(page: Page, label: string, option: string) {
  await select(page, label).selectOption({ label: option });
}

async function storedByReference(reference: string) {
  const found = await adminServices()
    .db.collection('brelaApplications')
    .where('reference', '==', reference)
    .get();
  expect(found.size).toBe(1);
  // The search index and duplicate keys are the server's additions, not what was typed
  // (tests/api/searchIndex.test.ts, tests/api/duplicates.test.ts).
  const { [SEARCH_INDEX_FIELD]: _index, [DUPLICATE_KEYS_FIELD]: _keys, ...record } = found.docs[0]!.data();
  return record;
}

test.describe('BRELA registration', () => {
  test('a person registering a business: every field stored as typed, then on to payment', async ({
    page,
  }) => {
    await page.goto('/brela');
    await page.getByLabel('For Agents Only').fill('AAN-7781');
    await page.getByLabel('Business name').fill('Mushi Mobile Accessories');
    await choose(page, 'Business ownership', 'Individual');
    await page
      .getByLabel('Business activities (comma separated)')
      .fill('Phone accessories, mobile money agent');
    await page
      .getByRole('group', { name: 'Local address type' })
      .getByLabel('Unsurveyed', { exact: true })
      .check();
    await choose(page, 'Region', 'Dar es Salaam');
    await choose(page, 'District (council)', 'Kinondoni (Municipal)');
    await choose(page, 'Ward', 'Kijitonyama');
    await page.getByLabel('Unsurveyed address').fill('Behind Mwenge bus stand');
    await select(page, 'P.O. Box').fill('P.O. Box 1234');
    await select(page, 'Email').fill('mushi@example.co.tz');
    await page.getByLabel('Mobile number').fill('0754 123 456');

    await page.getByRole('group', { name: 'Owner' }).getByLabel('Person').check();
    await page.getByLabel("Owner's first name").fill('Baraka');
    await page.getByLabel("Owner's middle name").fill('Joseph');
    await page.getByLabel("Owner's last name").fill('Mushi');
    await page.getByLabel("Owner's date of birth").fill('1990-04-15');
    await page.getByLabel("Owner's NIDA number").fill('19900415-14123-00001-25');
    await page.getByLabel("Owner's email").fill('baraka@example.co.tz');
    await page.getByLabel("Owner's phone number").fill('0713987654');
    await page
      .getByRole('group', { name: "Owner's address type" })
      .getByLabel('Surveyed', { exact: true })
      .check();
    await choose(page, "Owner's region", 'Kilimanjaro');
    await choose(page, "Owner's district (council)", 'Moshi (Municipal)');
    await choose(page, "Owner's ward", 'Mawenzi');
    await page.getByLabel("Owner's P.O. Box").fill('P.O. Box 55');
    await page.getByLabel("Owner's address email").fill('home@example.co.tz');
    await page
      .getByRole('group', { name: 'Will the owner operate the bank account?' })
      .getByLabel('Yes')
      .check();

    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('BRELA Registration submitted successfully.');
    const reference = /BRL-[A-Z0-9]{6}/.exec((await dialog.textContent()) ?? '')?.[0];
    expect(reference).toBeTruthy();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByText(reference!)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Fee breakdown' })).toContainText('55,000');

    const stored = await storedByReference(reference!);
    const { createdAt, ...fields } = stored;
    expect(createdAt.toMillis()).toBeGreaterThan(Date.now() - 120_000);
    expect(fields).toEqual({
      AAN: 'AAN-7781',
      Bname: 'Mushi Mobile Accessories',
      businessOwnership: 'Individual',
      businessActivities: 'Phone accessories, mobile money agent',
      localAddressType: 'Unsurveyed',
      region: 'Dar es Salaam',
      district: 'Kinondoni Municipal Council',
      ward: 'Kijitonyama',
      unsurveyedAddress: 'Behind Mwenge bus stand',
      poBox: 'P.O. Box 1234',
      email: 'mushi@example.co.tz',
      phone: '0754123456',
      ownershipType: 'Person',
      Ownerfname: 'Baraka',
      OwnerMname: 'Joseph',
      OwnerLname: 'Mushi',
      OwnerDoB: '1990-04-15',
      OwnerNIDA: '19900415141230000125',
      OwnerEmail: 'baraka@example.co.tz',
      OwnerPhone: '0713987654',
      AddressType: 'Surveyed',
      Region: 'Kilimanjaro',
      District: 'Moshi Municipal Council',
      Ward: 'Mawenzi',
      POBox: 'P.O. Box 55',
      AddressEmail: 'home@example.co.tz',
      BankOperator: 'Yes',
      reference,
      status: 'submitted',
      paymentStatus: 'unpaid',
      // The anonymous user this browser submitted as.
      submittedBy: expect.any(String),
      lang: 'en',
      // Nobody has it yet: staff take it (decision 0020).
      assignee: null,
    });
  });

  test('an entity sees only the note to email sales and cannot submit', async ({ page }) => {
    await page.goto('/brela');
    await page.getByRole('group', { name: 'Owner' }).getByLabel('Entity').check();
    await expect(page.getByRole('status')).toContainText('Please email our sales team');
    await expect(page.getByLabel("Owner's first name")).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('an empty submit shows errors next to the fields, focuses the first, and stores nothing', async ({
    page,
  }) => {
    const sent = applicationsSent(page);
    await page.goto('/brela');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByLabel('Business name')).toBeFocused();
    await expect(page.getByLabel('Business name')).toHaveAttribute('aria-invalid', 'true');
    expect(await page.getByRole('alert').count()).toBeGreaterThan(5);
    await expect(page).toHaveURL(/\/brela$/);
    expect(sent()).toEqual([]);
  });

  test('changing the region clears the district and ward; a reload restores the draft', async ({ page }) => {
    await page.goto('/brela');
    await expect(select(page, 'District (council)')).toBeDisabled();
    await choose(page, 'Region', 'Dodoma');
    await choose(page, 'District (council)', 'Kondoa (Town)');
    await choose(page, 'Ward', 'Kolo');
    await choose(page, 'Region', 'Arusha');
    await expect(select(page, 'District (council)')).toHaveValue('');
    await expect(select(page, 'Ward')).toHaveValue('');
    await expect(select(page, 'Ward')).toBeDisabled();

    await page.getByLabel('Business name').fill('Draft Traders');
    await choose(page, 'District (council)', 'Arusha (City)');
    // The draft is saved shortly after the last change: reload once it holds both answers.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('draft:brela') ?? '{}') as object))
      .toMatchObject({ Bname: 'Draft Traders', district: 'Arusha City Council' });
    await page.reload();
    await expect(page.getByLabel('Business name')).toHaveValue('Draft Traders');
    await expect(select(page, 'District (council)')).toHaveValue('Arusha City Council');

    await page.getByRole('button', { name: 'Clear form' }).click();
    await page.getByRole('button', { name: 'Yes, clear it' }).click();
    await expect(page.getByLabel('Business name')).toHaveValue('');
  });

  test.describe(() => {
    // The save is aborted on purpose; the browser logs it.
    test.use({ allowedConsoleErrors: unanswered('ERR_FAILED') });
    test('a save that cannot reach the database keeps every field and says so', async ({ page }) => {
      await page.goto('/brela');
      await page.getByLabel('Business name').fill('Offline Traders');
      await choose(page, 'Business ownership', 'Partners');
      await page.getByLabel('Business activities (comma separated)').fill('Retail');
      await page
        .getByRole('group', { name: 'Local address type' })
        .getByLabel('Surveyed', { exact: true })
        .check();
      await select(page, 'P.O. Box').fill('P.O. Box 9');
      await select(page, 'Email').fill('offline@example.co.tz');
      await page.getByLabel('Mobile number').fill('0754000111');
      await page.getByRole('group', { name: 'Owner' }).getByLabel('Person').check();
      await page.getByLabel("Owner's first name").fill('Amina');
      await page.getByLabel("Owner's last name").fill('Said');
      await page.getByLabel("Owner's date of birth").fill('1985-01-01');
      await page.getByLabel("Owner's NIDA number").fill('19850101141230000125');
      await page.getByLabel("Owner's email").fill('amina@example.co.tz');
      await page.getByLabel("Owner's phone number").fill('0713000111');
      await page
        .getByRole('group', { name: "Owner's address type" })
        .getByLabel('Surveyed', { exact: true })
        .check();
      await choose(page, "Owner's region", 'Mwanza');
      await choose(page, "Owner's district (council)", 'Ilemela (Municipal)');
      await select(page, "Owner's ward").selectOption({ index: 1 });
      await page.getByLabel("Owner's P.O. Box").fill('P.O. Box 10');
      await page.getByLabel("Owner's address email").fill('amina.home@example.co.tz');
      await page
        .getByRole('group', { name: 'Will the owner operate the bank account?' })
        .getByLabel('No')
        .check();

      // The connection drops as the form is sent: the save never reaches the API.
      await page.route('**/api/applications/brela', (route) => route.abort());
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('dialog')).toContainText('Failed to submit. Please try again.', {
        timeout: 15_000,
      });
      await page.getByRole('button', { name: 'OK' }).click();
      // The form is read again once the dialog has left: until then the page is hidden from
      // assistive technology (and from role queries) behind it.
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByLabel('Business name')).toHaveValue('Offline Traders');
      await expect(page.getByLabel("Owner's NIDA number")).toHaveValue('19850101141230000125');
      await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    });
  });
});
