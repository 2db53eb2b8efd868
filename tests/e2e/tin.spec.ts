import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { validTinApplication } from '#fixtures/applications';
import { DUPLICATE_KEYS_FIELD } from '#domain/duplicates';
import { SEARCH_INDEX_FIELD } from '#domain/searchIndex';
import { adminServices } from '../support/admin.ts';
import { signedInUser } from '../support/users.ts';
import { ensureAgent } from '../support/agents.ts';

// The agent numbers these forms are filled in with belong to active agents.
test.beforeAll(async () => {
  await ensureAgent('AGT-0042');
});

const BUSINESS_REASON = 'Employment and other business activities';

/** Letters only, so a name stays a plausible name and no other run can have used it. */
const suffix = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control by its label; required fields add " *" to it. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));
const group = (page: Page, legend: RegExp) => page.getByRole('group', { name: legend });

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
// The API names each file itself; the downloads below show which file each field holds.
const ISSUED_PATH = /^business-forms\/[0-9a-f]{32}\.pdf$/;

async function fillAll(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

async function storedTin(where: [string, string]) {
  const { db } = adminServices();
  const answer = await db.collection('tinApplications').where(where[0], '==', where[1]).get();
  expect(answer.size).toBe(1);
  // The search index and duplicate keys are the server's additions, not what was typed
  // (tests/api/searchIndex.test.ts, tests/api/duplicates.test.ts).
  const { [SEARCH_INDEX_FIELD]: _index, [DUPLICATE_KEYS_FIELD]: _keys, ...record } = answer.docs[0]!.data();
  return record;
}

/** Submits, checks the success dialog, and returns the reference it showed. */
async function submitAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Success!', { timeout: 20_000 });
  await expect(dialog).toContainText('Tin application submitted successfully.');
  const reference = /TIN-[A-Z0-9]+/.exec((await dialog.textContent()) ?? '')?.[0];
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  return reference;
}

const META = {
  reference: expect.stringMatching(/^TIN-[A-Z0-9]+$/),
  status: 'submitted',
  paymentStatus: 'unpaid',
  // The anonymous user this browser submitted as.
  submittedBy: expect.any(String),
  lang: 'en',
  // Nobody has it yet: staff take it (decision 0020).
  assignee: null,
  createdAt: expect.anything(),
};

async function newRegistration(page: Page, names: { first: string; last: string }, reason: string) {
  await page.getByRole('radio', { name: "No, I don't have a TIN" }).check();
  await fillAll(page, {
    'NIDA number': '19900415-14123-00001-25',
    'District of birth': 'Moshi',
    'Primary school': 'Shule ya Msingi Mawenzi',
    'District of residence': 'Kinondoni',
    "Mother's name": 'Rehema Said',
    'Region of birth': 'Kilimanjaro',
    'Residential address': 'Mtaa wa Mwenge, Kijitonyama, Dar es Salaam',
    'First name': names.first,
    'Middle name': 'Joseph',
    'Last name': names.last,
    'Date of birth': '1990-04-15',
    'Mobile number': '0754 123 456',
  });
  await field(page, 'Reason for TIN').selectOption(reason);
}

test.describe('TIN registration form', () => {
  test('a TIN holder applies for the certificate and the record is stored as typed', async ({ page }) => {
    const fullName = `Neema Joseph Kimaro${suffix()}`;
    await page.goto('/tin');
    await expect(page.getByRole('heading', { name: 'TIN CERTIFICATE REGISTRATION' })).toBeVisible();
    await field(page, 'For Agents Only').fill('AGT-0042');
    await page.getByRole('radio', { name: 'I have a TIN' }).check();
    await expect(field(page, 'NIDA number')).toHaveCount(0);
    await fillAll(page, {
      'Full name': `  ${fullName} `,
      'TIN number': '123-456-789',
      'Phone number': '0713 987 654',
    });

    const reference = await submitAndConfirm(page);

    const stored = await storedTin(['fullName', fullName]);
    expect(stored).toEqual({
      AAN: 'AGT-0042',
      hasTin: true,
      fullName,
      tin: '123456789',
      phone: '0713987654',
      ...META,
    });
    expect(stored.reference).toBe(reference);
    // Nothing typed stays behind on the device once the application is saved.
    const draft = await page.evaluate(() => localStorage.getItem('draft:tin'));
    expect(JSON.parse(draft ?? '{}')).toEqual({});
  });

  test('a sole proprietor with a spouse in business and rented premises uploads documents staff can open', async ({
    page,
  }) => {
    const names = { first: `Baraka${suffix()}`, last: `Mushi${suffix()}` };
    const documents = {
      regCert: { name: 'brela-certificate.pdf', buffer: pdf(`registration ${names.first}`) },
      consForm: { name: 'consent form.pdf', buffer: pdf(`consent ${names.first}`) },
      leeseAgree: { name: 'lease.pdf', buffer: pdf(`lease ${names.first}`) },
    };
    await page.goto('/tin');
    await newRegistration(page, names, BUSINESS_REASON);
    await field(page, 'Business type').selectOption('Sole Proprietor');

    await fillAll(page, {
      "Proprietor's first name": names.first,
      "Proprietor's middle name": 'Joseph',
      "Proprietor's last name": names.last,
      "Proprietor's date of birth": '1990-04-15',
      "Proprietor's phone number": '+255 754 123 456',
    });
    await field(page, 'Business information').selectOption('Business&Employment');
    await group(page, /spouse doing business/)
      .getByRole('radio', { name: 'Yes' })
      .check();
    await fillAll(page, { "Spouse's full name": 'Upendo Mushi', "Spouse's TIN": '111 222 333' });

    await fillAll(page, {
      'Business registration number': '548721',
      'Date of registration certificate': '2025-08-20',
      'Trade name': 'Mushi Mobile Accessories',
      'Economic activity': 'Retail sale of mobile phone accessories',
      'Business start date': '2025-09-01',
    });
    for (const name of ['regCert', 'consForm'] as const) {
      const label = name === 'regCert' ? 'Registration certificate (PDF)' : 'Consent form (PDF)';
      await field(page, label).setInputFiles({ ...documents[name], mimeType: 'application/pdf' });
    }
    await field(page, 'Business region').selectOption('Dar es Salaam');
    await field(page, 'Business district (council)').selectOption('Kinondoni Municipal Council');
    await field(page, 'Business ward').selectOption('Kijitonyama');
    await fillAll(page, {
      'Business street': 'Mtaa wa Sayansi, Barabara ya Ali Hassan Mwinyi',
      "Property owner's name": 'Fatuma Abdallah',
    });
    await group(page, /premises rented/)
      .getByRole('radio', { name: 'Yes' })
      .check();
    await field(page, "Landlord's TIN").fill('104-987-321');
    await field(page, 'Lease agreement (PDF)').setInputFiles({
      ...documents.leeseAgree,
      mimeType: 'application/pdf',
    });
    await fillAll(page, {
      'Number of employees': '2',
      'Lowest monthly salary (Tsh)': '250000',
      'Highest monthly salary (Tsh)': '400000',
      'Estimated annual turnover (Tsh)': '36000000',
    });

    await submitAndConfirm(page);

    const stored = await storedTin(['fName', names.first]);
    expect(stored).toEqual({
      // The new registration's answers, as newRegistration typed them.
      ...validTinApplication({ fName: names.first, lName: names.last, reasonForTin: BUSINESS_REASON }),
      bType: 'Sole Proprietor',
      soleFname: names.first,
      soleMname: 'Joseph',
      soleLname: names.last,
      soleDob: '1990-04-15',
      solePhone: '+255754123456',
      soleBinfo: 'Business&Employment',
      soleSpouse: 'Yes',
      spouseFname: 'Upendo Mushi',
      spouseTin: '111222333',
      regNumber: '548721',
      certDate: '2025-08-20',
      tradeName: 'Mushi Mobile Accessories',
      ecoActivity: 'Retail sale of mobile phone accessories',
      commenceDate: '2025-09-01',
      regCert: expect.stringMatching(ISSUED_PATH),
      consForm: expect.stringMatching(ISSUED_PATH),
      bRegion: 'Dar es Salaam',
      bDistrict: 'Kinondoni Municipal Council',
      bWard: 'Kijitonyama',
      bStreet: 'Mtaa wa Sayansi, Barabara ya Ali Hassan Mwinyi',
      proName: 'Fatuma Abdallah',
      rented: true,
      landTin: '104987321',
      leeseAgree: expect.stringMatching(ISSUED_PATH),
      bEmployee: 2,
      minSalary: 250_000,
      maxSalary: 400_000,
      estAnnualTurn: 36_000_000,
      ...META,
    });

    const { idToken } = await signedInUser('staff');
    const baseURL = test.info().project.use.baseURL;
    for (const [name, document] of Object.entries(documents)) {
      const url = `${baseURL}/api/files/${stored[name] as string}`;
      const forStaff = await fetch(url, { headers: { Authorization: `Bearer ${idToken}` } });
      expect(forStaff.status, name).toBe(200);
      expect(Buffer.from(await forStaff.arrayBuffer()), name).toEqual(document.buffer);
      expect((await fetch(url)).status, name).toBe(401);
    }
  });

  test('warns about a name already in the system and still stores the application', async ({ page }) => {
    const names = { first: `Zawadi${suffix()}`, last: `Mollel${suffix()}` };
    await adminServices().db.collection('businessForms').add({ fName: names.first, lName: names.last });

    await page.goto('/tin');
    await newRegistration(page, names, 'Employment');
    await page.getByRole('button', { name: 'Submit' }).click();

    const warning = page.getByRole('dialog');
    await expect(warning).toContainText('Duplicate Found!');
    await expect(warning).toContainText('This name combination already exists in the system.');
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toContainText('Tin application submitted successfully.', {
      timeout: 20_000,
    });
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    expect(await storedTin(['fName', names.first])).toEqual({
      // The new registration's answers, as newRegistration typed them.
      ...validTinApplication({ fName: names.first, lName: names.last, reasonForTin: 'Employment' }),
      ...META,
    });
  });

  test('a company sees only the sales contacts and cannot submit', async ({ page }) => {
    await page.goto('/tin');
    await page.getByRole('radio', { name: "No, I don't have a TIN" }).check();
    await field(page, 'Reason for TIN').selectOption(BUSINESS_REASON);
    await field(page, 'Business type').selectOption('Company');

    await expect(page.getByText('Company registration is not handled online.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'sales@applytz.co.tz' })).toHaveAttribute(
      'href',
      'mailto:sales@applytz.co.tz',
    );
    await expect(page.getByRole('link', { name: '+255 754 000 000' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('cannot be submitted');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(field(page, "Proprietor's first name")).toHaveCount(0);
    await expect(field(page, 'Trade name')).toHaveCount(0);
  });
});
