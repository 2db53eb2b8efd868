import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { SEARCH_INDEX_FIELD } from '../../src/domain/searchIndex.ts';
import { adminServices } from '../support/admin.ts';
import {
  choose,
  field,
  fillAll,
  fillApplicant,
  fillStop,
  fillTripAndEmergency,
  stop,
  stops,
} from './support/visaForm.ts';

/** Letters only, so a name stays a plausible name and no other run can have used it. */
const suffix = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const APPLICANT_STORED = {
  firstName: 'Amina',
  dob: '1988-04-12',
  gender: 'Female',
  placeOfBirth: 'Nyeri',
  countryOfBirth: 'KE',
  phone: '+254711222333',
  nationId: '29876543',
  passportType: 'Ordinary',
  residance: 'Ngong Road, Kilimani, Nairobi',
  visaType: 'Business',
  service: 'Express',
  validity: 6,
  duration: 2,
  work: 'Company employee',
  experience: 84,
  education: 'Degree',
  institution: 'Kenyatta University',
};

const TRIP_STORED = {
  dateOfArrival: '2026-08-03',
  cityOfArrival: 'Dar es Salaam',
  itinerary: [{ city: 'Dar es Salaam', arrivalDate: '2026-08-03', departureDate: '2026-08-10' }],
  exitDate: '2026-08-10',
  exitCity: 'Kilimanjaro',
  emrgencyName: 'Peter Kamau',
  emrgencyPhone: '0722333444',
  emrgencyRelation: 'Brother',
};

/** Submits, checks the success dialog and the move to checkout, and returns the reference shown. */
async function submitAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Success!', { timeout: 20_000 });
  await expect(dialog).toContainText('Visa application submitted successfully.');
  const reference = /VIS-[A-Z0-9]{6}/.exec((await dialog.textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  return reference!;
}

async function storedVisa(reference: string) {
  const { db } = adminServices();
  const answer = await db.collection('visaApplications').where('reference', '==', reference).get();
  expect(answer.size).toBe(1);
  // The search index is the server's addition, not what was typed (tests/api/searchIndex.test.ts).
  const { createdAt, [SEARCH_INDEX_FIELD]: _index, ...record } = answer.docs[0]!.data();
  expect(Math.abs(createdAt.toMillis() - Date.now())).toBeLessThan(120_000);
  return record;
}

// submittedBy: the anonymous user this browser submitted as.
const META = { status: 'submitted', paymentStatus: 'unpaid', lang: 'en', submittedBy: expect.any(String) };

test.describe('visa application', () => {
  test('a married applicant with a relative and two stops is stored exactly as typed', async ({ page }) => {
    test.slow(); // some fifty fields typed one by one
    const lastName = `Kamau${suffix()}`;
    await page.goto('/visa');
    await expect(page.getByRole('heading', { level: 1, name: 'Visa application' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');

    await field(page, 'For Agents Only').fill('AG-2041');
    await field(page, 'Middle name').fill('Wanjiku');
    await fillApplicant(page, lastName);
    await fillAll(page, { Company: 'Safari Freight Ltd', Position: 'Operations manager' });

    await choose(page, 'Married');
    const spouse = page.getByRole('group', { name: "Spouse's details" });
    await fillAll(spouse, {
      "Spouse's full name": 'John Mwangi Kamau',
      "Spouse's nationality": 'Kenyan',
      "Spouse's occupation": 'Civil engineer',
      "Spouse's date of birth": '1985-09-30',
      "Spouse's city of birth": 'Thika',
      "Spouse's father's name": 'Samuel Kamau',
      "Spouse's father's nationality": 'Kenyan',
      "Spouse's father's date of birth": '1955-02-17',
      "Spouse's mother's name": 'Grace Njeri',
      "Spouse's mother's nationality": 'Kenyan',
    });

    await choose(page, 'Yes');
    await fillAll(page, {
      "Relative's name": 'Halima Juma',
      Relationship: 'Cousin',
      "Relative's phone number": '0754 321 098',
    });

    await fillTripAndEmergency(page);
    await fillAll(page, { 'Flight number': 'KQ484', 'Departure flight number': 'PW721' });
    await fillStop(page, 1, { city: 'Dar es Salaam', arrival: '2026-08-03', departure: '2026-08-06' });
    await page.getByRole('button', { name: 'Add more' }).click();
    await expect(stops(page)).toHaveCount(2);
    await expect(field(stop(page, 2), 'City')).toBeFocused();
    await fillStop(page, 2, { city: ' Arusha ', arrival: '2026-08-06', departure: '2026-08-10' });
    // A third stop added by mistake is removed again; the first two keep what was typed.
    await page.getByRole('button', { name: 'Add more' }).click();
    await field(stop(page, 3), 'City').fill('Moshi');
    await page.getByRole('button', { name: 'Remove stop 3' }).click();
    await expect(stops(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Add more' })).toBeFocused();
    await expect(field(stop(page, 2), 'City')).toHaveValue(' Arusha ');

    await fillAll(page, {
      'Name of the person inviting you': 'Juma Mwinyi',
      'Your relationship to them': 'Business partner',
      'Their city': 'Dar es Salaam',
      'Their phone number': '+255 754 000 111',
    });

    const reference = await submitAndConfirm(page);
    expect(await storedVisa(reference)).toEqual({
      ...META,
      reference,
      ...APPLICANT_STORED,
      ...TRIP_STORED,
      AAN: 'AG-2041',
      middleName: 'Wanjiku',
      lastName,
      company: 'Safari Freight Ltd',
      position: 'Operations manager',
      marital: 'Married',
      spouseName: 'John Mwangi Kamau',
      spouseNationality: 'Kenyan',
      spouseOccupation: 'Civil engineer',
      spouseDateofbirth: '1985-09-30',
      spousecityOfBirth: 'Thika',
      spousefatherName: 'Samuel Kamau',
      spousefatherNationality: 'Kenyan',
      spousefatherDateOfBirth: '1955-02-17',
      spousemotherName: 'Grace Njeri',
      spousemotherNationality: 'Kenyan',
      relativeAvailable: 'Yes',
      relativeName: 'Halima Juma',
      relativeRelationship: 'Cousin',
      relativePhone: '0754321098',
      flightNumber: 'KQ484',
      exitFlightNumber: 'PW721',
      itinerary: [
        { city: 'Dar es Salaam', arrivalDate: '2026-08-03', departureDate: '2026-08-06' },
        { city: 'Arusha', arrivalDate: '2026-08-06', departureDate: '2026-08-10' },
      ],
      inviteName: 'Juma Mwinyi',
      inviteRelation: 'Business partner',
      inviteCity: 'Dar es Salaam',
      invitePhone: '+255754000111',
    });

    // The draft went with the submission: the form starts empty again.
    await page.goto('/visa');
    await expect(field(page, 'First name')).toHaveValue('');
    await expect(stops(page)).toHaveCount(1);
  });

  test('a single applicant without relatives stores no spouse or relative keys', async ({ page }) => {
    const lastName = `Odhiambo${suffix()}`;
    await page.goto('/visa');
    await fillApplicant(page, lastName);
    // Answers changed before submitting must leave nothing of the hidden blocks behind.
    await choose(page, 'Married');
    await field(page, "Spouse's full name").fill('Someone Else');
    await choose(page, 'Single');
    await expect(field(page, "Spouse's full name")).toHaveCount(0);
    await choose(page, 'Yes');
    await field(page, "Relative's name").fill('Someone Else');
    await choose(page, 'No');
    await expect(field(page, "Relative's name")).toHaveCount(0);
    await fillTripAndEmergency(page);

    const reference = await submitAndConfirm(page);
    const record = await storedVisa(reference);
    expect(record).toEqual({
      ...META,
      reference,
      ...APPLICANT_STORED,
      ...TRIP_STORED,
      lastName,
      marital: 'Single',
      relativeAvailable: 'No',
    });
    expect(Object.keys(record).filter((key) => /^spouse|^relative(?!Available)/.test(key))).toEqual([]);
  });

  test('an empty submit shows the errors by the fields, focuses the first and stores nothing', async ({
    page,
  }) => {
    const { db } = adminServices();
    const before = (await db.collection('visaApplications').count().get()).data().count;
    await page.goto('/visa');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(field(page, 'First name')).toBeFocused();
    await expect(field(page, 'First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'First name')).toHaveAccessibleDescription('This field is required.');
    await expect(field(page, 'Country of birth')).toHaveAccessibleDescription('This field is required.');
    await expect(field(page, 'Visa validity (months)')).toHaveAccessibleDescription(
      /This field is required\.$/,
    );
    await expect(page.getByRole('group', { name: /^Gender/ })).toContainText(
      'Please choose one of the options.',
    );
    await expect(field(stop(page, 1), 'City')).toHaveAccessibleDescription('This field is required.');
    await expect(field(page, 'Middle name')).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/visa$/);

    // Correcting a field clears its message at once.
    await field(page, 'First name').fill('Amina');
    await expect(field(page, 'First name')).not.toHaveAttribute('aria-invalid');
    expect((await db.collection('visaApplications').count().get()).data().count).toBe(before);
  });

  test('a reload mid-form restores what was typed, blocks and stops included', async ({ page }) => {
    await page.goto('/visa');
    await field(page, 'First name').fill('Amina');
    await field(page, 'Country of birth').selectOption({ label: 'Kenya' });
    await field(page, 'Visa validity (months)').fill('6');
    await choose(page, 'Married');
    await field(page, "Spouse's full name").fill('John Mwangi Kamau');
    await choose(page, 'Yes');
    await field(page, "Relative's name").fill('Halima Juma');
    await page.getByRole('button', { name: 'Add more' }).click();
    await fillStop(page, 2, { city: 'Arusha', arrival: '2026-08-06', departure: '2026-08-10' });
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('draft:visa') ?? ''))
      .toContain('Arusha');

    await page.reload();
    await expect(field(page, 'First name')).toHaveValue('Amina');
    await expect(field(page, 'Country of birth')).toHaveValue('KE');
    await expect(field(page, 'Visa validity (months)')).toHaveValue('6');
    await expect(page.getByRole('radio', { name: 'Married', exact: true })).toBeChecked();
    await expect(field(page, "Spouse's full name")).toHaveValue('John Mwangi Kamau');
    await expect(page.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
    await expect(field(page, "Relative's name")).toHaveValue('Halima Juma');
    await expect(stops(page)).toHaveCount(2);
    await expect(field(stop(page, 2), 'City')).toHaveValue('Arusha');
    await expect(field(stop(page, 2), 'Departure date')).toHaveValue('2026-08-10');
  });
});
