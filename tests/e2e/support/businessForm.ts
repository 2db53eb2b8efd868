// Filling the business licence form as an applicant would, in English, for the browser tests.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Every answer the form takes, as typed; the business name is unique so the record can be found. */
export function answers() {
  return {
    AAN: 'AG-0042',
    Nida: '19821103-12104-00003-17',
    Phone: '0689 112 233',
    Fname: 'Khamis',
    Mname: 'Ali',
    Lname: 'Said',
    pSchool: 'Shule ya Msingi Uhuru',
    pDistrict: 'Ilala',
    pSchoolYear: '1995',
    wardNida: 'Kariakoo',
    wardBirth: 'Gerezani',
    MFname: 'Mwanaisha',
    MMname: 'Halima',
    MLname: 'Juma',
    MPhone: '+255 655 443 322',
    bName: `Khamis Hardware ${Date.now()}`,
    bActivity: 'Retail of building materials',
    bStreet: 'Mtaa wa Congo',
    blockNo: '12',
    plotNo: '45',
  };
}
export type Answers = ReturnType<typeof answers>;

export const TEXT_LABELS: Record<keyof Answers, string> = {
  AAN: 'For Agents Only',
  Nida: 'NIDA number',
  Phone: 'Phone number',
  Fname: 'First name',
  Mname: 'Middle name',
  Lname: 'Last name',
  pSchool: 'Primary school',
  pDistrict: 'District of primary school',
  pSchoolYear: 'Year you finished primary school',
  wardNida: 'Ward where you registered for NIDA',
  wardBirth: 'Ward of birth',
  MFname: "Mother's first name",
  MMname: "Mother's middle name",
  MLname: "Mother's last name",
  MPhone: "Mother's phone number",
  bName: 'Business name',
  bActivity: 'Business activity',
  bStreet: 'Street',
  blockNo: 'Block number',
  plotNo: 'Plot number',
};

export const PLACE = { bRegion: 'Dar es Salaam', bCouncil: 'Dar Es Salaam City Council', bWard: 'Kariakoo' };

/** A small but real PDF, so the API's content check has something to check. */
export const CONTRACT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
export const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
export const contractInput = (page: Page) => page.getByLabel('Landlord contract', { exact: true });

export async function fillEverything(page: Page, typed: Answers) {
  for (const [field, label] of Object.entries(TEXT_LABELS) as [keyof Answers, string][]) {
    await textbox(page, label).fill(typed[field]);
  }
  await expect(select(page, 'Council')).toBeDisabled();
  await select(page, 'Region').selectOption(PLACE.bRegion);
  await expect(select(page, 'Ward')).toBeDisabled();
  await select(page, 'Council').selectOption(PLACE.bCouncil);
  await select(page, 'Ward').selectOption(PLACE.bWard);
  await contractInput(page).setInputFiles({
    name: 'lease agreement.pdf',
    mimeType: 'application/pdf',
    buffer: CONTRACT,
  });
  await expect(page.getByText('Chosen: lease agreement.pdf')).toBeVisible();
}

/**
 * Every answer entered control by control, found by the field it fills (its name) whatever the
 * language of the screen: for a test whose applicant reads another language than this file.
 */
export async function fillEverythingByName(page: Page, typed: Answers) {
  for (const [field, value] of Object.entries(typed)) await page.locator(`[name="${field}"]`).fill(value);
  await page.locator('[name="bRegion"]').selectOption(PLACE.bRegion);
  await page.locator('[name="bCouncil"]').selectOption(PLACE.bCouncil);
  await page.locator('[name="bWard"]').selectOption(PLACE.bWard);
}

export async function expectEverythingFilled(page: Page, typed: Answers) {
  for (const [field, label] of Object.entries(TEXT_LABELS) as [keyof Answers, string][]) {
    await expect(textbox(page, label)).toHaveValue(typed[field]);
  }
  await expect(select(page, 'Region')).toHaveValue(PLACE.bRegion);
  await expect(select(page, 'Council')).toHaveValue(PLACE.bCouncil);
  await expect(select(page, 'Ward')).toHaveValue(PLACE.bWard);
  await expect(page.getByText('Chosen: lease agreement.pdf')).toBeVisible();
}
