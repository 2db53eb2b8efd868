// Filling the visa form as an applicant would, for the browser tests that need a submitted visa
// application (payments, and the visa form's own tests).
import type { Locator, Page } from '@playwright/test';
import { daysFrom } from '#domain/common';
import { photoFile } from '../../support/uploads.ts';
import { expect } from '../fixtures.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A control by its whole label; required fields add " *" to it. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

export const choose = (page: Page, option: string) =>
  page.getByRole('radio', { name: option, exact: true }).check();

export async function fillAll(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(scope, label).fill(value);
}

/** Row `number` of the itinerary, a group named 'Stop N'. */
export const stop = (page: Page, number: number) =>
  page.getByRole('group', { name: `Stop ${number}`, exact: true });
export const stops = (page: Page) => page.getByRole('group', { name: /^Stop \d+$/ });

export async function fillStop(
  page: Page,
  number: number,
  values: { city: string; arrival: string; departure: string },
) {
  await fillAll(stop(page, number), {
    City: values.city,
    'Arrival date': values.arrival,
    'Departure date': values.departure,
  });
}

/**
 * The trip every test applicant makes: a week, starting 30 days from today (a visa is for a trip
 * still to come), as 'YYYY-MM-DD'.
 */
export const TRIP = { arrival: daysFrom(30), leaving: daysFrom(37) };

/** The passport's bio page and photo, chosen as a tourist would. */
export async function choosePassportDocuments(page: Page) {
  await field(page, 'Passport bio page').setInputFiles(photoFile('passport page.jpg'));
  await field(page, 'Passport photo').setInputFiles(photoFile('me.jpg'));
  await expect(page.getByText('Chosen: me.jpg')).toBeVisible();
}

/** The fields every applicant fills, as typed (spaces and all) with what the record should hold. */
export async function fillApplicant(page: Page, lastName: string) {
  await fillAll(page, {
    'First name': '  Amina ',
    'Last name': lastName,
    'Date of birth': '1988-04-12',
    'Place of birth': 'Nyeri',
    'Phone number': '+254 711 222 333',
    'Email address': 'amina.kamau@example.co.ke',
    'Residential address': 'Ngong Road, Kilimani, Nairobi',
    'Passport number': 'ak 1234567',
    'Date of issue': '2021-05-04',
    'Date of expiry': '2031-05-03',
  });
  await choose(page, 'Female');
  await field(page, 'Country of birth').selectOption({ label: 'Kenya' });
  await field(page, 'Nationality').selectOption({ label: 'Kenya' });
  await field(page, 'Passport type').selectOption({ label: 'Ordinary' });
  await field(page, 'Issuing country').selectOption({ label: 'Kenya' });
  await choosePassportDocuments(page);
  await field(page, 'Visa type').selectOption({ label: 'Business' });
  await choose(page, 'Express');
  await fillAll(page, { 'Visa validity (months)': '6', 'Length of stay': '1' });
  await choose(page, 'Weeks');
  await field(page, 'Employment status').selectOption({ label: 'Company employee' });
  await field(page, 'Work experience (months)').fill('84');
}

export async function fillTripAndEmergency(page: Page) {
  await fillAll(page, {
    'Date of arrival': TRIP.arrival,
    'City of arrival': 'Dar es Salaam',
    'Date of departure': TRIP.leaving,
    'City of departure': 'Kilimanjaro',
    'Emergency contact name': 'Peter Kamau',
    'Emergency contact phone': '(0722) 333-444',
    'Emergency contact relationship': 'Brother',
  });
  await fillStop(page, 1, { city: 'Dar es Salaam', arrival: TRIP.arrival, departure: TRIP.leaving });
}

/** A single applicant with no relatives in Tanzania, one stop: the shortest complete application. */
export async function fillSingleApplicant(page: Page, lastName: string) {
  await fillApplicant(page, lastName);
  await choose(page, 'Single');
  await choose(page, 'No');
  await fillTripAndEmergency(page);
}

/**
 * Submits, checks the success dialog (`success`, the form's message) and the move to checkout, and
 * returns the reference shown (`prefix`-XXXXXX).
 */
export async function submitForm(page: Page, success: string, prefix: string) {
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(success, { timeout: 30_000 });
  const reference = new RegExp(`${prefix}-[A-Z0-9]{6}`).exec((await dialog.textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  // The dialog fades out while the payment screen arrives; its text would match the screen's.
  await expect(dialog).toBeHidden();
  return reference!;
}

export const submitVisa = (page: Page) => submitForm(page, 'Visa application submitted successfully.', 'VIS');
