import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DUPLICATE_KEYS_FIELD } from '#domain/duplicates';
import { SEARCH_INDEX_FIELD } from '#domain/searchIndex';
import { adminServices } from '../support/admin.ts';
import { photoFile } from '../support/uploads.ts';
import { applicationsSent } from './support/sent.ts';
import { API_URL } from '../support/http.ts';
import { signedInUser } from '../support/users.ts';
import { daysFrom } from '#domain/common';
import {
  choose,
  field,
  fillAll,
  fillApplicant,
  fillSingleApplicant,
  fillStop,
  fillTripAndEmergency,
  stop,
  stops,
  TRIP,
} from './support/visaForm.ts';
import { ensureAgent } from '../support/agents.ts';
import { scrollToFormEnd } from './support/formEnd.ts';

// The agent numbers these forms are filled in with belong to active agents.
test.beforeAll(async () => {
  await ensureAgent('AG-2041');
});

const API = process.env.E2E_BASE_URL ?? API_URL;

/** Letters only, so a name stays a plausible name and no other run can have used it. */
const suffix = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const APPLICANT_STORED = {
  firstName: 'Amina',
  dob: '1988-04-12',
  gender: 'Female',
  placeOfBirth: 'Nyeri',
  countryOfBirth: 'KE',
  nationality: 'KE',
  phone: '+254711222333',
  email: 'amina.kamau@example.co.ke',
  passportType: 'Ordinary',
  passportNumber: 'AK1234567',
  passportCountry: 'KE',
  passportIssueDate: '2021-05-04',
  passportExpiryDate: '2031-05-03',
  // Named by the API: a photo of the page and of the applicant, each in its own area.
  passportBioPage: expect.stringMatching(/^visa-passports\/[0-9a-f]{32}\.jpg$/),
  passportPhoto: expect.stringMatching(/^visa-photos\/[0-9a-f]{32}\.jpg$/),
  residance: 'Ngong Road, Kilimani, Nairobi',
  visaType: 'Business',
  service: 'Express',
  validity: 6,
  duration: 1,
  durationUnit: 'Weeks',
  work: 'Company employee',
  experience: 84,
};

const TRIP_STORED = {
  dateOfArrival: TRIP.arrival,
  cityOfArrival: 'Dar es Salaam',
  itinerary: [{ city: 'Dar es Salaam', arrivalDate: TRIP.arrival, departureDate: TRIP.leaving }],
  exitDate: TRIP.leaving,
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
  // The search index and duplicate keys are the server's additions, not what was typed
  // (tests/api/searchIndex.test.ts, tests/api/duplicates.test.ts).
  const {
    createdAt,
    [SEARCH_INDEX_FIELD]: _index,
    [DUPLICATE_KEYS_FIELD]: _keys,
    ...record
  } = answer.docs[0]!.data();
  expect(Math.abs(createdAt.toMillis() - Date.now())).toBeLessThan(120_000);
  return record;
}

// submittedBy: the anonymous user this browser submitted as.
// Nobody has it yet: staff take it (decision 0020).
const META = {
  status: 'submitted',
  paymentStatus: 'unpaid',
  lang: 'en',
  submittedBy: expect.any(String),
  assignee: null,
};

test.describe('visa application', () => {
  test('a tourist on a week-long holiday gives the passport, its photo page and a photo, and sends it', async ({
    page,
  }) => {
    test.slow(); // a long form typed field by field
    const lastName = `Brown${suffix()}`;
    await page.goto('/visa');
    await fillSingleApplicant(page, lastName);
    await field(page, 'Visa type').selectOption({ label: 'Tourism' });
    await field(page, 'Length of stay').fill('8');
    await choose(page, 'Days');
    // The hints say what each picker takes.
    await expect(field(page, 'Passport photo')).toHaveAccessibleDescription(/JPEG or PNG, up to 5 MB\.$/);
    await expect(field(page, 'Passport photo')).toHaveAttribute('accept', /image\/jpeg/);
    const photo = photoFile('holiday portrait.jpg');
    await field(page, 'Passport photo').setInputFiles(photo);
    await expect(page.getByText('Chosen: holiday portrait.jpg')).toBeVisible();

    const reference = await submitAndConfirm(page);
    const record = await storedVisa(reference);
    expect(record).toMatchObject({
      ...APPLICANT_STORED,
      ...TRIP_STORED,
      lastName,
      visaType: 'Tourism',
      duration: 8,
      durationUnit: 'Days',
    });
    // What reached the store is the photo chosen, byte for byte, served to staff as a JPEG.
    const staff = await signedInUser('staff');
    const served = await fetch(`${API}/api/files/${record.passportPhoto as string}`, {
      headers: { authorization: `Bearer ${staff.idToken}` },
    });
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(photo.buffer)).toBe(true);
  });

  test('refuses an arrival in the past and a passport that ends within six months of arrival, saying why', async ({
    page,
  }) => {
    test.slow(); // the whole form typed, then corrected
    const { db } = adminServices();
    const lastName = `Late${suffix()}`;
    await page.goto('/visa');
    await fillSingleApplicant(page, lastName);
    const yesterday = daysFrom(-1);
    await fillAll(page, {
      'Date of arrival': yesterday,
      // Valid for two more months: not six after even a trip starting today.
      'Date of expiry': daysFrom(60),
    });
    await fillStop(page, 1, { city: 'Dar es Salaam', arrival: yesterday, departure: TRIP.leaving });
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(field(page, 'Date of arrival')).toHaveAccessibleDescription(
      'This date must be in the future.',
    );
    await expect(field(stop(page, 1), 'Arrival date')).toHaveAccessibleDescription(
      'This date must be in the future.',
    );
    // A passport too short for any arrival date is named in the same round.
    await expect(field(page, 'Date of expiry')).toHaveAccessibleDescription(
      /Your passport must be valid for at least six months after your date of arrival\.$/,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A trip that starts after today is accepted; the passport still is not.
    await field(page, 'Date of arrival').fill(TRIP.arrival);
    await field(stop(page, 1), 'Arrival date').fill(TRIP.arrival);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(field(page, 'Date of arrival')).not.toHaveAttribute('aria-invalid');
    await expect(field(page, 'Date of expiry')).toHaveAccessibleDescription(
      /Your passport must be valid for at least six months after your date of arrival\.$/,
    );
    await expect(page).toHaveURL(/\/visa$/);
    expect((await db.collection('visaApplications').where('lastName', '==', lastName).get()).size).toBe(0);
  });

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
    });

    await choose(page, 'Yes');
    await fillAll(page, {
      "Relative's name": 'Halima Juma',
      Relationship: 'Cousin',
      "Relative's phone number": '0754 321 098',
    });

    await fillTripAndEmergency(page);
    await fillAll(page, { 'Flight number': 'KQ484', 'Departure flight number': 'PW721' });
    const middle = daysFrom(3, TRIP.arrival);
    await fillStop(page, 1, { city: 'Dar es Salaam', arrival: TRIP.arrival, departure: middle });
    await page.getByRole('button', { name: 'Add more' }).click();
    await expect(stops(page)).toHaveCount(2);
    await expect(field(stop(page, 2), 'City')).toBeFocused();
    await fillStop(page, 2, { city: ' Arusha ', arrival: middle, departure: TRIP.leaving });
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
      relativeAvailable: 'Yes',
      relativeName: 'Halima Juma',
      relativeRelationship: 'Cousin',
      relativePhone: '0754321098',
      flightNumber: 'KQ484',
      exitFlightNumber: 'PW721',
      itinerary: [
        { city: 'Dar es Salaam', arrivalDate: TRIP.arrival, departureDate: middle },
        { city: 'Arusha', arrivalDate: middle, departureDate: TRIP.leaving },
      ],
      inviteName: 'Juma Mwinyi',
      inviteRelation: 'Business partner',
      inviteCity: 'Dar es Salaam',
      invitePhone: '+255754000111',
    });

    // The draft went with the submission: the form starts empty again.
    await page.goto('/visa');
    await expect(field(page, 'First name')).toHaveValue('');
    await scrollToFormEnd(page);
    await expect(stops(page)).toHaveCount(1);
  });

  test('a single applicant without relatives stores no spouse or relative keys', async ({ page }) => {
    test.slow(); // some forty fields and two photos
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
    const sent = applicationsSent(page);
    await page.goto('/visa');
    await scrollToFormEnd(page);
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
    expect(sent()).toEqual([]);
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
    await fillStop(page, 2, { city: 'Arusha', arrival: TRIP.arrival, departure: TRIP.leaving });
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('draft:visa') ?? ''))
      // The last value typed: the draft has everything once it has this.
      .toContain(TRIP.leaving);

    await page.reload();
    await expect(field(page, 'First name')).toHaveValue('Amina');
    await expect(field(page, 'Country of birth')).toHaveValue('KE');
    await scrollToFormEnd(page);
    await expect(field(page, 'Visa validity (months)')).toHaveValue('6');
    await expect(page.getByRole('radio', { name: 'Married', exact: true })).toBeChecked();
    await expect(field(page, "Spouse's full name")).toHaveValue('John Mwangi Kamau');
    await expect(page.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
    await expect(field(page, "Relative's name")).toHaveValue('Halima Juma');
    await expect(stops(page)).toHaveCount(2);
    await expect(field(stop(page, 2), 'City')).toHaveValue('Arusha');
    await expect(field(stop(page, 2), 'Departure date')).toHaveValue(TRIP.leaving);
  });
});
